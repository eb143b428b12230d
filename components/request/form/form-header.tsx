import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import type { AppointmentCopy, CentreContacts } from '@/lib/request';
import styles from './appointment-form.module.css';
import { PhoneLink } from './phone-link';

interface FormHeaderProps {
  id: string;
  title: string;
  copy: AppointmentCopy;
  contacts: CentreContacts;
  /** What just happened to what the form holds: a draft restored, a waiting request taken back. */
  status: string | null;
}

/** The form's title and what to know before filling it: the emergency line, what happened to its values, no JavaScript. */
export function FormHeader({ id, title, copy, contacts, status }: FormHeaderProps) {
  return (
    <>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      <p className={styles.urgent}>
        <Icon name="emergency" size={22} className={styles.urgentIcon} />
        <span>
          <Sentence text={copy.urgent} fill={{ phone: <PhoneLink phone={contacts.emergencyPhone} /> }} />
        </span>
      </p>

      {status ? (
        <p className={styles.restored} role="status">
          <Icon name="clipboard" size={20} />
          {status}
        </p>
      ) : null}

      <noscript>
        <p className={styles.noscript}>
          <Sentence
            text={copy.noscript}
            fill={{
              email: <a href={`mailto:${contacts.email}`}>{contacts.email}</a>,
              phone: <a href={`tel:${contacts.phone.e164}`}>{contacts.phone.display}</a>,
            }}
          />
        </p>
      </noscript>
    </>
  );
}

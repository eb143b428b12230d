import type { PhoneContact } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { Slots } from '@/components/ui/slots';
import type { AppointmentCopy } from '@/lib/appointment/copy';
import type { AppointmentContacts } from '@/lib/appointment/types';
import styles from './appointment-form.module.css';

interface FormHeaderProps {
  id: string;
  title: string;
  copy: AppointmentCopy;
  contacts: AppointmentContacts;
  restored: boolean;
}

/** The form's title and what to know before filling it: the emergency line, a restored draft, no JavaScript. */
export function FormHeader({ id, title, copy, contacts, restored }: FormHeaderProps) {
  const tel = (line: PhoneContact) => (
    <a href={`tel:${line.e164}`} className={styles.nowrap}>
      {line.display}
    </a>
  );
  return (
    <>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      <p className={styles.urgent}>
        <Icon name="emergency" size={22} className={styles.urgentIcon} />
        <span>
          <Slots template={copy.urgent} slots={{ phone: tel(contacts.emergencyPhone) }} />
        </span>
      </p>

      {restored ? (
        <p className={styles.restored} role="status">
          <Icon name="clipboard" size={20} />
          {copy.restored}
        </p>
      ) : null}

      <noscript>
        <p className={styles.noscript}>
          <Slots
            template={copy.noscript}
            slots={{
              email: <a href={`mailto:${contacts.email}`}>{contacts.email}</a>,
              phone: <a href={`tel:${contacts.phone.e164}`}>{contacts.phone.display}</a>,
            }}
          />
        </p>
      </noscript>
    </>
  );
}

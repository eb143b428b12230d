import type { Ref } from 'react';
import type { PhoneContact } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { Slots } from '@/components/ui/slots';
import type { AppointmentCopy } from '@/lib/appointment/copy';
import { formatDate, formatTime } from '@/lib/format';
import type { TemplateParams } from '@/lib/appointment/types';
import styles from './appointment-form.module.css';
import { PhoneLink } from './phone-link';

interface ConfirmationProps {
  sent: TemplateParams;
  /** The service as the visitor chose it, in the page's language. */
  serviceLabel: string;
  copy: AppointmentCopy;
  headingRef: Ref<HTMLHeadingElement>;
  emergencyPhone: PhoneContact;
  onNewRequest: () => void;
}

/** Replaces the form after a successful send; its heading takes focus. */
export function Confirmation({ sent, serviceLabel, copy, headingRef, emergencyPhone, onNewRequest }: ConfirmationProps) {
  const text = copy.confirmation;
  const summary = (
    <Slots
      template={text.summary}
      slots={{
        service: serviceLabel,
        date: <time dateTime={sent.date}>{formatDate(sent.date, copy.locale)}</time>,
        time: <time dateTime={sent.time}>{formatTime(sent.time, copy.locale)}</time>,
      }}
    />
  );
  return (
    <div role="status" className={styles.outcome}>
      <span className={styles.outcomeIcon} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.outcomeTitle}>
        {text.title}
      </h2>
      <p>
        <Slots template={text.thanks} slots={{ name: sent.from_name ? ` ${sent.from_name}` : '' }} />{' '}
        <strong>{summary}</strong>.
      </p>
      <p>
        <Slots
          template={text.reply}
          slots={{ email: <strong>{sent.from_email}</strong>, byPhone: sent.phone ? text.byPhone : '' }}
        />
      </p>
      <p className={styles.outcomeNote}>
        <Slots template={text.urgent} slots={{ phone: <PhoneLink phone={emergencyPhone} /> }} />
      </p>
      <button type="button" className="btn btn-outline" onClick={onNewRequest}>
        <Icon name="calendar" size={20} />
        {text.again}
      </button>
    </div>
  );
}

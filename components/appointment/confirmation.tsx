import type { Ref } from 'react';
import type { PhoneContact } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { Slots } from '@/components/ui/slots';
import type { AppointmentCopy } from '@/lib/appointment/copy';
import type { AppointmentValues } from '@/lib/appointment/types';
import styles from './appointment-form.module.css';
import { PhoneLink } from './phone-link';
import { RequestLine } from './request-summary';

interface ConfirmationProps {
  /** What the visitor sent, and its reference. */
  values: AppointmentValues;
  reference: string;
  copy: AppointmentCopy;
  /** The service choices' labels in the page's language, by the name sent. */
  serviceLabels: Record<string, string>;
  headingRef: Ref<HTMLHeadingElement>;
  emergencyPhone: PhoneContact;
  onNewRequest: () => void;
}

/** Replaces the form after a successful send; its heading takes focus. */
export function Confirmation({ values, reference, copy, serviceLabels, headingRef, emergencyPhone, onNewRequest }: ConfirmationProps) {
  const text = copy.confirmation;
  const name = values.fullName.trim();
  return (
    <div role="status" className={styles.outcome}>
      <span className={styles.outcomeIcon} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.outcomeTitle}>
        {text.title}
      </h2>
      <p>
        <Slots template={text.thanks} slots={{ name: name ? ` ${name}` : '' }} />{' '}
        <strong>
          <RequestLine values={values} copy={copy} serviceLabels={serviceLabels} />
        </strong>
        .
      </p>
      <p>
        <Slots template={text.reference} slots={{ reference: <strong data-reference className={styles.reference}>{reference}</strong> }} />
      </p>
      <p>
        <Slots
          template={text.reply}
          slots={{ email: <strong>{values.email.trim()}</strong>, byPhone: values.phone.trim() ? text.byPhone : '' }}
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

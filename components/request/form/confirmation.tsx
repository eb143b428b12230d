import type { Ref } from 'react';
import type { PhoneContact } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import type { RequestCopy, AppointmentValues, CallbackHours, RequestKind } from '@/lib/request';
import { callPromise, promiseText } from '@/lib/request/by-when';
import styles from './appointment-form.module.css';
import { PhoneLink } from './phone-link';
import { CallbackWhen } from './callback-when';
import { RequestLine } from './request-summary';

interface ConfirmationProps {
  /** What the visitor sent, and its reference. */
  values: AppointmentValues;
  reference: string;
  /** An appointment, or a call-back (one kept on the device may leave while the form page is open). */
  kind: RequestKind;
  words: RequestCopy;
  /** The service choices' labels in the page's language, by the name sent. */
  serviceLabels: Record<string, string>;
  headingRef: Ref<HTMLHeadingElement>;
  emergencyPhone: PhoneContact;
  /** The appointments and call-backs hours and the days closed: by when the centre calls (an appointment; a call-back's slot is its own promise). */
  hours: CallbackHours;
  onNewRequest: () => void;
  /** The new-request button's words (« Nouvelle demande » by default). */
  again?: string;
}

/** Replaces the form (or « Rappelez-moi ») after a successful send; its heading takes focus. */
export function Confirmation({ values, reference, kind, words, serviceLabels, headingRef, emergencyPhone, hours, onNewRequest, again }: ConfirmationProps) {
  const text = words.confirmation;
  const name = values.fullName.trim();
  return (
    <div role="status" className={styles.outcome}>
      <span className={styles.outcomeIcon} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.outcomeTitle}>
        {kind === 'callback' ? words.callback.sentTitle : text.title}
      </h2>
      {kind === 'callback' ? (
        <p>
          <CallbackWhen text={words.callback.sentText} values={values} words={words} />
        </p>
      ) : (
        <p>
          <Sentence text={kind === 'application' ? text.applicationThanks : text.thanks} fill={{ name: name ? ` ${name}` : '' }} />{' '}
          <strong>
            <RequestLine values={values} kind={kind} words={words} serviceLabels={serviceLabels} />
          </strong>
          .
        </p>
      )}
      <p>
        <Sentence text={text.reference} fill={{ reference: <strong data-reference className={styles.reference}>{reference}</strong> }} />
      </p>
      {kind !== 'appointment' ? null : (
        <p>
          <Sentence
            text={text.reply}
            fill={{
              email: <strong>{values.email.trim()}</strong>,
              byPhone: values.phone.trim() ? text.byPhone : '',
              // Read when the confirmation is drawn: a request kept on the device may leave days later.
              when: <strong data-by-when>{promiseText(callPromise(hours), text.byWhen, words.locale)}</strong>,
            }}
          />
        </p>
      )}
      <p className={styles.outcomeNote}>
        <Sentence text={text.urgent} fill={{ phone: <PhoneLink phone={emergencyPhone} /> }} />
      </p>
      <button type="button" className="btn btn-outline" onClick={onNewRequest}>
        <Icon name={kind === 'appointment' ? 'calendar' : 'phone'} size={20} />
        {again ?? text.again}
      </button>
    </div>
  );
}

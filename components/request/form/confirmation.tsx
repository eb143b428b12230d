import type { ReactNode, Ref } from 'react';
import type { PhoneContact } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import type { RequestCopy, RequestValues, CallbackHours, CentreContacts, RequestKind } from '@/lib/request';
import { callPromise, promiseText } from '@/lib/request/by-when';
import styles from './appointment-form.module.css';
import { screensOf } from './kind-screens';
import { OutcomeFrame } from './outcome-frame';
import { PhoneLink } from './phone-link';
import { SentStatusSlot, SentVisitSlot } from '../status/sent-status-slots';

interface ConfirmationProps {
  /** What the visitor sent, and its reference. */
  values: RequestValues;
  reference: string;
  /** Its kind (one kept on the device may leave while another form's page is open): what it says is its kind's (kind-screens.tsx). */
  kind: RequestKind;
  words: RequestCopy;
  /** The service choices' labels in the page's language, by the name sent. */
  choiceLabels: Record<string, string>;
  /** Its heading, which the form focuses; without it, the heading takes the focus once drawn. */
  headingRef?: Ref<HTMLHeadingElement>;
  emergencyPhone: PhoneContact;
  /**
   * The appointments and call-backs hours and the days closed: by when the centre calls (an appointment; a call-back's
   * slot is its own promise); with a gateway, what a visit's panel says of the centre (the form's contacts hold both).
   */
  hours: CallbackHours & Pick<CentreContacts, 'visitCentre'>;
  onNewRequest: () => void;
  /** The new-request button's words (« Nouvelle demande » by default). */
  again?: string;
}

/**
 * Replaces the form (or « Rappelez-moi ») after a successful send; its heading takes focus. With a gateway, once the
 * centre agreed a visit on the phone (issue 77), the visit heads it, what the family asked for below it, and the
 * line that the time is confirmed only after the centre's answer goes.
 */
export function Confirmation({ values, reference, kind, words, choiceLabels, headingRef, emergencyPhone, hours, onNewRequest, again }: ConfirmationProps) {
  const text = words.confirmation;
  const screens = screensOf(kind);
  const line = { values, words, choiceLabels };
  const body = (visit: ReactNode | null) => (
    <>
      {visit ?? <p>{screens.sentText(line)}</p>}
      <p>
        <Sentence text={text.reference} fill={{ reference: <strong data-reference className={styles.reference}>{reference}</strong> }} />
      </p>
      {process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL ? <SentStatusSlot reference={reference} kind={kind} locale={words.locale} /> : null}
      {screens.answered && !visit ? (
        <p>
          <Sentence
            text={text.reply}
            fill={{
              email: <strong>{values.email?.trim()}</strong>,
              byPhone: values.phone?.trim() ? text.byPhone : '',
              // Read when the confirmation is drawn: a request kept on the device may leave days later.
              when: <strong data-by-when>{promiseText(callPromise(hours), text.byWhen, words.locale)}</strong>,
            }}
          />
        </p>
      ) : null}
      <p className={styles.outcomeNote}>
        <Sentence text={text.urgent} fill={{ phone: <PhoneLink phone={emergencyPhone} /> }} />
      </p>
      <button type="button" className="btn btn-outline" onClick={onNewRequest}>
        <Icon name={screens.againIcon} size={20} />
        {again ?? text.again}
      </button>
    </>
  );
  return (
    <OutcomeFrame status icon="check" title={screens.sentTitle(words)} {...(headingRef ? { headingRef } : { focusKey: reference })}>
      {process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL && hours.visitCentre ? (
        <SentVisitSlot reference={reference} locale={words.locale} centre={hours.visitCentre} asked={screens.line(line)}>
          {body}
        </SentVisitSlot>
      ) : (
        body(null)
      )}
    </OutcomeFrame>
  );
}

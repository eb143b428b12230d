import { useEffect, useRef } from 'react';
import { Sentence } from '@/components/ui/sentence';
import { alertText } from '@/lib/request/failure-text';
import type { CentreContacts, RequestValues, FallbackWording, SendFailure } from '@/lib/request';
import { FallbackLinks } from './fallback-links';
import form from './appointment-form.module.css';

interface FailureAlertProps {
  /** What failed, and the request as typed; each new one takes the focus. */
  state: { failure: SendFailure; values: RequestValues | null };
  /** The words after « Envoyer » and how the request is written out, when they came; else the phone alone. */
  written: { failures: Parameters<typeof alertText>[1]; sms: string; wording: FallbackWording } | undefined;
  /** The sentence before the other ways to send it. */
  intro: string;
  /** What to say without the words: « … appelez le {phone} ». */
  unreachable: string;
  contacts: CentreContacts;
}

/**
 * Not sent and not kept (a call-back, an application): why, then the same request already written by
 * WhatsApp, SMS or e-mail (or, without its words, the phone). Each new failure takes the focus: the visitor
 * hears it, then the ways to send it otherwise.
 */
export function FailureAlert({ state, written, intro, unreachable, contacts }: FailureAlertProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => alertRef.current?.focus(), [state]);
  return (
    <div ref={alertRef} role="alert" tabIndex={-1} className={form.alert}>
      {written ? (
        <>
          <p className={form.alertTitle}>{alertText(state.failure, written.failures)}</p>
          <p>{intro}</p>
          <FallbackLinks values={state.values} whatsapp={contacts.whatsapp} email={contacts.email} phone={contacts.phone} wording={written.wording} sms={written.sms} />
        </>
      ) : (
        <p className={form.alertTitle}>
          <Sentence text={unreachable} fill={{ phone: <a href={`tel:${contacts.phone.e164}`}>{contacts.phone.display}</a> }} />
        </p>
      )}
    </div>
  );
}

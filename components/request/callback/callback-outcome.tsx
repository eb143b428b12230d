import { useEffect, useRef } from 'react';
import { Confirmation } from '@/components/request/form/confirmation';
import { FailureAlert } from '@/components/request/form/failure-alert';
import { FallbackLinks } from '@/components/request/form/fallback-links';
import form from '@/components/request/form/appointment-form.module.css';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import type { CallbackCopy, AppointmentContacts } from '@/lib/request';
import { doualaToday } from '@/lib/douala-date';
import { formatDate } from '@/lib/format';
import { fill } from '@/lib/i18n';
import type { CallbackFailureState, CallbackOutcome as Outcome } from './use-callback-request';
import styles from './callback.module.css';

/*
 * What « Rappelez-moi » says after « Envoyer »: a chunk of its own (with the appointment form's styles
 * it shares), loaded at the first touch of the form, never with the page.
 */

const wordingOf = (outcome: Pick<Outcome, 'words' | 'reference'>) => ({
  copy: outcome.words.fallback,
  locale: outcome.words.locale,
  serviceLabels: {},
  reference: outcome.reference,
  kind: 'callback' as const,
});

interface OutcomeProps {
  outcome: Outcome;
  contacts: AppointmentContacts;
  requestHref: string;
  onAgain: () => void;
}

/** Sent: the confirmation. Kept on the device: it says so, with its reference, the panel and the same request by SMS, WhatsApp or e-mail. */
export function CallbackOutcome({ outcome, contacts, requestHref, onAgain }: OutcomeProps) {
  const { words, values, reference, kept } = outcome;
  // Drawn once its chunk is here: then it takes the focus, and is read.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [outcome]);
  if (outcome.kind === 'sent') {
    return (
      <Confirmation
        values={values}
        reference={reference}
        kind="callback"
        words={words}
        serviceLabels={{}}
        headingRef={headingRef}
        emergencyPhone={contacts.emergencyPhone}
        hours={contacts}
        onNewRequest={onAgain}
        again={words.callback.again}
      />
    );
  }
  return (
    <div className={form.outcome} data-callback-kept>
      <span className={styles.keptIcon} aria-hidden="true">
        <Icon name="clock" size={30} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={form.outcomeTitle}>
        {words.callback.keptTitle}
      </h2>
      <p>
        {kept?.cause === 'offline' || !kept ? words.callback.keptText : kept.cause === 'held' ? words.callback.keptHeldText : words.callback.keptLaterText}{' '}
        {kept?.inBackground ? words.outbox.leavesAlone : words.outbox.leavesOnVisit}
      </p>
      {kept ? <p>{fill(words.outbox.until, { date: formatDate(doualaToday(new Date(kept.expiresAt)), words.locale) })}</p> : null}
      <p>
        <Sentence text={words.outbox.reference} fill={{ reference: <strong data-reference className={form.reference}>{reference}</strong> }} />{' '}
        <a href={requestHref}>{words.callback.see}</a>
      </p>
      <p>{kept?.cause === 'service' ? words.outbox.saferNow : words.outbox.hurry}</p>
      <FallbackLinks values={values} whatsapp={contacts.whatsapp} email={contacts.email} phone={contacts.phone} wording={wordingOf(outcome)} sms={words.outbox.sms} />
    </div>
  );
}

interface FailureProps {
  failure: CallbackFailureState;
  copy: CallbackCopy;
  contacts: AppointmentContacts;
}

/** Not sent and not kept: « Erreur: » and why, then the same request already written (or, without its words, the phone). */
export function CallbackFailure({ failure, copy, contacts }: FailureProps) {
  const { words, reference } = failure;
  const written = words ? { failures: words.failures, sms: words.outbox.sms, wording: wordingOf({ words, reference }) } : undefined;
  return <FailureAlert state={failure} written={written} intro={words?.failureIntro ?? ''} unreachable={copy.unreachable} contacts={contacts} />;
}

import { useEffect, useRef } from 'react';
import { FailureAlert } from '@/components/request/form/failure-alert';
import form from '@/components/request/form/appointment-form.module.css';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import type { AppointmentContacts } from '@/lib/request';
import { fill } from '@/lib/i18n';
import { whatsappChatUrl } from '@/lib/whatsapp';
import type { ApplicationCopy } from './application-copy';
import type { ApplicationFailure, ApplicationOutcome as Outcome } from './use-application';
import styles from './application.module.css';

/*
 * What the application says after « Envoyer »: sent or kept on the device, with its reference, and the
 * way to send a CV with no upload over a slow link: WhatsApp or e-mail, the reference already written.
 */

const wordingOf = (words: Outcome['words'], reference: string, serviceLabels: Record<string, string>) => ({
  copy: words.fallback,
  locale: words.locale,
  serviceLabels,
  reference,
  kind: 'application' as const,
});

interface OutcomeProps {
  outcome: Outcome;
  copy: ApplicationCopy;
  contacts: AppointmentContacts;
  serviceLabels: Record<string, string>;
  onAgain: () => void;
}

export function ApplicationOutcome({ outcome, copy, contacts, serviceLabels, onAgain }: OutcomeProps) {
  const { values, reference, kind } = outcome;
  const words = copy.sent;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [outcome]);
  const name = values.fullName.trim();
  const position = values.serviceType ? (serviceLabels[values.serviceType] ?? values.serviceType) : outcome.words.fallback.spontaneous;
  const cvText = fill(words.cvMessage, { reference, position, name }).trim();
  const mailto = `mailto:${contacts.email}?subject=${encodeURIComponent(fill(words.cvSubject, { reference }))}&body=${encodeURIComponent(cvText)}`;
  return (
    <div role="status" className={form.outcome} data-application-outcome={kind}>
      <span className={form.outcomeIcon} aria-hidden="true">
        <Icon name={kind === 'sent' ? 'check' : 'clock'} size={32} />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className={form.outcomeTitle}>
        {kind === 'sent' ? words.title : words.keptTitle}
      </h3>
      <p>
        {kind === 'sent'
          ? fill(words.text, { name: name ? ` ${name}` : '', position, phone: values.phone })
          : words.keptText}
      </p>
      <p>
        <Sentence text={words.reference} fill={{ reference: <strong data-reference className={form.reference}>{reference}</strong> }} />
      </p>
      <h4>{words.cvTitle}</h4>
      <p>{words.cvText}</p>
      <ul className={styles.cvLinks}>
        <li>
          <a className="btn btn-primary" href={whatsappChatUrl(contacts.whatsapp, cvText)} target="_blank" rel="noopener noreferrer" data-cv="whatsapp">
            <Icon name="whatsapp" size={22} />
            {words.cvWhatsapp}
          </a>
        </li>
        <li>
          <a className="btn btn-outline" href={mailto} data-cv="email">
            <Icon name="mail" size={22} />
            {words.cvEmail}
          </a>
        </li>
      </ul>
      <button type="button" className="btn btn-outline" onClick={onAgain}>
        {words.again}
      </button>
    </div>
  );
}

interface FailureProps {
  failure: ApplicationFailure;
  copy: ApplicationCopy;
  contacts: AppointmentContacts;
  serviceLabels: Record<string, string>;
}

/** Not sent and not kept: why, then the same application already written (or, without its words, the phone). */
export function ApplicationFailureNote({ failure, copy, contacts, serviceLabels }: FailureProps) {
  const { words, reference } = failure;
  const written = words ? { failures: words.failures, sms: words.outbox.sms, wording: wordingOf(words, reference, serviceLabels) } : undefined;
  return <FailureAlert state={failure} written={written} intro={copy.sent.failed} unreachable={copy.sent.unreachable} contacts={contacts} />;
}

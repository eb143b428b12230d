import type { ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { alertText } from '@/lib/request/failure-text';
import { failureOf } from '@/lib/request/failure';
import { KEEP_DAYS } from '@/lib/request/view';
import type { RequestCopy, FallbackWording, CentreContacts, DeviceKeeping, RequestStatus, RequestView } from '@/lib/request';
import type { IconName } from '@/lib/icon-names';
import { doualaToday } from '@/lib/douala-date';
import { formatDay } from '@/lib/format';
import { fill } from '@/lib/i18n';
import { PENDING_REQUEST_ID } from '@/lib/routes';
import { FallbackLinks } from './fallback-links';
import { screensOf } from './kind-screens';
import { wordingOf } from './request-failure';
import { waitWords } from './wait-words';
import { RequestSummary } from './request-summary';
import type { useKeptRequest } from './use-kept-request';
import form from './appointment-form.module.css';
import styles from './outbox-panel.module.css';

interface OutboxPanelProps {
  request: RequestView;
  /** What this browser promises for it (null until known). */
  device: DeviceKeeping | null;
  kept: ReturnType<typeof useKeptRequest>;
  /** The words after « Envoyer », in the page's language. */
  words: RequestCopy;
  contacts: CentreContacts;
  wording: FallbackWording;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The panel's icon, by the request's state. */
const STATUS_ICON: Record<RequestStatus, IconName> = { waiting: 'clock', unconfirmed: 'check', refused: 'emergency', expired: 'emergency', damaged: 'emergency' };

/** A day of the device's clock, as the staff's inbox writes it (« lundi 7 décembre »; its year when not this year's). */
const dayOf = (time: number, words: RequestCopy) => formatDay(doualaToday(new Date(time)), words.locale, doualaToday());

/**
 * Takes the form's place while the device keeps a request: waiting for its chance, refused by
 * EmailJS, sent without confirmation, expired or unreadable. What it says, until when the device
 * tries, the same request by WhatsApp, SMS or e-mail, and what the visitor can do with it.
 */
export function OutboxPanel({ request, device, kept, words, contacts, wording, headingRef }: OutboxPanelProps) {
  const t = words.outbox;
  const { status } = request;
  const hasValues = status !== 'expired' && Object.values(request.values).some((value) => value.trim() !== '');
  const fallbacks = (
    <FallbackLinks
      values={hasValues ? request.values : null}
      whatsapp={contacts.whatsapp}
      email={contacts.email}
      phone={contacts.phone}
      wording={wordingOf(request.kind, { words, reference: request.reference }, wording.choiceLabels)}
      sms={t.sms}
    />
  );
  // A browser that has not promised to keep the site's data may lose it: the other ways come first.
  const mayLose = status === 'waiting' && device !== null && !device.keepsData;
  const summary = hasValues && status !== 'damaged' ? <RequestSummary values={request.values} kind={request.kind} words={words} choiceLabels={wording.choiceLabels} label={t.summary} /> : null;
  const reference = (
    <p className={styles.reference}>
      <Sentence text={t.reference} fill={{ reference: <span className={form.reference}>{request.reference}</span> }} />
    </p>
  );
  const button = (label: string, onClick: () => void, primary = false, icon?: 'arrow-right') => (
    <button type="button" className={clsx('btn', primary ? 'btn-primary' : 'btn-outline')} onClick={onClick}>
      {icon ? <Icon name={icon} size={20} /> : null}
      {label}
    </button>
  );
  const another = button(t.another, kept.compose);
  // A kind of another form (a call-back) has no place in the appointment form: cancelling or taking it back only deletes it.
  const restore = screensOf(request.kind).takenBack;

  let title: string;
  let body: ReactNode;
  let actions: ReactNode;
  switch (status) {
    case 'waiting':
      // Said as it is: no connection, no answer while online, the service's fault, or the gateway's limit (lib/request/answers.ts).
      title = t[waitWords(request.cause).title];
      body = (
        <>
          <p>
            {t[waitWords(request.cause).why]}{' '}
            {device?.sendsInBackground ? t.leavesAlone : t.leavesOnVisit}
          </p>
          <p>{fill(t.until, { date: dayOf(request.expiresAt, words) })}</p>
          {mayLose ? (
            <>
              <p className={styles.warning}>{t[waitWords(request.cause).warn]}</p>
              {fallbacks}
            </>
          ) : null}
          {summary}
          {reference}
          {mayLose ? null : (
            <>
              <p>{t[waitWords(request.cause).urge]}</p>
              {fallbacks}
            </>
          )}
          <p role="status" className={styles.still}>
            {kept.stillWaiting ? t.stillWaiting : null}
          </p>
        </>
      );
      actions = (
        <>
          {button(t.retry, () => void kept.retry(), true, 'arrow-right')}
          {button(t.cancel, () => void kept.remove(request, { restore }))}
          {another}
        </>
      );
      break;
    case 'refused':
      title = t.refusedTitle;
      body = (
        <>
          {request.refusalStatus ? (
            <p className={styles.refusal}>{alertText(failureOf({ kind: 'refused', status: request.refusalStatus, text: '' }), words.failures)}</p>
          ) : null}
          <p>{t.refusedText}</p>
          {summary}
          {reference}
          {fallbacks}
        </>
      );
      actions = (
        <>
          {restore ? button(t.takeBack, () => void kept.remove(request, { restore: true })) : null}
          {button(t.delete, () => void kept.remove(request))}
          {another}
        </>
      );
      break;
    case 'unconfirmed':
      title = t.unconfirmedTitle;
      body = (
        <>
          <p>{t.unconfirmedText}</p>
          {summary}
          {reference}
          {fallbacks}
        </>
      );
      actions = (
        <>
          {button(t.sendAgain, () => void kept.sendAgain(request), true, 'arrow-right')}
          {button(t.delete, () => void kept.remove(request))}
          {another}
        </>
      );
      break;
    case 'expired':
      title = t.expiredTitle;
      body = (
        <>
          <p>
            <Sentence
              text={t.expiredText}
              fill={{ reference: <span className={form.reference}>{request.reference}</span>, date: dayOf(request.createdAt, words), days: KEEP_DAYS }}
            />
          </p>
          {fallbacks}
        </>
      );
      actions = button(t.close, () => void kept.remove(request), true);
      break;
    case 'damaged':
      title = t.damagedTitle;
      body = (
        <>
          <p>{t.damagedText}</p>
          {fallbacks}
        </>
      );
      actions = button(t.delete, () => void kept.remove(request), true);
      break;
  }

  return (
    <div
      id={PENDING_REQUEST_ID}
      data-outbox-panel={status}
      data-device-keeps={status === 'waiting' && device ? (device.keepsData ? 'yes' : 'maybe-not') : undefined}
      className={clsx(form.outcome, styles.panel)}
    >
      <span className={clsx(form.outcomeIcon, styles.icon)} aria-hidden="true">
        <Icon name={STATUS_ICON[status]} size={30} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={form.outcomeTitle}>
        {title}
      </h2>
      {body}
      <div className={styles.actions} data-keep-clear>
        {actions}
      </div>
    </div>
  );
}

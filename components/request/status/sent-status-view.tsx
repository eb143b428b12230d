import { useEffect } from 'react';
import { Icon } from '@/components/ui/icon';
import { forgetSentStatus, showHere } from '@/lib/request/sent-status';
import type { Locale } from '@/lib/i18n';
import { sentStatusCopy } from '@/copy/request/status';
import { statusText } from './status-text';
import { LINE_ROOM, type SentLineProps } from './provide';
import { useSentStatuses } from './use-sent-statuses';
import { noteVisit } from './sent-visit';
import note from '../outbox/outbox-note.module.css';

/*
 * Who at the centre has a request this device sent through the gateway: the line under a confirmation, and
 * the lines of the note on every page; the visit agreed on the phone, once there is one (sent-visit.tsx). One
 * module, so one chunk (provide.ts says why), fetched only by a build with a gateway, when one of them is drawn.
 */

export { SentVisit } from './sent-visit';

/**
 * Under a confirmation: who at the centre has this request, read out by the confirmation's own status
 * region as it changes. While this line is on the page, the note leaves the request to it.
 */
export function SentLine({ reference, locale }: SentLineProps) {
  const snapshot = useSentStatuses();
  useEffect(() => showHere(reference), [reference]);
  const status = snapshot?.statuses.find((one) => one.reference === reference);
  // Not kept on this device (no IndexedDB): nothing to ask, the reserved line goes.
  if (snapshot && !status) return null;
  const text = status ? statusText(status, sentStatusCopy[locale], locale, snapshot?.at, { received: true }) : null;
  return (
    <p style={LINE_ROOM} data-sent-status={status?.state ?? 'reading'}>
      {text}
    </p>
  );
}

/**
 * In the note every page shows (outbox-note.tsx, a polite status region): who at the centre has a request this
 * device sent, once someone has it, until the family closes the line or the device forgets it (asking.ts, keptUntil);
 * not the one a confirmation of this page already shows. Its watch asks the gateway while the page is seen.
 */
export function SentNote({ locale }: { locale: Locale }) {
  const snapshot = useSentStatuses();
  const words = sentStatusCopy[locale];
  const lines = (snapshot?.statuses ?? [])
    .filter((status) => !snapshot?.shownHere.includes(status.reference))
    .map((status) => ({ status, text: statusText(status, words, locale, snapshot?.at), visit: noteVisit(status, locale, snapshot?.at ?? 0) }))
    // A visit is said even while nobody holds its request (« Je dois changer » put it back to everyone's).
    .filter((line) => line.text !== null || line.visit !== null)
    .sort((a, b) => (b.status.since ?? 0) - (a.status.since ?? 0));
  return lines.map(({ status, text, visit }) => (
    <p key={status.id} className={note.note} data-outbox-note={status.state}>
      <Icon name={visit ? 'calendar' : 'check'} size={22} className={note.icon} />
      <span>
        {text}
        {visit ? (
          <>
            {text ? ' ' : null}
            <span data-visit-note>{visit.text}</span> <a href={visit.href}>{visit.see}</a>
          </>
        ) : null}
      </span>
      <button type="button" className={note.close} onClick={() => void forgetSentStatus(status.id)} aria-label={words.close}>
        <Icon name="close" size={20} />
      </button>
    </p>
  ));
}

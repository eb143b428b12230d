'use client';

import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { plural, type Locale, type PluralText } from '@/lib/i18n';
import type { RequestView } from '@/lib/request';
import { useKeptRequests } from './use-kept-requests';
import { SentNoteSlot } from '../status/sent-status-slots';
import styles from './outbox-note.module.css';
import type { IconName } from '@/lib/icon-names';

export interface OutboxNoteWords {
  label: string;
  /** « … {count} … », by how many wait. */
  waiting: PluralText;
  refused: string;
  /** « … {reference} … » */
  unconfirmed: string;
  /** « … {reference} … » */
  expired: string;
  damaged: string;
  sent: string;
  see: string;
  close: string;
}

export interface OutboxNoteProps {
  words: OutboxNoteWords;
  locale: Locale;
  requestHref: string;
}

/** The note's icon, by the state of the request it speaks of: only one waiting is calm. */
const NOTE_ICON: Record<RequestView['status'], IconName> = { waiting: 'clock', refused: 'emergency', expired: 'emergency', damaged: 'emergency', unconfirmed: 'emergency' };

/** What the note says of the kept requests, the most pressing first: null when there is nothing to say. */
function noteOf(requests: RequestView[], words: OutboxNoteWords, locale: Locale): { text: string; reference?: string; kind: RequestView['status'] } | null {
  const first = (status: RequestView['status']) => requests.find((request) => request.status === status);
  const refused = first('refused');
  if (refused) return { text: words.refused, kind: 'refused' };
  const expired = first('expired');
  if (expired) return { text: words.expired, reference: expired.reference, kind: 'expired' };
  if (first('damaged')) return { text: words.damaged, kind: 'damaged' };
  const unconfirmed = first('unconfirmed');
  if (unconfirmed) return { text: words.unconfirmed, reference: unconfirmed.reference, kind: 'unconfirmed' };
  const waiting = requests.filter((request) => request.status === 'waiting').length;
  if (waiting) return { text: plural(waiting, words.waiting, locale), kind: 'waiting' };
  return null;
}

/**
 * While the device keeps an appointment request (waiting, refused, unconfirmed, expired), or one has
 * just left, a small note on every page says so, with a link to it; with a gateway, who at the centre has a
 * request it sent (status/sent-note.tsx). Loaded only on a device that has an outbox.
 */
export default function OutboxNote({ words, locale, requestHref }: OutboxNoteProps) {
  const { snapshot, request } = useKeptRequests();
  const note = snapshot ? noteOf(snapshot.requests, words, locale) : null;
  const sent = !note && snapshot?.lastSent;
  return (
    // Always in the page, so that a change is read out politely.
    <div role="status" aria-label={words.label} className={styles.region}>
      {note ? (
        <p className={styles.note} data-outbox-note={note.kind}>
          <Icon name={NOTE_ICON[note.kind]} size={22} className={styles.icon} />
          <span>
            <Sentence text={note.text} fill={{ reference: <span className={styles.reference}>{note.reference}</span> }} />{' '}
            <a href={requestHref}>{words.see}</a>
          </span>
        </p>
      ) : sent ? (
        <p className={styles.note} data-outbox-note="sent">
          <Icon name="check" size={22} className={styles.icon} />
          <span>{words.sent}</span>
          <button type="button" className={styles.close} onClick={() => request?.forgetSent()} aria-label={words.close}>
            <Icon name="close" size={20} />
          </button>
        </p>
      ) : null}
      {process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL ? <SentNoteSlot locale={locale} /> : null}
    </div>
  );
}

'use client';

import { Icon } from '@/components/ui/icon';
import { fill } from '@/lib/i18n';
import { OUTBOX_NOTE_ATTRIBUTE } from '@/lib/outbox/note-marker';
import { useOutbox } from './use-outbox';
import styles from './outbox-note.module.css';

export interface OutboxNoteWords {
  label: string;
  waiting: string;
  waitingMany: string;
  refused: string;
  sent: string;
  see: string;
  close: string;
}

export interface OutboxNoteProps {
  words: OutboxNoteWords;
  requestHref: string;
}

/**
 * While an appointment request waits on this device (or was refused, or just left), a small note on
 * every page says so, with a link to it. Loaded only on a device that has an outbox.
 */
export default function OutboxNote({ words, requestHref }: OutboxNoteProps) {
  const { snapshot: outbox, outbox: actions } = useOutbox();
  const waiting = outbox?.entries.filter((entry) => entry.status === 'waiting').length ?? 0;
  const refused = outbox?.entries.some((entry) => entry.status === 'failed') ?? false;
  const text = refused ? words.refused : waiting > 1 ? fill(words.waitingMany, { count: waiting }) : waiting ? words.waiting : null;
  const sent = !text && outbox?.lastSent;
  return (
    // Always in the page, so that a change is read out politely.
    <div role="status" aria-label={words.label} className={styles.region}>
      {text ? (
        <p className={styles.note} {...{ [OUTBOX_NOTE_ATTRIBUTE]: refused ? 'refused' : 'waiting' }}>
          <Icon name={refused ? 'emergency' : 'clock'} size={22} className={styles.icon} />
          <span>
            {text} <a href={requestHref}>{words.see}</a>
          </span>
        </p>
      ) : sent ? (
        <p className={styles.note} {...{ [OUTBOX_NOTE_ATTRIBUTE]: 'sent' }}>
          <Icon name="check" size={22} className={styles.icon} />
          <span>{words.sent}</span>
          <button type="button" className={styles.close} onClick={() => actions?.forgetSent()} aria-label={words.close}>
            <Icon name="close" size={20} />
          </button>
        </p>
      ) : null}
    </div>
  );
}

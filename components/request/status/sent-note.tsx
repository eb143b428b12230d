import { Icon } from '@/components/ui/icon';
import { forgetSentStatus } from '@/lib/request/sent-status';
import type { Locale } from '@/lib/i18n';
import { sentStatusCopy } from '@/copy/request/status';
import { statusText } from './status-text';
import { useSentStatuses } from './use-sent-statuses';
import note from '../outbox/outbox-note.module.css';

/**
 * In the note every page shows (outbox-note.tsx, a polite status region): who at the centre has a request this
 * device sent, once someone has it, until the family closes the line or the device forgets it (KEEP_DAYS);
 * not the one a confirmation of this page already shows. Its watch asks the gateway while the page is seen.
 */
export default function SentNote({ locale }: { locale: Locale }) {
  const snapshot = useSentStatuses();
  const words = sentStatusCopy[locale];
  const lines = (snapshot?.statuses ?? [])
    .filter((status) => !snapshot?.shownHere.includes(status.reference))
    .map((status) => ({ status, text: statusText(status, words, locale, snapshot?.at) }))
    .filter((line): line is typeof line & { text: string } => line.text !== null)
    .sort((a, b) => (b.status.since ?? 0) - (a.status.since ?? 0));
  return lines.map(({ status, text }) => (
    <p key={status.id} className={note.note} data-outbox-note={status.state}>
      <Icon name="check" size={22} className={note.icon} />
      <span>{text}</span>
      <button type="button" className={note.close} onClick={() => void forgetSentStatus(status.id)} aria-label={words.close}>
        <Icon name="close" size={20} />
      </button>
    </p>
  ));
}

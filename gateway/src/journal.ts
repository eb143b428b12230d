import type { GatewayOutcome } from '@/lib/request/for-gateway';
import { readOutcome } from '@/lib/request/for-gateway';
import { readAnswerFacts, readMessageFacts, readVisitFacts, type AnswerFacts, type MessageFacts, type VisitFacts } from './visits/journal-facts';

/*
 * A request's journal (docs/gateway.md, « The journal »): every action on it, when, and by whom (the first name
 * STAFF_NAMES gives, never an address), in the order they happened. Kept in the request's own row (schema.ts,
 * `journal`), written by the same statement as the action itself (no row more to write), deleted with it; append
 * only: a trigger of the inbox's database refuses any change that does not keep what was written (schema.ts).
 * Each entry a line of JSON, `[at, action, by?, outcome?]`: a few dozen bytes. Pure.
 *
 *   received   the gateway kept it
 *   notified   its notice reached the staff's phones (ntfy said yes)
 *   raised     nobody had taken it after UNCLAIMED_MINUTES of the centre's hours: told again, louder
 *   taken      « Je m'en occupe »
 *   outcome    the call's outcome, in a tap (called, no answer and when she calls again, a WhatsApp message)
 *   reminded   the time she promised to call again came with no new outcome: the phones told (promise.ts)
 *   released   given back: by her (« Rendre »), or by the gateway (no `by`) after CLAIM_HOURS without an outcome, or
 *              without a new one after the time she promised to call again
 *   done       « Traitée »
 *   junk       « Indésirable », alone or with its group: to « Indésirables », kept JUNK_HOURS, then deleted with its journal
 *   not-junk   « Pas indésirable »: back on top
 *   visit      a visit agreed (« Appelée » with a day and a time), moved, cancelled, or the family came or not (issue 77)
 *   message    one of its messages left, was refused, delivered, read, or could not be sent (no `by`)
 *   answered   the family's answer: « Je serai là », « Je dois changer » (no `by`)
 */

export type JournalAction = 'received' | 'notified' | 'raised' | 'taken' | 'outcome' | 'reminded' | 'released' | 'done' | 'junk' | 'not-junk' | 'visit' | 'message' | 'answered';

export type JournalEntry =
  | { at: number; action: 'received' | 'notified' | 'raised' | 'reminded' }
  | { at: number; action: 'taken' | 'done' | 'junk' | 'not-junk'; by: string }
  | { at: number; action: 'released'; by?: string }
  | { at: number; action: 'outcome'; by: string; outcome: GatewayOutcome }
  | { at: number; action: 'visit'; by: string; visit: VisitFacts }
  | { at: number; action: 'message'; message: MessageFacts }
  | { at: number; action: 'answered'; answer: AnswerFacts };

const ACTIONS: Record<JournalAction, true> = { received: true, notified: true, raised: true, taken: true, outcome: true, reminded: true, released: true, done: true, junk: true, 'not-junk': true, visit: true, message: true, answered: true };

/** What an entry carries after its `by`: a call's outcome, a visit's step, a message, an answer. */
const payloadOf = (entry: JournalEntry): unknown =>
  entry.action === 'outcome' ? entry.outcome : entry.action === 'visit' ? entry.visit : entry.action === 'message' ? entry.message : entry.action === 'answered' ? entry.answer : undefined;

/** The text one entry appends to a journal: a line, never more (JSON escapes every line break in a name). */
export function journalLine(entry: JournalEntry): string {
  const by = 'by' in entry && entry.by !== undefined ? entry.by : null;
  const row: unknown[] = [entry.at, entry.action];
  const payload = payloadOf(entry);
  if (by !== null || payload !== undefined) row.push(by);
  if (payload !== undefined) row.push(payload);
  return `${JSON.stringify(row)}\n`;
}

/** One line read back, or null (a line this build does not know is skipped, never a page that fails). */
function readLine(line: string): JournalEntry | null {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return null;
  }
  if (!Array.isArray(row)) return null;
  const [at, action, by, outcome] = row as unknown[];
  if (typeof at !== 'number' || !Number.isFinite(at) || typeof action !== 'string' || !Object.hasOwn(ACTIONS, action)) return null;
  const name = typeof by === 'string' ? by : undefined;
  switch (action as JournalAction) {
    case 'received':
    case 'notified':
    case 'raised':
    case 'reminded':
      return { at, action: action as 'received' };
    case 'taken':
    case 'done':
    case 'junk':
    case 'not-junk':
      return name === undefined ? null : { at, action: action as 'taken', by: name };
    case 'released':
      return { at, action: 'released', ...(name === undefined ? {} : { by: name }) };
    case 'outcome': {
      const read = readOutcome(outcome);
      return name === undefined || !read ? null : { at, action: 'outcome', by: name, outcome: read };
    }
    case 'visit': {
      const visit = readVisitFacts(outcome);
      return name === undefined || !visit ? null : { at, action: 'visit', by: name, visit };
    }
    case 'message': {
      const message = readMessageFacts(outcome);
      return message ? { at, action: 'message', message } : null;
    }
    case 'answered': {
      const answer = readAnswerFacts(outcome);
      return answer ? { at, action: 'answered', answer } : null;
    }
  }
}

/** A journal as its row keeps it, entry by entry, in the order written. */
export function readJournal(text: string | null | undefined): JournalEntry[] {
  return (text ?? '')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => readLine(line) ?? []);
}

import { hasEntry, memberOf, unreachable } from '@/lib/closed-set';
import { readOutcome, type GatewayOutcome } from '@/lib/request/for-gateway';

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
 */

/** Each action, and who its line names: a member of staff (`staff`: always), none (`gateway`), or either. */
const ACTIONS = {
  received: 'gateway',
  notified: 'gateway',
  raised: 'gateway',
  taken: 'staff',
  outcome: 'staff',
  reminded: 'gateway',
  released: 'either',
  done: 'staff',
  junk: 'staff',
  'not-junk': 'staff',
} as const;

export type JournalAction = keyof typeof ACTIONS;
interface Named {
  gateway: unknown;
  staff: { by: string };
  either: { by?: string };
}
/** One line: when, what, who (as its action names one), and for an outcome, the outcome. */
export type JournalEntry = {
  [A in JournalAction]: { at: number; action: A } & Named[(typeof ACTIONS)[A]] & (A extends 'outcome' ? { outcome: GatewayOutcome } : unknown);
}[JournalAction];

/** The text one entry appends to a journal: a line, never more (JSON escapes every line break in a name). */
export function journalLine(entry: JournalEntry): string {
  const by = 'by' in entry && entry.by !== undefined ? entry.by : null;
  const row: unknown[] = [entry.at, entry.action];
  if (by !== null || entry.action === 'outcome') row.push(by);
  if (entry.action === 'outcome') row.push(entry.outcome);
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
  const [at, said, by, outcome] = row as unknown[];
  const action = memberOf(ACTIONS, said);
  if (typeof at !== 'number' || !Number.isFinite(at) || !action) return null;
  const name = typeof by === 'string' ? by : undefined;
  if (hasEntry(ACTIONS, action, 'gateway')) return { at, action };
  if (hasEntry(ACTIONS, action, 'either')) return { at, action, ...(name === undefined ? {} : { by: name }) };
  if (!hasEntry(ACTIONS, action, 'staff')) return unreachable(action);
  if (name === undefined) return null;
  if (action !== 'outcome') return { at, action, by: name };
  const read = readOutcome(outcome);
  return read ? { at, action, by: name, outcome: read } : null;
}

/** A journal as its row keeps it, entry by entry, in the order written. */
export function readJournal(text: string | null | undefined): JournalEntry[] {
  return (text ?? '')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => readLine(line) ?? []);
}

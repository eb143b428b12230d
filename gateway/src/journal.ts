import { memberOf, unreachable } from '@/lib/closed-set';
import { readOutcome, type GatewayOutcome } from '@/lib/request/for-gateway';
import { readWroteFacts, type WroteFacts } from './thread/journal-facts';
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
 *   visit      a visit agreed (« Appelée » with a day and a time), moved, cancelled, or marked with its result (issues 77, 83)
 *   message    one of its messages left, was refused, delivered, read, or could not be sent (no `by`)
 *   answered   the family's answer: « Je serai là », « Je dois changer » (no `by`)
 *   consent    no more messages to the family: withdrawn by a member of staff (« Ne plus envoyer de messages »), or by
 *              the family itself (no `by`: « STOP », issue 82)
 *   reopened   « Traitée », and the family wrote on WhatsApp: back in « À prendre », nobody's (issue 82)
 *   wrote      a message to the family on WhatsApp outside a visit's (issue 82): a member of staff's reply or the
 *              re-engagement template (her `by`), the answer to « STOP » (no `by`); what Meta said of it (accepted,
 *              refused, unknown, failed)
 */

/**
 * Each action: who its line names (a member of staff, `staff`: always; none, `gateway`; or `either`), and what it
 * carries after that name (a call's outcome, a visit's step, a message's, the family's answer), if anything.
 */
const ACTIONS = {
  received: { who: 'gateway', carries: 'nothing' },
  notified: { who: 'gateway', carries: 'nothing' },
  raised: { who: 'gateway', carries: 'nothing' },
  taken: { who: 'staff', carries: 'nothing' },
  outcome: { who: 'staff', carries: 'outcome' },
  reminded: { who: 'gateway', carries: 'nothing' },
  released: { who: 'either', carries: 'nothing' },
  done: { who: 'staff', carries: 'nothing' },
  junk: { who: 'staff', carries: 'nothing' },
  'not-junk': { who: 'staff', carries: 'nothing' },
  visit: { who: 'staff', carries: 'visit' },
  message: { who: 'gateway', carries: 'message' },
  answered: { who: 'gateway', carries: 'answer' },
  consent: { who: 'either', carries: 'nothing' },
  reopened: { who: 'gateway', carries: 'nothing' },
  wrote: { who: 'either', carries: 'wrote' },
} as const;

export type JournalAction = keyof typeof ACTIONS;
type Who = (typeof ACTIONS)[JournalAction]['who'];
type Carried = (typeof ACTIONS)[JournalAction]['carries'];
interface Named {
  gateway: unknown;
  staff: { by: string };
  either: { by?: string };
}
/** What each kind of line carries, by the key its entry holds it under, and how it is read back (untrusted JSON). */
interface Payloads {
  nothing: unknown;
  outcome: { outcome: GatewayOutcome };
  visit: { visit: VisitFacts };
  message: { message: MessageFacts };
  answer: { answer: AnswerFacts };
  wrote: { wrote: WroteFacts };
}
const READ_PAYLOAD: { [C in Exclude<Carried, 'nothing'>]: (raw: unknown) => Payloads[C] | null } = {
  outcome: (raw) => {
    const outcome = readOutcome(raw);
    return outcome ? { outcome } : null;
  },
  visit: (raw) => {
    const visit = readVisitFacts(raw);
    return visit ? { visit } : null;
  },
  message: (raw) => {
    const message = readMessageFacts(raw);
    return message ? { message } : null;
  },
  answer: (raw) => {
    const answer = readAnswerFacts(raw);
    return answer ? { answer } : null;
  },
  wrote: (raw) => {
    const wrote = readWroteFacts(raw);
    return wrote ? { wrote } : null;
  },
};

/** One line: when, what, who (as its action names one), and what it carries. */
export type JournalEntry = {
  [A in JournalAction]: { at: number; action: A } & Named[(typeof ACTIONS)[A]['who']] & Payloads[(typeof ACTIONS)[A]['carries']];
}[JournalAction];

/** What an entry carries after its name, as written in its line. */
function payloadOf(entry: JournalEntry): unknown {
  const carried = ACTIONS[entry.action].carries;
  switch (carried) {
    case 'nothing':
      return undefined;
    case 'outcome':
      return 'outcome' in entry ? entry.outcome : undefined;
    case 'visit':
      return 'visit' in entry ? entry.visit : undefined;
    case 'message':
      return 'message' in entry ? entry.message : undefined;
    case 'answer':
      return 'answer' in entry ? entry.answer : undefined;
    case 'wrote':
      return 'wrote' in entry ? entry.wrote : undefined;
    default:
      return unreachable(carried);
  }
}

/** The text one entry appends to a journal: a line, never more (JSON escapes every line break in a name). */
export function journalLine(entry: JournalEntry): string {
  const by = 'by' in entry && entry.by !== undefined ? entry.by : null;
  const row: unknown[] = [entry.at, entry.action];
  const payload = payloadOf(entry);
  if (by !== null || payload !== undefined) row.push(by);
  if (payload !== undefined) row.push(payload);
  return `${JSON.stringify(row)}\n`;
}

/** Who a line names, as its action wants it; null when a name it must have is missing. */
function whoOf(who: Who, name: string | undefined): { by?: string } | null {
  switch (who) {
    case 'gateway':
      return {};
    case 'either':
      return name === undefined ? {} : { by: name };
    case 'staff':
      return name === undefined ? null : { by: name };
    default:
      return unreachable(who);
  }
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
  const [at, said, by, raw] = row as unknown[];
  const action = memberOf(ACTIONS, said);
  if (typeof at !== 'number' || !Number.isFinite(at) || !action) return null;
  const { who, carries } = ACTIONS[action];
  const named = whoOf(who, typeof by === 'string' ? by : undefined);
  if (!named) return null;
  const payload = carries === 'nothing' ? {} : READ_PAYLOAD[carries](raw);
  // Each table's line says what its entry holds: the type follows ACTIONS, read above.
  return payload ? ({ at, action, ...named, ...payload } as JournalEntry) : null;
}

/** A journal as its row keeps it, entry by entry, in the order written. */
export function readJournal(text: string | null | undefined): JournalEntry[] {
  return (text ?? '')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => readLine(line) ?? []);
}

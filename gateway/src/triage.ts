import { isStrong, kindOfMark, MARK_KINDS } from './marks';

/*
 * Which list a request waits in, and whether it gets an e-mail copy (issues 72 and 78; docs/gateway-limits.md, « The
 * families first »). Pure: the inbox counts (store/accept.ts), this says. Every request is received and kept, and
 * named to the staff's phones within NOTICE_GAP_SECONDS (store/news.ts); what differs is where the staff find it:
 *   « À prendre »     the families: everything that does not repeat enough (below), and the first REPEATS_ON_TOP
 *                     of a day that do
 *   « À vérifier »    past them, what repeats enough, grouped by the strongest mark it repeats; at once, what
 *                     repeats enough of what the staff marked junk (« Indésirable », a group's sweep) within JUNK_HOURS
 * Never « Indésirables »: a person puts a request there, having seen it by name (store/actions.ts). Content groups
 * and slows a stranger; a person decides (DECISIONS, turn 10).
 * Enough (`enough`): two of its marks, and every strong mark it carries. One mark alone never is: a sentence people
 * write alike (« Bonjour, je voudrais prendre rendez-vous pour ma mère. »), a number or an e-mail a stranger can
 * borrow, a name two families share; nor is a request that carries a number, an e-mail or a message of its own.
 * So a stranger's script that repeats itself is set apart, and a family a stranger shares one mark with is not. The
 * network address decides none of it: a family behind a stranger's address is on top.
 *
 * The day's e-mail copies go to « À prendre » alone, and an address spends at most a quarter of them
 * (COPY_SHARE_PARTS): a stranger on one or two addresses whose every request looks new leaves the families
 * elsewhere half the day's copies or more; a family behind that address is still on top, told, without a copy.
 */

export type List = 'open' | 'check' | 'junk';

export interface Triage {
  list: Exclude<List, 'junk'>;
  /** The mark that sent it « À vérifier » (its group); none on top. */
  group?: string;
}

/** By the marks' order (the message first): the order in which a group takes its name. */
const strength = (mark: string) => MARK_KINDS.indexOf(kindOfMark(mark) ?? 'name');
export const strongestFirst = (marks: readonly string[]) => [...marks].sort((a, b) => strength(a) - strength(b));

export interface TriageInput {
  /** The request's marks. */
  marks: readonly string[];
  /** How many requests of the day carried each mark before this one. */
  seen: Readonly<Record<string, number>>;
  /** Its marks the staff marked junk, still in force. */
  junk: readonly string[];
}

/** Whether the marks it shares (`hits`, some of `marks`) are enough to say it repeats: two of them, and every strong mark it carries. */
export function enough(marks: readonly string[], hits: readonly string[]): boolean {
  return new Set(hits).size >= 2 && marks.filter(isStrong).every((mark) => hits.includes(mark));
}

/** « À prendre » or « À vérifier » (and its group): never « Indésirables », where only a person sends a request. */
export function triage({ marks, seen, junk }: TriageInput, repeatsOnTop: number): Triage {
  const junkHits = junk.filter((mark) => marks.includes(mark));
  const [junkMark] = strongestFirst(junkHits);
  if (junkMark && enough(marks, junkHits)) return { list: 'check', group: junkMark };
  const repeated = marks.filter((mark) => (seen[mark] ?? 0) >= repeatsOnTop);
  const [group] = strongestFirst(repeated);
  return group && enough(marks, repeated) ? { list: 'check', group } : { list: 'open' };
}

/** What every one of these requests carries (each its marks), of any kind. */
export function sharedMarks(markLists: readonly (readonly string[])[]): string[] {
  const [first, ...rest] = markLists;
  return first ? first.filter((mark) => rest.every((marks) => marks.includes(mark))) : [];
}

/**
 * What a group's sweep takes on top besides the group (views.ts): a request that carries the group's mark and
 * repeats enough of what the group's requests all carry (`shared`, sharedMarks): a stranger's first few, received
 * as a family's would be; never a family that shares one mark with them, or carries a strong mark of its own.
 */
export const sweptFromTop = (marks: readonly string[], key: string, shared: readonly string[]) =>
  marks.includes(key) && enough(marks, marks.filter((mark) => mark === key || shared.includes(mark)));

/** The marks a request still counts today: those not yet past the share (past it, counting more changes nothing, and writes a row). */
export const marksToCount = (marks: readonly string[], seen: Readonly<Record<string, number>>, repeatsOnTop: number) => marks.filter((mark) => (seen[mark] ?? 0) < repeatsOnTop);

/** One address spends at most a quarter of the day's e-mail copies. */
export const COPY_SHARE_PARTS = 4;
export const copyShare = (dailyLimit: number) => Math.max(1, Math.ceil(dailyLimit / COPY_SHARE_PARTS));

/** The copy a request gets when received: none off « À prendre » (`held`), none past its address's share (`shared`), else queued (within the day's budget, outbox.ts). */
export function copyOf(list: List, topFromAddress: number, dailyLimit: number): 'queued' | 'held' | 'shared' {
  if (list !== 'open') return 'held';
  return topFromAddress < copyShare(dailyLimit) ? 'queued' : 'shared';
}

/** What the requests a sweep takes all carry, of the strong marks: those it marks junk (what repeats two of them waits « À vérifier » at once). */
export const sharedStrongMarks = (markLists: readonly (readonly string[])[]) => sharedMarks(markLists).filter(isStrong);

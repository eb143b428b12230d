import { isStrong, kindOfMark, MARK_KINDS } from './marks';

/*
 * Which list a request waits in, and whether it gets an e-mail copy (issue 72; docs/gateway.md, « The families
 * first »). Pure: the inbox counts (store/inbox.ts), this says. Every request is received and kept; what differs
 * is where the staff find it:
 *   « À prendre »     the families: everything that repeats nothing, and the first REPEATS_ON_TOP of a day that
 *                     share a mark (marks.ts: a number, an e-mail, a long message, a full name)
 *   « À vérifier »    past them, what repeats, grouped by the mark it repeats (the strongest first)
 *   « Indésirables »  what carries a strong mark the staff marked junk (« Indésirable », a group's sweep) within
 *                     JUNK_HOURS: kept, counted, received, back in a tap, deleted JUNK_HOURS after
 * The network address decides none of it: a family behind a stranger's address, with its own words, is on top.
 *
 * The day's e-mail copies go to « À prendre » alone, and an address spends at most a quarter of them
 * (COPY_SHARE_PARTS): a stranger on one or two addresses whose every request looks new leaves the families
 * elsewhere half the day's copies or more; a family behind that address is still on top, told, without a copy.
 */

export type List = 'open' | 'check' | 'junk';

export interface Triage {
  list: List;
  /** The mark that sent it « À vérifier » (its group) or « Indésirables »; none on top. */
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

export function triage({ marks, seen, junk }: TriageInput, repeatsOnTop: number): Triage {
  const [junkMark] = strongestFirst(junk.filter(isStrong));
  if (junkMark) return { list: 'junk', group: junkMark };
  const [repeated] = strongestFirst(marks.filter((mark) => (seen[mark] ?? 0) >= repeatsOnTop));
  return repeated ? { list: 'check', group: repeated } : { list: 'open' };
}

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

/** What the requests a sweep takes all carry, of what may make a request junk: the marks it marks junk. */
export function sharedStrongMarks(markLists: readonly (readonly string[])[]): string[] {
  const [first, ...rest] = markLists;
  if (!first) return [];
  return first.filter((mark) => isStrong(mark) && rest.every((marks) => marks.includes(mark)));
}

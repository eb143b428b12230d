import { isStrong, kindOfMark, MARK_KINDS } from './marks';

/*
 * Which list a request waits in, and whether it gets an e-mail copy (issue 72; docs/gateway-limits.md, « The families
 * first »). Pure: the inbox counts (store/accept.ts), this says. Every request is received and kept; what differs
 * is where the staff find it:
 *   « À prendre »     the families: everything that repeats nothing, and the first REPEATS_ON_TOP of a day that
 *                     repeat enough (below)
 *   « À vérifier »    past them, what repeats enough, grouped by the strongest mark it repeats
 *   « Indésirables »  what carries enough of what the staff marked junk (« Indésirable », a group's sweep) within
 *                     JUNK_HOURS: kept, counted, received, back in a tap, deleted JUNK_HOURS after
 * Enough (`enough`): the message (marks.ts: 40 letters and digits no family writes alike by chance), or every strong
 * mark the request carries (a call-back carries its number alone), or two of its marks. So a stranger's script that
 * repeats itself is set apart, and a family whose number a stranger borrowed, but whose name, e-mail or message
 * are its own, is not. The network address decides none of it: a family behind a stranger's address is on top.
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

/** Whether the marks it shares (`hits`, some of `marks`) are enough to say it repeats: its message, every strong mark it carries, or two of its marks. */
export function enough(marks: readonly string[], hits: readonly string[]): boolean {
  const strong = marks.filter(isStrong);
  return hits.some((mark) => kindOfMark(mark) === 'message') || (strong.length > 0 && strong.every((mark) => hits.includes(mark))) || new Set(hits).size >= 2;
}

export function triage({ marks, seen, junk }: TriageInput, repeatsOnTop: number): Triage {
  const junkHits = junk.filter((mark) => isStrong(mark) && marks.includes(mark));
  const [junkMark] = strongestFirst(junkHits);
  if (junkMark && enough(marks, junkHits)) return { list: 'junk', group: junkMark };
  const repeated = marks.filter((mark) => (seen[mark] ?? 0) >= repeatsOnTop);
  const [group] = strongestFirst(repeated);
  return group && enough(marks, repeated) ? { list: 'check', group } : { list: 'open' };
}

/**
 * What a group's sweep takes on top besides the group (views.ts): a request that carries the group's mark and
 * repeats enough of what the group's requests all share (`shared`: their strong marks in common, and the group's
 * mark): a stranger's first few, received as a family's would be; never a family whose number it borrowed.
 */
export const sweptFromTop = (marks: readonly string[], key: string, shared: readonly string[]) => marks.includes(key) && enough(marks, marks.filter((mark) => mark === key || shared.includes(mark)));

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

import { addDays, doualaInstant, doualaMinutes, doualaToday } from '@/lib/douala-date';
import { WEEKDAYS, weekdayOf, type OpenDays, type Weekday } from '@/lib/hours';
import { openBetween } from '@/lib/open-time';
import { spreadOf, type Spread } from './stats';
import { visitWeeks, type VisitFacts, type VisitRow } from './visits';

/*
 * The centre's report (docs/gateway.md, « The centre's report »), pure: from what the inbox knows of each request
 * received in the last five weeks (RequestFacts: times alone, nothing a family typed, no name), the counts and
 * times of this week and the four before, by weekday and by hour of the day. Times are counted in the centre's
 * open hours (lib/open-time.ts): a request that came at night and was taken at 8 h 05 waited five minutes of them.
 * Weeks are Yaoundé's, Monday to Sunday; a request counts in the week, weekday and hour it came in.
 */

/** What the report reads of one request: when it came, and when it was first taken, first called, done. */
export interface RequestFacts {
  receivedAt: number;
  /** The first « Je m'en occupe » (or « Traitée » without one). */
  takenAt?: number;
  /** The first outcome recorded: called, no answer, WhatsApp message sent. */
  calledAt?: number;
  doneAt?: number;
}

/** Requests counted without their times: those marked « Indésirable » (gone from the inbox). */
export interface Counted {
  /** An instant of the hour they came in. */
  at: number;
  count: number;
}

export interface ReportInput {
  facts: readonly RequestFacts[];
  junk: readonly Counted[];
  /**
   * How many wait « À vérifier » now: counted in the rows once someone takes them or marks them junk, not before
   * (a flood's thousands, read one by one at each report, would cost more than the report is worth).
   */
  toCheck: number;
  /** The centre's hours; null: unknown, every minute counts. */
  days: OpenDays | null;
  now: number;
  /** The visits agreed on the phone whose day is in the five weeks (issue 77: visits.ts). */
  visits?: readonly VisitFacts[];
}

export interface ReportRow {
  received: number;
  taken: number;
  done: number;
  junk: number;
  /** From received to taken, and to the first call, in open hours (ms). */
  toTake: Spread;
  toCall: Spread;
  /** Waited more than an hour of open hours before someone took it, or still waits. */
  waitedOverHour: number;
}

export interface Report {
  /** This week first, then the four before: each from its Monday (ISO day). */
  weeks: (ReportRow & { monday: string })[];
  /** The same weeks' visits (issue 77: visits.ts), this week first. */
  visitWeeks: (VisitRow & { monday: string })[];
  /** Over the five weeks, Monday first. */
  weekdays: (ReportRow & { weekday: Weekday })[];
  /** Over the five weeks, 0 h to 23 h. */
  hours: (ReportRow & { hour: number })[];
  /** Counted in the centre's hours (false: by the clock, the hours unknown). */
  openHours: boolean;
  /** Requests waiting « À vérifier », not in the rows yet. */
  toCheck: number;
  now: number;
}

export const REPORT_WEEKS = 5;
export const WAIT_LIMIT_MS = 60 * 60_000;

/** The Monday of the week a day falls in (ISO, Yaoundé). */
export const mondayOf = (day: string) => addDays(day, -WEEKDAYS.indexOf(weekdayOf(day)));

/** The first instant the report counts: Monday 0 h of the week four weeks before this one. */
export const reportStart = (now: number) => doualaInstant(addDays(mondayOf(doualaToday(new Date(now))), -7 * (REPORT_WEEKS - 1)), 0);

/** One request's share of a row: a received one, perhaps taken, called, done, and how long it waited. */
interface Share {
  received: number;
  taken: number;
  done: number;
  junk: number;
  toTake: number[];
  toCall: number[];
  waitedOverHour: number;
}

const emptyShare = (): Share => ({ received: 0, taken: 0, done: 0, junk: 0, toTake: [], toCall: [], waitedOverHour: 0 });

function add(into: Share, from: Share): void {
  into.received += from.received;
  into.taken += from.taken;
  into.done += from.done;
  into.junk += from.junk;
  into.toTake.push(...from.toTake);
  into.toCall.push(...from.toCall);
  into.waitedOverHour += from.waitedOverHour;
}

function shareOf(facts: RequestFacts, days: OpenDays | null, now: number): Share {
  const share = emptyShare();
  share.received = 1;
  const waited = openBetween(facts.receivedAt, facts.takenAt ?? now, days);
  if (facts.takenAt !== undefined) {
    share.taken = 1;
    share.toTake.push(waited);
  }
  if (facts.calledAt !== undefined) share.toCall.push(openBetween(facts.receivedAt, facts.calledAt, days));
  if (facts.doneAt !== undefined) share.done = 1;
  if (waited > WAIT_LIMIT_MS) share.waitedOverHour = 1;
  return share;
}

const junked = (count: number): Share => ({ ...emptyShare(), received: count, junk: count });

const rowOf = (share: Share): ReportRow => ({
  received: share.received,
  taken: share.taken,
  done: share.done,
  junk: share.junk,
  toTake: spreadOf(share.toTake),
  toCall: spreadOf(share.toCall),
  waitedOverHour: share.waitedOverHour,
});

export function computeReport({ facts, junk, toCheck, days, now, visits = [] }: ReportInput): Report {
  const start = reportStart(now);
  const firstMonday = doualaToday(new Date(start));
  const weeks = Array.from({ length: REPORT_WEEKS }, emptyShare);
  const weekdays = WEEKDAYS.map(emptyShare);
  const hours = Array.from({ length: 24 }, emptyShare);
  const place = (at: number, share: Share) => {
    if (at < start || at > now) return;
    const day = doualaToday(new Date(at));
    const week = Math.floor((Date.parse(`${mondayOf(day)}T00:00:00Z`) - Date.parse(`${firstMonday}T00:00:00Z`)) / (7 * 86_400_000));
    add(weeks[week]!, share);
    add(weekdays[WEEKDAYS.indexOf(weekdayOf(day))]!, share);
    add(hours[Math.floor(doualaMinutes(new Date(at)) / 60)]!, share);
  };
  for (const one of facts) place(one.receivedAt, shareOf(one, days, now));
  for (const one of junk) place(one.at, junked(one.count));
  const mondays = weeks.map((_, index) => addDays(firstMonday, 7 * index)).reverse();
  return {
    weeks: weeks.map((share, index) => ({ ...rowOf(share), monday: addDays(firstMonday, 7 * index) })).reverse(),
    visitWeeks: visitWeeks(visits, mondays),
    weekdays: weekdays.map((share, index) => ({ ...rowOf(share), weekday: WEEKDAYS[index]! })),
    hours: hours.map((share, hour) => ({ ...rowOf(share), hour })),
    openHours: days !== null,
    toCheck,
    now,
  };
}

import { isTimeOfDay } from '@/lib/calendar-format';
import { isIsoDate } from '@/lib/douala-date';
import { WEEKDAYS, type ClosedSpan, type OpeningRow } from '@/lib/hours';
import { locales, type Locale } from '@/lib/i18n';
import { isRecord } from '@/lib/unknown-value';
import { memberOf, membersOf } from '@/lib/closed-set';

/*
 * The facts of the content a request is checked against and written with, as the build publishes them at
 * REQUEST_RULES_PATH (lib/routes.ts; written by pipeline/request-rules.ts from site/request-rules.ts): the
 * services each form offers (the values it sends: French names, « Autre » last), every service's title, the positions with their
 * dates, the appointments' hours and the days the centre is closed (reasons in French: the centre reads
 * them); since issue 77, the districts a home visit may be in and the reception's phone (an appointment's messages). The request gateway is deployed apart from the content and fetches this from the site it serves;
 * readSiteRules reads it as untrusted JSON: all of it, of the right shape, or nothing. Pure.
 */

export interface SitePosition {
  /** The position's French title: what an application carries in serviceType. */
  title: string;
  /** ISO days, Yaoundé: from when it is posted, the last day one may apply. */
  datePosted: string;
  validThrough: string;
}

export interface SiteRules {
  /** The build's day (ISO, Yaoundé). */
  day: string;
  /** The form's service choices in each page's language, as sent (the French names), « Autre » included. */
  services: Record<Locale, string[]>;
  /** Every service's French title: what « Rappelez-moi » on its page carries, which the form's list may not hold. */
  serviceTitles: string[];
  /** The positions open on the build's day, and those closed shortly before it. */
  positions: SitePosition[];
  /** The appointments' and call-backs' hours. */
  hours: OpeningRow[];
  /** The days closed from the build's day on, in French, each public holiday marked as one. */
  closures: ClosedSpan[];
  /**
   * The districts the home-care team goes to (the centre's `quartiers`), in their order: where a home visit agreed on
   * the phone may be (issue 77). A site built before publishes none: read as absent, the rest still read.
   */
  districts?: string[];
  /** The reception's phone, as written (no-break spaces) and dialled: what the appointment's messages give the family to call. Absent from an older site's. */
  phone?: { display: string; e164: string };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 500;
const isDay = (value: unknown): value is string => typeof value === 'string' && isIsoDate(value);
const isTime = (value: unknown): value is string => typeof value === 'string' && isTimeOfDay(value);
const list = <T>(value: unknown, read: (one: unknown) => T | null): T[] | null => {
  if (!Array.isArray(value) || value.length > 1_000) return null;
  const out: T[] = [];
  for (const one of value) {
    const read1 = read(one);
    if (read1 === null) return null;
    out.push(read1);
  }
  return out;
};

const readPosition = (raw: unknown): SitePosition | null =>
  isRecord(raw) && isText(raw.title) && isDay(raw.datePosted) && isDay(raw.validThrough)
    ? { title: raw.title, datePosted: raw.datePosted, validThrough: raw.validThrough }
    : null;

const readRow = (raw: unknown): OpeningRow | null => {
  if (!isRecord(raw) || !isTime(raw.opens) || !isTime(raw.closes)) return null;
  const days = list(raw.days, (day) => memberOf(WEEKDAYS, day) ?? null);
  return days ? { days, opens: raw.opens, closes: raw.closes } : null;
};

const readClosure = (raw: unknown): ClosedSpan | null =>
  isRecord(raw) && isDay(raw.from) && isDay(raw.to) && isText(raw.reason) && (raw.holiday === undefined || raw.holiday === true)
    ? { from: raw.from, to: raw.to, reason: raw.reason, ...(raw.holiday ? { holiday: true } : {}) }
    : null;

const readPhone = (raw: unknown): SiteRules['phone'] | null =>
  isRecord(raw) && isText(raw.display) && raw.display.trim() !== '' && typeof raw.e164 === 'string' && /^\+\d{7,15}$/.test(raw.e164) ? { display: raw.display, e164: raw.e164 } : null;

/** The hours and the days closed (SiteRules' or those a kept request stored: lib/request/entry.ts), or null when anything is not of their shape. */
export function readOpenDays(raw: unknown): { hours: OpeningRow[]; closures: ClosedSpan[] } | null {
  if (!isRecord(raw)) return null;
  const hours = list(raw.hours, readRow);
  const closures = list(raw.closures, readClosure);
  return hours && closures ? { hours, closures } : null;
}

/** The published rules, or null when anything in them is not what the build writes. */
export function readSiteRules(raw: unknown): SiteRules | null {
  if (!isRecord(raw) || !isDay(raw.day) || !isRecord(raw.services)) return null;
  const services: Partial<Record<Locale, string[]>> = {};
  for (const locale of locales) {
    const choices = list(raw.services[locale], (one) => (isText(one) ? one : null));
    if (!choices) return null;
    services[locale] = choices;
  }
  const serviceTitles = list(raw.serviceTitles, (one) => (isText(one) ? one : null));
  const positions = list(raw.positions, readPosition);
  const days = readOpenDays(raw);
  if (!serviceTitles || !positions || !days) return null;
  // Published since issue 77: absent from an older site's file, which still reads; present, of their shape or nothing.
  const districts = raw.districts === undefined ? undefined : list(raw.districts, (one) => (isText(one) && one.trim() !== '' ? one : null));
  const phone = raw.phone === undefined ? undefined : readPhone(raw.phone);
  if (districts === null || phone === null) return null;
  return {
    day: raw.day,
    services: services as Record<Locale, string[]>,
    serviceTitles,
    positions,
    hours: days.hours,
    closures: days.closures,
    ...(districts ? { districts } : {}),
    ...(phone ? { phone } : {}),
  };
}

/** What a published list is read with: the request's page's language, and the first day a kept request may name. */
interface ListAt {
  locale: Locale;
  earliest: string;
}

/**
 * Every list of the site's content a choice may name (a field's rule `{ is: 'choice', of }`), as the gateway reads
 * it off the rules the site publishes (above; the page offers the same: site/choice-lists.ts, whose table
 * the compiler holds to this one): the form's services in the page's language, every service's title, the
 * positions (one closed since a kept application was made is still one), the districts the home-care team goes
 * to. A list an older site's file lacks (districts, before issue 77) is none: any value within the rule's `max`,
 * as when the gateway could not read the file. A field never offers a list the gateway does not check
 * (tests/request/request-lists.test.ts holds every kind to it); check.ts holds a request to them.
 */
export const PUBLISHED_LISTS = {
  services: (rules, { locale }) => rules.services[locale],
  serviceTitles: (rules) => rules.serviceTitles,
  positions: (rules, { earliest }) => rules.positions.filter((position) => position.validThrough >= earliest).map((position) => position.title),
  districts: (rules) => rules.districts,
} as const satisfies Record<string, (rules: SiteRules, at: ListAt) => readonly string[] | undefined>;

export type ChoiceList = keyof typeof PUBLISHED_LISTS;

/** The published lists, by name: those the file carries. */
export function listsOf(rules: SiteRules, locale: Locale, earliest: string): Partial<Record<ChoiceList, readonly string[]>> {
  const lists: Partial<Record<ChoiceList, readonly string[]>> = {};
  for (const name of membersOf(PUBLISHED_LISTS)) {
    const list = PUBLISHED_LISTS[name](rules, { locale, earliest });
    if (list) lists[name] = list;
  }
  return lists;
}

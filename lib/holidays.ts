import { addDays } from './douala-date';
import { weekdayOf } from './hours';

/*
 * Cameroon's public holidays, by their dates. The fixed ones fall on the same day every year; Good
 * Friday and Ascension follow Easter (computed here); the end of Ramadan and Tabaski follow the moon,
 * and are announced by the authorities a few days before: staff enter them (content/settings/centre.yml),
 * and the build warns a month ahead when the next has no date yet (an estimate from the tabular Islamic
 * calendar, right within a day or two, tells when that is). Easter Monday is not one of Cameroon's
 * public holidays (the decree's list has Good Friday and Ascension only): staff enter it, like a feast,
 * the year it is declared, and the build never asks for it. Their names are words of the site
 * (content/schema/hours.ts).
 */

/** The holidays on the same day every year (MM-DD). */
export const FIXED_HOLIDAYS = {
  'new-year': '01-01',
  'youth-day': '02-11',
  'labour-day': '05-01',
  'national-day': '05-20',
  assumption: '08-15',
  christmas: '12-25',
} as const;

/** The holidays that follow Easter: days after Easter Sunday. */
export const EASTER_HOLIDAYS = { 'good-friday': -2, ascension: 39 } as const;

/** The holidays that follow the moon: staff enter their dates once announced. */
export const LUNAR_HOLIDAYS = ['eid-al-fitr', 'tabaski'] as const;
export type LunarHoliday = (typeof LUNAR_HOLIDAYS)[number];

/** The holidays staff date once announced: the lunar feasts, and Easter Monday the years it is declared. */
export const ANNOUNCED_HOLIDAYS = [...LUNAR_HOLIDAYS, 'easter-monday'] as const;
export type AnnouncedHoliday = (typeof ANNOUNCED_HOLIDAYS)[number];

export type HolidayId = keyof typeof FIXED_HOLIDAYS | keyof typeof EASTER_HOLIDAYS | AnnouncedHoliday;

/** A holiday on its day. */
export interface Holiday {
  id: HolidayId;
  date: string;
}

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Easter Sunday of a year (the Gregorian computus, Meeus–Jones–Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(Date.UTC(year, month - 1, day));
}

/** The holidays of a year known without anyone entering them: the fixed ones and Easter's, in order. */
export function knownHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = Object.entries(FIXED_HOLIDAYS).map(([id, day]) => ({ id: id as HolidayId, date: `${year}-${day}` }));
  const movable = Object.entries(EASTER_HOLIDAYS).map(([id, offset]) => ({ id: id as HolidayId, date: addDays(easter, offset) }));
  return [...fixed, ...movable].sort((a, b) => a.date.localeCompare(b.date));
}

// The tabular Islamic calendar (Fourmilab's islamic_to_jd): a 30-year cycle of 354- and 355-day years.
const ISLAMIC_EPOCH = 1948439.5;
const UNIX_EPOCH_JD = 2440587.5;
/** The first day of each lunar feast: 1 Shawwal, 10 Dhu al-Hijja. */
const LUNAR_DAYS: Record<LunarHoliday, { month: number; day: number }> = { 'eid-al-fitr': { month: 10, day: 1 }, tabaski: { month: 12, day: 10 } };

function islamicDay(year: number, month: number, day: number): string {
  const jd = day + Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30) + ISLAMIC_EPOCH - 1;
  return iso(Math.round((jd - UNIX_EPOCH_JD) * 86_400_000));
}

/** Roughly when a lunar feast next falls on or after `date`: within a day or two of the announced day. */
export function estimatedLunar(feast: LunarHoliday, date: string): string {
  const years = (Date.parse(`${date}T00:00:00Z`) / 86_400_000 + UNIX_EPOCH_JD - ISLAMIC_EPOCH) / 354.367;
  const { month, day } = LUNAR_DAYS[feast];
  for (let year = Math.floor(years); ; year += 1) {
    const estimate = islamicDay(year, month, day);
    if (estimate >= date) return estimate;
  }
}

/** How many days before a lunar feast the build warns when it has no date yet. */
export const FEAST_WARNING_DAYS = 31;
/** An entered date this close to the estimate is that feast's. */
const FEAST_TOLERANCE_DAYS = 4;

/**
 * The lunar feasts due within FEAST_WARNING_DAYS of `today` that staff have not dated yet, with their
 * estimate: the build warns about each. A feast whose estimate has just passed counts for a few days
 * (the announced day may be a day or two after the estimate).
 */
export function undatedFeasts(today: string, entered: readonly { feast: AnnouncedHoliday; date: string }[]): { feast: LunarHoliday; around: string }[] {
  return LUNAR_HOLIDAYS.flatMap((feast) => {
    const around = estimatedLunar(feast, addDays(today, -FEAST_TOLERANCE_DAYS));
    if (around > addDays(today, FEAST_WARNING_DAYS)) return [];
    const dated = entered.some(
      (one) => one.feast === feast && one.date >= addDays(around, -FEAST_TOLERANCE_DAYS) && one.date <= addDays(around, FEAST_TOLERANCE_DAYS),
    );
    return dated ? [] : [{ feast, around }];
  });
}

/** How many days before a public holiday that falls on a Sunday the build reminds staff that the Monday may be off. */
export const SUNDAY_HOLIDAY_WARNING_DAYS = 31;

/**
 * The public holidays on a Sunday from `today` to SUNDAY_HOLIDAY_WARNING_DAYS ahead (`holidays`: those the
 * centre keeps, dated), whose Monday no closure covers yet: whether that Monday is off is announced by the
 * government each time, so it is a closure staff enter, never a rule, and the build reminds them until the
 * Sunday has passed or the Monday is entered.
 */
export function sundayHolidays(today: string, holidays: readonly Holiday[], closures: readonly { from: string; to: string }[]): Holiday[] {
  const last = addDays(today, SUNDAY_HOLIDAY_WARNING_DAYS);
  return holidays.filter(({ date }) => {
    const monday = addDays(date, 1);
    return date >= today && date <= last && weekdayOf(date) === 'Sunday' && !closures.some((closure) => closure.from <= monday && monday <= closure.to);
  });
}

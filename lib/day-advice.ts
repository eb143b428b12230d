import { formatDayMonth, formatTime } from './calendar-format';
import { timeOf, WEEKDAY_NAMES, type ClosedWhy, type NextOpening, type Opening } from './hours';
import { fill, type Locale } from './i18n';
import type { DayAdviceCopy } from './request';

/*
 * The appointment form's advice in the page's language (lib/hours.ts decides, copy/request/day-advice.ts
 * words it): why the centre takes no appointment at the moment chosen, and the next time it does, as a
 * sentence and as the button that chooses it. Pure: components/request/form/day-advice.tsx shows it.
 */

/** The advice as the form shows it: why, then the next time (and the button's words), when there is one. */
export interface AdviceWords {
  why: string;
  next: string | null;
  choose: string | null;
}

/** « samedi 2 janvier 2027 » / « Saturday 2 January 2027 »: the day chosen, its year said (it may be a year ahead). */
const longDay = (date: string, locale: Locale) => `${formatDayMonth(date, locale, { weekday: true })} ${date.slice(0, 4)}`;
/** « lundi 4 janvier »: the next time is days away, its year needs no saying. */
const shortDay = (date: string, locale: Locale) => formatDayMonth(date, locale, { weekday: true });
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ranges(openings: readonly Opening[], words: DayAdviceCopy, locale: Locale): string {
  return openings.map((one) => fill(words.range, { opens: formatTime(timeOf(one.opens), locale), closes: formatTime(timeOf(one.closes), locale) })).join(words.and);
}

function whyWords(date: string, why: ClosedWhy, words: DayAdviceCopy, locale: Locale): string {
  switch (why.kind) {
    case 'weekday':
      return fill(words.weekday, { weekday: WEEKDAY_NAMES[locale][why.weekday] });
    case 'holiday':
      return capital(fill(words.holiday, { day: longDay(date, locale), reason: why.reason }));
    case 'closure':
      return fill(words.closure, { day: longDay(date, locale), reason: why.reason });
    case 'hours':
      return fill(words.hours, { weekday: WEEKDAY_NAMES[locale][why.weekday], hours: ranges(why.openings, words, locale) });
    case 'past':
      return words.past;
  }
}

/** What the form says of a day (ISO) the centre takes no appointment, and of the next time it does. */
export function adviceWords(date: string, advice: { why: ClosedWhy; next: NextOpening | null }, words: DayAdviceCopy, locale: Locale): AdviceWords {
  const { next } = advice;
  return {
    why: whyWords(date, advice.why, words, locale),
    next: next
      ? fill(words.next, { day: shortDay(next.date, locale), hours: fill(words.range, { opens: formatTime(next.time, locale), closes: formatTime(next.closes, locale) }) })
      : null,
    choose: next ? fill(words.choose, { day: shortDay(next.date, locale), time: formatTime(next.time, locale) }) : null,
  };
}

/** Once the next time is chosen: « C'est noté : lundi 4 janvier à 8 h. » */
export function chosenWords(next: Pick<NextOpening, 'date' | 'time'>, words: DayAdviceCopy, locale: Locale): string {
  return fill(words.chosen, { day: shortDay(next.date, locale), time: formatTime(next.time, locale) });
}

import { site } from '@/content/site';
import { hoursWords } from '@/copy/hours';
import { addDays } from '@/lib/douala-date';
import { formatDayMonth } from '@/lib/format';
import { closuresBetween, CLOSURE_NOTICE_DAYS, type ClosedDays } from '@/lib/hours';
import { fill, type Locale } from '@/lib/i18n';
import { publicationDay } from '@/lib/publication';
import { LIMITS } from '@/lib/request/values';

/** A closure as the pages beside the hours announce it: « Fermé le 25 décembre (Noël). », then the emergency line. */
export interface ClosureNoticeLine {
  from: string;
  closed: string;
  emergency: string;
}

/**
 * The closures to announce on `today`, the build's day (the daily rebuild brings a notice and takes it down the
 * day after the closure ends): a closure staff entered from the first build that carries it, for every day the
 * appointment form lets a family choose (LIMITS.daysAhead); a public holiday from CLOSURE_NOTICE_DAYS before
 * (a year of them would drown the hours; the form's advice knows them all). Staff's and the holidays' are
 * content/closures.ts's.
 */
export function closureNotices(locale: Locale, today: string = publicationDay(), closures: readonly ClosedDays[] = site[locale].closures): ClosureNoticeLine[] {
  const words = hoursWords[locale];
  // A day of another year than the build's says its year: « Fermé le 2 janvier 2027 », read on 20 December.
  const day = (date: string) => (date.slice(0, 4) === today.slice(0, 4) ? formatDayMonth(date, locale) : `${formatDayMonth(date, locale)} ${date.slice(0, 4)}`);
  const announced = closuresBetween(closures, today, addDays(today, LIMITS.daysAhead)).filter(
    (closure) => !closure.holiday || closure.from <= addDays(today, CLOSURE_NOTICE_DAYS),
  );
  return announced.map((closure) => ({
    from: closure.from,
    closed:
      closure.from === closure.to
        ? fill(words.closedOn, { date: day(closure.from), reason: closure.reason })
        : fill(words.closedFromTo, { from: day(closure.from), to: day(closure.to), reason: closure.reason }),
    emergency: closure.emergencyLine ? fill(words.emergencyOpen, { phone: site[locale].phones.emergency.display }) : words.emergencyClosed,
  }));
}

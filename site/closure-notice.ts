import { site } from '@/content/site';
import { hoursWords } from '@/copy/hours';
import { addDays } from '@/lib/douala-date';
import { formatDayMonth } from '@/lib/format';
import { closuresBetween, CLOSURE_NOTICE_DAYS } from '@/lib/hours';
import { fill, type Locale } from '@/lib/i18n';
import { publicationDay } from '@/lib/publication';

/** A closure as the pages beside the hours announce it: « Fermé le 25 décembre (Noël). », then the emergency line. */
export interface ClosureNoticeLine {
  from: string;
  closed: string;
  emergency: string;
}

/**
 * The closures to announce on `today` (the build's day: the daily rebuild brings a notice and takes it
 * down): those from today to a week ahead, staff's and the public holidays (content/closures.ts).
 */
export function closureNotices(locale: Locale, today: string = publicationDay()): ClosureNoticeLine[] {
  const centre = site[locale];
  const words = hoursWords[locale];
  const day = (date: string) => formatDayMonth(date, locale);
  return closuresBetween(centre.closures, today, addDays(today, CLOSURE_NOTICE_DAYS)).map((closure) => ({
    from: closure.from,
    closed:
      closure.from === closure.to
        ? fill(words.closedOn, { date: day(closure.from), reason: closure.reason })
        : fill(words.closedFromTo, { from: day(closure.from), to: day(closure.to), reason: closure.reason }),
    emergency: closure.emergencyLine ? fill(words.emergencyOpen, { phone: centre.phones.emergency.display }) : words.emergencyClosed,
  }));
}

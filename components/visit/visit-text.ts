import { formatDayMonth, formatTime } from '@/lib/calendar-format';
import { fill, type Locale } from '@/lib/i18n';
import type { GatewayVisitView } from '@/lib/request';
import type { VisitCopy } from '@/copy/request/visit';

/*
 * A visit in words (issue 77), as its page, the sending device's confirmation and the note on every page say it:
 * « Votre rendez-vous : mardi 1er décembre à 11 h, à domicile (Bastos), avec Awa. », the day as the inbox writes
 * it (lib/calendar-format.ts), the time in Yaoundé's; a visit no longer to come says so first, then when it was.
 */

/** What a family's page shows of a visit: what its link shows, and on the sending device who comes (`with`). */
export type ShownVisit = Omit<GatewayVisitView, 'reference' | 'locale'> & { with?: string };

/** « mardi 1er décembre à 11 h », « Tuesday 1 December at 11:00 am ». */
export function visitWhen(visit: Pick<ShownVisit, 'date' | 'time'>, words: VisitCopy, locale: Locale): string {
  return fill(words.when, { date: formatDayMonth(visit.date, locale, { weekday: true }), time: formatTime(visit.time, locale) });
}

/** « au centre », « à domicile (Bastos) », « à domicile ». */
export function visitWhere(visit: Pick<ShownVisit, 'place' | 'district'>, words: VisitCopy): string {
  switch (visit.place) {
    case 'centre':
      return words.where.centre;
    case 'home':
      return visit.district ? fill(words.where.homeIn, { district: visit.district }) : words.where.home;
  }
}

/** The headline, and under a visit no longer to come, when and where it was. */
export function visitLines(visit: ShownVisit, words: VisitCopy, locale: Locale): { headline: string; was: string | null } {
  const said = { when: visitWhen(visit, words, locale), where: visitWhere(visit, words), with: visit.with ? fill(words.with, { name: visit.with }) : '' };
  switch (visit.state) {
    case 'booked':
      return { headline: fill(words.headline.booked, said), was: null };
    case 'cancelled':
    case 'attended':
    case 'missed':
      return { headline: words.headline[visit.state], was: fill(words.was, said) };
  }
}

/** The visit in one run of text: the note's line. */
export function visitText(visit: ShownVisit, words: VisitCopy, locale: Locale): string {
  const { headline, was } = visitLines(visit, words, locale);
  return was ? `${headline} ${was}` : headline;
}

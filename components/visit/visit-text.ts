import { formatDayMonth, formatTime } from '@/lib/calendar-format';
import { fill, type Locale } from '@/lib/i18n';
import { unreachable } from '@/lib/closed-set';
import type { GatewayVisitView } from '@/lib/request';
import { visitPhase, type VisitPhase } from '@/lib/request/visit/phase';
import type { VisitCopy } from '@/copy/request/visit';

/*
 * A visit in words (issues 77 and 83), as its page, the sending device's confirmation and the note on every page say
 * it, one function for all three: « Votre rendez-vous : mardi 1er décembre à 11 h, à domicile (Bastos), avec Awa. »,
 * the day as the inbox writes it (lib/calendar-format.ts), the time in Yaoundé's; a visit no longer to come says so
 * first (lib/request/visit/phase.ts: passed, attended, cancelled; never why), then when it was.
 */

/** What a family's page shows of a visit: what its link shows, but the reference (said apart) and the message's language. */
export type ShownVisit = Omit<GatewayVisitView, 'reference' | 'locale'>;

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
    default:
      return unreachable(visit.place);
  }
}

/** The headline, and under a visit no longer to come, when and where it was; `now` says which (its hour come, it is passed). */
export function visitLines(visit: ShownVisit, words: VisitCopy, locale: Locale, now: number): { phase: VisitPhase; headline: string; was: string | null } {
  const said = { when: visitWhen(visit, words, locale), where: visitWhere(visit, words), with: visit.with ? fill(words.with, { name: visit.with }) : '' };
  const phase = visitPhase(visit, now);
  const headline = fill(words.headline[phase], said);
  return { phase, headline, was: phase === 'upcoming' ? null : fill(words.was, said) };
}

/** The visit in one run of text: the note's line. */
export function visitText(visit: ShownVisit, words: VisitCopy, locale: Locale, now: number): string {
  const { headline, was } = visitLines(visit, words, locale, now);
  return was ? `${headline} ${was}` : headline;
}

import { frenchDay } from '@/lib/french-date';
import { undatedFeasts, type AnnouncedHoliday } from '@/lib/holidays';
import { HOLIDAY_NAMES } from '../schema/hours';
import type { Problems } from './problems';

/*
 * The lunar feasts (the end of Ramadan, Tabaski) are dated by staff once announced: a month before the
 * next one is due (lib/holidays.ts estimates when), the build says so while it has no date, so that the
 * call-back does not offer a slot on a day the centre is closed.
 */
export function warnUndatedFeasts(problems: Problems, feasts: readonly { feast: AnnouncedHoliday; date: string }[], today: string): void {
  for (const { feast, around } of undatedFeasts(today, feasts)) {
    problems.warning(
      'content/settings/centre.yml',
      'jours fériés › fêtes à date variable',
      `${HOLIDAY_NAMES[feast].fr} tombe vers le ${frenchDay(around)} et n'a pas encore de date : ajoutez-la dès qu'elle est annoncée (« Le centre » › « Jours fériés »). D'ici là, le site propose des rappels ce jour-là.`,
    );
  }
}

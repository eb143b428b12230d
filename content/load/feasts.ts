import { frenchDay } from '@/lib/french-date';
import { addDays } from '@/lib/douala-date';
import { knownHolidays, sundayHolidays, undatedFeasts, type AnnouncedHoliday } from '@/lib/holidays';
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

/*
 * A public holiday on a Sunday: whether the Monday is off is announced by the government each time
 * (docs/guide-du-personnel.md, « Changer les horaires et les fermetures »). A month before, the build reminds staff to
 * enter that Monday as one closure once it is announced, until the Sunday has passed or the Monday is entered.
 */
export function warnSundayHolidays(
  problems: Problems,
  { closures, holidays }: { closures: readonly { from: string; to?: string | undefined }[]; holidays: { feasts: readonly { feast: AnnouncedHoliday; date: string }[]; worked: readonly string[] } },
  today: string,
): void {
  const year = Number(today.slice(0, 4));
  const kept = [...knownHolidays(year), ...knownHolidays(year + 1), ...holidays.feasts.map(({ feast, date }) => ({ id: feast, date }))].filter(
    ({ date }) => !holidays.worked.includes(date),
  );
  const entered = closures.map(({ from, to }) => ({ from, to: to ?? from }));
  for (const { id, date } of sundayHolidays(today, kept, entered)) {
    const name = HOLIDAY_NAMES[id].fr;
    problems.warning(
      'content/settings/centre.yml',
      'fermetures',
      `${name} tombe un dimanche, le ${frenchDay(date)}. Si le gouvernement annonce que le lundi ${frenchDay(addDays(date, 1))} est chômé, ajoutez ce lundi comme une fermeture (« Le centre » › « Fermetures » › « Ajouter fermeture », raison « ${name} (lundi chômé) ») : le site l'annoncera et ne proposera aucun rendez-vous ni rappel ce jour-là. S'il n'est pas chômé, il n'y a rien à faire.`,
    );
  }
}

import { addDays } from '../../lib/douala-date';
import { formatTimeRange } from '../../lib/format';
import type { Locale } from '../../lib/i18n';
import { publicationDay } from '../../lib/publication';
import { slotsOn, type CallbackSlot } from '../../lib/request/callback';
import { appointmentAdvice } from '../../lib/hours';
import { appointmentContacts } from '../../site/appointment-contacts';

/*
 * The days the tests open « Rappelez-moi » and the form on, read from the hours and closures the pages
 * are built with (the appointments and call-backs set, site/appointment-contacts.ts), never assumed:
 * staff may change the hours, and a holiday may fall on any date.
 */

/** The call-back's hours and closures, as the French pages carry them. */
export const OPEN = appointmentContacts('fr');

const slotsOf = (date: string) => slotsOn(date, OPEN.hours, OPEN.closures);

/**
 * A day after the build's with a morning, an afternoon and a later slot, followed by a day with a
 * morning: the ordinary working day the journeys need (a Monday to Thursday, as the hours ship).
 */
export function workingDays(): { today: string; tomorrow: string } {
  for (let ahead = 1; ahead <= 60; ahead += 1) {
    const today = addDays(publicationDay(), ahead);
    const tomorrow = addDays(today, 1);
    const parts = slotsOf(today).map((slot) => slot.slot);
    if (parts.length === 3 && slotsOf(tomorrow)[0]?.slot === 'morning') return { today, tomorrow };
  }
  throw new Error('The appointments and call-backs hours have no two working days in a row within two months: the call-back journeys need them.');
}

/** The times of a slot on a day, as the page writes them (« 12 h – 17 h »). */
export function slotHours(date: string, slot: CallbackSlot, locale: Locale = 'fr'): string {
  const times = slotsOf(date).find((one) => one.slot === slot);
  if (!times) throw new Error(`No ${slot} slot on ${date}`);
  return formatTimeRange(times.from, times.to, locale);
}

/** The first closure, after the build's day, on a day the centre would otherwise call (a holiday or staff's). */
export function closedWorkingDay(): { date: string; reason: string; reasonEn: string } {
  const en = appointmentContacts('en');
  for (const [index, closure] of OPEN.closures.entries()) {
    for (let date = closure.from; date <= closure.to; date = addDays(date, 1)) {
      if (date > publicationDay() && slotsOn(date, OPEN.hours, []).length > 0) return { date, reason: closure.reason, reasonEn: en.closures[index]!.reason };
    }
  }
  throw new Error('No closure on a working day ahead: the public holidays should give one.');
}

/**
 * The first day from `date` on which the centre takes appointments at `time`, as the pages are built: a request
 * for it says nothing of the hours in its e-mail (lib/request/hours-note.ts), whatever day the tests run on.
 */
export function openDayFrom(date: string, time: string): string {
  for (let day = date, ahead = 0; ahead <= 60; day = addDays(day, 1), ahead += 1) if (appointmentAdvice(day, time, OPEN)?.open) return day;
  throw new Error(`The centre takes no appointment at ${time} within two months of ${date}.`);
}

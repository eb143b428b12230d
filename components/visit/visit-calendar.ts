import { calendarFile } from '@/lib/calendar-file';
import { fill } from '@/lib/i18n';
import type { VisitCentre } from '@/lib/request';
import type { VisitCopy } from '@/copy/request/visit';
import type { ShownVisit } from './visit-text';

/*
 * « Ajouter à mon agenda »: the visit as an iCalendar file (lib/calendar-file.ts), in the page's language: the
 * centre's name as its title, where (the centre's address, or « À domicile (Bastos) »), the reference and the
 * centre's phone to change it; never the service, nor the link's secret. An hour long, a reminder two hours before.
 */

/** How long a visit is written in the calendar, and when the phone reminds of it. */
export const VISIT_MINUTES = 60;
export const VISIT_ALARM_MINUTES = 120;

export function visitCalendar({ visit, reference, centre, words, now }: { visit: ShownVisit; reference: string; centre: VisitCentre; words: VisitCopy; now: number }): { file: string; name: string } {
  const calendar = words.calendar;
  const location = (() => {
    switch (visit.place) {
      case 'centre':
        return centre.address;
      case 'home':
        return visit.district ? fill(calendar.homeIn, { district: visit.district }) : calendar.home;
    }
  })();
  const file = calendarFile({
    // The same event however often it moves: the calendar updates it (SEQUENCE) rather than adding one.
    uid: `${reference}@${centre.host}`,
    sequence: visit.revision - 1,
    stamp: now,
    date: visit.date,
    time: visit.time,
    minutes: VISIT_MINUTES,
    summary: fill(calendar.summary, { centre: centre.name }),
    location,
    description: fill(calendar.description, { reference, phone: centre.phone.display }),
    alarmMinutesBefore: VISIT_ALARM_MINUTES,
    product: centre.name,
  });
  return { file, name: fill(calendar.file, { reference }) };
}

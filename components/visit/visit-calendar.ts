import { calendarFile } from '@/lib/calendar-file';
import { unreachable } from '@/lib/closed-set';
import { fill } from '@/lib/i18n';
import type { VisitCentre } from '@/lib/request';
import type { VisitCopy } from '@/copy/request/visit';
import type { ShownVisit } from './visit-text';

/*
 * « Ajouter à mon agenda » (and « Retirer de mon agenda » once cancelled): the visit as an iCalendar file
 * (lib/calendar-file.ts), in the page's language: the centre's name as its title, where (the centre's address, or
 * « À domicile (Bastos) »), the reference and the centre's phone to change it; never the service, nor the link's
 * secret. An hour long, a reminder two hours before. One event for the request, whatever becomes of its visits:
 * its UID is the request's reference at the site's host (the same across moves, cancels and a new visit after a
 * cancel), its SEQUENCE the gateway's `sequence`, which rises across them all (issue 83).
 */

/** How long a visit is written in the calendar, and when the phone reminds of it. */
export const VISIT_MINUTES = 60;
export const VISIT_ALARM_MINUTES = 120;

/** The event's UID: the request's reference at the site's host, the same for every visit the request has. */
export const visitUid = (reference: string, centre: Pick<VisitCentre, 'host'>) => `${reference}@${centre.host}`;

/** The file's SEQUENCE: the gateway's count across the request's visits; from a gateway before issue 83, the visit's moves. */
export const visitSequence = (visit: Pick<ShownVisit, 'sequence' | 'revision'>) => visit.sequence ?? visit.revision - 1;

export function visitCalendar({ visit, reference, centre, words, now }: { visit: ShownVisit; reference: string; centre: VisitCentre; words: VisitCopy; now: number }): { file: string; name: string } {
  const calendar = words.calendar;
  const location = (() => {
    switch (visit.place) {
      case 'centre':
        return centre.address;
      case 'home':
        return visit.district ? fill(calendar.homeIn, { district: visit.district }) : calendar.home;
      default:
        return unreachable(visit.place);
    }
  })();
  const summary = fill(calendar.summary, { centre: centre.name });
  const file = calendarFile({
    uid: visitUid(reference, centre),
    sequence: visitSequence(visit),
    status: visit.state === 'cancelled' ? 'cancelled' : 'confirmed',
    ...(centre.email ? { organizer: { name: centre.name, email: centre.email } } : {}),
    stamp: now,
    date: visit.date,
    time: visit.time,
    minutes: VISIT_MINUTES,
    summary,
    location,
    description: fill(calendar.description, { reference, phone: centre.phone.display }),
    alarmMinutesBefore: VISIT_ALARM_MINUTES,
    product: centre.name,
  });
  return { file, name: fill(calendar.file, { reference }) };
}

import { addDays } from '@/lib/douala-date';
import { messageOf, type ChannelSend, type StoredVisit } from '../visits/model';

/*
 * The report's visits (issue 77), week by week: the visits agreed on the phone whose day falls in the week (Yaoundé,
 * Monday to Sunday; a visit cancelled is not one), how many of them the family was told of (the confirmation of the
 * visit as it stands delivered by WhatsApp, by SMS, or not at all when the family asked for messages), reminded (its
 * reminder delivered), how many answered « Je serai là », asked to change, came, did not. Counts alone: no name, no
 * number, no reference. Pure.
 */

/** What the report keeps of one visit: its day, and what became of it. */
export interface VisitFacts {
  day: string;
  /** The confirmation of its revision: delivered by WhatsApp, by SMS, not delivered; null: the family asked for none. */
  confirm: 'whatsapp' | 'sms' | 'not' | null;
  reminded: boolean;
  coming: boolean;
  change: boolean;
  attendance: 'attended' | 'missed' | null;
}

export const VISIT_MEASURES = ['agreed', 'confirmedWhatsapp', 'confirmedSms', 'notConfirmed', 'reminded', 'coming', 'changeAsked', 'attended', 'missed'] as const;
export type VisitMeasure = (typeof VISIT_MEASURES)[number];
export type VisitRow = Record<VisitMeasure, number>;

const delivered = (send: ChannelSend | undefined) => send?.state === 'delivered' || send?.state === 'read';

/** A visit's facts (null: cancelled, not a visit that happens). */
export function visitFactsOf(visit: StoredVisit): VisitFacts | null {
  if (visit.state === 'cancelled') return null;
  const confirm = messageOf(visit, visit.rev, 'confirm');
  const reminder = messageOf(visit, visit.rev, 'reminder');
  return {
    day: visit.date,
    confirm: !confirm ? null : delivered(confirm.whatsapp) ? 'whatsapp' : delivered(confirm.sms) ? 'sms' : 'not',
    reminded: delivered(reminder?.whatsapp) || delivered(reminder?.sms),
    coming: visit.answers.some((answer) => answer.kind === 'coming'),
    change: visit.answers.some((answer) => answer.kind === 'change'),
    attendance: visit.state === 'attended' || visit.state === 'missed' ? visit.state : null,
  };
}

const emptyRow = (): VisitRow => ({ agreed: 0, confirmedWhatsapp: 0, confirmedSms: 0, notConfirmed: 0, reminded: 0, coming: 0, changeAsked: 0, attended: 0, missed: 0 });

/** The weeks' rows, this week first, each from its Monday (the same weeks as the report's). */
export function visitWeeks(facts: readonly VisitFacts[], mondays: readonly string[]): (VisitRow & { monday: string })[] {
  return mondays.map((monday) => {
    const row = emptyRow();
    for (const one of facts) {
      if (one.day < monday || one.day > addDays(monday, 6)) continue;
      row.agreed += 1;
      if (one.confirm === 'whatsapp') row.confirmedWhatsapp += 1;
      if (one.confirm === 'sms') row.confirmedSms += 1;
      if (one.confirm === 'not') row.notConfirmed += 1;
      if (one.reminded) row.reminded += 1;
      if (one.coming) row.coming += 1;
      if (one.change) row.changeAsked += 1;
      if (one.attendance === 'attended') row.attended += 1;
      if (one.attendance === 'missed') row.missed += 1;
    }
    return { ...row, monday };
  });
}

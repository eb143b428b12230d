import { describe, expect, it } from 'vitest';
import { visitFactsOf, visitWeeks, type VisitFacts } from '../../gateway/src/report/visits';
import type { StoredVisit } from '../../gateway/src/visits/model';

/*
 * The report's visits (issue 77), worked out by hand: a visit counts in the week of its day (a cancelled one not at
 * all); its confirmation is its revision's, delivered by WhatsApp (delivered or read), else by SMS, else not (none
 * asked: counted in none of the three); its reminder counts when delivered on either channel.
 */

const visit = (changes: Partial<StoredVisit> = {}): StoredVisit => ({ gen: 1, rev: 1, date: '2026-11-24', time: '10:00', place: 'centre', state: 'booked', agreedAt: 1, answers: [], messages: [], ...changes });
const at = 1_000;

describe('a visit in the report', () => {
  it('is read from what became of it: its revision’s confirmation and reminder, its answers, its mark', () => {
    expect(visitFactsOf(visit())).toEqual({ day: '2026-11-24', confirm: null, reminded: false, coming: false, change: false, attendance: null });
    expect(visitFactsOf(visit({ state: 'cancelled' }))).toBeNull();
    const read = visit({
      rev: 2,
      state: 'attended',
      answers: [
        { kind: 'change', at, rev: 1 },
        { kind: 'coming', at, rev: 2 },
      ],
      messages: [
        // The first revision's confirmation was read on WhatsApp; the second's went by SMS: it is the one counted.
        { rev: 1, purpose: 'confirm', whatsapp: { state: 'read', at } },
        { rev: 2, purpose: 'confirm', whatsapp: { state: 'failed', at }, sms: { state: 'delivered', at } },
        { rev: 2, purpose: 'reminder', whatsapp: { state: 'read', at } },
      ],
    });
    expect(visitFactsOf(read)).toEqual({ day: '2026-11-24', confirm: 'sms', reminded: true, coming: true, change: true, attendance: 'attended' });
    const lost = visit({ state: 'missed', messages: [{ rev: 1, purpose: 'confirm', whatsapp: { state: 'accepted', at }, sms: { state: 'unknown', at } }, { rev: 1, purpose: 'reminder', sms: { state: 'accepted', at } }] });
    expect(visitFactsOf(lost)).toMatchObject({ confirm: 'not', reminded: false, attendance: 'missed' });
  });

  it('counts in the week of its day, Monday to Sunday, this week first', () => {
    const facts: VisitFacts[] = [
      { day: '2026-11-23', confirm: 'whatsapp', reminded: true, coming: true, change: false, attendance: 'attended' },
      { day: '2026-11-29', confirm: 'sms', reminded: true, coming: false, change: true, attendance: 'missed' },
      { day: '2026-11-25', confirm: null, reminded: false, coming: false, change: false, attendance: null },
      { day: '2026-11-22', confirm: 'not', reminded: false, coming: false, change: false, attendance: 'attended' },
    ];
    const [thisWeek, before] = visitWeeks(facts, ['2026-11-23', '2026-11-16']);
    expect(thisWeek).toEqual({ monday: '2026-11-23', agreed: 3, confirmedWhatsapp: 1, confirmedSms: 1, notConfirmed: 0, reminded: 2, coming: 1, changeAsked: 1, attended: 1, missed: 1 });
    expect(before).toEqual({ monday: '2026-11-16', agreed: 1, confirmedWhatsapp: 0, confirmedSms: 0, notConfirmed: 1, reminded: 0, coming: 0, changeAsked: 0, attended: 1, missed: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { doualaInstant } from '@/lib/douala-date';
import { readVisitFacts, visitFactsOf, visitWeeks, type VisitFacts } from '../../gateway/src/report/visits';
import { messageId, type ThreadMessage, type VisitRecord } from '../../gateway/src/visits/model';

/*
 * The report's visits (issues 77, 83), worked out by hand: an agreement counts in the week it was made, a visit in
 * the week of its day (a cancelled one not there); its confirmation is the message that told its revision (its
 * confirmation, or its move's), delivered by WhatsApp (delivered or read), else by SMS, else not (none asked: counted
 * in none of the three); its reminder counts when delivered on either channel; the attendance, venu ÷ (venu + absent).
 */

const at = 1_000;
const sent = (rev: number, purpose: ThreadMessage['purpose'], channel: ThreadMessage['channel'], state: ThreadMessage['state']): ThreadMessage => ({
  requestId: 'r',
  id: messageId(1, rev, purpose, channel),
  visitGen: 1,
  direction: 'out',
  channel,
  purpose,
  rev,
  state,
  at,
  stateAt: at,
});
const visit = (changes: Partial<VisitRecord> = {}): VisitRecord => ({
  requestId: 'r',
  gen: 1,
  rev: 1,
  seq: 0,
  date: '2026-11-24',
  time: '10:00',
  at: doualaInstant('2026-11-24', 600),
  place: 'centre',
  phase: 'booked',
  agreedAt: doualaInstant('2026-11-20', 600),
  revAt: doualaInstant('2026-11-20', 600),
  changedAt: doualaInstant('2026-11-20', 600),
  unsent: [],
  linkKey: null,
  messages: [],
  ...changes,
});

const facts = (changes: Partial<VisitFacts>): VisitFacts => ({ agreedDay: '2026-11-23', day: '2026-11-24', cancelled: false, confirm: null, reminded: false, coming: false, change: false, result: null, ...changes });

describe('a visit in the report', () => {
  it('is read from what became of it: the message that told its revision, its reminder, its answers, its result', () => {
    expect(visitFactsOf(visit())).toEqual(facts({ agreedDay: '2026-11-20' }));
    expect(visitFactsOf(visit({ phase: 'cancelled' }))).toMatchObject({ cancelled: true });
    const read = visit({
      rev: 2,
      phase: 'marked',
      result: 'attended',
      comingAt: at,
      changeAt: at,
      messages: [
        // The first revision's confirmation was read on WhatsApp; the second's move went by SMS: it is the one counted.
        sent(1, 'confirm', 'whatsapp', 'read'),
        sent(2, 'moved', 'whatsapp', 'failed'),
        sent(2, 'moved', 'sms', 'delivered'),
        sent(2, 'reminder', 'whatsapp', 'read'),
      ],
    });
    expect(visitFactsOf(read)).toEqual(facts({ agreedDay: '2026-11-20', confirm: 'sms', reminded: true, coming: true, change: true, result: 'attended' }));
    const lost = visit({ phase: 'marked', result: 'missed', messages: [sent(1, 'confirm', 'whatsapp', 'accepted'), sent(1, 'confirm', 'sms', 'unknown'), sent(1, 'reminder', 'sms', 'accepted')] });
    expect(visitFactsOf(lost)).toMatchObject({ confirm: 'not', reminded: false, result: 'missed' });
  });

  it('counts an agreement in the week it was made, and a visit in the week of its day, with its attendance', () => {
    const all: VisitFacts[] = [
      // Agreed on Monday for Tuesday, the same week.
      facts({ agreedDay: '2026-11-23', day: '2026-11-24', confirm: 'whatsapp', reminded: true, coming: true, result: 'attended' }),
      // Agreed the week before, for this Sunday: its agreement counts there, the visit here.
      facts({ agreedDay: '2026-11-18', day: '2026-11-29', confirm: 'sms', change: true, result: 'missed' }),
      facts({ agreedDay: '2026-11-25', day: '2026-12-02', result: null }),
      // Agreed this week, cancelled since: an agreement made, no visit held.
      facts({ agreedDay: '2026-11-23', day: '2026-11-26', cancelled: true, confirm: 'not', result: null }),
      facts({ agreedDay: '2026-11-16', day: '2026-11-22', confirm: 'not', result: 'attended' }),
    ];
    const [thisWeek, before] = visitWeeks(all, ['2026-11-23', '2026-11-16']);
    expect(thisWeek).toEqual({ monday: '2026-11-23', agreed: 3, cancelled: 1, confirmedWhatsapp: 1, confirmedSms: 0, notConfirmed: 1, visits: 2, reminded: 1, coming: 1, changeAsked: 1, attended: 1, missed: 1, attendance: 50 });
    expect(before).toEqual({ monday: '2026-11-16', agreed: 2, cancelled: 0, confirmedWhatsapp: 0, confirmedSms: 1, notConfirmed: 1, visits: 1, reminded: 0, coming: 0, changeAsked: 0, attended: 1, missed: 0, attendance: 100 });
    expect(visitWeeks([], ['2026-11-23'])[0]?.attendance).toBeNull();
  });

  it('reads what issue 77 folded into the report’s days: its day for its agreement, its attendance as its result', () => {
    expect(readVisitFacts({ day: '2026-11-24', confirm: 'whatsapp', reminded: true, coming: false, change: false, attendance: 'missed' })).toEqual(
      facts({ agreedDay: '2026-11-24', confirm: 'whatsapp', reminded: true, result: 'missed' }),
    );
    expect(readVisitFacts({ day: 3 })).toBeNull();
  });
});

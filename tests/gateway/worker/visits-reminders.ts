import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/douala-date';
import type { Recorded } from '../../../harness/mailbox';
import { box, contents } from './client';
import { settled } from './meter';
import { act, moveClock, received } from './staff';
import { agreed, at, consenting, delivered, fakes, freshDay, messagesTo, movedTo, sentTo, templateOf, visitStep } from './visit-helpers';

/*
 * A visit's reminder (issue 77), on the inbox's clock: the day before at REMINDER_HOUR (10 h), or at once when agreed
 * after that hour the day before; none for a visit agreed the same day; none for a revision moved (its new one has its
 * own) or a visit cancelled (its cancellation leaves instead: issue 83); once, whatever the alarm's runs; and a visit agreed while a run awaits a provider is
 * confirmed all the same (the alarm's last step reads the visits again).
 */

const reminders = (messages: Recorded[]) => messages.filter((one) => one.provider === 'whatsapp' && templateOf(one).name === 'rendez_vous_rappel');
const confirmations = (messages: Recorded[]) => messages.filter((one) => one.provider === 'whatsapp' && templateOf(one).name === 'rendez_vous_confirmation');

/** A family's request taken and agreed for `date` at `time`, at the clock's `now`: its id and number. */
async function agreedAt(now: number, date: string, time: string): Promise<{ id: string; phone: string }> {
  await movedTo(now);
  const content = consenting(contents.appointment());
  const id = await received(content);
  await act('take', id, 'awa');
  await agreed(id, { date, time });
  await sentTo(content.values.phone!);
  await delivered(id);
  await settled();
  return { id, phone: content.values.phone! };
}

describe('a visit’s reminder', () => {
  it('leaves the day before at REMINDER_HOUR, not a minute sooner, once whatever the alarm’s runs', async () => {
    await fakes();
    const day = await freshDay();
    const visitDay = addDays(day, 3);
    const { phone } = await agreedAt(at(day, 9), visitDay, '11:00');
    expect(confirmations(await messagesTo(phone))).toHaveLength(1);
    await movedTo(at(addDays(visitDay, -1), 9, 59));
    expect(reminders(await messagesTo(phone))).toEqual([]);
    // Two seconds before 10 h: the alarm the inbox set for it wakes it, no move of the clock needed.
    await moveClock(at(addDays(visitDay, -1), 10) - 2_000);
    const [reminder] = reminders(await sentTo(phone, 2, 8_000));
    expect(reminder, 'the reminder at 10 h the day before, by the alarm set for it').toBeDefined();
    expect(templateOf(reminder!).params[2]).toMatch(/^AV-/);
    // Two more runs of the alarm, that day and the next morning: nothing more.
    await movedTo(at(addDays(visitDay, -1), 10, 30));
    await movedTo(at(visitDay, 8));
    expect(reminders(await messagesTo(phone))).toHaveLength(1);
  });

  it('leaves at once when agreed after that hour the day before; none for a visit agreed the same day', async () => {
    const day = await freshDay();
    const late = await agreedAt(at(day, 15), addDays(day, 1), '09:30');
    expect((await sentTo(late.phone, 2)).map((one) => templateOf(one).name)).toEqual(['rendez_vous_confirmation', 'rendez_vous_rappel']);
    const sameDay = await agreedAt(at(addDays(day, 1), 8), addDays(day, 1), '17:00');
    await movedTo(at(addDays(day, 1), 16));
    expect((await messagesTo(sameDay.phone)).map((one) => templateOf(one).name)).toEqual(['rendez_vous_confirmation']);
  });

  it('none for a revision moved (the new one is confirmed, and reminded the day before it) nor for a visit cancelled', async () => {
    const day = await freshDay();
    const moved = await agreedAt(at(day, 9), addDays(day, 3), '11:00');
    const cancelled = await agreedAt(at(day, 9, 5), addDays(day, 3), '15:00');
    await moveClock(at(day, 9, 30));
    await visitStep(moved.id, 'moved', { date: addDays(day, 5), time: '10:00', place: 'centre' });
    await visitStep(cancelled.id, 'cancelled', { reason: 'family' });
    expect((await sentTo(moved.phone, 2)).map((one) => templateOf(one).name)).toEqual(['rendez_vous_confirmation', 'rendez_vous_deplace']);
    // Cancelled once told: its own words, once.
    expect((await sentTo(cancelled.phone, 2)).map((one) => templateOf(one).name)).toEqual(['rendez_vous_confirmation', 'rendez_vous_annule']);
    await delivered(moved.id, 2);
    // The day before the first day: no reminder for either.
    await movedTo(at(addDays(day, 2), 10, 5));
    expect(reminders(await messagesTo(moved.phone))).toEqual([]);
    expect(reminders(await messagesTo(cancelled.phone))).toEqual([]);
    // The day before the new day: the moved one's, of its new revision.
    await moveClock(at(addDays(day, 4), 10) + 30_000);
    const [reminder] = reminders(await sentTo(moved.phone, 3));
    expect(templateOf(reminder!).callback).toMatch(/\.2\.reminder$/);
    expect(await messagesTo(cancelled.phone)).toHaveLength(2);
  });

  it('a visit agreed while a run awaits WhatsApp is confirmed within seconds, not at the next sweep', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9));
    const slow = consenting(contents.appointment());
    const quick = consenting(contents.appointment());
    const slowId = await received(slow);
    const quickId = await received(quick);
    await act('take', slowId, 'awa');
    await act('take', quickId, 'awa');
    await settled();
    await box.answer({ whatsapp: { status: 200, delayMs: 2_500 } });
    await agreed(slowId, { date: addDays(day, 2), time: '10:00' });
    await sentTo(slow.values.phone!);
    // The run awaits the slow one's answer: the other is agreed meanwhile.
    await agreed(quickId, { date: addDays(day, 2), time: '11:00' });
    await box.reset();
    expect((await sentTo(quick.values.phone!, 1, 8_000)).map((one) => templateOf(one).name)).toEqual(['rendez_vous_confirmation']);
  });
});

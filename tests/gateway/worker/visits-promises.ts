import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/douala-date';
import { GATEWAY_VISIT_PATHS } from '@/lib/request/gateway/protocol';
import type { Recorded } from '../../../harness/mailbox';
import { STAFF } from '../gateway-setup';
import { call, contents, everyMinute, freshMinute, pause } from './client';
import { settled, sweepAt } from './meter';
import { act, moveClock, received, statuses } from './staff';
import { agreed, at, consenting, delivered, fakes, freshDay, messagesTo, movedTo, sentTo, templateOf, tokenOfLink, visitOf, visitPage, visitStep } from './visit-helpers';

/*
 * What issue 83 found the visit saying twice, or not at all, and the centre's promises it broke, each tried here as
 * it was found, on the inbox's clock: a reminder lost after « Indésirable » then « Pas indésirable »; a move that
 * changes only who comes sending the same confirmation again, and a move sending « Rendez-vous confirmé » word for
 * word; a tampered form's `place=toString` making the visit vanish; a stranger on the family's address keeping it
 * from its own page; a request with a visit kept 90 days after it instead of the privacy page's 30.
 */

const DAY = 24 * 60 * 60 * 1000;
const named = (name: string) => (messages: Recorded[]) => messages.filter((one) => one.provider === 'whatsapp' && templateOf(one).name === name);
const reminders = named('rendez_vous_rappel');

/** A family's request taken and agreed at the clock's `now` for `date` at `time`, its confirmation delivered: its id, number and link's token. */
async function booked(now: number, date: string, time: string, where: { place?: 'centre' | 'home'; district?: string; with?: string } = {}) {
  await movedTo(now);
  const content = consenting(contents.appointment());
  const id = await received(content);
  await act('take', id, 'awa');
  await agreed(id, { date, time, ...where });
  const [sent] = await sentTo(content.values.phone!);
  await delivered(id);
  await settled();
  return { id, phone: content.values.phone!, token: tokenOfLink(templateOf(sent!).params.at(-1)!) };
}

describe('the visit after issue 83', () => {
  it('a visit marked « Indésirable » then « Pas indésirable » gets its reminder, once', async () => {
    await fakes();
    const day = await freshDay();
    const visitDay = addDays(day, 3);
    const { id, phone } = await booked(at(day, 9), visitDay, '11:00');
    // Set apart by mistake just before the reminder's hour (within JUNK_HOURS, 1 here: it is not deleted meanwhile).
    await movedTo(at(addDays(visitDay, -1), 9, 45));
    await act('junk', id, 'awa');
    // The reminder's hour comes while it is set apart: the alarm runs, and nothing leaves.
    await movedTo(at(addDays(visitDay, -1), 10, 5));
    expect(reminders(await messagesTo(phone))).toEqual([]);
    // Back on top: its reminder, due since 10 h, leaves now; and once.
    await act('not-junk', id, 'awa');
    expect(reminders(await sentTo(phone, 2))).toHaveLength(1);
    await movedTo(at(addDays(visitDay, -1), 11));
    await movedTo(at(visitDay, 8));
    expect(reminders(await messagesTo(phone))).toHaveLength(1);
  });

  it('a move that changes only who comes sends nothing; a move of its day sends « Rendez-vous déplacé », once, naming the one it replaces', async () => {
    const day = await freshDay();
    const { id, phone } = await booked(at(day, 9), addDays(day, 4), '11:00', { with: STAFF.awa.name });
    await visitStep(id, 'moved', { date: addDays(day, 4), time: '11:00', place: 'centre', with: STAFF.paul.name });
    await movedTo(at(day, 9, 30));
    expect((await messagesTo(phone)).map((one) => templateOf(one).name)).toEqual(['rendez_vous_confirmation']);
    expect(await visitOf(id)).toMatchObject({ revision: 1, with: STAFF.paul.name, state: 'booked' });
    await visitStep(id, 'moved', { date: addDays(day, 5), time: '11:00', place: 'centre', with: STAFF.paul.name });
    const [, moved, ...more] = await sentTo(phone, 2);
    expect(templateOf(moved!).name).toBe('rendez_vous_deplace');
    expect(templateOf(moved!).params.slice(0, 3).join(' | ')).toMatch(/^[a-z]+ \d+(er)? [a-zéû]+ à 11\u00A0h \| au centre \| [a-z]+ \d+(er)? [a-zéû]+$/);
    expect(more).toEqual([]);
    // Delivered before the clock jumps (its SMS would leave after CONFIRM_FALLBACK_MINUTES otherwise).
    await delivered(id, 2);
    await movedTo(at(day, 10));
    expect((await messagesTo(phone)).map((one) => `${one.provider} ${one.provider === 'whatsapp' ? templateOf(one).name : ''}`)).toEqual(['whatsapp rendez_vous_confirmation', 'whatsapp rendez_vous_deplace']);
  });

  it('a tampered form’s place (« toString », « __proto__ », « constructor ») is refused: the visit stays as it was', async () => {
    const day = await freshDay();
    const { id } = await booked(at(day, 9), addDays(day, 3), '10:00', { place: 'home', district: 'Bastos' });
    for (const place of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      const location = await visitStep(id, 'moved', { date: addDays(day, 4), time: '10:00', place: place as 'centre' });
      expect(location.searchParams.get('flash'), place).toBe('visit-refused');
    }
    expect(await visitOf(id)).toMatchObject({ revision: 1, date: addDays(day, 3), place: 'home', district: 'Bastos', state: 'booked' });
  });

  it('a request with a visit, never « Traitée », leaves 30 days after its visit, as the privacy page says', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9));
    const id = await received(contents.appointment());
    await act('take', id, 'awa');
    const visitDay = addDays(day, 5);
    await agreed(id, { date: visitDay, time: '10:00' });
    await sweepAt(at(visitDay, 10) + 29 * DAY);
    expect((await statuses([id]))[0]).toMatchObject({ state: 'taken', visit: { date: visitDay } });
    await sweepAt(at(visitDay, 10) + 31 * DAY);
    expect(await statuses([id])).toEqual([{ id, state: 'unknown' }]);
  });
});

/** A stranger's script on an address: twenty calls of /visit with tokens of its own, now and at the start of every minute, until stopped. */
function strangerOnVisit(address: string): { stop(): Promise<void> } {
  const random = (length: number) => Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[byte % 64]).join('');
  return everyMinute(() =>
    Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(GATEWAY_VISIT_PATHS.visit, { address, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: random(index % 2 === 0 ? 22 : 33) }) }).then((response) => response.text()),
      ),
    ),
  );
}

describe('the family’s page on an address a stranger spends (issue 83)', () => {
  it('opens and answers with its link whatever a stranger spends from the same address: the link itself is the proof', async () => {
    const day = await freshDay();
    const { token } = await booked(at(day, 9), addDays(day, 6), '15:00');
    const address = '203.0.113.183';
    await freshMinute(20_000);
    const stranger = strangerOnVisit(address);
    const said: string[] = [];
    const family = async (answer?: 'coming' | 'change') => {
      const { status } = await visitPage(token, answer, address);
      said.push(`${answer ?? 'open'} ${status}`);
    };
    try {
      await pause(1_500);
      await family();
      await family('coming');
      await pause(5_000);
      await family();
      // Past the next minute's start, the stranger's burst in first.
      await pause(60_000 - (Date.now() % 60_000) + 1_500);
      await family();
      await family('change');
    } finally {
      await stranger.stop();
    }
    expect(said).toEqual(['open 200', 'coming 200', 'open 200', 'open 200', 'change 200']);
    await moveClock(0);
  }, 150_000);
});

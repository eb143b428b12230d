import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/douala-date';
import type { Recorded } from '../../../harness/mailbox';
import { STAFF } from '../gateway-setup';
import { contents } from './client';
import { settled } from './meter';
import { act, received, record } from './staff';
import { agreed, at, consenting, delivered, fakes, freshDay, messagesTo, movedTo, sentTo, templateOf, tokenOfLink, visitPage, visitStep } from './visit-helpers';

/*
 * Every inbox action that touches a request with a visit (issue 83), on a visit just agreed and on one moved since:
 * after each, the reminder leaves the day before, exactly once (none after « Annuler », « Indésirable » left as it is,
 * or the family's consent withdrawn), and nothing else leaves but what the action says (a move of the time: its own
 * message; of who comes alone: none). The alarm's next run is read from the rows after every call (store/inbox.ts,
 * afterVisits): no action has to remember to tell it.
 */

interface Case {
  id: string;
  phone: string;
  token: string;
  time: string;
}

/** Each action, what it does to a case, the reminders it leaves (0 or 1), and the messages it adds besides. */
const ACTIONS: Record<string, { run: (one: Case, day: string) => Promise<unknown>; reminders: 0 | 1; more: number }> = {
  nothing: { run: async () => undefined, reminders: 1, more: 0 },
  take: { run: async ({ id }) => (await act('release', id, 'awa'), act('take', id, 'paul')), reminders: 1, more: 0 },
  release: { run: ({ id }) => act('release', id, 'awa'), reminders: 1, more: 0 },
  done: { run: ({ id }) => act('done', id, 'awa'), reminders: 1, more: 0 },
  'junk, not-junk': { run: async ({ id }) => (await act('junk', id, 'awa'), act('not-junk', id, 'awa')), reminders: 1, more: 0 },
  junk: { run: ({ id }) => act('junk', id, 'awa'), reminders: 0, more: 0 },
  'no answer': { run: ({ id }) => record(id, { result: 'no-answer', callback: '' }), reminders: 1, more: 0 },
  'called again, the same': { run: ({ id, time }, day) => agreed(id, { date: day, time }), reminders: 1, more: 0 },
  'move, who comes': { run: ({ id, time }, day) => visitStep(id, 'moved', { date: day, time, place: 'centre', with: STAFF.paul.name }), reminders: 1, more: 0 },
  'move, its time': { run: ({ id, time }, day) => visitStep(id, 'moved', { date: day, time: `${time.slice(0, 3)}59`, place: 'centre' }), reminders: 1, more: 1 },
  cancel: { run: ({ id }) => visitStep(id, 'cancelled', { reason: 'centre' }), reminders: 0, more: 1 },
  'Je serai là': { run: ({ token }) => visitPage(token, 'coming'), reminders: 1, more: 0 },
  'Je dois changer': { run: ({ token }) => visitPage(token, 'change'), reminders: 1, more: 0 },
  'done, then Je dois changer': { run: async ({ id, token }) => (await act('done', id, 'awa'), visitPage(token, 'change')), reminders: 1, more: 0 },
  'no more messages': { run: ({ id }) => visitStep(id, 'consent'), reminders: 0, more: 0 },
};

const STATES = ['agreed', 'moved'] as const;
const names = (messages: Recorded[]) => messages.map((one) => templateOf(one).name);

describe('every action on a request with a visit (issue 83)', () => {
  it('leaves its reminder the day before exactly once (none once cancelled, set apart or refused), and no message it does not say', async () => {
    await fakes();
    const day = await freshDay();
    const visitDay = addDays(day, 3);
    await movedTo(at(day, 8));
    const cases: (Case & { action: string; state: (typeof STATES)[number] })[] = [];
    let minute = 0;
    for (const action of Object.keys(ACTIONS)) {
      for (const state of STATES) {
        minute += 1;
        const content = consenting(contents.appointment());
        const id = await received(content);
        await act('take', id, 'awa');
        // Each its own hour of the visit's day, its move (state « moved ») half an hour later.
        const time = `${String(9 + Math.floor(minute / 6)).padStart(2, '0')}:${String((minute % 6) * 5).padStart(2, '0')}`;
        await agreed(id, { date: visitDay, time });
        const [sent] = await sentTo(content.values.phone!);
        cases.push({ action, state, id, phone: content.values.phone!, token: tokenOfLink(templateOf(sent!).params.at(-1)!), time });
      }
    }
    for (const one of cases) await delivered(one.id);
    for (const one of cases.filter((each) => each.state === 'moved')) {
      one.time = `${one.time.slice(0, 4)}7`;
      await visitStep(one.id, 'moved', { date: visitDay, time: one.time, place: 'centre' });
      await sentTo(one.phone, 2);
      await delivered(one.id, 2);
    }
    await settled();
    const before = new Map(await Promise.all(cases.map(async (one) => [one.id, (await messagesTo(one.phone)).length] as const)));
    for (const one of cases) await ACTIONS[one.action]!.run(one, visitDay);
    await settled();
    // The day before, past 10 h; then the day itself, early: each as its action says.
    await movedTo(at(addDays(visitDay, -1), 10, 5));
    await movedTo(at(addDays(visitDay, -1), 12));
    await movedTo(at(visitDay, 7));
    const seen = await Promise.all(
      cases.map(async (one) => {
        const messages = await messagesTo(one.phone);
        const reminders = names(messages).filter((name) => name === 'rendez_vous_rappel').length;
        return { action: `${one.action} (${one.state})`, reminders, more: messages.length - (before.get(one.id) ?? 0) - reminders };
      }),
    );
    expect(seen).toEqual(cases.map((one) => ({ action: `${one.action} (${one.state})`, reminders: ACTIONS[one.action]!.reminders, more: ACTIONS[one.action]!.more })));
  }, 240_000);
});

import { describe, expect, it } from 'vitest';
import { addDays, doualaInstant, doualaToday } from '@/lib/douala-date';
import type { Recorded } from '../../../harness/mailbox';
import { STAFF } from '../gateway-setup';
import { box, contents, isNotice, pause, titleOf } from './client';
import { cost, settled, where } from './meter';
import { act, clockNow, flashOf, inboxPage, journalOf, moveClock, received, record, statuses } from './staff';

/*
 * After « Je m'en occupe » (issue 73), on the inbox's clock (TEST_CLOCK: moved forward by the tests, never waited
 * for): a request nobody takes is raised again, louder, once, after UNCLAIMED_MINUTES (10) of the centre's hours, or
 * at the next opening outside them; a request taken and left without a call's outcome goes back to « À prendre »
 * after CLAIM_HOURS (2) of them; the outcome recorded in a tap, read by the family. The centre's hours here are the
 * tests' published ones (tests/request/published-rules.ts): every day, 7 h – 22 h, no day closed.
 */

/** An instant at hh:mm in Yaoundé on an ISO day. */
const at = (day: string, hours: number, minutes = 0) => doualaInstant(day, hours * 60 + minutes);

/** A day a few days after the inbox's clock, so that every test here starts in a fresh morning. */
async function freshDay(): Promise<string> {
  return addDays(doualaToday(new Date(await clockNow())), 2);
}

/** The alarm the clock's move sets to run at once (TEST_CLOCK's own, never a real inbox's). */
const CLOCK_ALARM = 1;

const priorityOf = (message: Recorded) => new URL(message.path, 'http://x').searchParams.get('priority');
const textOf = (message: Recorded) => `${titleOf(message) ?? ''}\n${String(message.body)}`;

/** The louder notices (priority 5) that name a reference. */
async function raisedFor(reference: string): Promise<Recorded[]> {
  return (await box.messages()).filter((message) => isNotice(message) && priorityOf(message) === '5' && textOf(message).includes(reference));
}

/** The clock moved to `to`, and what its alarm then did, done. */
async function movedTo(to: number): Promise<void> {
  await moveClock(to);
  await settled();
}

/** A notice of that priority (and title) that names a reference, once it has come (the alarm runs after the clock moved). */
async function noticeNaming(reference: string, priority: string, title = /./): Promise<Recorded[]> {
  for (let waited = 0; waited < 5_000; waited += 100) {
    const found = (await box.messages()).filter((message) => isNotice(message) && priorityOf(message) === priority && title.test(titleOf(message) ?? '') && textOf(message).includes(reference));
    if (found.length > 0) return found;
    await pause(100);
  }
  return [];
}

describe('a request nobody takes', () => {
  it('is raised again to every phone, louder, after UNCLAIMED_MINUTES of the centre’s hours; once', async () => {
    const day = await freshDay();
    // What the scenarios on the real clock left taken is given back at the first move, and raised ten minutes on:
    // before this test's own request comes.
    await movedTo(at(day, 9));
    await movedTo(at(day, 10));
    const content = contents.appointment();
    const id = await received(content);
    await movedTo(at(day, 10, 9));
    expect(await raisedFor(content.reference)).toEqual([]);
    const before = await settled();
    await moveClock(at(day, 10, 10) + 30_000);
    const [raised] = await noticeNaming(content.reference, '5');
    // What it costs: the request's row (raised, its journal), the raise's state, the next alarm (and the clock's own).
    const after = await settled();
    console.log(`A raise: ${cost(after, before) - CLOCK_ALARM} rows written\n${where(after, before)}`);
    expect(cost(after, before) - CLOCK_ALARM, where(after, before)).toBeLessThanOrEqual(3);
    expect(raised, 'the louder notice').toBeDefined();
    // Its reference and how long it waited; nothing the family typed; the inbox's one button.
    expect(titleOf(raised!)).toBe(`Personne n'a pris ${content.reference}`);
    expect(String(raised!.body)).toContain(`${content.reference} attend depuis 10\u00A0min`);
    for (const typed of [content.values.fullName, content.values.phone, content.values.email, content.values.message]) expect(textOf(raised!)).not.toContain(typed);
    expect(new URL(raised!.path, 'http://x').searchParams.get('actions')).toMatch(/^view, Ouvrir la boîte, http:\/\/127\.0\.0\.1:\d+\/inbox\/$/);
    // Once: not again half an hour on, nor the next day.
    await movedTo(at(day, 10, 40));
    // Its card says so, and its journal.
    expect(await inboxPage('paul')).toContain('Relancée à 10\u00A0h\u00A010\u00A0: personne ne l’avait prise');
    await movedTo(at(addDays(day, 1), 9));
    expect(await raisedFor(content.reference)).toHaveLength(1);
    expect(await journalOf(id)).toMatch(/^\[\d+,"received"\]\n\[\d+,"notified"\]\n\[\d+,"raised"\]\n$/);
  });

  it('outside the hours, at the next opening: not at night, at 7 h the next morning', async () => {
    const day = await freshDay();
    // Two minutes before the closing (22 h): its ten minutes would end in the night.
    await movedTo(at(day, 21, 58));
    const content = contents.callback();
    await received(content);
    await movedTo(at(day, 22, 30));
    await movedTo(at(addDays(day, 1), 6, 59));
    expect(await raisedFor(content.reference)).toEqual([]);
    await moveClock(at(addDays(day, 1), 7) + 30_000);
    const [raised] = await noticeNaming(content.reference, '5');
    expect(raised, 'the louder notice at the opening').toBeDefined();
    expect(String(raised!.body)).toMatch(new RegExp(`${content.reference} attend depuis 9\u00A0h\u00A0\\d+\u00A0min \\(reçue hier à 21\u00A0h\u00A05\\d\\)`));
    await movedTo(at(addDays(day, 1), 8));
    expect(await raisedFor(content.reference)).toHaveLength(1);
  });

  it('is not raised once someone has taken it', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9));
    const content = contents.appointment();
    const id = await received(content);
    await act('take', id, 'paul');
    const before = await settled();
    await movedTo(at(day, 9, 30));
    expect(await raisedFor(content.reference)).toEqual([]);
    // Nothing written for it: the alarm the clock's move woke sets its next one, no more (and on a real clock it would not wake).
    const after = await settled();
    expect(cost(after, before) - CLOCK_ALARM, where(after, before)).toBeLessThanOrEqual(1);
  });
});

describe('a request back in « À prendre » (issue 78, item 5)', () => {
  it('« Rendre » after its raise time: raised UNCLAIMED_MINUTES after it came back, once each time; taken again before, never', async () => {
    const day = await freshDay();
    await movedTo(at(day, 10));
    const content = contents.appointment();
    const id = await received(content);
    await movedTo(at(day, 10, 5));
    await act('take', id, 'awa');
    await movedTo(at(day, 10, 20));
    const before = await settled();
    await act('release', id, 'awa');
    const released = await settled();
    // Its row and its entry in the index of what came back (schema.ts), and the alarm it asks for.
    console.log(`« Rendre »: ${cost(released, before)} rows written\n${where(released, before)}`);
    expect(cost(released, before), where(released, before)).toBeLessThanOrEqual(3);
    await movedTo(at(day, 10, 29));
    expect(await raisedFor(content.reference)).toEqual([]);
    await moveClock(at(day, 10, 30) + 30_000);
    const [raised] = await noticeNaming(content.reference, '5');
    expect(raised, 'the louder notice, ten minutes after « Rendre »').toBeDefined();
    expect(String(raised!.body)).toContain(`${content.reference} attend depuis 10\u00A0min (revenue dans «\u00A0À prendre\u00A0» à 10\u00A0h\u00A020).`);
    await settled();
    expect(await journalOf(id)).toMatch(/\[\d+,"taken","Awa"\]\n\[\d+,"released","Awa"\]\n\[\d+,"raised"\]\n$/);
    expect(await inboxPage('paul')).toContain('Relancée à 10\u00A0h\u00A030\u00A0: personne ne l’avait prise');
    // Once: not again half an hour on.
    await movedTo(at(day, 11));
    expect(await raisedFor(content.reference)).toHaveLength(1);
    // Taken and given back again: raised again, ten minutes after.
    await act('take', id, 'paul');
    await movedTo(at(day, 11, 5));
    await act('release', id, 'paul');
    await movedTo(at(day, 11, 15) + 30_000);
    expect(await noticeNaming(content.reference, '5', /./)).toHaveLength(2);
    // Given back, then taken again before its ten minutes: never.
    await movedTo(at(day, 11, 20));
    await act('take', id, 'awa');
    await act('release', id, 'awa');
    await act('take', id, 'awa');
    await movedTo(at(day, 11, 45));
    expect(await raisedFor(content.reference)).toHaveLength(2);
  });

  it('given back by the gateway after CLAIM_HOURS without an outcome: raised UNCLAIMED_MINUTES after', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9));
    const content = contents.callback();
    const id = await received(content);
    await act('take', id, 'awa');
    await moveClock(at(day, 11, 1));
    expect(await noticeNaming(content.reference, '4', /revient/)).toHaveLength(1);
    await movedTo(at(day, 11, 10));
    expect(await raisedFor(content.reference)).toEqual([]);
    await moveClock(at(day, 11, 11) + 30_000);
    expect(await noticeNaming(content.reference, '5'), 'the louder notice, ten minutes after the gateway gave it back').toHaveLength(1);
  });

  it('« Pas indésirable »: back on top, raised UNCLAIMED_MINUTES after', async () => {
    const day = await freshDay();
    await movedTo(at(day, 10));
    const content = contents.appointment();
    const id = await received(content);
    await act('junk', id, 'awa');
    // A family's request after it, raised at 10 h 11: the raise's mark is past the first.
    await movedTo(at(day, 10, 1));
    const after = contents.callback();
    await received(after);
    await moveClock(at(day, 10, 11) + 30_000);
    expect(await noticeNaming(after.reference, '5')).toHaveLength(1);
    await movedTo(at(day, 10, 20));
    await act('not-junk', id, 'awa', 'junk');
    await movedTo(at(day, 10, 29));
    expect(await raisedFor(content.reference)).toEqual([]);
    await moveClock(at(day, 10, 30) + 30_000);
    expect(await noticeNaming(content.reference, '5'), 'the louder notice, ten minutes after « Pas indésirable »').toHaveLength(1);
  });
});

describe('a request taken and left without a call’s outcome', () => {
  it('goes back to « À prendre » after CLAIM_HOURS of the centre’s hours, with a notice; one with an outcome stays hers', async () => {
    const day = await freshDay();
    await movedTo(at(day, 10));
    const left = contents.appointment();
    const leftId = await received(left);
    const called = contents.callback();
    const calledId = await received(called);
    await act('take', leftId, 'awa');
    await act('take', calledId, 'awa');
    await record(calledId, { result: 'called' });
    await movedTo(at(day, 11, 59));
    expect(await statuses([leftId])).toEqual([{ id: leftId, state: 'taken', by: STAFF.awa.name, since: expect.any(Number) }]);
    await moveClock(at(day, 12, 1));
    const [notice] = await noticeNaming(left.reference, '4', /revient/);
    expect(notice, 'the notice of a request given back').toBeDefined();
    expect(titleOf(notice!)).toBe(`${left.reference} revient dans «\u00A0À prendre\u00A0»`);
    expect(String(notice!.body)).toContain(`${left.reference}\u00A0: prise par ${STAFF.awa.name} à 10\u00A0h`);
    await settled();
    // Back for everyone to take; the family's page reads « received » again; the journal says the gateway gave it back.
    expect(await statuses([leftId])).toEqual([{ id: leftId, state: 'received' }]);
    expect(await inboxPage('paul')).toContain(left.reference);
    expect(await inboxPage('awa', 'mine')).not.toContain(left.reference);
    expect(await journalOf(leftId)).toMatch(/\[\d+,"taken","Awa"\]\n\[\d+,"released"\]\n$/);
    // The one with an outcome is still hers.
    expect((await statuses([calledId]))[0]).toMatchObject({ state: 'taken', by: STAFF.awa.name, outcome: { kind: 'called' } });
    expect((await box.messages()).filter((message) => isNotice(message) && textOf(message).includes(called.reference) && /revient/.test(titleOf(message) ?? ''))).toEqual([]);
  });

  it('counts only the hours the centre is open: taken at 21 h, given back the next morning at 8 h, not at 23 h', async () => {
    const day = await freshDay();
    await movedTo(at(day, 21));
    const content = contents.appointment();
    const id = await received(content);
    await act('take', id, 'awa');
    await movedTo(at(day, 23, 30));
    await movedTo(at(addDays(day, 1), 7, 58));
    expect((await statuses([id]))[0]).toMatchObject({ state: 'taken' });
    await moveClock(at(addDays(day, 1), 8, 2));
    expect(await noticeNaming(content.reference, '4', /revient/)).toHaveLength(1);
    await settled();
    expect((await statuses([id]))[0]).toEqual({ id, state: 'received' });
  });
});

describe('the call’s outcome, in a tap', () => {
  it('is recorded by her who has it, and the family reads it: no answer and when she calls again, called and the day agreed', async () => {
    const day = await freshDay();
    await movedTo(at(day, 10, 12));
    const content = contents.appointment();
    const id = await received(content);
    await act('take', id, 'awa');
    await movedTo(at(day, 10, 20));
    expect(flashOf(await record(id, { result: 'no-answer', callback: '14:00' }))).toEqual({ flash: 'outcome', ref: content.reference });
    const [noAnswer] = await statuses([id]);
    expect(noAnswer).toEqual({
      id,
      state: 'taken',
      by: STAFF.awa.name,
      since: expect.any(Number),
      outcome: { kind: 'no-answer', at: expect.any(Number), callback: at(day, 14) },
    });
    // A time already past today is tomorrow's; none (or unreadable) is an hour on, to the next five minutes.
    await record(id, { result: 'no-answer', callback: '09:00' });
    expect((await statuses([id]))[0]).toMatchObject({ outcome: { callback: at(addDays(day, 1), 9) } });
    await record(id, { result: 'no-answer', callback: '25:99' });
    expect((await statuses([id]))[0]).toMatchObject({ outcome: { callback: at(day, 11, 20) } });
    // Called, with the day and time agreed; a colleague cannot record it for her; a made-up result records nothing.
    const agreed = addDays(day, 3);
    await record(id, { result: 'called', date: agreed, time: '10:00' });
    expect(flashOf(await record(id, { result: 'whatsapp' }, 'paul', 'team'))).toMatchObject({ flash: 'already-taken', by: STAFF.awa.name });
    expect(flashOf(await record(id, { result: 'visited' }))).toEqual({ flash: 'not-taken', ref: content.reference });
    expect((await statuses([id]))[0]).toMatchObject({ state: 'taken', outcome: { kind: 'called', appointment: { date: agreed, time: '10:00' } } });
    // Done: the family still reads the day agreed.
    await act('done', id, 'awa');
    expect((await statuses([id]))[0]).toMatchObject({ state: 'done', by: STAFF.awa.name, outcome: { kind: 'called', appointment: { date: agreed, time: '10:00' } } });
  });

  it('shows on her card its three buttons, and on her colleagues’ list who has it, since when, and its last outcome', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9, 5));
    const content = contents.callback();
    const id = await received(content);
    await act('take', id, 'awa');
    await movedTo(at(day, 9, 30));
    const hers = await inboxPage('awa', 'mine');
    for (const button of ['Appelée', 'Pas de réponse', 'Message WhatsApp envoyé']) expect(hers).toContain(`>${button}</button>`);
    // « Je rappelle à » filled an hour on.
    expect(hers).toContain('name="callback" value="10:30"');
    await record(id, { result: 'whatsapp' });
    const theirs = await inboxPage('paul', 'team');
    expect(theirs).toContain(`${STAFF.awa.name} s’en occupe depuis 9\u00A0h\u00A005`);
    expect(theirs).toContain('Message WhatsApp envoyé à 9\u00A0h\u00A030');
    // Not hers to record: no button on Paul's page.
    expect(theirs).not.toContain('>Pas de réponse</button>');
    // « À prendre » holds what nobody has taken: its count is not the taken ones'.
    const open = await inboxPage('paul');
    expect(open).not.toContain(content.reference);
  });
});

describe('a call promised: « Pas de réponse », « Je rappelle à … »', () => {
  /** The notices that remind of a promised call and name a reference. */
  const remindersOf = async (reference: string) => (await box.messages()).filter((message) => isNotice(message) && /^(Rappel promis|\d+ rappels promis)/.test(titleOf(message) ?? '') && textOf(message).includes(reference));

  it('is told to every phone at its time, once, naming the request and who promised; nothing the family typed; in the journal', async () => {
    const day = await freshDay();
    await movedTo(at(day, 10));
    const content = contents.appointment();
    const id = await received(content);
    await act('take', id, 'awa');
    await movedTo(at(day, 10, 20));
    await record(id, { result: 'no-answer', callback: '14:00' });
    await movedTo(at(day, 13, 59));
    expect(await remindersOf(content.reference), 'nothing before the time she gave').toEqual([]);
    const before = await settled();
    await moveClock(at(day, 14) + 30_000);
    const [reminder] = await noticeNaming(content.reference, '4', /^Rappel promis/);
    const after = await settled();
    console.log(`A promised call told: ${cost(after, before) - CLOCK_ALARM} rows written\n${where(after, before)}`);
    // Its journal's line, and the next alarm: nothing more.
    expect(cost(after, before) - CLOCK_ALARM, where(after, before)).toBeLessThanOrEqual(2);
    expect(reminder, 'the reminder at 14 h').toBeDefined();
    expect(titleOf(reminder!)).toBe(`Rappel promis\u00A0: ${content.reference}`);
    expect(String(reminder!.body)).toContain(`${content.reference}\u00A0: ${STAFF.awa.name} a promis de rappeler vers 14\u00A0h.`);
    // What happens without news: back in « À prendre » CLAIM_HOURS of open time later.
    expect(String(reminder!.body)).toContain(`retour dans «\u00A0À prendre\u00A0» à 16\u00A0h.`);
    for (const typed of [content.values.fullName, content.values.phone, content.values.email, content.values.message]) expect(textOf(reminder!)).not.toContain(typed);
    expect(new URL(reminder!.path, 'http://x').searchParams.get('actions')).toMatch(/^view, Ouvrir la boîte, http:\/\/127\.0\.0\.1:\d+\/inbox\/$/);
    // Once: not again an hour on. The family still reads her promise; the request is still hers.
    await movedTo(at(day, 15));
    expect(await remindersOf(content.reference)).toHaveLength(1);
    expect((await statuses([id]))[0]).toMatchObject({ state: 'taken', by: STAFF.awa.name, outcome: { kind: 'no-answer', callback: at(day, 14) } });
    expect(await journalOf(id)).toMatch(/\[\d+,"outcome","Awa",\{[^\n]*\}\]\n\[\d+,"reminded"\]\n$/);
  });

  it('without news CLAIM_HOURS of the centre’s hours after its time, goes back to « À prendre » with a notice; the family’s page reads « received »', async () => {
    const day = await freshDay();
    await movedTo(at(day, 19));
    const content = contents.callback();
    const id = await received(content);
    await act('take', id, 'awa');
    await movedTo(at(day, 19, 30));
    // Promised at 20 h 30: an hour and a half of open time left that day (the tests' centre closes at 22 h), then from 7 h.
    await record(id, { result: 'no-answer', callback: '20:30' });
    await movedTo(at(day, 20, 31));
    await movedTo(at(addDays(day, 1), 7, 29));
    expect((await statuses([id]))[0]).toMatchObject({ state: 'taken', outcome: { kind: 'no-answer' } });
    await moveClock(at(addDays(day, 1), 7, 31));
    const [notice] = await noticeNaming(content.reference, '4', /revient/);
    expect(notice, 'the notice of a request given back').toBeDefined();
    expect(titleOf(notice!)).toBe(`${content.reference} revient dans «\u00A0À prendre\u00A0»`);
    expect(String(notice!.body)).toContain(`${content.reference}\u00A0: ${STAFF.awa.name} avait promis de rappeler hier vers 20\u00A0h\u00A030, sans nouveau résultat d'appel depuis.`);
    await settled();
    // For everyone to take; her name and her promise off it: the family reads what it reads of a request nobody has taken.
    expect(await statuses([id])).toEqual([{ id, state: 'received' }]);
    expect(await inboxPage('paul')).toContain(content.reference);
    expect(await inboxPage('awa', 'mine')).not.toContain(content.reference);
    expect(await journalOf(id)).toMatch(/\[\d+,"reminded"\]\n\[\d+,"released"\]\n$/);
  });

  it('kept in time (a new outcome before its time) writes nothing of its own and tells no one: the request stays hers', async () => {
    const day = await freshDay();
    await movedTo(at(day, 10));
    const content = contents.appointment();
    const id = await received(content);
    await act('take', id, 'awa');
    await movedTo(at(day, 10, 20));
    const before = await settled();
    await record(id, { result: 'no-answer', callback: '11:00' });
    await movedTo(at(day, 10, 40));
    await record(id, { result: 'called' });
    // Past its time, and past when it would have gone back.
    await movedTo(at(day, 11, 5));
    await movedTo(at(day, 13, 30));
    const after = await settled();
    expect(await remindersOf(content.reference)).toEqual([]);
    expect((await box.messages()).filter((message) => isNotice(message) && textOf(message).includes(content.reference) && /revient/.test(titleOf(message) ?? ''))).toEqual([]);
    expect((await statuses([id]))[0]).toMatchObject({ state: 'taken', by: STAFF.awa.name, outcome: { kind: 'called' } });
    // Rows: the two outcomes' own, and the alarms (the three moves of the clock, each with its run's next alarm; the first outcome's, if it came before the alarm set).
    const written = Object.entries(after.byStatement).filter(([name, n]) => n > (before.byStatement[name] ?? 0)).map(([name, n]) => [name, n - (before.byStatement[name] ?? 0)] as const);
    console.log(`A promise kept in time: ${cost(after, before)} rows written, ${after.alarms - before.alarms} of them alarms\n${where(after, before)}`);
    expect(written).toEqual([[expect.stringMatching(/^UPDATE requests SET outcome = /), 2]]);
    expect(after.alarms - before.alarms).toBeLessThanOrEqual(3 * (CLOCK_ALARM + 1) + 1);
  });
});

describe('a wake-up asked while the alarm runs (issue 78, item 6)', () => {
  it('a call promised while the alarm awaits a provider is reminded at its time, not at the run’s next alarm', async () => {
    const day = await freshDay();
    // Two requests of Awa's: the first given back at 10 h 29, the second hers with no outcome until 11 h.
    await movedTo(at(day, 8, 29));
    const left = contents.appointment();
    await act('take', await received(left), 'awa');
    await movedTo(at(day, 9));
    const kept = contents.callback();
    const keptId = await received(kept);
    await act('take', keptId, 'awa');
    // ntfy slow to answer: the run that gives the first back awaits its notice, its next alarm already counted.
    await box.answer({ ntfy: { status: 200, delayMs: 4_000 } });
    try {
      await moveClock(at(day, 10, 29) + 52_000);
      expect(await noticeNaming(left.reference, '4', /revient/), 'the run awaiting ntfy').toHaveLength(1);
      // While it waits: « Pas de réponse », « Je rappelle à 10 h 30 », a few seconds on (getAlarm() is null during a run).
      await record(keptId, { result: 'no-answer', callback: '10:30' });
      let reminded: Recorded[] = [];
      for (let waited = 0; reminded.length === 0 && waited < 25_000; waited += 250) {
        await pause(250);
        reminded = (await box.messages()).filter((message) => isNotice(message) && /^Rappel promis/.test(titleOf(message) ?? '') && textOf(message).includes(kept.reference));
      }
      expect(reminded, 'the reminder at 10 h 30, without the clock moved').toHaveLength(1);
    } finally {
      await box.reset();
    }
  }, 60_000);
});

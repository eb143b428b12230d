import { describe, expect, it } from 'vitest';
import { addDays, doualaToday } from '@/lib/douala-date';
import { weekdayOf } from '@/lib/hours';
import type { RequestContent } from '@/lib/request/payload';
import { INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { STAFF } from '../gateway-setup';
import { contents, textOf } from './client';
import { cost, settled, sweepAt, where } from './meter';
import { act, clockNow, inboxCall, inboxPage, moveClock, received, statuses } from './staff';
import { agreed, at, consenting, delivered, fakes, movedTo, sentTo, templateOf, tokenOfLink, visitPage, visitStep } from './visit-helpers';

/*
 * The list « Rendez-vous » and the report's visits (issue 77), from an inbox seeded on its clock: in a fresh week,
 * four visits and one cancelled, each meeting its providers as the fakes are set (delivered by WhatsApp; refused by
 * WhatsApp and sent by SMS; refused by both; no consent), answered, reminded, then marked « Venu » or « Absent »; the
 * week's rows worked out by hand. And what a visit's life costs in rows written (docs/gateway-limits.md): agreed,
 * confirmed, delivered, reminded, delivered, answered, marked; within VISIT_BUDGET (worker/rows.ts measures a
 * request's life on a fresh inbox; a visit's is measured here, on the clock its reminder needs).
 */

/**
 * A visit's life, rows written (issue 83: a visit and its messages in rows of their own, docs/gateway-visits.md):
 * agreed (the outcome's row and its journal, the visit's row, its instant's and its key's index entries: 4, the alarm
 * woken: 1), its confirmation (its row written leaving: 1; accepted, the row and its provider id's index entry, and
 * the journal's line: 3; delivered, its row: 1, « sent » writing none), its reminder (5 the same), « Je serai là » (the
 * visit's row and the journal's line: 2), « Venu » (2), and the alarms the runs set: 21 measured. Issue 77's, its
 * visit a JSON in its request's row: 14.
 */
const VISIT_BUDGET = 21;
/** The alarm the clock's move sets to run at once (TEST_CLOCK's own, never a real inbox's). */
const CLOCK_ALARM = 1;
const DAY = 24 * 60 * 60 * 1000;

/** The report's CSV, read back: each line's cells by the header's names. */
function readCsv(text: string): Record<string, string>[] {
  const [head, ...lines] = text.replace(/^\uFEFF/, '').trim().split('\r\n');
  const names = (head ?? '').split(';');
  return lines.map((line) => Object.fromEntries(line.split(';').map((cell, index) => [names[index] ?? String(index), cell])));
}

describe('the list « Rendez-vous » and the report’s visits', () => {
  it('lists the visits past to mark, today’s, tomorrow’s and the week’s; the report counts the week’s visits, worked out by hand', async () => {
    let monday = addDays(doualaToday(new Date(await clockNow())), 7);
    while (weekdayOf(monday) !== 'Monday') monday = addDays(monday, 1);
    const [friday, sunday, tuesday, wednesday, thursday] = [addDays(monday, -3), addDays(monday, -1), addDays(monday, 1), addDays(monday, 2), addDays(monday, 3)];
    await fakes();
    await movedTo(at(friday, 9));
    const families: RequestContent[] = [consenting(contents.appointment()), consenting(contents.appointment()), consenting(contents.appointment()), contents.appointment(), consenting(contents.appointment())];
    const ids: string[] = [];
    for (const content of families) {
      ids.push(await received(content));
      await act('take', ids.at(-1)!, 'awa');
    }
    const phone = (index: number) => families[index]!.values.phone!;
    // 1: WhatsApp delivers. 2: WhatsApp refuses, the SMS delivers. 3: both refuse. 4: no consent. 5: cancelled.
    await fakes({ refuseWhatsApp: [phone(1), phone(2)], refuseSms: [phone(2)] });
    await agreed(ids[0]!, { date: monday, time: '10:00', place: 'home', district: 'Bastos', with: STAFF.awa.name });
    await agreed(ids[1]!, { date: tuesday, time: '11:00', with: STAFF.paul.name });
    await agreed(ids[2]!, { date: wednesday, time: '09:00' });
    await agreed(ids[3]!, { date: wednesday, time: '15:00' });
    await agreed(ids[4]!, { date: thursday, time: '10:00' });
    await sentTo(phone(2), 2);
    // Cancelled once its confirmation is delivered: the family told, its cancellation leaves too (issue 83).
    await sentTo(phone(4));
    await delivered(ids[4]!);
    await visitStep(ids[4]!, 'cancelled', { reason: 'family' });
    expect((await sentTo(phone(4), 2)).map((one) => templateOf(one).name)).toEqual(['rendez_vous_confirmation', 'rendez_vous_annule']);
    const [first] = await sentTo(phone(0));
    const [, sms] = await sentTo(phone(1), 2);
    await delivered(ids[0]!);
    await delivered(ids[1]!);
    await settled();
    // The family answers from the link: the first « Je serai là », the second « Je dois changer » (its link by SMS).
    await visitPage(tokenOfLink(templateOf(first!).params[4]!), 'coming');
    await visitPage(/#([A-Za-z0-9_-]{22})/.exec((sms!.body as { content: string }).content)![1], 'change');
    // The reminders, the day before each: delivered, by SMS, not sent.
    await moveClock(at(sunday, 10) + 30_000);
    await sentTo(phone(0), 2);
    await delivered(ids[0]!, 2);
    await moveClock(at(monday, 10) + 30_000);
    await sentTo(phone(1), 4);
    await delivered(ids[1]!, 2);
    await moveClock(at(tuesday, 8));
    await sentTo(phone(2), 4);
    await settled();

    // Tuesday 8 h: Monday's visit to mark, today's, tomorrow's two; the cancelled one not at all.
    const list = textOf(await inboxPage('paul', 'visits'));
    // (Other scenarios' visits wait to be marked too: the first family's is among them, before today's.)
    expect(list).toMatch(new RegExp(`Passés, à marquer .*lundi \\d+(er)? [a-zéû]+ à 10\u00A0h ${families[0]!.values.fullName!} ${families[0]!.reference}`));
    for (const section of ['Aujourd’hui', 'Demain']) expect(list).toContain(section);
    expect(list.indexOf(families[0]!.reference)).toBeLessThan(list.indexOf('Aujourd’hui'));
    expect(list).toContain(`11\u00A0h ${families[1]!.values.fullName!} ${families[1]!.reference}`);
    expect(list).toContain(`au centre, avec ${STAFF.paul.name}`);
    expect(list).toContain('La famille doit changer le rendez-vous');
    expect(list).toContain(`Confirmation WhatsApp refusée (132001 Template name does not exist in the translation), SMS reçue`);
    expect(list).not.toContain(families[4]!.reference);
    expect(list.indexOf(families[0]!.reference)).toBeLessThan(list.indexOf(families[1]!.reference));
    // « Venu » half an hour before the visit at most, « Absent » from its hour (issue 83): Monday's now; Tuesday's
    // 11 h « Absent » not at 8 h, nor « Venu » at 10 h 29; Wednesday's not before its day.
    expect((await visitStep(ids[2]!, 'attended', {}, 'paul', 'visits')).searchParams.get('flash')).toBe('visit-refused');
    expect((await visitStep(ids[1]!, 'missed', {}, 'paul', 'visits')).searchParams.get('flash')).toBe('visit-refused');
    const lineOf = (html: string, reference: string) => html.split('<li class="visit-line').find((line) => line.includes(reference)) ?? '';
    expect(lineOf(await inboxPage('paul', 'visits'), families[1]!.reference)).not.toContain('name="result"');
    expect(lineOf(await inboxPage('paul', 'visits'), families[0]!.reference)).toContain('name="result" value="attended"');
    await visitStep(ids[0]!, 'attended', {}, 'paul', 'visits');
    await movedTo(at(tuesday, 10, 29));
    expect((await visitStep(ids[1]!, 'attended', {}, 'paul', 'visits')).searchParams.get('flash')).toBe('visit-refused');
    await movedTo(at(tuesday, 11, 5));
    await visitStep(ids[1]!, 'missed', {}, 'paul', 'visits');
    await movedTo(at(wednesday, 18));
    await visitStep(ids[2]!, 'attended', {}, 'paul', 'visits');
    await visitStep(ids[3]!, 'missed', {}, 'paul', 'visits');
    const after = textOf(await inboxPage('paul', 'visits'));
    // Marked: Monday's and Tuesday's off the list; Wednesday's still there, each with its mark.
    expect(after).not.toContain(families[0]!.reference);
    expect(after).not.toContain(families[1]!.reference);
    expect(after).toMatch(new RegExp(`${families[2]!.reference} au centre · Venu`));
    expect(after).toMatch(new RegExp(`${families[3]!.reference} au centre · Absent`));

    // The agreements, in the week they were made (all five, on Friday): the cancelled one among them; confirmed by
    // WhatsApp 2 (the first, and the one cancelled after), by SMS 1, not 1 (the fourth asked for none).
    const rows = readCsv(await (await inboxCall(INBOX_PATHS.reportCsv)).text());
    const made = rows.find((row) => row.partie === 'semaine' && row['clé'] === addDays(monday, -7))!;
    expect(Object.fromEntries(Object.entries(made).slice(11, 16))).toEqual({
      'Rendez-vous fixés [semaine où ils ont été fixés]': '5',
      'Annulés depuis [semaine où ils ont été fixés]': '1',
      'Confirmation reçue par WhatsApp [semaine où ils ont été fixés]': '2',
      'Confirmation reçue par SMS [semaine où ils ont été fixés]': '1',
      'Confirmation non reçue [semaine où ils ont été fixés]': '1',
    });
    // The visits, in the week of their day: 4 (the cancelled aside); reminded 2 (the third's refused by both);
    // « Je serai là » 1; change 1; came 2; did not 2: an attendance of 50 %.
    const week = rows.find((row) => row.partie === 'semaine' && row['clé'] === monday)!;
    expect(Object.fromEntries(Object.entries(week).slice(16))).toEqual({
      'Rendez-vous du jour [semaine du rendez-vous]': '4',
      'Rappel de la veille reçu [semaine du rendez-vous]': '2',
      '«\u00A0Je serai là\u00A0» [semaine du rendez-vous]': '1',
      'Changement demandé [semaine du rendez-vous]': '1',
      'Venu [semaine du rendez-vous]': '2',
      'Absent [semaine du rendez-vous]': '2',
      'Assiduité, venus ÷ (venus + absents) (%) [semaine du rendez-vous]': '50',
    });
    const page = await (await inboxCall(INBOX_PATHS.report)).text();
    expect(page).toContain('Rendez-vous fixés, comptés dans la semaine où ils ont été fixés');
    expect(page).toContain('Rendez-vous, comptés dans la semaine de leur jour');
    expect(page).toContain('Chaque rendez-vous compte dans la semaine où il a été convenu au téléphone');
    expect(page).toContain('Chaque rendez-vous compte dans la semaine de son jour');
    expect(page).toMatch(/<th scope="row">Venu<\/th><td class="this-week">2<\/td>/);
    for (const content of families) for (const typed of [content.reference, content.values.fullName!, content.values.phone!]) expect(page).not.toContain(typed);
    await fakes();
  });

  it('a visit’s life costs VISIT_BUDGET rows at most: agreed, confirmed, delivered, reminded, delivered, answered, marked', async () => {
    await fakes();
    const day = addDays(doualaToday(new Date(await clockNow())), 2);
    // The sweep (every six hours of the clock) runs now, not within the life measured: it is every request's, not this visit's.
    await movedTo(at(day, 9));
    await movedTo(at(day, 15, 30));
    await movedTo(at(day, 21, 40));
    const content = consenting(contents.appointment());
    const id = await received(content);
    await act('take', id, 'awa');
    const phases: Record<string, number> = {};
    const life = await settled();
    let start = life;
    const phase = async (name: string, run: () => Promise<unknown>, clockMoves = 0) => {
      await run();
      const now = await settled();
      phases[name] = cost(now, start) - clockMoves * CLOCK_ALARM;
      start = now;
    };
    // Agreed after REMINDER_HOUR the day before: its confirmation and its reminder leave at once (worker/visits-reminders.ts).
    await phase('agreed, confirmed, reminded, delivered', async () => {
      await agreed(id, { date: addDays(day, 1), time: '08:30' });
      await sentTo(content.values.phone!, 2);
      await delivered(id, 2);
    });
    const [sent] = await sentTo(content.values.phone!);
    await phase('answered', () => visitPage(tokenOfLink(templateOf(sent!).params[4]!), 'coming'));
    await phase(
      'marked',
      async () => {
        // « Venu » half an hour before the visit at most (issue 83).
        await moveClock(at(addDays(day, 1), 8, 10));
        expect((await visitStep(id, 'attended')).searchParams.get('flash')).toBe('visit');
      },
      1,
    );
    const end = await settled();
    // The sweep the clock's move brings (every six hours of it) is every request's, not this visit's.
    const swept = Object.entries(end.byStatement).reduce((sum, [name, n]) => sum + (name.startsWith('DELETE FROM') ? n - (life.byStatement[name] ?? 0) : 0), 0);
    const total = cost(end, life) - CLOCK_ALARM - swept;
    console.log(`A visit's life: ${total} rows written`, JSON.stringify(phases));
    expect(total, where(end, life)).toBeLessThanOrEqual(VISIT_BUDGET);
  });

  it('keeps a request done while its visit is to come, and DONE_KEEP_DAYS after the visit: a visit agreed weeks ahead is not swept with its request', async () => {
    const day = addDays(doualaToday(new Date(await clockNow())), 1);
    await movedTo(at(day, 9));
    const content = contents.appointment();
    const id = await received(content);
    await act('take', id, 'awa');
    const visitDay = addDays(day, 45);
    await agreed(id, { date: visitDay, time: '10:00' });
    await act('done', id, 'awa');
    const [status] = await statuses([id]);
    expect(status).toMatchObject({ state: 'done', visit: { date: visitDay } });
    // Thirty-one days after « Traitée »: its visit is still to come, and so is the request.
    await sweepAt(at(day, 9) + 31 * DAY);
    expect((await statuses([id]))[0]).toMatchObject({ state: 'done', visit: { date: visitDay } });
    // Thirty-one days after the visit: gone.
    await sweepAt(at(visitDay, 10) + 31 * DAY);
    expect(await statuses([id])).toEqual([{ id, state: 'unknown' }]);
  });
});

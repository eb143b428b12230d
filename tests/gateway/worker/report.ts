import { describe, expect, it } from 'vitest';
import { addDays, doualaInstant, doualaToday } from '@/lib/douala-date';
import { WEEKDAYS, weekdayOf } from '@/lib/hours';
import type { RequestContent } from '@/lib/request/payload';
import { newReference } from '@/lib/request/reference';
import { INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { STAFF, STRANGER_EMAIL } from '../gateway-setup';
import { tomorrow } from './client';
import { settled } from './meter';
import { act, clockNow, inboxCall, moveClock, received, record } from './staff';

/*
 * The centre's report (issue 73) from an inbox seeded on its clock (TEST_CLOCK): requests received, taken, called,
 * done and junk at known times of a fresh week, in the tests' hours (every day 7 h – 22 h), and the answers worked
 * out by hand: the median and 90th percentile (between ranks, as a spreadsheet's PERCENTILE.INC) of the minutes of
 * open hours from received to taken and to the first call. Then: staff only, and nothing personal in the page or
 * its CSV.
 */

/** An instant at hh:mm in Yaoundé on an ISO day. */
const at = (day: string, hours: number, minutes = 0) => doualaInstant(day, hours * 60 + minutes);

/** A request whose every value is easy to look for in what the report shows. */
const personal = (index: number): RequestContent => ({
  locale: 'fr',
  reference: newReference(),
  values: {
    fullName: `Béatrice Onana ${index}`,
    email: `beatrice.onana${index}@example.com`,
    phone: `+23767100000${index}`,
    appointmentDate: tomorrow(),
    appointmentTime: '10:30',
    serviceType: 'Soins infirmiers à domicile',
    message: `Pour mon père, chambre ${index}.`,
  },
});

/** The report's CSV, read back: each line's cells by the header's names. */
function readCsv(text: string): Record<string, string>[] {
  // `;` between cells, for French Excel (issue 83); none of these has one: no quoting to undo.
  const [head, ...lines] = text.trim().split('\r\n');
  const names = (head ?? '').split(';');
  return lines.map((line) => Object.fromEntries(line.split(';').map((cell, index) => [names[index] ?? String(index), cell])));
}

describe('the centre’s report', () => {
  const seeded: RequestContent[] = [];
  let monday = '';

  it('gives this week’s counts, medians and 90th percentiles of the time to take and to the first call, in the centre’s hours', async () => {
    // A fresh week: the Monday at least a week after the inbox's clock (every earlier test is in the weeks before).
    let day = addDays(doualaToday(new Date(await clockNow())), 7);
    while (weekdayOf(day) !== 'Monday') day = addDays(day, 1);
    monday = day;
    const tuesday = addDays(monday, 1);
    /** Received at `from`; taken, called, done, junk at the instants given (the clock moved to each, in order). */
    const steps: { at: number; run: () => Promise<unknown> }[] = [];
    const ids: string[] = [];
    const seed = (index: number, from: number, then: { take?: number; call?: number; done?: number; junk?: number }) => {
      const content = personal(index);
      seeded.push(content);
      steps.push({ at: from, run: async () => (ids[index] = await received(content)) });
      if (then.take !== undefined) steps.push({ at: then.take, run: () => act('take', ids[index]!, 'awa') });
      if (then.call !== undefined) steps.push({ at: then.call, run: () => record(ids[index]!, { result: index === 2 ? 'no-answer' : 'called' }) });
      if (then.done !== undefined) steps.push({ at: then.done, run: () => act('done', ids[index]!, 'awa') });
      if (then.junk !== undefined) steps.push({ at: then.junk, run: () => act('junk', ids[index]!, 'paul') });
    };
    // Taken after 4, 6, 20, 90 and 10 minutes of open hours; the third came at 21 h 50 and was taken at 7 h 10 the
    // next morning: 10 minutes before the closing, 10 after the opening (not 9 h 20 by the clock).
    seed(0, at(monday, 9), { take: at(monday, 9, 4), call: at(monday, 9, 10), done: at(monday, 9, 30) });
    seed(1, at(monday, 10), { take: at(monday, 10, 6), call: at(monday, 10, 15) });
    seed(2, at(monday, 21, 50), { take: at(tuesday, 7, 10), call: at(tuesday, 7, 20) });
    seed(3, at(tuesday, 11), { take: at(tuesday, 12, 30) });
    seed(4, at(tuesday, 13), { take: at(tuesday, 13, 10), done: at(tuesday, 13, 40) });
    // Junk, and one nobody has taken yet, waiting since 15 h.
    seed(5, at(tuesday, 14), { junk: at(tuesday, 14, 5) });
    seed(6, at(tuesday, 15), {});
    for (const step of steps.sort((a, b) => a.at - b.at)) {
      await moveClock(step.at);
      await step.run();
    }
    await moveClock(at(tuesday, 16, 30));
    await settled();

    const csv = await inboxCall(INBOX_PATHS.reportCsv);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="rapport-${tuesday}.csv"`);
    // A UTF-8 BOM first, for Excel to read it as UTF-8 (issue 83); Response.text() decodes it away.
    const bytes = new Uint8Array(await csv.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = readCsv(await csv.text());
    const week = rows.find((row) => row.partie === 'semaine' && row['clé'] === monday);
    // Times to take: 4, 6, 10, 20, 90 → median 10; 90th percentile at rank 0.9 × 4 = 3.6, 20 + 0.6 × (90 − 20) = 62.
    // First calls: 10, 15, 30 → median 15; rank 1.8, 15 + 0.8 × 15 = 27. More than an hour: the one taken after 90
    // minutes, and the one still waiting (90 minutes at 16 h 30).
    expect(week).toEqual({
      partie: 'semaine',
      clé: monday,
      Reçues: '7',
      Prises: '5',
      Traitées: '2',
      Indésirables: '1',
      'Prise\u00A0: délai médian (min)': '10',
      'Prise\u00A0: 9 sur 10 en moins de (min)': '62',
      '1er appel\u00A0: délai médian (min)': '15',
      '1er appel\u00A0: 9 sur 10 en moins de (min)': '27',
      'Plus d’une heure d’attente': '2',
      // No visit agreed in that week, none held (issues 77, 83's columns: worker/visits-report.ts); no attendance.
      'Rendez-vous fixés [semaine où ils ont été fixés]': '0',
      'Annulés depuis [semaine où ils ont été fixés]': '0',
      'Confirmation reçue par WhatsApp [semaine où ils ont été fixés]': '0',
      'Confirmation reçue par SMS [semaine où ils ont été fixés]': '0',
      'Confirmation non reçue [semaine où ils ont été fixés]': '0',
      'Rendez-vous du jour [semaine du rendez-vous]': '0',
      'Rappel de la veille reçu [semaine du rendez-vous]': '0',
      '«\u00A0Je serai là\u00A0» [semaine du rendez-vous]': '0',
      'Changement demandé [semaine du rendez-vous]': '0',
      'Venu [semaine du rendez-vous]': '0',
      'Absent [semaine du rendez-vous]': '0',
      'Assiduité, venus ÷ (venus + absents) (%) [semaine du rendez-vous]': '',
    });
    // The same rows by weekday and by hour: 7 and 24 lines, adding up to the five weeks'.
    const weekdays = rows.filter((row) => row.partie === 'jour');
    const hours = rows.filter((row) => row.partie === 'heure');
    expect(weekdays).toHaveLength(WEEKDAYS.length);
    expect(hours).toHaveLength(24);
    const sum = (lines: Record<string, string>[]) => lines.reduce((total, row) => total + Number(row['Reçues']), 0);
    expect(sum(weekdays)).toBe(sum(rows.filter((row) => row.partie === 'semaine')));
    expect(sum(hours)).toBe(sum(weekdays));

    // The page says the same, this week first.
    const page = await (await inboxCall(INBOX_PATHS.report)).text();
    expect(page).toContain('<h1>Rapport du centre</h1>');
    expect(page).toMatch(/<th scope="row">Prise\u00A0: délai médian \(min\)<\/th><td class="this-week">10<\/td>/);
    expect(page).toMatch(/<th scope="row">Prise\u00A0: 9 sur 10 en moins de \(min\)<\/th><td class="this-week">62<\/td>/);
    expect(page).toContain('comptés dans les heures d’ouverture du centre');
  });

  it('is for staff alone, and holds nothing personal, nor does its CSV', async () => {
    const typed = seeded.flatMap((content) => [content.reference, content.values.fullName, content.values.phone, content.values.email, content.values.message, content.values.serviceType]);
    const staffNames = [STAFF.awa.name, STAFF.awa.email, STAFF.paul.name, STAFF.paul.email];
    expect(typed.length).toBeGreaterThan(0);
    for (const path of [INBOX_PATHS.report, INBOX_PATHS.reportCsv, `${INBOX_PATHS.report}?lang=en`]) {
      const shown = await (await inboxCall(path)).text();
      expect(shown.length, path).toBeGreaterThan(500);
      for (const secret of [...typed, ...staffNames, ...seeded.map((_, index) => `onana${index}`)]) expect(shown, `${path}: ${secret}`).not.toContain(secret);
      const refusals = {
        'no token': await inboxCall(path, { as: null }),
        'another audience': await inboxCall(path, { as: { email: STAFF.awa.email, options: { audience: 'another-application' } } }),
        'signed in, not staff': await inboxCall(path, { as: { email: STRANGER_EMAIL } }),
      };
      for (const [how, response] of Object.entries(refusals)) {
        const text = await response.text();
        expect(response.status, `${path}, ${how}`).toBe(403);
        expect(text, `${path}, ${how}`).not.toMatch(/Reçues|Received|\d+,\d+,\d+/);
        for (const secret of [...typed, ...staffNames]) expect(text, `${path}, ${how}: ${secret}`).not.toContain(secret);
      }
    }
    expect(monday).not.toBe('');
  });
});

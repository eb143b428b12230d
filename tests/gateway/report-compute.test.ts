import { describe, expect, it } from 'vitest';
import { doualaInstant } from '@/lib/douala-date';
import { computeReport, reportStart, type RequestFacts } from '../../gateway/src/report/compute';
import { reportCsv } from '../../gateway/src/report/csv';
import { renderReportPage } from '../../gateway/src/report/render';
import { CENTRE_DAYS } from '../site/centre-days';
import { readPage, textIn } from './inbox-page';

/*
 * The centre's report (gateway/src/report/compute.ts), pure: known requests at known times on the shipped hours
 * (Monday–Friday 8 h – 18 h, Saturday 9 h – 14 h, Christmas closed), the answers worked out by hand. Now is Thursday
 * 26 November 2026, 16 h in Yaoundé: this week began on Monday 23, the report's on Monday 26 October.
 */

const at = (day: string, hours: number, minutes = 0) => doualaInstant(day, hours * 60 + minutes);
const NOW = at('2026-11-26', 16);
const MIN = 60_000;

const facts: RequestFacts[] = [
  // This week: taken after 5, 15 and (Friday 17 h 50 → Monday 8 h 10) 20 minutes of open hours; called after 10 and 30.
  { receivedAt: at('2026-11-23', 9), takenAt: at('2026-11-23', 9, 5), calledAt: at('2026-11-23', 9, 10), doneAt: at('2026-11-23', 10) },
  { receivedAt: at('2026-11-24', 14), takenAt: at('2026-11-24', 14, 15), calledAt: at('2026-11-24', 14, 30) },
  // Tuesday 17 h 30, taken Wednesday 9 h 10: 30 + 70 = 100 minutes, more than an hour.
  { receivedAt: at('2026-11-24', 17, 30), takenAt: at('2026-11-25', 9, 10) },
  // Still waiting since 14 h 30 today: 90 minutes at 16 h.
  { receivedAt: at('2026-11-26', 14, 30) },
  // Last week: Friday 17 h 50, taken Monday 8 h 10.
  { receivedAt: at('2026-11-20', 17, 50), takenAt: at('2026-11-23', 8, 10), doneAt: at('2026-11-23', 9) },
  // Before the five weeks: not counted.
  { receivedAt: at('2026-10-25', 10), takenAt: at('2026-10-25', 10, 5) },
];

const report = computeReport({ facts, junk: [{ at: at('2026-11-25', 3), count: 2 }], toCheck: 40, days: CENTRE_DAYS, now: NOW });

describe('the report’s weeks', () => {
  it('this week first, then the four before, each from its Monday', () => {
    expect(report.weeks.map((week) => week.monday)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09', '2026-11-02', '2026-10-26']);
    expect(reportStart(NOW)).toBe(at('2026-10-26', 0));
  });

  it('counts and times of this week, in open hours: medians and 90th percentiles worked out by hand', () => {
    const [week] = report.weeks;
    // Received: 4 families and 2 junk; the 40 still « À vérifier » said apart, counted once taken or marked junk.
    expect({ received: week!.received, taken: week!.taken, done: week!.done, junk: week!.junk, waitedOverHour: week!.waitedOverHour }).toEqual({ received: 6, taken: 3, done: 1, junk: 2, waitedOverHour: 2 });
    expect(report.toCheck).toBe(40);
    // To take: 5, 15, 100 → median 15; rank 1.8 → 15 + 0.8 × 85 = 83. First call: 10, 30 → 20; 10 + 0.9 × 20 = 28.
    expect(week!.toTake).toEqual({ count: 3, median: 15 * MIN, p90: 83 * MIN });
    expect(week!.toCall).toEqual({ count: 2, median: 20 * MIN, p90: 28 * MIN });
  });

  it('the nights and the Sunday count nothing: Friday 17 h 50 to Monday 8 h 10 is 10 minutes, Saturday’s five hours, 10 minutes', () => {
    expect(report.weeks[1]).toMatchObject({ received: 1, taken: 1, done: 1, toTake: { count: 1, median: 320 * MIN } });
  });

  it('without the centre’s hours, by the clock, and says so', () => {
    const clock = computeReport({ facts, junk: [], toCheck: 0, days: null, now: NOW });
    expect(clock.openHours).toBe(false);
    expect(clock.weeks[1]!.toTake.median).toBe((2 * 24 * 60 + 14 * 60 + 20) * MIN);
  });
});

describe('by weekday and by hour of the day', () => {
  it('places each request where it came in, over the five weeks', () => {
    const byDay = Object.fromEntries(report.weekdays.map((day) => [day.weekday, day.received]));
    expect(byDay).toEqual({ Monday: 1, Tuesday: 2, Wednesday: 2, Thursday: 1, Friday: 1, Saturday: 0, Sunday: 0 });
    expect(report.hours.filter((hour) => hour.received > 0).map((hour) => [hour.hour, hour.received])).toEqual([
      [3, 2],
      [9, 1],
      [14, 2],
      [17, 2],
    ]);
    // Came at 17 h: taken after 100 and 320 minutes.
    expect(report.hours[17]!.toTake.median).toBe(210 * MIN);
  });
});

describe('the page and its CSV', () => {
  it('draws the three tables at a glance, this week shaded, a bar an hour', () => {
    const page = readPage(renderReportPage({ locale: 'fr', report: { ...report, source: 'site' } }));
    const cells = (row: (typeof page.elements)[number]) => row.childNodes.filter((node) => node.nodeName === 'th' || node.nodeName === 'td').map((cell) => textIn(cell).trim());
    const weeks = page.within('weeks', 'tr').map((row) => cells(row).join(' '));
    expect(weeks[0]).toBe('Semaine du 23/11 16/11 09/11 02/11 26/10');
    expect(weeks).toContain('Reçues 6 1 0 0 0');
    expect(weeks).toContain('Prise\u00A0: délai médian (min) 15 320 — — —');
    expect(weeks).toContain('Prise\u00A0: 9 sur 10 en moins de (min) 83 320 — — —');
    // The weeks' table (a header and nine rows), its visits' agreements (a header and five) and the visits held (a
    // header and seven: four counts, a result each, the attendance): issues 77, 83.
    expect(page.byClass('this-week')).toHaveLength(10 + 6 + 8);
    const bars = page.elements.filter((element) => element.tagName === 'rect').map((element) => element.attrs.find((one) => one.name === 'width')?.value);
    expect(bars).toEqual(['100', '50', '100', '100']);
    expect(page.text).toContain('40 demandes attendent dans «\u00A0À vérifier\u00A0»');
  });

  it('the same rows as CSV, in whole minutes, with nothing but counts and times; for French Excel and LibreOffice: `;` between cells, a UTF-8 BOM', () => {
    const csv = reportCsv({ ...report, source: 'site' }, 'en');
    // Excel reads a file without a BOM as the computer's code page (« RÃ©ception »), and splits on `;` where the list separator is French.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 5 + 7 + 24);
    // Each visit's column says the week it counts in: the week agreed, or the week of the appointment's day.
    expect(lines[0]).toBe(
      'section;key;Received;Taken;Done;Junk;Taken: median time (min);Taken: 9 in 10 within (min);First call: median time (min);First call: 9 in 10 within (min);Waited more than an hour;' +
        'Appointments agreed [week agreed];Cancelled since [week agreed];Confirmation received by WhatsApp [week agreed];Confirmation received by SMS [week agreed];Confirmation not received [week agreed];' +
        'Appointments that day [week of the appointment];Reminder the day before received [week of the appointment];“I’ll be there” [week of the appointment];Change asked [week of the appointment];Came [week of the appointment];Did not come [week of the appointment];Attendance, came ÷ (came + did not come) (%) [week of the appointment]',
    );
    // A week's line with its visits (none in these facts: no attendance); a weekday's and an hour's without.
    expect(lines[1]).toBe('week;2026-11-23;6;3;1;2;15;83;20;28;2;0;0;0;0;0;0;0;0;0;0;0;');
    // Tuesday: taken after 15 and 100 minutes (median 57.5, 90th percentile 91.5, in whole minutes); called after 30.
    expect(lines).toContain('day;Tuesday;2;2;0;0;58;92;30;30;1;;;;;;;;;;;;');
    expect(lines).toContain('day;Wednesday;2;0;0;2;;;;;0;;;;;;;;;;;;');
    expect(lines).toContain('hour;03:00;2;0;0;2;;;;;0;;;;;;;;;;;;');
    // In French, its headers as the page says them; a cell with the separator in it quoted.
    const french = reportCsv({ ...report, source: 'site' }, 'fr').slice(1).split('\r\n')[0]!.split(';');
    expect(french).toContain('Rendez-vous fixés [semaine où ils ont été fixés]');
    expect(french).toContain('Venu [semaine du rendez-vous]');
    expect(french).toContain('Assiduité, venus ÷ (venus + absents) (%) [semaine du rendez-vous]');
  });
});

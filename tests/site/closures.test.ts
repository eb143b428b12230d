import { describe, expect, it } from 'vitest';
import { closedDays } from '@/content/closures';
import { site } from '@/content/site';
import { addDays } from '@/lib/douala-date';
import { easterSunday, estimatedLunar, knownHolidays, sundayHolidays, undatedFeasts } from '@/lib/holidays';
import { closureNotices } from '@/site/closure-notice';
import { perLocale } from '@/lib/i18n';

/*
 * The days the centre is closed: Cameroon's public holidays known every year, the lunar feasts staff
 * date, the closures they enter, and « Fermé le … »: a closure staff entered from the build that carries it,
 * for every day the form offers, a holiday from a week before, in both languages.
 */

describe('the public holidays the site knows every year', () => {
  it('computes Easter, and Good Friday and Ascension from it', () => {
    expect([2025, 2026, 2027].map(easterSunday)).toEqual(['2025-04-20', '2026-04-05', '2027-03-28']);
    const days = knownHolidays(2026).map(({ id, date }) => `${date} ${id}`);
    expect(days).toEqual(
      expect.arrayContaining(['2026-01-01 new-year', '2026-02-11 youth-day', '2026-04-03 good-friday', '2026-05-14 ascension', '2026-05-20 national-day', '2026-12-25 christmas']),
    );
  });

  it('leaves Easter Monday open, which is no public holiday in Cameroon, unless staff date it the year it is declared', () => {
    const centre = { closures: [], holidays: { feasts: [], worked: [] } };
    expect(closedDays(centre, '2026-01-10').map(({ from }) => from)).not.toContain('2026-04-06');
    const declared = closedDays({ ...centre, holidays: { feasts: [{ feast: 'easter-monday' as const, date: '2026-04-06' }], worked: [] } }, '2026-01-10');
    expect(declared.find(({ from }) => from === '2026-04-06')).toMatchObject({ to: '2026-04-06', reason: { fr: 'Lundi de Pâques', en: 'Easter Monday' }, emergencyLine: true });
    // Never asked for: the build warns of the lunar feasts alone.
    expect(undatedFeasts('2026-03-20', []).map(({ feast }) => feast)).not.toContain('easter-monday');
  });

  it('finds Easter on the day the churches keep it, in every century the computus treats apart, earliest and latest included', () => {
    const kept = {
      1818: '1818-03-22', 1943: '1943-04-25', 1954: '1954-04-18', 2000: '2000-04-23', 2008: '2008-03-23', 2011: '2011-04-24',
      2019: '2019-04-21', 2024: '2024-03-31', 2028: '2028-04-16', 2029: '2029-04-01', 2030: '2030-04-21', 2031: '2031-04-13',
      2032: '2032-03-28', 2033: '2033-04-17', 2034: '2034-04-09', 2035: '2035-03-25', 2038: '2038-04-25', 2049: '2049-04-18',
      2100: '2100-03-28', 2285: '2285-03-22',
    };
    const computed = Object.fromEntries(Object.keys(kept).map((year) => [year, easterSunday(Number(year))]));
    expect(computed).toEqual(kept);
  });

  it('lists the year\'s holidays in the order of the year, Good Friday and Ascension among the fixed ones', () => {
    for (const year of [2026, 2027, 2038]) {
      const dates = knownHolidays(year).map(({ date }) => date);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('estimates the lunar feasts within two days of the days Cameroon kept, year after year', () => {
    const within = (estimate: string, kept: string) => Math.abs(Date.parse(estimate) - Date.parse(kept)) / 86_400_000;
    // Each year's end of Ramadan and Tabaski, from 2019 to 2026: an error that grows by the year shows over eight.
    const kept = {
      'eid-al-fitr': ['2019-06-04', '2020-05-24', '2021-05-13', '2022-05-02', '2023-04-21', '2024-04-10', '2025-03-30', '2026-03-20'],
      tabaski: ['2019-08-11', '2020-07-31', '2021-07-20', '2022-07-09', '2023-06-28', '2024-06-16', '2025-06-06', '2026-05-27'],
    } as const;
    for (const [feast, days] of Object.entries(kept) as [keyof typeof kept, readonly string[]][]) {
      for (const day of days) expect(within(estimatedLunar(feast, `${day.slice(0, 4)}-01-01`), day), `${feast} ${day}`).toBeLessThanOrEqual(2);
    }
  });

  it('estimates a feast asked on its very day as that day, not next year\'s', () => {
    const around = estimatedLunar('tabaski', '2027-01-01');
    expect(estimatedLunar('tabaski', around)).toBe(around);
  });

  it('takes a date staff gave another feast, even on the same days, as no date of this one', () => {
    const around = estimatedLunar('eid-al-fitr', '2027-01-01');
    // Easter Monday declared on the very day of the end of Ramadan's estimate.
    expect(undatedFeasts(addDays(around, -10), [{ feast: 'easter-monday', date: around }])).toEqual([{ feast: 'eid-al-fitr', around }]);
  });

  it('still warns of a feast whose estimate passed two days ago (announced days come a day or two after)', () => {
    const around = estimatedLunar('eid-al-fitr', '2027-01-01');
    expect(undatedFeasts(addDays(around, 2), [])).toEqual([{ feast: 'eid-al-fitr', around }]);
  });

  it('warns a month before a lunar feast without a date, not before, and not once it is dated', () => {
    const around = estimatedLunar('eid-al-fitr', '2027-01-01');
    expect(undatedFeasts(addDays(around, -32), [])).toEqual([]);
    expect(undatedFeasts(addDays(around, -31), [])).toEqual([{ feast: 'eid-al-fitr', around }]);
    expect(undatedFeasts(addDays(around, -10), [{ feast: 'eid-al-fitr', date: addDays(around, 1) }])).toEqual([]);
    // A date of last year's feast does not date this year's.
    expect(undatedFeasts(addDays(around, -10), [{ feast: 'eid-al-fitr', date: addDays(around, -354) }])).toHaveLength(1);
  });
});

describe('a public holiday on a Sunday: the build reminds staff of the Monday', () => {
  // 15 August 2027, Assumption, is a Sunday; whether Monday 16 August is off, the government announces.
  const holidays = knownHolidays(2027);
  const reminded = (today: string, closures: { from: string; to: string }[] = []) => sundayHolidays(today, holidays, closures).map(({ id, date }) => `${id} ${date}`);

  it('from a month before the Sunday to the Sunday itself, not a day before nor after', () => {
    expect(reminded('2027-07-14')).toEqual([]);
    expect(reminded('2027-07-15')).toEqual(['assumption 2027-08-15']);
    expect(reminded('2027-08-15')).toEqual(['assumption 2027-08-15']);
    expect(reminded('2027-08-16')).toEqual([]);
  });

  it('no more once a closure covers the Monday, alone or in a longer one; one on the Sunday alone does not', () => {
    expect(reminded('2027-08-01', [{ from: '2027-08-16', to: '2027-08-16' }])).toEqual([]);
    expect(reminded('2027-08-01', [{ from: '2027-08-14', to: '2027-08-17' }])).toEqual([]);
    expect(reminded('2027-08-01', [{ from: '2027-08-15', to: '2027-08-15' }])).toEqual(['assumption 2027-08-15']);
  });

  it('never for a holiday on another day (Christmas 2027 is a Saturday), nor for Easter itself, which is no holiday here', () => {
    expect(reminded('2027-12-01')).toEqual([]);
    expect(reminded('2027-03-01')).toEqual([]);
  });
});

describe('the days closed, as pages read them', () => {
  const reason = { fr: 'Inventaire annuel', en: 'Annual stocktaking' };

  it('joins staff’s closures and the holidays, less those worked, from the build’s day on, in order', () => {
    const days = closedDays(
      {
        closures: [{ from: '2026-12-28', to: '2026-12-30', reason, emergencyLine: false }],
        holidays: { feasts: [{ feast: 'eid-al-fitr', date: '2027-03-10' }], worked: ['2027-01-01'] },
      },
      '2026-12-20',
    );
    expect(days.slice(0, 3).map(({ from, to, reason: why, emergencyLine }) => [from, to, why.fr, emergencyLine])).toEqual([
      ['2026-12-25', '2026-12-25', 'Noël', true],
      ['2026-12-28', '2026-12-30', 'Inventaire annuel', false],
      ['2027-02-11', '2027-02-11', 'Fête de la Jeunesse', true],
    ]);
    expect(days.find((day) => day.from === '2027-03-10')?.reason.en).toBe('End of Ramadan');
    expect(days.every((day) => day.to >= '2026-12-20')).toBe(true);
  });

  it('announces a public holiday from a week before, not eight days before, in both languages', () => {
    // The next holiday as the shipped content makes it (the site knows them every year).
    const next = site.fr.closures.find((closure) => closure.holiday)!;
    const englishReason = site.en.closures.find((closure) => closure.from === next.from)!.reason;
    const week = addDays(next.from, -7);
    const shown = closureNotices('fr', week).find((notice) => notice.from === next.from);
    expect(shown?.closed).toMatch(new RegExp(`^Fermé (le|du) .*\\(${next.reason}\\)\\.$`));
    expect(shown?.emergency).toBe(next.emergencyLine ? `La ligne d'urgence répond\u00A0: ${site.fr.phones.emergency.display}.` : "La ligne d'urgence ne répond pas non plus.");
    expect(closureNotices('en', week).find((notice) => notice.from === next.from)?.closed).toMatch(new RegExp(`^Closed (on|from) .*\\(${englishReason}\\)\\.$`));
    const before = closureNotices('fr', addDays(next.from, -8));
    expect(before.map((notice) => notice.from)).not.toContain(next.from);
  });

  it('announces a closure staff entered from the build that carries it, for every day the form offers, until the day after it', () => {
    const entered = (from: string, to = from) => ({ from, to, reason: { fr: 'inventaire', en: 'stocktaking' }, emergencyLine: false });
    const days = (today: string) =>
      closedDays({ closures: [entered('2027-01-02'), entered('2027-12-20'), entered('2027-12-21')], holidays: { feasts: [], worked: [] } }, today);
    const shown = (locale: 'fr' | 'en', today: string) =>
      closureNotices(locale, today, perLocale(days(today))[locale]).map((notice) => `${notice.closed} ${notice.emergency}`);
    // Built on 20 December 2026: 2 January 2027 is said, with its year, beside Christmas (a week ahead) and a
    // closure a year ahead; a day past the form's last day is not. New Year's Day, 12 days ahead, is not yet.
    expect(shown('fr', '2026-12-20')).toEqual([
      "Fermé le 25 décembre (Noël). La ligne d'urgence répond\u00A0: " + site.fr.phones.emergency.display + '.',
      "Fermé le 2 janvier 2027 (inventaire). La ligne d'urgence ne répond pas non plus.",
      "Fermé le 20 décembre 2027 (inventaire). La ligne d'urgence ne répond pas non plus.",
    ]);
    expect(shown('en', '2026-12-20')[1]).toBe('Closed on 2 January 2027 (stocktaking). The emergency line does not answer either.');
    // On its day still, the day after no more.
    expect(shown('fr', '2027-01-02')[0]).toBe("Fermé le 2 janvier (inventaire). La ligne d'urgence ne répond pas non plus.");
    expect(shown('fr', '2027-01-03').some((line) => line.includes('2 janvier'))).toBe(false);
  });

  it('writes a closure of several days as a range', () => {
    const days = closedDays({ closures: [{ from: '2027-08-02', to: '2027-08-06', reason, emergencyLine: true }], holidays: { feasts: [], worked: [] } }, '2027-07-30');
    expect(days[0]).toEqual({ from: '2027-08-02', to: '2027-08-06', reason, emergencyLine: true });
  });
});

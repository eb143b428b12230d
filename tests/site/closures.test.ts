import { describe, expect, it } from 'vitest';
import { closedDays } from '@/content/closures';
import { site } from '@/content/site';
import { addDays } from '@/lib/douala-date';
import { easterSunday, estimatedLunar, knownHolidays, undatedFeasts } from '@/lib/holidays';
import { closureNotices } from '@/site/closure-notice';

/*
 * The days the centre is closed: Cameroon's public holidays known every year, the lunar feasts staff
 * date, the closures they enter, and « Fermé le … » from a week before, in both languages.
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

  it('estimates the lunar feasts within two days of the days Cameroon kept', () => {
    // The end of Ramadan on 30 March 2025 and 20 March 2026, Tabaski on 6 June 2025 and 27 May 2026.
    const within = (estimate: string, kept: string) => Math.abs(Date.parse(estimate) - Date.parse(kept)) / 86_400_000;
    expect(within(estimatedLunar('eid-al-fitr', '2025-01-01'), '2025-03-30')).toBeLessThanOrEqual(2);
    expect(within(estimatedLunar('eid-al-fitr', '2026-01-01'), '2026-03-20')).toBeLessThanOrEqual(2);
    expect(within(estimatedLunar('tabaski', '2025-01-01'), '2025-06-06')).toBeLessThanOrEqual(2);
    expect(within(estimatedLunar('tabaski', '2026-01-01'), '2026-05-27')).toBeLessThanOrEqual(2);
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

  it('announces a closure from a week before, not eight days before, in both languages', () => {
    // The next closure as the shipped content makes it (a holiday at least: the site knows them every year).
    const next = site.fr.closures[0]!;
    const englishReason = site.en.closures[0]!.reason;
    const week = addDays(next.from, -7);
    const shown = closureNotices('fr', week);
    expect(shown[0]?.closed).toMatch(new RegExp(`^Fermé (le|du) .*\\(${next.reason}\\)\\.$`));
    expect(shown[0]?.emergency).toBe(next.emergencyLine ? `La ligne d'urgence répond\u00A0: ${site.fr.phones.emergency.display}.` : "La ligne d'urgence ne répond pas non plus.");
    expect(closureNotices('en', week)[0]?.closed).toMatch(new RegExp(`^Closed (on|from) .*\\(${englishReason}\\)\\.$`));
    const before = closureNotices('fr', addDays(next.from, -8));
    expect(before.map((notice) => notice.from)).not.toContain(next.from);
  });

  it('writes a closure of several days as a range', () => {
    const days = closedDays({ closures: [{ from: '2027-08-02', to: '2027-08-06', reason, emergencyLine: true }], holidays: { feasts: [], worked: [] } }, '2027-07-30');
    expect(days[0]).toEqual({ from: '2027-08-02', to: '2027-08-06', reason, emergencyLine: true });
  });
});

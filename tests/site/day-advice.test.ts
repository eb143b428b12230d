import { describe, expect, it } from 'vitest';
import { dayAdviceCopy } from '@/copy/request/day-advice';
import { adviceWords, chosenWords } from '@/lib/day-advice';
import { appointmentAdvice, type OpenDays } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import { CENTRE_DAYS as DAYS } from './centre-days';

/*
 * What the appointment form says beside its date and time when the centre takes no appointment then, in
 * both languages, from the rule (lib/hours.ts) through the words (copy/request/day-advice.ts): plainly,
 * with the next time and the button that chooses it, French with its no-break spaces.
 */

const EN: OpenDays = { ...DAYS, closures: [{ ...DAYS.closures[0]!, reason: 'Christmas Day' }, { ...DAYS.closures[1]!, reason: 'stocktaking' }] };
const NBSP = '\u00A0';
/** Written with ordinary spaces, to read: the checks below say where the no-break ones are. */
const plain = (text: string | null) => text?.replace(/\u00A0/g, ' ') ?? null;

function said(date: string, time: string | null, locale: Locale = 'fr', now?: { date: string; minutes: number }) {
  const advice = appointmentAdvice(date, time, locale === 'fr' ? DAYS : EN, now ? { now } : {});
  if (!advice || advice.open) throw new Error(`open on ${date} ${time}`);
  return adviceWords(date, advice, dayAdviceCopy[locale], locale);
}

describe('the advice beside « Date souhaitée » and « Heure souhaitée »', () => {
  it('a Sunday, a closure, a Saturday evening, in French: why, the next time, and the button', () => {
    const sunday = said('2027-01-03', '10:00');
    expect([sunday.why, plain(sunday.next), plain(sunday.choose)]).toEqual([
      'Le centre ne prend pas de rendez-vous le dimanche.',
      'Prochain créneau : lundi 4 janvier, de 8 h à 18 h.',
      'Choisir lundi 4 janvier à 8 h',
    ]);
    expect(plain(said('2027-01-02', '10:00').why)).toBe('Le samedi 2 janvier 2027, le centre est fermé (inventaire).');
    const evening = said('2026-12-05', '19:30');
    expect([plain(evening.why), plain(evening.choose)]).toEqual(['Le samedi, les rendez-vous vont de 9 h à 14 h.', 'Choisir lundi 7 décembre à 8 h']);
    expect(plain(said('2026-12-25', '10:00').why)).toBe('Le vendredi 25 décembre 2026 est un jour férié (Noël) : le centre est fermé.');
    expect(plain(said('2026-11-30', '10:00', 'fr', { date: '2026-11-30', minutes: 11 * 60 + 5 }).next)).toBe('Prochain créneau : lundi 30 novembre, de 11 h 30 à 18 h.');
  });

  it('the same in English, written as English writes it', () => {
    const sunday = said('2027-01-03', '10:00', 'en');
    expect([sunday.why, plain(sunday.next), plain(sunday.choose)]).toEqual([
      'The centre does not take appointments on Sundays.',
      'Next available: Monday 4 January, from 8:00 am to 6:00 pm.',
      'Choose Monday 4 January at 8:00 am',
    ]);
    expect(said('2027-01-02', '10:00', 'en').why).toBe('On Saturday 2 January 2027, the centre is closed (stocktaking).');
    expect(plain(said('2026-12-05', '19:30', 'en').why)).toBe('On Saturdays, appointments are from 9:00 am to 2:00 pm.');
    expect(said('2026-12-25', '10:00', 'en').why).toBe('Friday 25 December 2026 is a public holiday (Christmas Day): the centre is closed.');
    expect(plain(chosenWords({ date: '2027-01-04', time: '08:00' }, dayAdviceCopy.en, 'en'))).toBe('Done: Monday 4 January at 8:00 am.');
  });

  it('keeps French typography: a no-break space before « : » and inside the hours, none in English; never a time that wraps', () => {
    const sunday = said('2027-01-03', '10:00');
    expect(sunday.next).toBe(`Prochain créneau${NBSP}: lundi 4 janvier, de 8${NBSP}h à 18${NBSP}h.`);
    expect(chosenWords({ date: '2027-01-04', time: '08:00' }, dayAdviceCopy.fr, 'fr')).toBe(`C’est noté${NBSP}: lundi 4 janvier à 8${NBSP}h.`);
    expect(dayAdviceCopy.fr.still).toMatch(new RegExp(`demande${NBSP}: nous`));
    for (const text of Object.values(dayAdviceCopy.en)) expect(text).not.toMatch(/\s[:;!?]/);
    for (const text of Object.values(dayAdviceCopy.fr)) expect(text).not.toMatch(/ [:;!?]/);
  });

  it('names no next time when none is within the form’s days, and offers no button then', () => {
    const advice = appointmentAdvice('2027-01-03', '10:00', DAYS, { lastDay: '2027-01-03' });
    expect(advice && !advice.open && adviceWords('2027-01-03', advice, dayAdviceCopy.fr, 'fr')).toMatchObject({ next: null, choose: null });
  });
});

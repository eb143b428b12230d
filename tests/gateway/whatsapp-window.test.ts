import { describe, expect, it } from 'vitest';
import { SERVICE_WINDOW_MS, serviceWindow, windowWords } from '../../gateway/src/whatsapp/service-window';

/*
 * WhatsApp's customer-service window (issue 82.3): 24 hours from the family's last message, said in Yaoundé's time
 * (UTC+1 all year), in both languages, as the inbox writes a day.
 */

const nb = '\u00A0';
// Yaoundé's 14 h 32 on Saturday 28 November 2026 is 13:32 UTC.
const at = (iso: string) => Date.parse(iso);

describe('serviceWindow', () => {
  it('is open for 24 hours from the family\u2019s last message, closed at its last millisecond', () => {
    const last = at('2026-11-28T13:32:00Z');
    expect(serviceWindow(last, last)).toEqual({ open: true, closesAt: last + SERVICE_WINDOW_MS });
    expect(serviceWindow(last, last + SERVICE_WINDOW_MS - 1).open).toBe(true);
    expect(serviceWindow(last, last + SERVICE_WINDOW_MS).open).toBe(false);
  });

  it('is closed, with no end, when the family never wrote (or the time is not one)', () => {
    for (const none of [null, undefined, Number.NaN]) expect(serviceWindow(none, 0)).toEqual({ open: false, closesAt: null });
  });
});

describe('windowWords', () => {
  it('« jusqu\u2019à demain 14 h 32 » the minute after the family wrote; « 2:32 pm tomorrow »', () => {
    const last = at('2026-11-28T13:32:00Z');
    const window = serviceWindow(last, last + 60_000);
    expect(windowWords(window, last + 60_000, 'fr')).toBe(`Vous pouvez répondre jusqu’à demain 14${nb}h${nb}32.`);
    expect(windowWords(window, last + 60_000, 'en')).toBe(`You can reply until 2:32${nb}pm tomorrow.`);
  });

  it('« aujourd\u2019hui 9 h 05 » once Yaoundé\u2019s day has turned, whatever the UTC date', () => {
    // Written at 9 h 05 Yaoundé on the 28th (08:05 UTC); read at 0 h 30 Yaoundé on the 29th (23:30 UTC on the 28th).
    const last = at('2026-11-28T08:05:00Z');
    const now = at('2026-11-28T23:30:00Z');
    expect(windowWords(serviceWindow(last, now), now, 'fr')).toBe(`Vous pouvez répondre jusqu’à aujourd’hui 9${nb}h${nb}05.`);
    expect(windowWords(serviceWindow(last, now), now, 'en')).toBe(`You can reply until 9:05${nb}am today.`);
  });

  it('a window closing at midnight says « 0 h » of its day', () => {
    const last = at('2026-11-28T23:00:00Z');
    const now = last + 3_600_000;
    expect(windowWords(serviceWindow(last, now), now, 'fr')).toBe(`Vous pouvez répondre jusqu’à demain 0${nb}h.`);
  });

  it('closed: since when, and that only a template may leave', () => {
    const last = at('2026-11-27T13:32:00Z');
    const now = at('2026-11-28T18:00:00Z');
    expect(windowWords(serviceWindow(last, now), now, 'fr')).toBe(`La réponse libre est fermée depuis aujourd’hui 14${nb}h${nb}32${nb}: seul un modèle approuvé peut partir.`);
    const later = at('2026-11-29T09:00:00Z');
    expect(windowWords(serviceWindow(last, later), later, 'fr')).toBe(`La réponse libre est fermée depuis hier 14${nb}h${nb}32${nb}: seul un modèle approuvé peut partir.`);
    const week = at('2026-12-03T09:00:00Z');
    expect(windowWords(serviceWindow(last, week), week, 'fr')).toBe(`La réponse libre est fermée depuis le samedi 28${nb}novembre à 14${nb}h${nb}32${nb}: seul un modèle approuvé peut partir.`);
    expect(windowWords(serviceWindow(last, week), week, 'en')).toBe(`Free replies closed at 2:32${nb}pm on Saturday 28${nb}November: only an approved template can be sent.`);
  });

  it('never opened: the template only', () => {
    expect(windowWords(serviceWindow(null, 0), 0, 'fr')).toBe(`La famille n’a pas écrit sur WhatsApp${nb}: seul un modèle approuvé peut partir.`);
    expect(windowWords(serviceWindow(null, 0), 0, 'en')).toBe('The family has not written on WhatsApp: only an approved template can be sent.');
  });
});

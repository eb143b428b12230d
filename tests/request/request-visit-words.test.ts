import { describe, expect, it } from 'vitest';
import type { GatewayVisit, VisitCentre } from '@/lib/request';
import { VISIT_STATES } from '@/lib/request/gateway/protocol';
import { statusText } from '@/components/request/status/status-text';
import { visitCalendar } from '@/components/visit/visit-calendar';
import { visitLines, visitText, type ShownVisit } from '@/components/visit/visit-text';
import { sentStatusCopy } from '@/copy/request/status';
import { visitCopy } from '@/copy/request/visit';

/*
 * What a family reads of its visit (issue 77), in both languages: the headline of the visit's page, of the sending
 * device's confirmation and of the note (components/visit/visit-text.ts); the line about her call, which then no
 * longer repeats the day agreed (components/request/status/status-text.ts); the calendar file's words.
 */

const nbsp = '\u00A0';
const T0 = Date.UTC(2026, 10, 30, 9, 12); // 10 h 12 in Yaoundé
const atHome: ShownVisit = { revision: 1, date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', state: 'booked', with: 'Awa' };
const centre: VisitCentre = {
  name: 'Aide & Vie',
  address: 'Centre Aide & Vie, Rue 1, Bastos, Yaoundé',
  phone: { label: 'Accueil', display: `+237${nbsp}6${nbsp}00`, e164: '+237600' },
  whatsapp: 'https://wa.me/237600',
  host: 'aide-et-vie.cm',
};

/** The file's lines, unfolded. */
const lines = (file: string) => file.replace(/\r\n /g, '').split('\r\n');
/** A property of the event (not of the time zone's block, which has its own DTSTART). */
const field = (file: string, name: string) => {
  const event = lines(file);
  return event.slice(event.indexOf('BEGIN:VEVENT')).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
};

describe('a visit in words (components/visit/visit-text.ts)', () => {
  it('heads the page with the day as the inbox writes it, the time, where and who, French spaced as French is', () => {
    expect(visitLines(atHome, visitCopy.fr, 'fr')).toEqual({ headline: `Votre rendez-vous${nbsp}: mardi 1er décembre à 11${nbsp}h, à domicile (Bastos), avec Awa.`, was: null });
    expect(visitLines(atHome, visitCopy.en, 'en').headline).toBe(`Your appointment: Tuesday 1 December at 11:00${nbsp}am, at home (Bastos), with Awa.`);
    const fromTheLink: ShownVisit = { revision: 1, date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', state: 'booked' };
    expect(visitLines({ ...fromTheLink, place: 'centre', district: undefined, time: '09:30' }, visitCopy.fr, 'fr').headline).toBe(`Votre rendez-vous${nbsp}: mardi 1er décembre à 9${nbsp}h${nbsp}30, au centre.`);
    expect(visitLines({ ...fromTheLink, place: 'centre', time: '14:00' }, visitCopy.en, 'en').headline).toBe(`Your appointment: Tuesday 1 December at 2:00${nbsp}pm, at the centre.`);
    expect(visitLines({ ...atHome, district: undefined }, visitCopy.fr, 'fr').headline).toBe(`Votre rendez-vous${nbsp}: mardi 1er décembre à 11${nbsp}h, à domicile, avec Awa.`);
  });

  it('says first that a visit is no longer to come, then when and where it was: cancelled, attended, missed', () => {
    expect(visitLines({ ...atHome, state: 'cancelled' }, visitCopy.fr, 'fr')).toEqual({
      headline: 'Ce rendez-vous a été annulé. Appelez-nous pour en fixer un autre.',
      was: `Il était prévu mardi 1er décembre à 11${nbsp}h, à domicile (Bastos), avec Awa.`,
    });
    expect(visitText({ ...atHome, state: 'missed' }, visitCopy.en, 'en')).toBe(
      `This appointment could not take place. Call us to arrange another one. It was planned for Tuesday 1 December at 11:00${nbsp}am, at home (Bastos), with Awa.`,
    );
    for (const state of VISIT_STATES) {
      for (const locale of ['fr', 'en'] as const) {
        const text = visitText({ ...atHome, state }, visitCopy[locale], locale);
        expect(text, `${state} ${locale}`).toMatch(locale === 'fr' ? /1er décembre/ : /1 December/);
        expect(text).not.toMatch(/\{|\}/);
      }
    }
  });
});

describe('her call’s line once there is a visit (components/request/status/status-text.ts)', () => {
  const visit: GatewayVisit = { ...atHome, token: 'q3Vb7yK1pZr0Lm9sT2wXcA' };
  const called = { kind: 'called' as const, at: T0 + 8 * 60_000, appointment: { date: '2026-12-01', time: '11:00' } };
  const base = { id: 'r-1', reference: 'AV-7K3Q', kind: 'appointment' as const, by: 'Awa', since: T0, outcome: called };

  it('no longer repeats the day agreed, which the visit heads: the family reads one time, not two', () => {
    expect(statusText({ ...base, state: 'taken', visit }, sentStatusCopy.fr, 'fr', T0 + 60 * 60_000)).toBe(`Awa vous a téléphoné à 10${nbsp}h${nbsp}20.`);
    expect(statusText({ ...base, state: 'done', visit }, sentStatusCopy.en, 'en', T0 + 60 * 60_000)).toBe(`Awa dealt with your request at 10:12${nbsp}am.`);
    // Without a visit (an older gateway), the day agreed is still said.
    expect(statusText({ ...base, state: 'taken' }, sentStatusCopy.fr, 'fr', T0 + 60 * 60_000)).toBe(`Awa vous a téléphoné à 10${nbsp}h${nbsp}20. Votre rendez-vous${nbsp}: mardi 1er décembre à 11${nbsp}h.`);
  });
});

describe('the visit’s calendar file in the page’s language (components/visit/visit-calendar.ts)', () => {
  it('names the centre, where, the reference and the phone to change it; never the service; the same event however often it moves', () => {
    const fr = visitCalendar({ visit: atHome, reference: 'AV-7K3Q', centre, words: visitCopy.fr, now: T0 });
    expect(fr.name).toBe('rendez-vous-AV-7K3Q.ics');
    expect(field(fr.file, 'SUMMARY')).toBe('SUMMARY:Rendez-vous – Aide & Vie');
    expect(field(fr.file, 'LOCATION')).toBe('LOCATION:À domicile (Bastos)');
    expect(field(fr.file, 'DESCRIPTION')).toBe(`DESCRIPTION:Référence${nbsp}: AV-7K3Q. Pour changer ou pour une question${nbsp}: +237${nbsp}6${nbsp}00.`);
    expect(field(fr.file, 'UID')).toBe('UID:AV-7K3Q@aide-et-vie.cm');
    expect(field(fr.file, 'DTSTART')).toBe('DTSTART;TZID=Africa/Douala:20261201T110000');
    const en = visitCalendar({ visit: { ...atHome, place: 'centre', revision: 3 }, reference: 'AV-7K3Q', centre, words: visitCopy.en, now: T0 });
    expect(en.name).toBe('appointment-AV-7K3Q.ics');
    expect(field(en.file, 'SUMMARY')).toBe('SUMMARY:Appointment – Aide & Vie');
    expect(field(en.file, 'LOCATION')).toBe('LOCATION:Centre Aide & Vie\\, Rue 1\\, Bastos\\, Yaoundé');
    expect(field(en.file, 'SEQUENCE')).toBe('SEQUENCE:2');
    expect(field(en.file, 'UID')).toBe(field(fr.file, 'UID'));
    expect(en.file).not.toMatch(/q3Vb7yK1pZr0Lm9sT2wXcA|Awa/);
  });
});

import { describe, expect, it } from 'vitest';
import type { GatewayVisit, VisitCentre } from '@/lib/request';
import { VISIT_STATES } from '@/lib/request/gateway/protocol';
import { statusText } from '@/components/request/status/status-text';
import { visitCalendar } from '@/components/visit/visit-calendar';
import { visitLines, visitText, type ShownVisit } from '@/components/visit/visit-text';
import { visitStart } from '@/lib/request/visit/phase';
import { shownOf, withView } from '@/lib/request/visit';
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
/** Before the visit's hour (1 December, 11 h in Yaoundé): to come. */
const BEFORE = T0;
const centre: VisitCentre = {
  name: 'Aide & Vie',
  address: 'Centre Aide & Vie, Rue 1, Bastos, Yaoundé',
  phone: { label: 'Accueil', display: `+237${nbsp}6${nbsp}00`, e164: '+237600' },
  whatsapp: 'https://wa.me/237600',
  host: 'aide-et-vie.cm',
  email: 'contact@aide-et-vie.cm',
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
    expect(visitLines(atHome, visitCopy.fr, 'fr', BEFORE)).toEqual({ phase: 'upcoming', headline: `Votre rendez-vous${nbsp}: mardi 1er décembre à 11${nbsp}h, à domicile (Bastos), avec Awa.`, was: null });
    expect(visitLines(atHome, visitCopy.en, 'en', BEFORE).headline).toBe(`Your appointment: Tuesday 1 December at 11:00${nbsp}am, at home (Bastos), with Awa.`);
    const fromTheLink: ShownVisit = { revision: 1, date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', state: 'booked' };
    expect(visitLines({ ...fromTheLink, place: 'centre', district: undefined, time: '09:30' }, visitCopy.fr, 'fr', BEFORE).headline).toBe(`Votre rendez-vous${nbsp}: mardi 1er décembre à 9${nbsp}h${nbsp}30, au centre.`);
    expect(visitLines({ ...fromTheLink, place: 'centre', time: '14:00' }, visitCopy.en, 'en', BEFORE).headline).toBe(`Your appointment: Tuesday 1 December at 2:00${nbsp}pm, at the centre.`);
    expect(visitLines({ ...atHome, district: undefined }, visitCopy.fr, 'fr', BEFORE).headline).toBe(`Votre rendez-vous${nbsp}: mardi 1er décembre à 11${nbsp}h, à domicile, avec Awa.`);
  });

  it('says first that a visit is no longer to come, then when and where it was: cancelled (never why), attended, passed (its hour come, or marked absent: the same words)', () => {
    expect(visitLines({ ...atHome, state: 'cancelled' }, visitCopy.fr, 'fr', BEFORE)).toEqual({
      phase: 'cancelled',
      headline: 'Ce rendez-vous a été annulé. Appelez-nous pour en fixer un autre.',
      was: `Il était prévu le mardi 1er décembre à 11${nbsp}h, à domicile (Bastos), avec Awa.`,
    });
    expect(visitText({ ...atHome, state: 'attended' }, visitCopy.fr, 'fr', BEFORE)).toBe(
      `Ce rendez-vous a eu lieu. Merci de votre confiance. Il était prévu le mardi 1er décembre à 11${nbsp}h, à domicile (Bastos), avec Awa.`,
    );
    // Its hour come, not marked; and marked « Absent »: the family reads the same.
    const atItsHour = visitStart(atHome);
    expect(visitLines(atHome, visitCopy.fr, 'fr', atItsHour - 1).phase).toBe('upcoming');
    expect(visitText(atHome, visitCopy.fr, 'fr', atItsHour)).toBe(`Ce rendez-vous est passé. Il était prévu le mardi 1er décembre à 11${nbsp}h, à domicile (Bastos), avec Awa.`);
    expect(visitText({ ...atHome, state: 'missed' }, visitCopy.fr, 'fr', BEFORE)).toBe(visitText(atHome, visitCopy.fr, 'fr', atItsHour));
    expect(visitText({ ...atHome, state: 'missed' }, visitCopy.en, 'en', BEFORE)).toBe(`This appointment has passed. It was planned for Tuesday 1 December at 11:00${nbsp}am, at home (Bastos), with Awa.`);
    for (const state of VISIT_STATES) {
      for (const locale of ['fr', 'en'] as const) {
        const text = visitText({ ...atHome, state }, visitCopy[locale], locale, BEFORE);
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

  it('is one event for the request across moves, a cancel and a new visit after it: the same UID, SEQUENCE the gateway’s rising count, CANCEL for a cancelled one (issue 83)', () => {
    const file = (visit: ShownVisit) => visitCalendar({ visit, reference: 'AV-7K3Q', centre, words: visitCopy.fr, now: T0 }).file;
    // The gateway's sequence: agreed 0, moved 1, cancelled 2, agreed anew (its revision 1 again) 3.
    const lives = [
      { ...atHome, revision: 1, sequence: 0 },
      { ...atHome, revision: 2, sequence: 1, time: '15:00' },
      { ...atHome, revision: 2, sequence: 2, time: '15:00', state: 'cancelled' as const },
      { ...atHome, revision: 1, sequence: 3, date: '2026-12-03' },
    ].map(file);
    expect(new Set(lives.map((one) => field(one, 'UID')))).toEqual(new Set(['UID:AV-7K3Q@aide-et-vie.cm']));
    expect(lives.map((one) => field(one, 'SEQUENCE'))).toEqual(['SEQUENCE:0', 'SEQUENCE:1', 'SEQUENCE:2', 'SEQUENCE:3']);
    expect(lives.map((one) => lines(one).find((line) => line.startsWith('METHOD:')))).toEqual(['METHOD:PUBLISH', 'METHOD:PUBLISH', 'METHOD:CANCEL', 'METHOD:PUBLISH']);
    expect(lives.map((one) => field(one, 'STATUS'))).toEqual(['STATUS:CONFIRMED', 'STATUS:CONFIRMED', 'STATUS:CANCELLED', 'STATUS:CONFIRMED']);
    expect(field(lives[2]!, 'ORGANIZER')).toBe('ORGANIZER;CN="Aide & Vie":mailto:contact@aide-et-vie.cm');
    // From a gateway before issue 83 (no sequence): the visit's moves, as before.
    expect(field(file({ ...atHome, revision: 3 }), 'SEQUENCE')).toBe('SEQUENCE:2');
  });
});

describe('the visit’s words, both languages (copy/request/visit.ts)', () => {
  /** Every text of the table, with where it is. */
  function texts(node: unknown, path = ''): { path: string; text: string }[] {
    if (typeof node === 'string') return [{ path, text: node }];
    if (typeof node !== 'object' || node === null) return [];
    return Object.entries(node).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
  }
  const fr = texts(visitCopy.fr);
  const en = texts(visitCopy.en);

  it('has one apostrophe, the typographic one, in both languages: the page, the device and the note alike', () => {
    expect(fr.length).toBeGreaterThan(40);
    expect([...fr, ...en].filter(({ text }) => text.includes("'"))).toEqual([]);
    expect(fr.filter(({ text }) => text.includes('’')).length).toBeGreaterThan(5);
  });

  it('says the same things in both: each text has its placeholders in both languages', () => {
    const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(en.map(({ path }) => path)).toEqual(fr.map(({ path }) => path));
    for (const [index, { path, text }] of fr.entries()) expect(marks(en[index]!.text), path).toEqual(marks(text));
  });

  it('writes « le » before a day in French (« Il était prévu le mardi »), and a day with no capital mid-sentence', () => {
    expect(visitCopy.fr.was).toMatch(/prévu le \{when\}/);
    expect(fr.filter(({ text }) => /\s(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche|Rendez-vous)\b/.test(text))).toEqual([]);
  });
});

describe('one view of a visit: the link’s page and the sending device say the same (issue 83)', () => {
  const view = { reference: 'AV-7K3Q', locale: 'fr' as const, revision: 2, date: '2026-12-01', time: '11:00', place: 'home' as const, district: 'Bastos', state: 'booked' as const, with: 'Awa', sequence: 3 };

  it('reads the gateway’s visit into the same shown visit on both, so the same headline, who comes included', () => {
    const onTheLink = shownOf(view);
    const onTheDevice = withView({ revision: 1, date: '2026-11-30', time: '10:00', place: 'centre', state: 'booked', with: 'Paul', token: 'q3Vb7yK1pZr0Lm9sT2wXcA' }, view);
    const { token, ...shownOnTheDevice } = onTheDevice;
    expect(token).toBe('q3Vb7yK1pZr0Lm9sT2wXcA');
    expect(shownOnTheDevice).toEqual(onTheLink);
    for (const locale of ['fr', 'en'] as const) {
      for (const now of [BEFORE, visitStart(view)]) expect(visitText(onTheDevice, visitCopy[locale], locale, now)).toBe(visitText(onTheLink, visitCopy[locale], locale, now));
    }
    expect(visitLines(onTheLink, visitCopy.fr, 'fr', BEFORE).headline).toBe(`Votre rendez-vous${nbsp}: mardi 1er décembre à 11${nbsp}h, à domicile (Bastos), avec Awa.`);
  });
});

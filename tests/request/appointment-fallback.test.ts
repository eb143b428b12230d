import { describe, expect, it } from 'vitest';
import { site as siteByLocale } from '@/content/site';
import {
  buildFallbackLines,
  buildFallbackSubject,
  mailtoRequestUrl,
  smsRequestUrl,
  whatsappRequestUrl,
} from '@/lib/request/fallback';
import type { KindValues } from '@/lib/request/kinds';
import { fill } from '@/lib/i18n';
import requestFr from '@/copy/request/fr';
import requestEn from '@/copy/request/en';
import { marieValues } from './appointment-request';

// The French views: these tests check the French site (the English one has its own).
const site = siteByLocale.fr;
const french = { copy: requestFr.fallback, locale: 'fr' as const, choiceLabels: {} };
// The service's label on the English page (the choices are content: each service's `form`, content/appointment.ts).
const englishLabels = { 'Suivi de grossesse': 'Pregnancy care' };


const values: KindValues<'appointment'> = marieValues('Pour ma mère & ma tante ?\nÀ domicile, 100 % merci.');

const whatsappText = (url: string) => new URL(url).searchParams.get('text');

describe('the fallback message', () => {
  it('holds the whole request, one labelled line per field', () => {
    const text = buildFallbackLines(values, french).join('\n');
    expect(text).toContain('Marie Ngono');
    expect(text).toContain('marie.ngono@example.com');
    expect(text).toContain('+237671234567');
    // The day as the inbox writes it (its weekday, the month in lower case), its year said: the text is read later.
    expect(text).toContain('Date souhaitée\u00A0: vendredi 20\u00A0mars\u00A02026');
    // The time as French writes it (14:30 typed); the e-mail's payload keeps 14:30.
    expect(text).toContain('Heure souhaitée\u00A0: 14\u00A0h\u00A030');
    expect(text).not.toContain('14:30');
    expect(text).toContain('Suivi de grossesse');
    expect(text).toContain(values.message);
    // Every field line is « Label : value » with a no-break space before the colon.
    expect(buildFallbackLines(values, french).filter((line) => line.includes('\u00A0: '))).toHaveLength(7);
    expect(text).not.toMatch(/ :/);
  });

  it('gives the request’s reference first, the one the e-mail carries, so the centre sees a repeat', () => {
    const lines = buildFallbackLines(values, { ...french, reference: 'AV-7K3Q' });
    expect(lines.slice(0, 4)).toEqual(['Bonjour, je souhaite demander un rendez-vous.', '', 'Référence\u00A0: AV-7K3Q', 'Nom complet\u00A0: Marie Ngono']);
    expect(lines.filter((line) => line.includes('\u00A0: '))).toHaveLength(8);
    const english = { copy: requestEn.fallback, locale: 'en' as const, choiceLabels: englishLabels, reference: 'AV-7K3Q' };
    expect(buildFallbackLines(values, english)).toContain('Reference: AV-7K3Q');
    for (const url of [whatsappRequestUrl(site.whatsapp, values, { ...french, reference: 'AV-7K3Q' }), mailtoRequestUrl(site.email, values, { ...french, reference: 'AV-7K3Q' })]) {
      expect(decodeURIComponent(url)).toContain('Référence\u00A0: AV-7K3Q');
    }
  });

  it('writes each value as typed, without the spaces around it (a paste, a slip of the thumb)', () => {
    const spaced = { ...values, fullName: '  Marie Ngono ', email: ' marie.ngono@example.com  ', phone: ' +237671234567 ', appointmentDate: ' le 20 ', appointmentTime: ' midi ' };
    const lines = buildFallbackLines(spaced, french);
    for (const line of ['Nom complet\u00A0: Marie Ngono', 'E-mail\u00A0: marie.ngono@example.com', 'Téléphone\u00A0: +237671234567']) expect(lines).toContain(line);
    expect(lines.find((line) => line.startsWith('Date souhaitée'))).toBe('Date souhaitée\u00A0: le 20');
    expect(lines.find((line) => line.startsWith('Heure souhaitée'))).toBe('Heure souhaitée\u00A0: midi');
  });

  it('says « (Aucun message supplémentaire) » and « non renseigné » for the optional fields left empty', () => {
    const text = buildFallbackLines({ ...values, message: '  ', phone: '' }, french).join('\n');
    expect(text).toContain('(Aucun message supplémentaire)');
    expect(text).toMatch(/Téléphone\u00A0: non renseigné/);
  });

  it('writes the date and the time the English way on the English site', () => {
    const english = { copy: requestEn.fallback, locale: 'en' as const, choiceLabels: englishLabels };
    const text = buildFallbackLines(values, english).join('\n');
    expect(text).toContain('Preferred date: Friday 20\u00A0March\u00A02026');
    expect(text).toContain('Preferred time: 2:30\u00A0pm');
    // The service as the English page names it; the e-mail keeps the centre's French name.
    expect(text).toContain('Service: Pregnancy care');
    expect(text).not.toContain('14:30');
  });

  it('names the visitor in the e-mail subject', () => {
    expect(buildFallbackSubject(values, french)).toBe('Demande de rendez-vous – Marie Ngono');
    expect(buildFallbackSubject({ ...values, fullName: ' ' }, french)).toBe('Demande de rendez-vous');
  });
});

describe('the WhatsApp link', () => {
  it('goes to the centre’s number with the whole request pre-filled', () => {
    const url = whatsappRequestUrl(site.whatsapp, values, french);
    expect(url.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    expect(whatsappText(url)).toBe(buildFallbackLines(values, french).join('\n'));
  });

  it('is fully URL-encoded: no space, line break, &, ? or # leaks into the address', () => {
    const url = whatsappRequestUrl(site.whatsapp, { ...values, message: 'a & b ? c # d %\n<script>' }, french);
    const query = url.slice(url.indexOf('?text=') + '?text='.length);
    expect(query).not.toMatch(/[\s&?#<>]/);
    expect(whatsappText(url)).toContain('a & b ? c # d %\n<script>');
  });

  it('keeps only digits of the number', () => {
    expect(whatsappRequestUrl('+237 6 00 00 00 01', values, french).startsWith('https://wa.me/237600000001?text=')).toBe(true);
  });
});

describe('the e-mail link', () => {
  it('writes to the centre with subject and body URL-encoded, lines ending in CRLF', () => {
    const url = mailtoRequestUrl(site.email, values, french);
    expect(url.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
    const query = url.slice(url.indexOf('?') + 1);
    expect(query).not.toMatch(/[\s<>#]/);
    const params = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
    expect([...params.keys()]).toEqual(['subject', 'body']);
    expect(decodeURIComponent(params.get('subject')!)).toBe('Demande de rendez-vous – Marie Ngono');
    expect(decodeURIComponent(params.get('body')!)).toBe(buildFallbackLines(values, french).join('\r\n'));
  });

  it('goes by SMS to the centre’s number, the whole request in the body, which needs no data at all', () => {
    const url = smsRequestUrl('+237671234567', values, french);
    expect(url.startsWith('sms:+237671234567?body=')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf('=') + 1))).toBe(buildFallbackLines(values, french).join('\n'));
    expect(url.slice(url.indexOf('=') + 1)).not.toMatch(/[\s&#?]/);
  });

  it('encodes spaces as %20, never +, so mail apps do not show plus signs', () => {
    const url = mailtoRequestUrl(site.email, values, french);
    expect(url).toContain('%20');
    expect(url).not.toContain('+Ngono');
  });
});

describe('a fallback without a reference (the page’s scripts had not given one yet)', () => {
  // A call-back of Jean-Paul, for tomorrow afternoon, from no service's page; an application for no position.
  const callback: KindValues<'callback'> = { phone: values.phone, fullName: 'Jean-Paul Mbarga', day: '2026-03-17', slot: 'afternoon 12:00-17:00', service: '' };
  const application: KindValues<'application'> = { fullName: 'Brigitte Essomba', email: values.email, phone: values.phone, start: '', position: '', message: 'Je parle ewondo.' };

  it('an appointment: the greeting, then the name, with no reference line', () => {
    expect(buildFallbackLines(values, french).slice(0, 3)).toEqual([requestFr.fallback.greeting, '', 'Nom complet\u00A0: Marie Ngono']);
  });

  it('a call-back: the greeting, then who, the number and when, with no reference line and no service line (spaces are none), all trimmed', () => {
    const typed = { ...callback, fullName: ' Jean-Paul Mbarga ', phone: ' +237671234567 ', service: '  ' };
    expect(buildFallbackLines(typed, { ...french, kind: 'callback' })).toEqual([
      requestFr.fallback.callbackGreeting,
      '',
      'Nom complet\u00A0: Jean-Paul Mbarga',
      'Téléphone\u00A0: +237671234567',
      "Quand\u00A0: mardi 17\u00A0mars\u00A02026, l'après-midi (12\u00A0h – 17\u00A0h)",
    ]);
  });

  it('an application: the greeting, then the position (spontaneous) first, with no reference line', () => {
    const typed = { ...application, fullName: ' Brigitte Essomba ', position: ' ', phone: ' +237671234567 ', email: ' b@example.cm ', message: ' Je parle ewondo. ' };
    const lines = buildFallbackLines(typed, { ...french, kind: 'application' });
    expect(lines.slice(0, 3)).toEqual([requestFr.fallback.applicationGreeting, '', `${requestFr.fallback.labels.position}\u00A0: ${requestFr.fallback.spontaneous}`]);
    expect(lines).toContain('Nom complet\u00A0: Brigitte Essomba');
    expect(lines).toContain('Téléphone\u00A0: +237671234567');
    expect(lines).toContain(`${requestFr.fallback.labels.email}\u00A0: b@example.cm`);
    // A blank line, then the candidate's own words.
    expect(lines.slice(-2)).toEqual(['', 'Je parle ewondo.']);
    expect(buildFallbackSubject(typed, { ...french, kind: 'application' })).toBe(fill(requestFr.fallback.applicationSubject, { position: requestFr.fallback.spontaneous }));
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { visitLink } from '@/lib/routes';
import { smsSize, toGsm7 } from '@/lib/request/visit/sms';
import { visitMessage, visitWhenWords } from '@/lib/request/visit/message';
import { VISIT_MESSAGE_PURPOSES, VISIT_TEMPLATE_PARAMS, VISIT_TEMPLATES } from '@/lib/request/visit/words';
import { REENGAGE_TEMPLATE } from '@/lib/request/thread/words';

/*
 * An appointment's messages (issues 77, 83), as the family reads them: the day and time in words, where, the reference,
 * the centre's phone and the link, nothing else; French typography on WhatsApp; by SMS, the same words in the
 * networks' 7-bit alphabet, two messages at most (what each costs: sms.ts).
 */

const SITE = 'https://www.aide-et-vie.cm';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const facts = {
  locale: 'fr' as const,
  date: '2026-12-01',
  time: '11:00',
  place: 'home' as const,
  district: 'Biyem-Assi',
  phone: '+237\u00A06\u00A000\u00A000\u00A000\u00A001',
  reference: 'AV-7K3Q',
  link: visitLink(SITE, 'fr', TOKEN),
};

describe('an appointment’s message', () => {
  it('says when, where, the reference, the centre’s phone and the link, in French typography', () => {
    const { text, params } = visitMessage({ ...facts, purpose: 'confirm' });
    expect(params).toEqual(['mardi 1er décembre à 11\u00A0h', 'à domicile (Biyem-Assi)', 'AV-7K3Q', facts.phone, `${SITE}/rendez-vous/#${TOKEN}`]);
    expect(text).toBe(
      `Rendez-vous confirmé\u00A0: mardi 1er décembre à 11\u00A0h, à domicile (Biyem-Assi). Référence AV-7K3Q. Nous joindre\u00A0: ${facts.phone}. Le voir, l'ajouter à votre agenda ou nous répondre\u00A0: ${SITE}/rendez-vous/#${TOKEN} (lien pour vous et vos proches).`,
    );
    // Every « : » and « ? » of the French words has its no-break space before it (the link's own « : » aside).
    for (const template of Object.values(VISIT_TEMPLATES)) expect(template.fr.replace(/https?:/g, '')).not.toMatch(/[^\u00A0][:;!?]/);
    expect(visitMessage({ ...facts, locale: 'en', place: 'centre', purpose: 'reminder', link: visitLink(SITE, 'en', TOKEN) }).text).toBe(
      `Reminder of your appointment: Tuesday 1 December at 11:00\u00A0am, at the centre. Reference AV-7K3Q. To reach us: ${facts.phone}. See it or reply: ${SITE}/en/rendez-vous/#${TOKEN} (a link for you and your family).`,
    );
  });

  it('begins and ends with words, as Meta asks of a template, and numbers its parameters in order', () => {
    for (const purpose of VISIT_MESSAGE_PURPOSES) {
      for (const template of Object.values(VISIT_TEMPLATES[purpose])) {
        expect(template).toMatch(/^[^{].*[^}]$/);
        expect([...template.matchAll(/\{\{(\d)\}\}/g)].map((match) => Number(match[1]))).toEqual(VISIT_TEMPLATE_PARAMS[purpose].map((_, index) => index + 1));
      }
    }
  });

  it('says a move in words of its own, naming the one it replaces; a cancellation in its own', () => {
    const replaced = { date: '2026-11-30', time: '11:00', place: 'home' as const, district: 'Biyem-Assi' };
    const moved = visitMessage({ ...facts, purpose: 'moved', replaced });
    expect(moved.text).toBe(
      `Rendez-vous déplacé\u00A0: mardi 1er décembre à 11\u00A0h, à domicile (Biyem-Assi). Il remplace celui du lundi 30 novembre. Référence AV-7K3Q. Nous joindre\u00A0: ${facts.phone}. Le voir ou nous répondre\u00A0: ${SITE}/rendez-vous/#${TOKEN} (lien pour vous et vos proches).`,
    );
    // The same day: its time too; the same day and time: its place too.
    expect(visitMessage({ ...facts, purpose: 'moved', replaced: { ...replaced, date: facts.date, time: '09:30' } }).params[2]).toBe('mardi 1er décembre à 9\u00A0h\u00A030');
    expect(visitMessage({ ...facts, place: 'centre', purpose: 'moved', replaced: { ...replaced, date: facts.date, time: facts.time } }).params[2]).toBe('mardi 1er décembre à 11\u00A0h, à domicile (Biyem-Assi)');
    expect(visitMessage({ ...facts, locale: 'en', purpose: 'moved', replaced }).text).toMatch(/^Appointment moved: Tuesday 1 December at 11:00\u00A0am, at home \(Biyem-Assi\)\. It replaces the one on Monday 30 November\. /);
    expect(visitMessage({ ...facts, purpose: 'cancelled' }).text).toMatch(/^Rendez-vous annulé\u00A0: celui du mardi 1er décembre à 11\u00A0h, à domicile \(Biyem-Assi\), n'aura pas lieu\. Référence AV-7K3Q\./);
  });

  it('leaves by SMS in the 7-bit alphabet', () => {
    for (const purpose of VISIT_MESSAGE_PURPOSES) {
      for (const locale of ['fr', 'en'] as const) {
        const { sms, size } = visitMessage({ ...facts, locale, purpose, replaced: { date: '2026-11-30', time: '10:00', place: 'centre' } });
        expect(size.encoding, sms).toBe('gsm7');
        expect(sms).not.toMatch(/\u00A0/);
      }
    }
    // August keeps its letters, its circumflex aside.
    expect(visitMessage({ ...facts, date: '2027-08-03', purpose: 'confirm' }).sms).toContain('mardi 3 aout a 11 h'.replace(' a ', ' à '));
  });

  it('writes every SMS within two messages when it is written, whatever the district: a long one shortened, never a third message', () => {
    const longest = {
      ...facts,
      date: '2026-09-30',
      time: '23:45',
      district: 'Mvog-Mbi Nkolndongo Carrefour Essos Mimboman',
      replaced: { date: '2026-09-30', time: '10:15', place: 'home' as const, district: 'Mvog-Mbi Nkolndongo Carrefour Essos Mimboman' },
      link: visitLink('https://www.centre-aide-et-vie-yaounde.cm', 'en', `${TOKEN}AbCdEfGhIjK`),
    };
    let shortened = 0;
    for (const purpose of VISIT_MESSAGE_PURPOSES) {
      for (const locale of ['fr', 'en'] as const) {
        const { sms, size, text } = visitMessage({ ...longest, locale, purpose });
        expect(size.encoding, sms).toBe('gsm7');
        expect(size.segments, `${sms} (${size.units})`).toBeLessThanOrEqual(2);
        // What the family needs is never cut: the reference, the link.
        for (const kept of ['AV-7K3Q', longest.link]) expect(sms).toContain(kept);
        // WhatsApp has no segments: its words keep the district whole.
        expect(text).toContain(longest.district);
        shortened += sms.includes(longest.district) ? 0 : 1;
      }
    }
    // Whole, most of these would be three messages.
    expect(shortened).toBeGreaterThan(4);
    // A district that fits stays whole.
    expect(visitMessage({ ...facts, purpose: 'confirm' }).sms).toContain('(Biyem-Assi)');
  });

  it('counts what an SMS costs: 160 septets in one, 153 a part beyond; an extension character two; UCS-2 70, then 67 a part', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(306))).toEqual({ encoding: 'gsm7', units: 306, segments: 2 });
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
    expect(smsSize('ê'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSize('ê'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(toGsm7('«\u00A0Où êtes-vous\u00A0?\u00A0» – l’été, Noël')).toBe('" Où etes-vous ? " - l\'été, Noel');
    expect(toGsm7('漢')).toBe('?');
  });

  it('writes the day in words', () => {
    expect(visitWhenWords('2026-12-07', '09:30', 'fr')).toBe('lundi 7 décembre à 9\u00A0h\u00A030');
    expect(visitWhenWords('2026-12-07', '14:00', 'en')).toBe('Monday 7 December at 2:00\u00A0pm');
  });

  it('is word for word what docs/setting-up.md asks the centre to submit to Meta, in both languages', () => {
    const setUp = readFileSync(new URL('../../docs/setting-up.md', import.meta.url), 'utf8');
    for (const purpose of VISIT_MESSAGE_PURPOSES) for (const template of Object.values(VISIT_TEMPLATES[purpose])) expect(setUp).toContain(`> ${template}\n`);
    // The one a family's thread sends after WhatsApp's 24 hours (issue 82).
    for (const template of Object.values(REENGAGE_TEMPLATE)) expect(setUp).toContain(`> ${template}\n`);
  });
});

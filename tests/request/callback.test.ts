import { describe, expect, it } from 'vitest';
import requestEn from '@/copy/request/en';
import requestFr from '@/copy/request/fr';
import { buildFallbackLines, buildFallbackSubject } from '@/lib/request/fallback';
import { callbackDate, callbackValues, isOffered, offeredSlots, type CallbackChoice } from '@/lib/request/callback';
import { readPhone } from '@/lib/phone-reading';
import { readEntry } from '@/lib/request/entry';
import { emailJsBody } from '@/lib/request/channels/emailjs';
import { templateParams } from '@/lib/request/payload';
import { viewOf } from '@/lib/request/view';

/*
 * « Rappelez-moi »: when the centre may call (Yaoundé's time, whatever the device's), the number as
 * people type it, and the request it makes: the same eight keys as the form's, in French.
 */

/** A moment in Yaoundé (UTC+1 all year). */
const yaounde = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('the slots offered, in Yaoundé’s time', () => {
  it('offers every slot of today in the morning, and every slot of tomorrow at any hour', () => {
    expect(offeredSlots('today', yaounde('2026-03-16', '07:10'))).toEqual(['morning', 'afternoon', 'evening']);
    expect(offeredSlots('tomorrow', yaounde('2026-03-16', '23:50'))).toEqual(['morning', 'afternoon', 'evening']);
  });

  it('stops offering a slot of today half an hour before it ends', () => {
    expect(isOffered('today', 'morning', yaounde('2026-03-16', '11:29'))).toBe(true);
    expect(isOffered('today', 'morning', yaounde('2026-03-16', '11:30'))).toBe(false);
    expect(offeredSlots('today', yaounde('2026-03-16', '14:00'))).toEqual(['afternoon', 'evening']);
    expect(offeredSlots('today', yaounde('2026-03-16', '19:29'))).toEqual(['evening']);
  });

  it('offers nothing for today late in the evening: only tomorrow is left', () => {
    expect(offeredSlots('today', yaounde('2026-03-16', '19:30'))).toEqual([]);
    expect(offeredSlots('today', yaounde('2026-03-16', '22:45'))).toEqual([]);
  });

  it('counts the hours in Yaoundé whatever the device’s zone: 22:30 UTC is already 23:30 there', () => {
    // A phone set to UTC (or to Paris in summer) would think the evening still open.
    expect(offeredSlots('today', new Date('2026-03-16T18:45:00Z'))).toEqual([]);
    expect(offeredSlots('today', new Date('2026-03-16T18:25:00Z'))).toEqual(['evening']);
  });

  it('dates today and tomorrow by Yaoundé’s calendar: at 23:30 there, « tomorrow » is the day after, even when UTC is still on the day before', () => {
    const late = new Date('2026-03-16T23:30:00Z'); // 00:30 on the 17th in Yaoundé
    expect(callbackDate('today', late)).toBe('2026-03-17');
    expect(callbackDate('tomorrow', late)).toBe('2026-03-18');
    expect(callbackDate('tomorrow', yaounde('2026-03-31', '10:00'))).toBe('2026-04-01');
  });
});

describe('the number, read by the phone library with Cameroon by default', () => {
  it.each([
    ['671234567', '+237671234567'],
    ['6 71 23 45 67', '+237671234567'],
    ['6-71-23-45-67', '+237671234567'],
    ['(+237) 671 234 567', '+237671234567'],
    ['00237 671 234 567', '+237671234567'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['222 22 22 22', '+237222222222'],
  ])('reads « %s » as %s', (typed, e164) => {
    expect(readPhone(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not-a-number'],
    ['six sept un', 'not-a-number'],
    ['tel 671234567', 'not-a-number'],
    ['6712', 'too-short'],
    ['67123456789012345', 'too-long'],
    // A French mobile typed without +33: too long for Cameroon, and the message says to add the country.
    ['06 12 34 56 78', 'too-long'],
    ['+999 123456', 'invalid-country'],
    ['571234567', 'invalid'],
    ['6'.repeat(250), 'too-long'],
  ] as const)('refuses « %s »: %s', (typed, problem) => {
    expect(readPhone(typed)).toEqual({ ok: false, problem });
  });
});

const choice: CallbackChoice = { phone: '+237671234567', name: ' Jean-Paul Mbarga ', day: 'tomorrow', slot: 'afternoon', service: 'Soins infirmiers à domicile' };
const now = yaounde('2026-03-16', '09:00');

describe('the request a call-back makes', () => {
  const values = callbackValues(choice, now);
  const params = templateParams({ values, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' });

  it('keeps the form’s values: the number, the name, the day as a date, the slot, no e-mail, no message', () => {
    expect(values).toEqual({
      fullName: 'Jean-Paul Mbarga',
      email: '',
      phone: '+237671234567',
      appointmentDate: '2026-03-17',
      appointmentTime: 'afternoon',
      serviceType: 'Soins infirmiers à domicile',
      message: '',
    });
  });

  it('sends the spec’s eight keys, in French: the service’s title, the day, the slot, the whole in the message after the reference', () => {
    expect(params).toEqual({
      from_name: 'Jean-Paul Mbarga',
      from_email: '',
      reply_to: '',
      phone: '+237671234567',
      date: '2026-03-17',
      time: "l'après-midi (12\u00A0h – 17\u00A0h)",
      service: 'Soins infirmiers à domicile',
      message:
        "Référence\u00A0: AV-7K3Q\nRappel demandé au +237671234567, le 17 Mars 2026, l'après-midi (12\u00A0h – 17\u00A0h), heure de Yaoundé. Service\u00A0: Soins infirmiers à domicile.",
    });
  });

  it('says it is a call-back where no service is named, and that no name was given; from the English site, to answer in English', () => {
    const bare = templateParams({ values: callbackValues({ ...choice, name: '  ', service: '' }, now), locale: 'en', reference: 'AV-7K3Q', kind: 'callback' });
    expect(bare.service).toBe('Rappel téléphonique');
    expect(bare.from_name).toBe('(Nom non donné)');
    expect(bare.message.split('\n')[1]).toMatch(/^\[Site anglais – répondre en anglais\] Rappel demandé au \+237671234567, le 17 Mars 2026, l'après-midi/);
  });

  it('is posted with the build’s keys as the form’s request is', () => {
    const body = emailJsBody({ values, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' }, { serviceId: 's', templateId: 't', publicKey: 'k' });
    expect(body.template_params).toEqual(params);
    expect(Object.keys(body)).toEqual(['lib_version', 'user_id', 'service_id', 'template_id', 'template_params']);
  });

  it('is kept as a call-back and read back as one, complete without an e-mail; without its kind it would not be', () => {
    const stored = { v: 2, id: 'a', reference: 'AV-7K3Q', createdAt: now.getTime(), kind: 'callback', status: 'waiting', locale: 'fr', values, attempts: 1 };
    const read = readEntry(stored, now.getTime());
    expect(read?.status).toBe('waiting');
    expect(viewOf(read!).kind).toBe('callback');
    const withoutKind = { ...stored, kind: undefined };
    expect(readEntry(withoutKind, now.getTime())?.status).toBe('damaged');
  });

  it('is written out for WhatsApp, SMS and e-mail in the page’s language, with its reference', () => {
    const french = buildFallbackLines(values, { copy: requestFr.fallback, locale: 'fr', serviceLabels: {}, reference: 'AV-7K3Q', kind: 'callback' });
    expect(french).toEqual([
      'Bonjour, je souhaite être rappelé(e) par le centre.',
      '',
      'Référence\u00A0: AV-7K3Q',
      'Nom complet\u00A0: Jean-Paul Mbarga',
      'Téléphone\u00A0: +237671234567',
      "Quand\u00A0: 17 Mars 2026, l'après-midi (12\u00A0h – 17\u00A0h)",
      'Service\u00A0: Soins infirmiers à domicile',
    ]);
    const english = buildFallbackLines(values, { copy: requestEn.fallback, locale: 'en', serviceLabels: {}, reference: 'AV-7K3Q', kind: 'callback' });
    expect(english).toContain('When: 17 March 2026, in the afternoon (12:00\u00A0pm – 5:00\u00A0pm)');
    expect(buildFallbackSubject(values, { copy: requestFr.fallback, locale: 'fr', serviceLabels: {}, kind: 'callback' })).toBe('Demande de rappel');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import requestEn from '@/copy/request/en';
import requestFr from '@/copy/request/fr';
import { buildFallbackLines, buildFallbackSubject } from '@/lib/request/fallback';
import { callbackDays, callbackOffer, callbackValues, dayKind, offeredSlots, slotsOn, type CallbackChoice, type CallbackHours, type SlotTimes } from '@/lib/request/callback';
import { readPhone } from '@/lib/phone-reading';
import { readEntry } from '@/lib/request/entry';
import { emailJsBody } from '@/lib/request/channels/emailjs';
import { templateParams, type TemplateParams } from '@/lib/request/payload';
import type { KindValues } from '@/lib/request/kinds';
import { viewOf } from '@/lib/request/view';

/*
 * « Rappelez-moi »: when the centre may call (Yaoundé's time, whatever the device's), the number as
 * people type it, and the request it makes: the same eight keys as the form's, in French.
 */

/** A moment in Yaoundé (UTC+1 all year). */
const yaounde = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

// The appointments and call-backs hours as the settings ship them: Monday–Friday 8 h – 18 h, Saturday 9 h – 14 h.
const OPEN: CallbackHours = {
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '14:00' },
  ],
  closures: [],
};
const times = (slots: SlotTimes[]) => slots.map(({ slot, from, to }) => `${slot} ${from}-${to}`);

describe('the slots offered, in Yaoundé’s time', () => {
  it('offers the parts of the day the centre calls in, with that day’s times', () => {
    expect(times(slotsOn('2026-03-16', OPEN.hours, []))).toEqual(['morning 08:00-12:00', 'afternoon 12:00-17:00', 'evening 17:00-18:00']);
    expect(times(slotsOn('2026-03-21', OPEN.hours, []))).toEqual(['morning 09:00-12:00', 'afternoon 12:00-14:00']);
    expect(slotsOn('2026-03-22', OPEN.hours, [])).toEqual([]);
  });

  it('offers every slot of a later day, and today’s until half an hour before each ends', () => {
    expect(times(offeredSlots('2026-03-16', OPEN, yaounde('2026-03-16', '07:10')))).toHaveLength(3);
    expect(times(offeredSlots('2026-03-17', OPEN, yaounde('2026-03-16', '23:50')))).toHaveLength(3);
    expect(times(offeredSlots('2026-03-16', OPEN, yaounde('2026-03-16', '11:29')))[0]).toBe('morning 08:00-12:00');
    expect(times(offeredSlots('2026-03-16', OPEN, yaounde('2026-03-16', '11:30')))).toEqual(['afternoon 12:00-17:00', 'evening 17:00-18:00']);
    expect(times(offeredSlots('2026-03-16', OPEN, yaounde('2026-03-16', '17:29')))).toEqual(['evening 17:00-18:00']);
    expect(offeredSlots('2026-03-16', OPEN, yaounde('2026-03-16', '17:30'))).toEqual([]);
    expect(offeredSlots('2026-03-15', OPEN, yaounde('2026-03-16', '09:00'))).toEqual([]);
    // A past opening day: none of its slots, whatever the hour of today.
    expect(offeredSlots('2026-03-13', OPEN, yaounde('2026-03-16', '09:00'))).toEqual([]);
  });

  it('reads the hour in Yaoundé, whatever the device’s time zone: 16:45 UTC is 17:45 there', () => {
    expect(offeredSlots('2026-03-16', OPEN, new Date('2026-03-16T16:45:00Z'))).toEqual([]);
    expect(times(offeredSlots('2026-03-16', OPEN, new Date('2026-03-16T16:25:00Z')))).toEqual(['evening 17:00-18:00']);
  });

  it('offers today while it can, then the next two opening days: from Friday night, Saturday and Monday', () => {
    expect(callbackDays(OPEN, yaounde('2026-03-16', '09:00'))).toEqual(['2026-03-16', '2026-03-17', '2026-03-18']);
    expect(callbackDays(OPEN, yaounde('2026-03-20', '21:00'))).toEqual(['2026-03-21', '2026-03-23']);
    expect(callbackDays(OPEN, yaounde('2026-03-21', '13:40'))).toEqual(['2026-03-23', '2026-03-24']);
  });
});

describe('what « Rappelez-moi » offers', () => {
  const closed = { from: '2026-03-16', to: '2026-03-17', reason: 'Formation du personnel', emergencyLine: true };

  it('shows the day chosen while it is offered, else the first, with its slots at that hour', () => {
    const morning = yaounde('2026-03-16', '11:40');
    expect(callbackOffer(OPEN, '2026-03-17', morning)).toMatchObject({ days: ['2026-03-16', '2026-03-17', '2026-03-18'], shown: '2026-03-17' });
    expect(times(callbackOffer(OPEN, '2026-03-17', morning).slots)).toHaveLength(3);
    // A day no longer offered (kept in a draft from last week) or none: the first day, today, from its next slot.
    for (const chosen of ['2026-03-09', null]) {
      const offer = callbackOffer(OPEN, chosen, morning);
      expect(offer.shown).toBe('2026-03-16');
      expect(times(offer.slots)).toEqual(['afternoon 12:00-17:00', 'evening 17:00-18:00']);
      expect(offer).not.toHaveProperty('today');
    }
  });

  it('drawn by the build, shows every slot of the day: the visitor’s clock decides once the scripts run', () => {
    expect(times(callbackOffer(OPEN, null, yaounde('2026-03-16', '11:40'), { prerendered: true }).slots)).toHaveLength(3);
  });

  it('says why today is not offered: its calls are over, or the centre is closed, and why', () => {
    expect(callbackOffer(OPEN, null, yaounde('2026-03-16', '17:45')).today).toEqual({});
    const offer = callbackOffer({ ...OPEN, closures: [closed] }, null, yaounde('2026-03-16', '09:00'));
    expect(offer.days[0]).toBe('2026-03-18');
    expect(offer.today).toEqual({ closure: closed });
    // Closed only from tomorrow: today is still offered, and nothing is said.
    expect(callbackOffer({ ...OPEN, closures: [{ ...closed, from: '2026-03-17' }] }, null, yaounde('2026-03-16', '09:00'))).not.toHaveProperty('today');
    // Its calls over today, closed from tomorrow: the closure is not today's reason.
    expect(callbackOffer({ ...OPEN, closures: [{ ...closed, from: '2026-03-17', to: '2026-03-18' }] }, null, yaounde('2026-03-16', '17:45')).today).toEqual({});
    // Closed until the end of today: that is today's reason.
    const lastDay = { ...closed, from: '2026-03-12', to: '2026-03-16' };
    expect(callbackOffer({ ...OPEN, closures: [lastDay] }, null, yaounde('2026-03-16', '09:00')).today).toEqual({ closure: lastDay });
    // Closed until yesterday: today's calls over is all there is to say.
    expect(callbackOffer({ ...OPEN, closures: [{ ...closed, from: '2026-03-12', to: '2026-03-15' }] }, null, yaounde('2026-03-16', '17:45')).today).toEqual({});
  });

  it('offers nothing to show when no day is open', () => {
    expect(callbackOffer({ hours: [], closures: [] }, null, yaounde('2026-03-16', '09:00'))).toEqual({ days: [], shown: undefined, slots: [], today: {} });
  });

  it('says a day is today, tomorrow or later, in Yaoundé', () => {
    const late = new Date('2026-03-16T23:30:00Z'); // Tuesday 0:30 in Yaoundé
    expect(['2026-03-17', '2026-03-18', '2026-03-19', '2026-03-16'].map((date) => dayKind(date, late))).toEqual(['today', 'tomorrow', 'later', 'later']);
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

const choice: CallbackChoice = { phone: '+237671234567', name: ' Jean-Paul Mbarga ', date: '2026-03-17', slot: { slot: 'afternoon', from: '12:00', to: '17:00' }, service: 'Soins infirmiers à domicile' };
const now = yaounde('2026-03-16', '09:00');

describe('the request a call-back makes', () => {
  // Built in each test, not once when the file loads: the mutation bench changes the code per test.
  let values: KindValues<'callback'>;
  let params: TemplateParams;
  beforeEach(() => {
    values = callbackValues(choice);
    params = templateParams({ values, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' });
  });

  it('keeps the form’s values by their names: the number, the name, the day, the slot with its times, the service of its page', () => {
    expect(values).toStrictEqual({
      phone: '+237671234567',
      fullName: 'Jean-Paul Mbarga',
      day: '2026-03-17',
      slot: 'afternoon 12:00-17:00',
      service: 'Soins infirmiers à domicile',
    });
  });

  it('sends the spec’s eight keys, in French: the service’s title, the day, the slot, the whole in the message after the reference; the reference beside them', () => {
    expect(params).toEqual({
      from_name: 'Jean-Paul Mbarga',
      from_email: '',
      reply_to: '',
      phone: '+237671234567',
      date: '2026-03-17',
      time: "l'après-midi (12\u00A0h – 17\u00A0h)",
      service: 'Soins infirmiers à domicile',
      message:
        "Référence\u00A0: AV-7K3Q\nRappel demandé au +237671234567, le mardi 17\u00A0mars\u00A02026, l'après-midi (12\u00A0h – 17\u00A0h), heure de Yaoundé. Service\u00A0: Soins infirmiers à domicile.",
      reference: 'AV-7K3Q',
      notice: '',
    });
  });

  it('says it is a call-back where no service is named, and that no name was given; from the English site, to answer in English', () => {
    const bare = templateParams({ values: callbackValues({ ...choice, name: '  ', service: '' }), locale: 'en', reference: 'AV-7K3Q', kind: 'callback' });
    expect(bare.service).toBe('Rappel téléphonique');
    expect(bare.from_name).toBe('(Nom non donné)');
    expect(bare.message.split('\n')[1]).toBe("[Site anglais – répondre en anglais] Rappel demandé au +237671234567, le mardi 17\u00A0mars\u00A02026, l'après-midi (12\u00A0h – 17\u00A0h), heure de Yaoundé.");
  });

  it('is posted with the build’s keys as the form’s request is', () => {
    const body = emailJsBody({ values, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' }, { serviceId: 's', templateId: 't', publicKey: 'k' });
    expect(body.template_params).toEqual(params);
    expect(Object.keys(body)).toEqual(['lib_version', 'user_id', 'service_id', 'template_id', 'template_params']);
  });

  it('is kept as a call-back and read back as one, complete without an e-mail; without its kind it would not be', () => {
    const stored = { v: 3, id: 'a', reference: 'AV-7K3Q', createdAt: now.getTime(), kind: 'callback', status: 'waiting', locale: 'fr', values, attempts: 1 };
    const read = readEntry(stored, now.getTime());
    expect(read?.status).toBe('waiting');
    expect(viewOf(read!).kind).toBe('callback');
    const withoutKind = { ...stored, kind: undefined };
    expect(readEntry(withoutKind, now.getTime())?.status).toBe('damaged');
  });

  it('says the times the family chose, whatever the hours are when it leaves: a call-back kept by a build before the times travelled keeps the times that build offered', () => {
    // Version 2 stored the slot's name alone; its evening was 17 h – 20 h, whatever the settings say today.
    // By the names of its time: every kind's values were an appointment's (lib/request/stored-values.ts).
    const stored = { fullName: values.fullName, email: '', phone: values.phone, appointmentDate: values.day, appointmentTime: 'evening', serviceType: values.service, message: '' };
    const kept = { v: 2, id: 'b', reference: 'AV-7K3Q', createdAt: now.getTime(), kind: 'callback', status: 'waiting', locale: 'fr', values: stored, attempts: 1 };
    const read = readEntry(kept, now.getTime());
    expect(read?.status).toBe('waiting');
    const upgraded = read?.status === 'waiting' ? read.values : values;
    expect(upgraded).toStrictEqual({ ...values, slot: 'evening 17:00-20:00' });
    expect(templateParams({ values: upgraded, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' }).time).toBe('le soir (17\u00A0h – 20\u00A0h)');
    // Today's version carries its times: read as they were chosen, not as today's hours would make them.
    const chosen = callbackValues({ ...choice, slot: { slot: 'evening', from: '17:00', to: '18:00' } });
    const current = readEntry({ ...kept, v: 4, values: chosen }, now.getTime());
    expect(current?.status === 'waiting' && current.values.slot).toBe('evening 17:00-18:00');
  });

  it('is written out for WhatsApp, SMS and e-mail in the page’s language, with its reference', () => {
    const french = buildFallbackLines(values, { copy: requestFr.fallback, locale: 'fr', choiceLabels: {}, reference: 'AV-7K3Q', kind: 'callback' });
    expect(french).toEqual([
      'Bonjour, je souhaite être rappelé(e) par le centre.',
      '',
      'Référence\u00A0: AV-7K3Q',
      'Nom complet\u00A0: Jean-Paul Mbarga',
      'Téléphone\u00A0: +237671234567',
      "Quand\u00A0: mardi 17\u00A0mars\u00A02026, l'après-midi (12\u00A0h – 17\u00A0h)",
      'Service\u00A0: Soins infirmiers à domicile',
    ]);
    const english = buildFallbackLines(values, { copy: requestEn.fallback, locale: 'en', choiceLabels: {}, reference: 'AV-7K3Q', kind: 'callback' });
    expect(english).toContain('When: Tuesday 17\u00A0March\u00A02026, in the afternoon (12:00\u00A0pm – 5:00\u00A0pm)');
    expect(buildFallbackSubject(values, { copy: requestFr.fallback, locale: 'fr', choiceLabels: {}, kind: 'callback' })).toBe('Demande de rappel');
  });
});

import { describe, expect, it } from 'vitest';
import { emailJsBody } from '@/lib/request/channels/emailjs';
import { EMPTY_MESSAGE, templateParams } from '@/lib/request/payload';
import type { KindValues } from '@/lib/request/kinds';
import { mariePayload, marieValues } from './appointment-request';

// As typed, with the spaces the payload trims.
const values: KindValues<'appointment'> = {
  ...marieValues('Pour ma mère, à domicile.'),
  fullName: '  Marie Ngono ',
  email: ' marie.ngono@example.com ',
};
const reference = 'AV-7K3Q';
const params = (changes: Partial<KindValues<'appointment'>> = {}, locale: 'fr' | 'en' = 'fr') => templateParams({ values: { ...values, ...changes }, locale, reference });
const firstLine = `Référence\u00A0: ${reference}`;

describe('templateParams: the payload the centre receives', () => {
  it('has exactly the spec’s eight template params, and the reference and the centre’s notice beside them', () => {
    expect(Object.keys(params()).sort()).toEqual(['date', 'from_email', 'from_name', 'message', 'phone', 'reply_to', 'service', 'time', 'reference', 'notice'].sort());
    const callback = templateParams({ values: { phone: '+237691234567', fullName: '', day: '2026-03-17', slot: 'morning 08:00-12:00', service: '' }, locale: 'fr', reference, kind: 'callback' });
    const application = templateParams({ values: { fullName: 'Jean', email: '', phone: values.phone, start: '', position: '', message: '' }, locale: 'fr', reference, kind: 'application' });
    for (const other of [callback, application]) expect(Object.keys(other).sort()).toEqual(Object.keys(params()).sort());
  });

  it('maps each field, replying to the sender, trimmed, the reference on the first line of the message', () => {
    expect(params()).toEqual(mariePayload(`${firstLine}\nPour ma mère, à domicile.`));
  });

  it('passes a date or a time it cannot read as typed, without the spaces around it: the centre still reads it', () => {
    expect(params({ appointmentDate: ' le 20 mars ', appointmentTime: ' vers midi ' })).toMatchObject({ date: 'le 20 mars', time: 'vers midi' });
    const callback = templateParams({ values: { phone: '+237691234567', fullName: '', day: ' demain ', slot: 'morning 08:00-12:00', service: '' }, locale: 'fr', reference, kind: 'callback' });
    expect(callback.date).toBe('demain');
  });

  it('sends « (Aucun message supplémentaire) » for an empty or blank message', () => {
    expect(EMPTY_MESSAGE).toBe('(Aucun message supplémentaire)');
    expect(params({ message: '' }).message).toBe(`${firstLine}\n(Aucun message supplémentaire)`);
    expect(params({ message: ' \n\t ' }).message).toBe(`${firstLine}\n(Aucun message supplémentaire)`);
  });

  it('tells the centre, in French, to answer a request from the English site in English', () => {
    expect(params({ message: '' }, 'en').message).toBe(`${firstLine}\n[Site anglais – répondre en anglais] (Aucun message supplémentaire)`);
  });

  it('sends an empty phone as an empty string, and a filled one in international format', () => {
    expect(params({ phone: '' }).phone).toBe('');
    expect(params({ phone: '+33612345678' }).phone).toBe('+33612345678');
  });

  it('sends a date and time typed by hand in the pickers’ format', () => {
    const typed = params({ appointmentDate: '20/03/2026', appointmentTime: '9h05' });
    expect(typed.date).toBe('2026-03-20');
    expect(typed.time).toBe('09:05');
  });

  it('sends HTML and scripts as plain text, untouched, in the message alone', () => {
    const message = '<script>alert("x")</script><b>gras</b> & <img src=x onerror=alert(1)>';
    const sent = params({ fullName: '<i>Marie</i>', message });
    expect(sent.message).toBe(`${firstLine}\nNom\u00A0: <i>Marie</i>\n${message}`);
    expect(sent.from_name).toBe('');
  });

  it('keeps line breaks of the message', () => {
    expect(params({ message: 'Ligne 1\nLigne 2' }).message).toBe(`${firstLine}\nLigne 1\nLigne 2`);
  });
});

/*
 * Issue 67.2: the acknowledgement EmailJS sends to reply_to (the template's auto-reply) prints only from_name,
 * service, reference, date and time (site/emailjs-templates.ts). So from_name is the name only when it reads as
 * a person's (letters, spaces, hyphens, apostrophes, 60 characters at most), else empty, the name as typed then on
 * the message's second line for the staff; the reference, which the acknowledgement must show and the message
 * (which it must not print) cannot give it, travels in a key of its own (DECISIONS, « The spec's payload »).
 */
describe('templateParams: what the acknowledgement may print (67.2)', () => {
  it('sends a name that reads as a person’s, as typed', () => {
    for (const fullName of ['Marie Ngono', 'Jean-Paul N’Goh', "N'Dri Kouassi", 'Ngo Bassong Émilienne', 'محمد علي', 'e\u0301lise', 'a'.repeat(60), 'Marie  Ngono']) {
      const sent = params({ fullName });
      expect(sent.from_name, fullName).toBe(fullName);
      expect(sent.message, fullName).toBe(`${firstLine}\nPour ma mère, à domicile.`);
    }
  });

  it('sends no name where it is not only a person’s, and gives the staff the name as typed on the message’s second line', () => {
    for (const fullName of ['Dr. Marie Ngono', 'Cliquez sur https://evil.example', 'Marie (sa fille)', 'Gagnez 500 000 FCFA', 'Marie, Paul', 'a'.repeat(61), 'Marie_Ngono', 'Marie\u200BNgono']) {
      const sent = params({ fullName });
      expect(sent.from_name, fullName).toBe('');
      expect(sent.message.split('\n').slice(0, 3), fullName).toEqual([firstLine, `Nom\u00A0: ${fullName}`, 'Pour ma mère, à domicile.']);
    }
  });

  it('a call-back: no name given is said so; a name not only a person’s is none, and the staff read it as typed', () => {
    const callback = { phone: values.phone, fullName: '', day: '2026-03-17', slot: 'morning 08:00-12:00', service: '' };
    const sent = (fullName: string) => templateParams({ values: { ...callback, fullName }, locale: 'fr', reference, kind: 'callback' });
    expect(sent('').from_name).toBe('(Nom non donné)');
    expect(sent('Awa').from_name).toBe('Awa');
    expect(sent('Awa 2')).toMatchObject({ from_name: '' });
    expect(sent('Awa 2').message.split('\n')[1]).toBe('Nom\u00A0: Awa 2');
    const application = templateParams({
      values: { fullName: 'Jean 3', email: '', phone: values.phone, start: '', position: 'Suivi de grossesse', message: '' },
      locale: 'fr',
      reference,
      kind: 'application',
    });
    expect(application.from_name).toBe('');
    expect(application.message.split('\n')[1]).toBe('Nom\u00A0: Jean 3');
  });

  it('sends the service as chosen and the reference in its own key, for every kind: never one appended to the other', () => {
    const served = (content: Parameters<typeof templateParams>[0]) => {
      const { service, reference: sent } = templateParams(content);
      return { service, reference: sent };
    };
    expect(served({ values, locale: 'fr', reference })).toEqual({ service: 'Suivi de grossesse', reference });
    const callback = { phone: values.phone, fullName: '', day: '2026-03-17', slot: 'morning 08:00-12:00', service: 'Suivi de grossesse' };
    expect(served({ values: { ...callback, service: '' }, locale: 'fr', reference, kind: 'callback' })).toEqual({ service: 'Rappel téléphonique', reference });
    expect(served({ values: callback, locale: 'fr', reference, kind: 'callback' })).toEqual({ service: 'Suivi de grossesse', reference });
    const application = { fullName: 'Jean', email: '', phone: values.phone, start: '', position: 'Suivi de grossesse', message: '' };
    expect(served({ values: application, locale: 'fr', reference, kind: 'application' })).toEqual({ service: 'Candidature — Suivi de grossesse', reference });
    expect(served({ values: { ...application, position: '' }, locale: 'fr', reference, kind: 'application' })).toEqual({ service: 'Candidature spontanée', reference });
  });
});

describe('emailJsBody: the whole POST', () => {
  it('carries the keys of the build that sends it, around the same parameters', () => {
    const config = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' };
    expect(emailJsBody({ values, locale: 'fr', reference }, config)).toEqual({
      lib_version: '4.4.1',
      user_id: 'key_x',
      service_id: 'service_x',
      template_id: 'template_x',
      template_params: params(),
    });
  });
});

/*
 * The gateway builds the e-mail from the values it is posted (a script's as well as a page's, or a request
 * an older build kept untrimmed), and check.ts accepts a number between spaces: the centre reads each
 * value trimmed, whatever the kind.
 */
describe('templateParams: values as a script or an older build may post them, spaces around', () => {
  const spaced: KindValues<'appointment'> = {
    fullName: ' Jean Mbarga ',
    email: ' jean@example.com ',
    phone: ' +237677001122 ',
    appointmentDate: ' 17/03/2026 ',
    appointmentTime: 'morning 08:00-12:00',
    serviceType: ' Kinésithérapie ',
    message: ' Bonjour. ',
  };
  const application = { fullName: spaced.fullName, email: spaced.email, phone: spaced.phone, start: spaced.appointmentDate, position: spaced.serviceType, message: spaced.message };

  it('an appointment: the number trimmed', () => {
    expect(params({ phone: ' +237677001122 ' }).phone).toBe('+237677001122');
  });

  it('a call-back: the name, the number and the service trimmed, the day read as a date', () => {
    const callback = { phone: spaced.phone, fullName: spaced.fullName, day: spaced.appointmentDate, slot: spaced.appointmentTime, service: spaced.serviceType };
    expect(templateParams({ values: callback, locale: 'fr', reference, kind: 'callback' })).toEqual({
      from_name: 'Jean Mbarga',
      from_email: '',
      reply_to: '',
      phone: '+237677001122',
      date: '2026-03-17',
      time: 'le matin (8\u00A0h – 12\u00A0h)',
      service: 'Kinésithérapie',
      message: `${firstLine}\nRappel demandé au +237677001122, le mardi 17\u00A0mars\u00A02026, le matin (8\u00A0h – 12\u00A0h), heure de Yaoundé. Service\u00A0: Kinésithérapie.`,
      reference,
      notice: '',
    });
  });

  it('an application: each value trimmed, « dès que possible » when no start is given', () => {
    expect(templateParams({ values: { ...application, start: '' }, locale: 'fr', reference, kind: 'application' })).toEqual({
      from_name: 'Jean Mbarga',
      from_email: 'jean@example.com',
      reply_to: 'jean@example.com',
      phone: '+237677001122',
      date: 'Dès que possible',
      time: '',
      service: 'Candidature — Kinésithérapie',
      message: `${firstLine}\nCandidature\u00A0: Kinésithérapie\nDisponible\u00A0: dès que possible\nBonjour.`,
      reference,
      notice: '',
    });
  });

  it('an application naming no position, as its position a name of spaces: a spontaneous one', () => {
    const sent = templateParams({ values: { ...application, position: '   ' }, locale: 'fr', reference, kind: 'application' });
    expect(sent.service).toBe('Candidature spontanée');
    expect(sent.message.split('\n')[1]).toBe('Candidature\u00A0: Candidature spontanée');
  });
});

import { describe, expect, it } from 'vitest';
import { emailJsBody } from '@/lib/request/channels/emailjs';
import { EMPTY_MESSAGE, templateParams } from '@/lib/request/payload';
import type { AppointmentValues } from '@/lib/request/values';
import { mariePayload, marieValues } from './appointment-request';

// As typed, with the spaces the payload trims.
const values: AppointmentValues = {
  ...marieValues('Pour ma mère, à domicile.'),
  fullName: '  Marie Ngono ',
  email: ' marie.ngono@example.com ',
};
const reference = 'AV-7K3Q';
const params = (changes: Partial<AppointmentValues> = {}, locale: 'fr' | 'en' = 'fr') => templateParams({ values: { ...values, ...changes }, locale, reference });
const firstLine = `Référence\u00A0: ${reference}`;

describe('templateParams: the payload the centre receives', () => {
  it('has exactly the eight template params the centre’s template reads', () => {
    expect(Object.keys(params()).sort()).toEqual(['date', 'from_email', 'from_name', 'message', 'phone', 'reply_to', 'service', 'time'].sort());
  });

  it('maps each field, replying to the sender, trimmed, the reference on the first line of the message', () => {
    expect(params()).toEqual(mariePayload(`${firstLine}\nPour ma mère, à domicile.`));
  });

  it('passes a date or a time it cannot read as typed, without the spaces around it: the centre still reads it', () => {
    expect(params({ appointmentDate: ' le 20 mars ', appointmentTime: ' vers midi ' })).toMatchObject({ date: 'le 20 mars', time: 'vers midi' });
    const callback = templateParams({ values: { ...values, appointmentDate: ' demain ', appointmentTime: 'morning 08:00-12:00' }, locale: 'fr', reference, kind: 'callback' });
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

  it('sends HTML and scripts as plain text, untouched', () => {
    const message = '<script>alert("x")</script><b>gras</b> & <img src=x onerror=alert(1)>';
    const sent = params({ fullName: '<i>Marie</i>', message });
    expect(sent.message).toBe(`${firstLine}\n${message}`);
    expect(sent.from_name).toBe('<i>Marie</i>');
  });

  it('keeps line breaks of the message', () => {
    expect(params({ message: 'Ligne 1\nLigne 2' }).message).toBe(`${firstLine}\nLigne 1\nLigne 2`);
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
  const spaced: AppointmentValues = {
    fullName: ' Jean Mbarga ',
    email: ' jean@example.com ',
    phone: ' +237677001122 ',
    appointmentDate: ' 17/03/2026 ',
    appointmentTime: 'morning 08:00-12:00',
    serviceType: ' Kinésithérapie ',
    message: ' Bonjour. ',
  };

  it('an appointment: the number trimmed', () => {
    expect(params({ phone: ' +237677001122 ' }).phone).toBe('+237677001122');
  });

  it('a call-back: the name, the number and the service trimmed, the day read as a date', () => {
    expect(templateParams({ values: { ...spaced, email: '', message: '' }, locale: 'fr', reference, kind: 'callback' })).toEqual({
      from_name: 'Jean Mbarga',
      from_email: '',
      reply_to: '',
      phone: '+237677001122',
      date: '2026-03-17',
      time: 'le matin (8\u00A0h – 12\u00A0h)',
      service: 'Kinésithérapie',
      message: `${firstLine}\nRappel demandé au +237677001122, le 17 Mars 2026, le matin (8\u00A0h – 12\u00A0h), heure de Yaoundé. Service\u00A0: Kinésithérapie.`,
    });
  });

  it('an application: each value trimmed, « dès que possible » when no start is given', () => {
    expect(templateParams({ values: { ...spaced, appointmentDate: '', appointmentTime: '' }, locale: 'fr', reference, kind: 'application' })).toEqual({
      from_name: 'Jean Mbarga',
      from_email: 'jean@example.com',
      reply_to: 'jean@example.com',
      phone: '+237677001122',
      date: 'Dès que possible',
      time: '',
      service: 'Candidature — Kinésithérapie',
      message: `${firstLine}\nCandidature\u00A0: Kinésithérapie\nDisponible\u00A0: dès que possible\nBonjour.`,
    });
  });

  it('an application naming no position, as its position a name of spaces: a spontaneous one', () => {
    const sent = templateParams({ values: { ...spaced, serviceType: '   ' }, locale: 'fr', reference, kind: 'application' });
    expect(sent.service).toBe('Candidature spontanée');
    expect(sent.message.split('\n')[1]).toBe('Candidature\u00A0: Candidature spontanée');
  });
});

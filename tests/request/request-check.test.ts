import { describe, expect, it } from 'vitest';
import { addDays, doualaToday } from '@/lib/douala-date';
import { applicationValues, type ApplicationChoice } from '@/lib/request/application';
import { HORIZON_DAYS } from '@/lib/hours';
import { callbackDays, callbackValues, offeredSlots, type CallbackHours } from '@/lib/request/callback';
import { checkRequest, DAY_SLACK } from '@/lib/request/check';
import { KEEP_DAYS } from '@/lib/request/entry';
import { readGatewayBody, readStatusQuery } from '@/lib/request/gateway/body';
import { GATEWAY_MAX_BODY_BYTES } from '@/lib/request/gateway/protocol';
import { templateParams, type RequestContent } from '@/lib/request/payload';
import { noticeFacts } from '@/lib/request/notice/notice';
import { LIMITS, type RequestValues } from '@/lib/request/values';
import type { KindValues } from '@/lib/request/kinds';
import { appointmentServices } from '@/content/appointment';
import { jobs } from '@/content/jobs';
import { services } from '@/content/services';
import { publicationDay } from '@/lib/publication';
import { requestRules } from '@/site/request-rules';
import { PUBLISHED, publishedRules } from './published-rules';

/*
 * checkRequest is what the gateway holds every posted request to: whatever the site's own builders make
 * (the form's values, callbackValues, applicationValues) must pass it, on the day it was made and on every
 * day a device may keep it (KEEP_DAYS), or a person's request would be refused at the gateway.
 */

/** Yaoundé's noon on a day: the request's day and the gateway's are computed from it. */
const noon = (day: string) => new Date(`${day}T12:00:00+01:00`);
const TODAY = '2026-03-16';

const appointment = (values: Partial<KindValues<'appointment'>> = {}): RequestContent => ({
  locale: 'fr',
  reference: 'AV-7K3Q',
  values: {
    fullName: 'Awa Ngono',
    email: 'awa.ngono@example.com',
    phone: '+237671234567',
    appointmentDate: addDays(TODAY, 2),
    appointmentTime: '09:30',
    serviceType: 'Soins infirmiers à domicile',
    message: '',
    ...values,
  },
});

const application: ApplicationChoice = {
  fullName: 'Jean Mbarga',
  phone: '+237677001122',
  email: 'jean@example.com',
  position: 'Aide-soignant(e)',
  diploma: 'x'.repeat(200),
  experience: '3,5 ans',
  quartier: 'y'.repeat(100),
  start: addDays(TODAY, 10),
  message: 'z'.repeat(LIMITS.message),
};

/** What the gateway says on each day a device may send a request made on TODAY. */
function acceptedEveryDayKept(content: RequestContent) {
  return Array.from({ length: KEEP_DAYS + 1 }, (_, day) => checkRequest(content, { today: doualaToday(noon(addDays(TODAY, day))) }));
}

describe('every request the site makes passes the gateway, on every day it may be kept', () => {
  it('an appointment', () => {
    for (const result of acceptedEveryDayKept(appointment())) expect(result).toEqual({ ok: true });
  });

  it('every call-back a visitor can choose, a closure of two weeks included', () => {
    const open: CallbackHours = {
      hours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }],
      closures: [{ from: addDays(TODAY, 1), to: addDays(TODAY, 14), reason: 'Congés' }],
    };
    const at = new Date(`${TODAY}T08:00:00+01:00`);
    for (const date of callbackDays(open, at)) {
      for (const slot of offeredSlots(date, open, at)) {
        for (const name of ['', 'Mama Ngo']) {
          const values = callbackValues({ phone: '+237691234567', name, date, slot, service: date === TODAY ? '' : 'Kinésithérapie' });
          for (const result of acceptedEveryDayKept({ locale: 'en', reference: 'AV-7K3Q', kind: 'callback', values })) expect(result).toEqual({ ok: true });
        }
      }
    }
  });

  it('an application at its longest, and a spontaneous one with nothing optional', () => {
    const longest = applicationValues(application);
    const spare = applicationValues({ ...application, email: '', position: '', diploma: '', experience: '', quartier: '', start: '', message: '' });
    for (const values of [longest, spare]) {
      for (const result of acceptedEveryDayKept({ locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values })) expect(result).toEqual({ ok: true });
    }
  });

  it('a request from a device whose clock is a day ahead', () => {
    expect(checkRequest(appointment({ appointmentDate: addDays(TODAY, LIMITS.daysAhead + 1) }), { today: TODAY })).toEqual({ ok: true });
  });
});

describe('what the gateway refuses, by its field', () => {
  const today = { today: TODAY };
  it.each<[string, RequestContent, string]>([
    ['no name', appointment({ fullName: ' ' }), 'fullName'],
    ['an e-mail without a domain', appointment({ email: 'awa@ngono' }), 'email'],
    ['two e-mails', appointment({ email: 'a@b.cm, c@d.cm' }), 'email'],
    ['a phone of letters', appointment({ phone: '+23767abc' }), 'phone'],
    ['a day before any kept request', appointment({ appointmentDate: addDays(TODAY, -DAY_SLACK.before - 1) }), 'appointmentDate'],
    ['a time of no clock', appointment({ appointmentTime: '25:00' }), 'appointmentTime'],
    ['no service', appointment({ serviceType: '' }), 'serviceType'],
    ['a service of a whole page', appointment({ serviceType: 's'.repeat(201) }), 'serviceType'],
    ['a message over the limit', appointment({ message: 'm'.repeat(LIMITS.message + 1) }), 'message'],
    ['a service of spaces', appointment({ serviceType: '   ' }), 'serviceType'],
    ['a day further than a year and a day', appointment({ appointmentDate: addDays(TODAY, LIMITS.daysAhead + DAY_SLACK.after + 1) }), 'appointmentDate'],
  ])('an appointment with %s', (_, content, field) => {
    expect(checkRequest(content, today)).toEqual({ ok: false, field });
  });

  const callback = (change: RequestValues): RequestContent => ({
    locale: 'fr',
    reference: 'AV-7K3Q',
    kind: 'callback',
    values: { ...callbackValues({ phone: '+237691234567', name: '', date: addDays(TODAY, 1), slot: { slot: 'morning', from: '08:00', to: '12:00' }, service: '' }), ...change },
  });
  it.each<[string, RequestContent, string]>([
    ['no number', callback({ phone: '' }), 'phone'],
    ['a number too short for Cameroon', callback({ phone: '+23769123' }), 'phone'],
    ['a name that turns the writing around', callback({ fullName: 'Awa \u202Eognn' }), 'fullName'],
    ['a day further than the call-back looks for one', callback({ day: addDays(TODAY, HORIZON_DAYS + 2) }), 'day'],
    ['a slot that is none', callback({ slot: '10:00' }), 'slot'],
    ['a slot without its times (as only an unread old entry has it)', callback({ slot: 'morning' }), 'slot'],
    ['a slot that ends before it starts', callback({ slot: 'morning 12:00-08:00' }), 'slot'],
    ['a slot that ends as it starts', callback({ slot: 'morning 08:00-08:00' }), 'slot'],
    ['a slot that ends past midnight', callback({ slot: 'evening 20:00-24:01' }), 'slot'],
    // No clock's minutes: the e-mail could not write them (issue 67: they passed, and its formatting threw after the gateway counted them).
    ['a slot whose end has minutes past 59', callback({ slot: 'morning 08:00-11:75' }), 'slot'],
    ['a slot whose start has minutes past 59', callback({ slot: 'afternoon 12:60-17:00' }), 'slot'],
    ['a slot that starts at the day’s end', callback({ slot: 'evening 24:00-24:00' }), 'slot'],
    ['a slot with words before it', callback({ slot: 'le morning 08:00-12:00' }), 'slot'],
    ['a slot with words after it', callback({ slot: 'morning 08:00-12:00 ou 17:00-18:00' }), 'slot'],
    ['a day that is no date', callback({ day: 'demain' }), 'day'],
    ['a day before any kept request', callback({ day: addDays(TODAY, -DAY_SLACK.before - 1) }), 'day'],
    ['a service of a whole page', callback({ service: 's'.repeat(201) }), 'service'],
  ])('a call-back with %s', (_, content, field) => {
    expect(checkRequest(content, today)).toEqual({ ok: false, field });
  });

  const applying = (change: RequestValues): RequestContent => ({
    locale: 'fr',
    reference: 'AV-7K3Q',
    kind: 'application',
    values: { ...applicationValues(application), ...change },
  });
  it.each<[string, RequestContent, string]>([
    ['no name', applying({ fullName: '' }), 'fullName'],
    ['no number', applying({ phone: '' }), 'phone'],
    ['a phone of letters', applying({ phone: '+23767abc' }), 'phone'],
    ['a name that turns the writing around', applying({ fullName: 'Jean \u202Eagrabm' }), 'fullName'],
    ['an e-mail without a domain', applying({ email: 'jean@example' }), 'email'],
    ['a start further than a year', applying({ start: addDays(TODAY, LIMITS.daysAhead + DAY_SLACK.after + 1) }), 'start'],
    ['a position of a whole page', applying({ position: 's'.repeat(201) }), 'position'],
    ['a start last month', applying({ start: addDays(TODAY, -30) }), 'start'],
    ['a message far over the limit', applying({ message: 'm'.repeat(LIMITS.message + 600) }), 'message'],
  ])('an application with %s', (_, content, field) => {
    expect(checkRequest(content, today)).toEqual({ ok: false, field });
  });
});

describe('which field the gateway names when several are wrong', () => {
  it('the first in its form’s order: a call-back’s number before its name, an application’s name before its number', () => {
    const values = { ...callbackValues({ phone: '+237', name: '', date: addDays(TODAY, 1), slot: { slot: 'morning', from: '08:00', to: '12:00' }, service: '' }), fullName: 'Awa \u202Eognn' };
    expect(checkRequest({ locale: 'fr', reference: 'AV-7K3Q', kind: 'callback', values }, { today: TODAY })).toEqual({ ok: false, field: 'phone' });
    const wrong = { ...applicationValues(application), fullName: '', phone: '' };
    expect(checkRequest({ locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values: wrong }, { today: TODAY })).toEqual({ ok: false, field: 'fullName' });
    expect(checkRequest(appointment({ message: 'm'.repeat(LIMITS.message + 1), fullName: '' }), { today: TODAY })).toEqual({ ok: false, field: 'fullName' });
  });
});

describe('what the gateway takes at its bounds', () => {
  const today = { today: TODAY };
  const callback = (change: RequestValues): RequestContent => ({
    locale: 'fr',
    reference: 'AV-7K3Q',
    kind: 'callback',
    values: { ...callbackValues({ phone: '+237691234567', name: '', date: addDays(TODAY, 1), slot: { slot: 'evening', from: '17:00', to: '18:00' }, service: '' }), ...change },
  });
  it.each<[string, RequestContent]>([
    ['an appointment for a service of 200 characters', appointment({ serviceType: 's'.repeat(200) })],
    ['a call-back for a service of 200 characters', callback({ service: 's'.repeat(200) })],
    ['a call-back whose name is spaces (no name)', callback({ fullName: '   ' })],
    ['a call-back whose number has spaces around it', callback({ phone: ' +237691234567 ' })],
    ['a call-back on the furthest day a kept one may carry', callback({ day: addDays(TODAY, HORIZON_DAYS + DAY_SLACK.after) })],
    ['a call-back on the earliest day a kept one may carry', callback({ day: addDays(TODAY, -DAY_SLACK.before) })],
    ['a call-back whose slot ends at midnight', callback({ slot: 'evening 20:00-24:00' })],
    ['an application with its e-mail between spaces', { locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values: { ...applicationValues(application), email: ' jean@example.com ' } }],
    ['an application with a number between spaces', { locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values: { ...applicationValues(application), phone: ' +237677001122 ' } }],
    ['an application whose name is at its longest, between spaces', { locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values: { ...applicationValues(application), fullName: ` ${'a'.repeat(LIMITS.fullName)} ` } }],
    ['an application whose e-mail is spaces (none given)', { locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values: { ...applicationValues(application), email: '   ' } }],
    ['an application starting a year and a day ahead', { locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values: { ...applicationValues(application), start: addDays(TODAY, LIMITS.daysAhead + DAY_SLACK.after) } }],
  ])('%s', (_, content) => {
    expect(checkRequest(content, today)).toEqual({ ok: true });
    // What the checks take, the e-mail and the notice can write.
    expect(() => [templateParams(content), noticeFacts(content)]).not.toThrow();
  });
});

describe('the body the gateway reads', () => {
  const body = { id: '0b9f1c2e-6d1e-4c3b-9a51-1f0e2d3c4b5a', proof: 'eyJ9', content: appointment() };

  it('reads what a page posts, and only the fields it knows', () => {
    expect(readGatewayBody(JSON.parse(JSON.stringify({ ...body, extra: 'ignored' })))).toEqual(body);
    const callback = { ...body, content: { ...appointment(), kind: 'callback' } };
    expect(readGatewayBody(callback)?.content.kind).toBe('callback');
  });

  it('takes the longest request the site makes, every character of it accented, with the longest proof it reads', () => {
    const longest = applicationValues({ ...application, fullName: 'É'.repeat(LIMITS.fullName), diploma: 'é'.repeat(200), quartier: 'é'.repeat(100), message: 'é'.repeat(LIMITS.message) });
    const posted = { ...body, proof: 'a'.repeat(4096), content: { locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values: { ...longest, email: `${'é'.repeat(240)}@example.cm` } } };
    expect(new TextEncoder().encode(JSON.stringify(posted)).length).toBeLessThan(GATEWAY_MAX_BODY_BYTES);
  });

  it('reads the body an older page posts, its honeypot (empty or not, text or not) left unread, and a proof at its limit (issue 67)', () => {
    const bare = { id: body.id, proof: body.proof, content: body.content };
    for (const honeypot of ['', 'https://spam.example', true]) expect(readGatewayBody({ ...body, honeypot })).toStrictEqual(bare);
    expect(readGatewayBody({ ...body, proof: 'a'.repeat(4096) })?.proof).toHaveLength(4096);
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['an array', [body]],
    ['an id with a path in it', { ...body, id: '../x' }],
    ['an id too long', { ...body, id: 'a'.repeat(65) }],
    ['a proof that is not text', { ...body, proof: 42 }],
    ['a proof of a megabyte', { ...body, proof: 'a'.repeat(5000) }],
    ['a locale the site has not', { ...body, content: { ...body.content, locale: 'de' } }],
    ['a reference of another shape', { ...body, content: { ...body.content, reference: 'AV-0O1I' } }],
    ['a kind the site has not', { ...body, content: { ...body.content, kind: 'complaint' } }],
    ['a value that is not text', { ...body, content: { ...body.content, values: { ...body.content.values, phone: 237671234567 } } }],
    ['a value missing', { ...body, content: { ...body.content, values: { ...body.content.values, message: undefined } } }],
    ['an id that is a number', { ...body, id: 42 }],
    ['values that are null', { ...body, content: { ...body.content, values: null } }],
    ['a proof one character over its limit', { ...body, proof: 'a'.repeat(4097) }],
  ])('refuses %s', (_, raw) => {
    expect(readGatewayBody(raw)).toBeNull();
  });
});

describe('the status query the gateway reads (a family asking who has its requests)', () => {
  const id = (n: number) => `0b9f1c2e-6d1e-4c3b-9a51-1f0e2d3c4b5${n}`;

  it('reads one to five outbox ids, each once, and nothing else', () => {
    expect(readStatusQuery({ ids: [id(1)] })).toStrictEqual({ ids: [id(1)] });
    const five = [1, 2, 3, 4, 5].map(id);
    expect(readStatusQuery(JSON.parse(JSON.stringify({ ids: five, extra: 'ignored' })))).toStrictEqual({ ids: five });
    expect(readStatusQuery({ ids: [id(1), id(2), id(1)] })).toStrictEqual({ ids: [id(1), id(2)] });
    expect(readStatusQuery({ ids: ['a'.repeat(64), 'A-1'] })).toStrictEqual({ ids: ['a'.repeat(64), 'A-1'] });
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['a list alone', [id(1)]],
    ['ids that are not a list', { ids: id(1) }],
    ['no id', { ids: [] }],
    ['six ids, one more than a call may ask', { ids: [1, 2, 3, 4, 5, 6].map(id) }],
    ['an id that is a number', { ids: [id(1), 42] }],
    ['an id with a path in it', { ids: ['../inbox'] }],
    ['an id too long', { ids: ['a'.repeat(65)] }],
    ['an empty id', { ids: [''] }],
    ['an id with a space', { ids: [`${id(1)} `] }],
  ])('refuses %s', (_, raw) => {
    expect(readStatusQuery(raw)).toBeNull();
  });
});

/*
 * Issue 67.3: a value of one line (a name, an e-mail, a number, a day, a time or a slot, a service or a position)
 * goes into the e-mail's subject and into the relay's one-field-a-line text, where a line break fakes a field
 * (« Marie\r\nBcc: x@evil.example », « téléphone : … »). Refused wherever it is, whatever the kind.
 */
describe('a value of one line with a line break or a control character in it (67.3)', () => {
  const BREAKS = ['\r\n', '\n', '\r', '\t', '\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u2028', '\u2029'];
  const kinds: [string, RequestContent, string[]][] = [
    ['an appointment', appointment(), ['fullName', 'email', 'phone', 'appointmentDate', 'appointmentTime', 'serviceType']],
    [
      'a call-back',
      {
        locale: 'fr',
        reference: 'AV-7K3Q',
        kind: 'callback',
        values: callbackValues({ phone: '+237691234567', name: 'Awa', date: addDays(TODAY, 1), slot: { slot: 'morning', from: '08:00', to: '12:00' }, service: 'Kinésithérapie' }),
      },
      ['fullName', 'phone', 'day', 'slot', 'service'],
    ],
    ['an application', { locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values: applicationValues(application) }, ['fullName', 'email', 'phone', 'start', 'position']],
  ];

  it.each(kinds)('%s: refused, by its field, wherever the break is', (_, content, fields) => {
    expect(checkRequest(content, { today: TODAY })).toEqual({ ok: true });
    for (const field of fields) {
      const value = content.values[field]!;
      for (const cut of BREAKS) {
        for (const broken of [`${value.slice(0, 3)}${cut}${value.slice(3)}`, `${value}${cut}`, `${value}${cut}Bcc: x@evil.example`]) {
          const values = { ...content.values, [field]: broken };
          expect(checkRequest({ ...content, values }, { today: TODAY }), `${field}: ${JSON.stringify(broken)}`).toEqual({ ok: false, field });
        }
      }
    }
  });

  it('keeps the message’s lines: it is the one value of several', () => {
    expect(checkRequest(appointment({ message: 'Ligne 1\r\nLigne 2\tsuite' }), { today: TODAY })).toEqual({ ok: true });
  });
});

/*
 * Issue 67.5: with the site's published rules (lib/request/site-rules.ts, what the gateway reads from the site),
 * a service is one the form offers in the page's language, « Autre » included; a call-back's, the title of one of
 * the services (its page's), or none; a position, one open that day or closed within the days a device may keep
 * an application, or none (a spontaneous application). Without the rules (the site's file unread), what passed
 * before passes: no person's request is refused because the gateway could not read its own site.
 */
describe('with the site’s published rules: the services and positions it offers (67.5)', () => {
  const rules = publishedRules(TODAY);
  const withRules = { today: TODAY, rules };
  const callback = (service: string): RequestContent => ({
    locale: 'fr',
    reference: 'AV-7K3Q',
    kind: 'callback',
    values: callbackValues({ phone: '+237691234567', name: '', date: addDays(TODAY, 1), slot: { slot: 'morning', from: '08:00', to: '12:00' }, service }),
  });
  const applying = (position: string): RequestContent => ({ locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values: applicationValues({ ...application, position }) });

  it('takes each service the form offers, in each language, « Autre » included', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const serviceType of PUBLISHED.services) expect(checkRequest({ ...appointment({ serviceType }), locale }, withRules), `${locale} ${serviceType}`).toEqual({ ok: true });
    }
  });

  it('takes a call-back for a service’s page, or for none, and an application for an open position, one closed within the days a device keeps it, or none', () => {
    for (const service of ['', ...PUBLISHED.serviceTitles]) expect(checkRequest(callback(service), withRules), service).toEqual({ ok: true });
    for (const position of ['', PUBLISHED.open, PUBLISHED.closedLately]) expect(checkRequest(applying(position), withRules), position).toEqual({ ok: true });
  });

  it.each<[string, RequestContent, string]>([
    ['an appointment for a service the form does not offer', appointment({ serviceType: 'Soins infirmiers' }), 'serviceType'],
    ['an appointment for a service of 200 characters', appointment({ serviceType: 's'.repeat(200) }), 'serviceType'],
    ['an appointment for a service the form offers in another language only', { ...appointment({ serviceType: 'Suivi de grossesse' }), locale: 'en' as const }, 'serviceType'],
    ['an appointment for a service’s page title, which the form does not offer', appointment({ serviceType: PUBLISHED.serviceTitles[0] }), 'serviceType'],
    ['a call-back for a service no page has', callback('Gagnez un téléphone sur evil.example'), 'service'],
    ['a call-back for a service the form offers but no page is titled', callback('Autre'), 'service'],
    ['an application for a position never posted', applying('Directeur général'), 'position'],
    ['an application for a position closed before any kept application could leave', applying(PUBLISHED.closedLong), 'position'],
  ])('refuses %s, by its field', (_, content, field) => {
    const only = content.locale === 'en' ? { ...rules, services: { ...rules.services, en: ['Soins infirmiers à domicile', 'Autre'] } } : rules;
    expect(checkRequest(content, { today: TODAY, rules: only })).toEqual({ ok: false, field });
  });

  it('without the rules (the site’s file could not be read), takes any service and any position of one line, as before', () => {
    for (const rulesRead of [undefined, null]) {
      const lenient = { today: TODAY, ...(rulesRead === null ? { rules: null } : {}) };
      expect(checkRequest(appointment({ serviceType: 'Soins infirmiers' }), lenient)).toEqual({ ok: true });
      expect(checkRequest(callback('Gagnez un téléphone'), lenient)).toEqual({ ok: true });
      expect(checkRequest(applying('Directeur général'), lenient)).toEqual({ ok: true });
      expect(checkRequest(applying(PUBLISHED.closedLong), lenient)).toEqual({ ok: true });
      // Still one line: that rule needs no list.
      expect(checkRequest(appointment({ serviceType: 'Soins\r\nBcc: x@evil.example' }), lenient)).toEqual({ ok: false, field: 'serviceType' });
    }
  });
});

/*
 * What the build publishes agrees with what the pages offer: every service the appointment form offers (each
 * language), every service page's « Rappelez-moi », every position the careers page lists, passes the gateway
 * with the rules the same build publishes, on the day and on every day a device may keep the request.
 */
describe('the pages’ lists and the published rules, from the same content', () => {
  const today = publicationDay();
  const rules = requestRules(today);
  const everyDayKept = (content: RequestContent) =>
    Array.from({ length: KEEP_DAYS + 1 }, (_, day) => checkRequest(content, { today: addDays(today, day), rules })).filter((result) => !result.ok);

  it('every service of the form, every service’s page, every open position', () => {
    const date = addDays(today, 1);
    for (const locale of ['fr', 'en'] as const) {
      for (const choice of appointmentServices[locale]) {
        expect(everyDayKept({ ...appointment({ serviceType: choice.value, appointmentDate: date }), locale }), choice.value).toEqual([]);
      }
      for (const service of services.fr) {
        const values = callbackValues({ phone: '+237691234567', name: '', date, slot: { slot: 'morning', from: '08:00', to: '12:00' }, service: service.title });
        expect(everyDayKept({ locale, reference: 'AV-7K3Q', kind: 'callback', values }), service.title).toEqual([]);
      }
    }
    for (const job of jobs.fr) {
      const values = applicationValues({ ...application, start: '', position: job.title });
      expect(everyDayKept({ locale: 'fr', reference: 'AV-7K3Q', kind: 'application', values }), job.title).toEqual([]);
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGatewayBody } from '@/lib/request/gateway/body';
import { FAMILY_KINDS, KIND_NAMES, KIND_PAGES, leadsToVisit, REQUEST_KINDS } from '@/lib/request/kinds';
import { valuesFor } from '@/lib/request/stored-values';
import { fieldsOf, problemsOf } from '@/lib/request/kinds/rules';
import type { KindDefinition } from '@/lib/request/kinds/kind';
import { NOTICE_TITLES } from '@/lib/request/notice/notice';
import { APPOINTMENT_FIELD_ORDER, type RequestKind } from '@/lib/request/values';
import type { KindTemplates } from '@/site/emailjs-templates';
import { CONSENT_FIELD } from '@/lib/request/visit/consent';

/*
 * Every kind of request is one definition (lib/request/kinds/), in a table the compiler holds complete: the
 * staff tell kinds apart by their notice and the relay's subject, and the gateway takes a body of every kind
 * the site sends and of no other. A kind missing its notice or its acknowledgement does not compile: the
 * lines marked @ts-expect-error fail `npm run typecheck` the day one of them compiles.
 */

describe('each kind of request, as the staff and the gateway meet it', () => {
  it('has a notice title and a relay subject of its own, so that staff know at a glance what was asked', () => {
    const titles = KIND_NAMES.map((kind) => NOTICE_TITLES[kind]);
    const subjects = KIND_NAMES.map((kind) => REQUEST_KINDS[kind].relaySubject);
    for (const words of [titles, subjects]) {
      expect(words.every((word) => word.trim() !== '')).toBe(true);
      expect(new Set(words).size).toBe(KIND_NAMES.length);
    }
  });

  it('reaches the gateway whatever its kind, named or (the first kind) not, but a kind no page sends (a WhatsApp message, the gateway\'s own)', () => {
    const body = (kind?: RequestKind) => ({ id: 'a-1', proof: 'p', content: { values: valuesFor(kind ?? 'appointment', {}), locale: 'fr', reference: 'AV-7K3Q', ...(kind ? { kind } : {}) } });
    expect(KIND_NAMES).toEqual(Object.keys(REQUEST_KINDS));
    for (const kind of KIND_NAMES) expect(readGatewayBody(body(kind))?.content.kind, kind).toBe(REQUEST_KINDS[kind].madeBy === 'gateway' ? undefined : kind);
    expect(readGatewayBody(body('whatsapp'))).toBeNull();
    expect(readGatewayBody(body())?.content).not.toHaveProperty('kind');
  });

  it('says by its definition whether it leads to a visit, whether a family makes it, and its page: nothing else picks by kind', () => {
    // Read off each definition; an application's interview is a day and a time on the card, no visit.
    for (const kind of KIND_NAMES) expect(leadsToVisit(kind), kind).toBe(REQUEST_KINDS[kind].visit);
    expect([leadsToVisit('appointment'), leadsToVisit('callback'), leadsToVisit('application')]).toEqual([true, true, false]);
    // What the inbox stored, read as a word: an unknown one, or « toString », leads to none.
    for (const stranger of ['toString', '__proto__', 'constructor', '', 'quote', null]) expect(leadsToVisit(stranger), String(stranger)).toBe(false);
    expect(FAMILY_KINDS).toEqual(KIND_NAMES.filter((kind) => REQUEST_KINDS[kind].madeBy === 'family'));
    expect(KIND_PAGES).toEqual(KIND_NAMES.flatMap((kind) => (REQUEST_KINDS[kind].page === null ? [] : [{ kind, page: REQUEST_KINDS[kind].page }])));
    expect(KIND_PAGES).toEqual(expect.arrayContaining([{ kind: 'appointment', page: 'appointment' }, { kind: 'application', page: 'careers' }]));
  });
});

describe('a body by the names values had before issue 74, whenever an older build posts one', () => {
  // As a page of the older build posts them: every kind by an appointment's names.
  const before74 = { fullName: 'Awa', email: '', phone: '+237691234567', appointmentDate: '2026-12-16', appointmentTime: 'morning 08:00-12:00', serviceType: '', message: '' };
  const body = (kind: RequestKind, values: Record<string, string>) => ({ id: 'a-1', proof: 'p', content: { values, locale: 'fr', reference: 'AV-7K3Q', kind } });
  afterEach(() => vi.useRealTimers());

  it('is read by today’s names on any day: a tab opened before the deploy, or a phone’s outbox, may post it long after (issue 78)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const day of ['2026-12-16', '2026-12-25', '2027-12-16', '2031-06-01']) {
      vi.setSystemTime(new Date(`${day}T10:00:00Z`));
      expect(readGatewayBody(body('callback', before74))?.content.values, day).toStrictEqual({
        phone: '+237691234567',
        fullName: 'Awa',
        day: '2026-12-16',
        slot: 'morning 08:00-12:00',
        service: '',
      });
      expect(readGatewayBody(body('application', { ...before74, appointmentTime: '', serviceType: 'Infirmier(ère)' }))?.content.values, day).toMatchObject({
        start: '2026-12-16',
        position: 'Infirmier(ère)',
      });
      // An appointment's names did not change.
      expect(readGatewayBody({ ...body('appointment', before74), content: { ...body('appointment', before74).content, kind: undefined } }), day).not.toBeNull();
    }
  });

  it('by today’s names, read on any day; a value missing, or not a string, is malformed', () => {
    const today = { phone: '+237691234567', fullName: 'Awa', day: '2026-12-16', slot: 'morning 08:00-12:00', service: '' };
    expect(readGatewayBody(body('callback', today))?.content.values).toStrictEqual(today);
    expect(readGatewayBody(body('callback', { ...today, slot: undefined as unknown as string }))).toBeNull();
    expect(readGatewayBody(body('callback', { ...today, day: 17 as unknown as string }))).toBeNull();
    expect(readGatewayBody(body('callback', { ...before74, appointmentDate: 17 as unknown as string }))).toBeNull();
  });
});

describe('what a kind’s rules name, field by field', () => {
  it('an appointment’s rules are in its form’s order on screen: the gateway names the field the form would focus', () => {
    // The consent to the appointment's messages aside (issue 77): a box, never at fault on a page.
    expect(fieldsOf(REQUEST_KINDS.appointment.fields).filter((field) => field !== CONSENT_FIELD)).toEqual(APPOINTMENT_FIELD_ORDER);
  });

  const day = { today: '2026-03-16', earliest: '2026-03-16' };
  it('a call-back left empty: its number, its day and its slot asked for, nothing said of what it does not ask', () => {
    expect(problemsOf(REQUEST_KINDS.callback.fields, valuesFor('callback', {}), day)).toStrictEqual({ phone: 'phoneRequired', day: 'dateRequired', slot: 'timeRequired' });
  });

  it('a line break in a value of one line: each field’s own words for a value it cannot read (issue 67.3)', () => {
    const appointment = { fullName: 'Awa Ngono', email: 'awa@example.cm', phone: '+237691234567', appointmentDate: '2026-03-17', appointmentTime: '10:00', serviceType: 'Autre', message: 'Ligne 1\nLigne 2' };
    const broken = Object.fromEntries(Object.entries(appointment).map(([field, value]) => [field, field === 'message' ? value : `${value}\n`])) as typeof appointment;
    expect(problemsOf(REQUEST_KINDS.appointment.fields, broken, { ...day, lists: { services: ['Autre'] } })).toStrictEqual({
      fullName: 'fullNameLine',
      email: 'emailInvalid',
      phone: 'phoneNotANumber',
      appointmentDate: 'dateInvalid',
      appointmentTime: 'timeInvalid',
      serviceType: 'serviceRequired',
    });
    const callback = { fullName: '', phone: '+237691234567', day: '2026-03-17', slot: 'morning 08:00-12:00\u2028', service: '' };
    expect(problemsOf(REQUEST_KINDS.callback.fields, callback, day)).toStrictEqual({ slot: 'timeInvalid' });
  });

  it('nothing at all for a request that may leave; a slot that ends before it starts', () => {
    const callback = { fullName: '', phone: '+237691234567', day: '2026-03-17', slot: 'morning 08:00-12:00', service: '' };
    expect(problemsOf(REQUEST_KINDS.callback.fields, callback, day)).toStrictEqual({});
    expect(problemsOf(REQUEST_KINDS.callback.fields, { ...callback, slot: 'morning 12:00-08:00' }, day)).toStrictEqual({ slot: 'timeInvalid' });
  });
});

describe('a kind without one of its parts', () => {
  it('does not compile: no notice, no acknowledgement where it carries an address, no kind left out of the table', () => {
    // @ts-expect-error a definition without its notice
    const withoutNotice: KindDefinition = { ...REQUEST_KINDS.application, notice: undefined };
    // @ts-expect-error an application (it carries an e-mail address) without its acknowledgement
    const withoutAcknowledgement: KindTemplates<'application'> = { centre: () => ({}) as never, acknowledgement: null };
    // @ts-expect-error the table of kinds without the call-back
    const withoutCallback: { [K in RequestKind]: KindDefinition } = { appointment: REQUEST_KINDS.appointment, application: REQUEST_KINDS.application };
    expect([withoutNotice, withoutAcknowledgement, withoutCallback]).toHaveLength(3);
  });
});

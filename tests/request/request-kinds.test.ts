import { describe, expect, it } from 'vitest';
import { readGatewayBody } from '@/lib/request/gateway/body';
import { KIND_NAMES, REQUEST_KINDS } from '@/lib/request/kinds';
import { problemsOf } from '@/lib/request/kinds/rules';
import type { KindDefinition } from '@/lib/request/kinds/kind';
import { NOTICE_TITLES } from '@/lib/request/notice/notice';
import { EMPTY_VALUES, type RequestKind } from '@/lib/request/values';
import type { KindTemplates } from '@/site/emailjs-templates';

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

  it('reaches the gateway whatever its kind, named or (the first kind) not', () => {
    const body = (kind?: string) => ({ id: 'a-1', proof: 'p', content: { values: EMPTY_VALUES, locale: 'fr', reference: 'AV-7K3Q', ...(kind ? { kind } : {}) } });
    expect(KIND_NAMES).toEqual(Object.keys(REQUEST_KINDS));
    for (const kind of KIND_NAMES) expect(readGatewayBody(body(kind))?.content.kind, kind).toBe(kind);
    expect(readGatewayBody(body())?.content).not.toHaveProperty('kind');
  });
});

describe('what a kind’s rules name, field by field', () => {
  const day = { today: '2026-03-16', earliest: '2026-03-16' };
  it('a call-back left empty: its number, its day and its slot asked for, nothing said of what it does not ask', () => {
    expect(problemsOf(REQUEST_KINDS.callback.fields, EMPTY_VALUES, day)).toStrictEqual({ phone: 'phoneNotANumber', appointmentDate: 'dateRequired', appointmentTime: 'timeRequired' });
  });

  it('a line break in a value of one line: each field’s own words for a value it cannot read; where the kind carries none, that it carries none (issue 67.3)', () => {
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
    const callback = { ...EMPTY_VALUES, phone: '+237691234567', appointmentDate: '2026-03-17', appointmentTime: 'morning 08:00-12:00\u2028', message: '\n' };
    expect(problemsOf(REQUEST_KINDS.callback.fields, callback, day)).toStrictEqual({ appointmentTime: 'timeInvalid', message: 'notCarried' });
  });

  it('a value where the kind carries none, and nothing at all for a request that may leave', () => {
    const callback = { ...EMPTY_VALUES, phone: '+237691234567', appointmentDate: '2026-03-17', appointmentTime: 'morning 08:00-12:00' };
    expect(problemsOf(REQUEST_KINDS.callback.fields, { ...callback, message: 'Bonjour' }, day)).toStrictEqual({ message: 'notCarried' });
    expect(problemsOf(REQUEST_KINDS.callback.fields, callback, day)).toStrictEqual({});
    expect(problemsOf(REQUEST_KINDS.callback.fields, { ...callback, appointmentTime: 'morning 12:00-08:00' }, day)).toStrictEqual({ appointmentTime: 'timeInvalid' });
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

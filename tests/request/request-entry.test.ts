import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_VERSION, expired, isCurrent, newEntry, newId, readEntry } from '@/lib/request/entry';
import { outboxExists, OUTBOX_DB } from '@/lib/request/exists';
import { marieValues } from './appointment-request';

/*
 * A kept request read back whatever wrote it (lib/request/entry.ts), and whether a device has an outbox at all
 * (exists.ts): the cases the outbox's own tests (request-outbox.test.ts) do not reach.
 */

const NOW = Date.UTC(2026, 2, 16, 8);
const values = marieValues('');
// A call-back as a build of version 2 stored it: a number, a day and a slot's name alone, by an appointment's names (lib/request/stored-values.ts).
const EMPTY_BEFORE_74 = { fullName: '', email: '', phone: '', appointmentDate: '', appointmentTime: '', serviceType: '', message: '' };
const callback = { ...EMPTY_BEFORE_74, fullName: 'Jean-Paul', phone: '+237671234567', appointmentDate: '2026-03-17', appointmentTime: 'afternoon' };
const stored = (changes: Record<string, unknown>) => ({ v: 2, id: 'a', reference: 'AV-7K3Q', createdAt: NOW - 1_000, status: 'waiting', locale: 'fr', values, attempts: 1, ...changes });

afterEach(() => vi.unstubAllGlobals());

describe('a kept request read back', () => {
  it('dates a request whose date is not a real moment (0, negative, endless, not a number, text) from now, and keeps a real one', () => {
    for (const createdAt of [0, -5, Infinity, Number.NaN, '1773648000000']) {
      expect(readEntry(stored({ createdAt }), NOW)?.createdAt, String(createdAt)).toBe(NOW);
    }
    expect(readEntry(stored({ createdAt: 1 }), NOW)?.createdAt).toBe(1);
  });

  it('a call-back is whole with a number, a day and a slot, and damaged without any of them', () => {
    expect(readEntry(stored({ kind: 'callback', values: callback }), NOW)?.status).toBe('waiting');
    for (const missing of [{ phone: ' ' }, { appointmentDate: ' ' }, { appointmentTime: 'midnight' }]) {
      expect(readEntry(stored({ kind: 'callback', values: { ...callback, ...missing } }), NOW)?.status, JSON.stringify(missing)).toBe('damaged');
    }    // Version 2 stored the slot's name alone, read with the times offered then; today's version stores the times, so a
    // bare name there is a damaged entry, not a slot guessed from hours the centre may have changed since.
    for (const [slot, times] of [['morning', '08:00-12:00'], ['afternoon', '12:00-17:00'], ['evening', '17:00-20:00']]) {
      expect(readEntry(stored({ kind: 'callback', values: { ...callback, appointmentTime: slot } }), NOW)).toMatchObject({ values: { slot: `${slot} ${times}` } });
    }
    expect(readEntry(stored({ v: ENTRY_VERSION, kind: 'callback', values: callback }), NOW)?.status).toBe('damaged');
  });

  it('is damaged, never sent, when a value of one line holds a line break or a control character (issue 67.3); the message keeps its lines', () => {
    const broken: [string, Record<string, unknown>][] = [
      ['appointment', { ...values, fullName: 'Marie\r\nBcc: x@evil.example' }],
      ['appointment', { ...values, serviceType: 'Suivi de grossesse\nBcc: x@evil.example' }],
      ['appointment', { ...values, email: 'marie.ngono@example.com\t' }],
      ['appointment', { ...values, appointmentTime: '14:\n30' }],
      ['callback', { ...callback, phone: '+237671234567\u0085' }],
      ['callback', { ...callback, serviceType: 'Kinésithérapie\u2028téléphone : +33612345678' }],
      ['application', { ...values, appointmentTime: '', fullName: 'Jean\u0007Mbarga' }],
    ];
    for (const [kind, changed] of broken) {
      expect(readEntry(stored({ ...(kind === 'appointment' ? {} : { kind }), values: changed }), NOW)?.status, JSON.stringify(changed)).toBe('damaged');
    }
    expect(readEntry(stored({ values: { ...values, message: 'Ligne 1\r\nLigne 2\tfin' } }), NOW)?.status).toBe('waiting');
    // An appointment asks for its service; a call-back or an application may name none.
    expect(readEntry(stored({ values: { ...values, serviceType: ' ' } }), NOW)?.status).toBe('damaged');
    expect(readEntry(stored({ kind: 'application', values: { ...values, appointmentTime: '', serviceType: '' } }), NOW)?.status).toBe('waiting');
    expect(readEntry(stored({ kind: 'callback', values: { ...callback, serviceType: 'Kinésithérapie' } }), NOW)?.status).toBe('waiting');
  });

  it('reads the claim and the refusal of a version-1 entry (owner, lockedUntil, « failed »)', () => {
    const v1 = { id: 'old', createdAt: NOW - 1_000, values, locale: 'fr', owner: 'tab-1', lockedUntil: NOW + 5_000 };
    expect(readEntry(v1, NOW)).toMatchObject({ status: 'waiting', attempt: { token: 'tab-1', until: NOW + 5_000 } });
    expect(readEntry({ ...v1, owner: 7 }, NOW)).not.toHaveProperty('attempt');
    expect(readEntry({ ...v1, status: 'failed' }, NOW)).toMatchObject({ status: 'refused', refusal: { status: 0, text: '' } });
  });

  it('reads an entry of version 3, every kind by an appointment’s names, by its kind’s names, and writes it back so (issue 74)', () => {
    const slot = 'afternoon 12:00-17:00';
    const v3 = (kind: string, values: Record<string, string>) => stored({ v: 3, kind, values: { ...EMPTY_BEFORE_74, ...values } });
    const callbackRead = readEntry(v3('callback', { phone: '+237671234567', appointmentDate: '2026-03-17', appointmentTime: slot, serviceType: 'Kinésithérapie' }), NOW);
    expect(callbackRead).toMatchObject({ v: ENTRY_VERSION, status: 'waiting' });
    expect(callbackRead?.status !== 'expired' && callbackRead?.values).toStrictEqual({ phone: '+237671234567', fullName: '', day: '2026-03-17', slot, service: 'Kinésithérapie' });
    const applicationRead = readEntry(v3('application', { fullName: 'Brigitte', phone: '+237671234567', appointmentDate: '2026-04-01', serviceType: 'Infirmier(ère)', message: 'Diplôme : IDE' }), NOW);
    expect(applicationRead?.status !== 'expired' && applicationRead?.values).toStrictEqual({
      fullName: 'Brigitte',
      email: '',
      phone: '+237671234567',
      start: '2026-04-01',
      position: 'Infirmier(ère)',
      message: 'Diplôme : IDE',
    });
    // Read again as written back: current, nothing of the old names left.
    expect(isCurrent(JSON.parse(JSON.stringify(callbackRead)), callbackRead!)).toBe(true);
    expect(readEntry(callbackRead, NOW)).toStrictEqual(callbackRead);
    // An appointment's names are the spec's form's: the same before and after.
    expect(readEntry(stored({ v: 3 }), NOW)).toMatchObject({ status: 'waiting', values });
  });

  it('a new call-back or application says its kind; an appointment, the first kind, stores none', () => {
    const attempt = { token: 'form', until: NOW + 1_000 };
    expect(newEntry({ values: callback, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' }, attempt, NOW).kind).toBe('callback');
    expect(newEntry({ values, locale: 'fr', reference: 'AV-7K3Q', kind: 'application' }, attempt, NOW).kind).toBe('application');
    expect(newEntry({ values, locale: 'fr', reference: 'AV-7K3Q' }, attempt, NOW)).not.toHaveProperty('kind');
  });

  it('names a sender or an entry with a UUID where the browser makes them', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('names a sender or an entry uniquely even where crypto or crypto.randomUUID is missing (an old browser, plain http)', () => {
    vi.stubGlobal('crypto', undefined);
    expect(newId()).toMatch(/^[0-9a-z]+-[0-9a-z]{4,}$/);
    vi.stubGlobal('crypto', {});
    const ids = new Set(Array.from({ length: 50 }, () => newId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]+-[0-9a-z]{4,}$/);
  });
});

describe('what a stored entry must hold to be sent, read field by field', () => {
  it('nothing without an id: none, an empty one, or a row that is a list', () => {
    expect(readEntry(stored({ id: '' }), NOW)).toBeNull();
    expect(readEntry(['a', values], NOW)).toBeNull();
    expect(readEntry(stored({ values: ['Marie Ngono'] }), NOW)?.status).toBe('damaged');
  });

  it('an appointment with a field of spaces, or an application without a name or number, is damaged', () => {
    // What the centre needs to answer an appointment: a name, an address, a day, a time and a service; a phone and a message may be left out.
    for (const field of ['fullName', 'email', 'appointmentDate', 'appointmentTime', 'serviceType'] as const) {
      expect(readEntry(stored({ values: { ...values, [field]: '  ' } }), NOW)?.status, field).toBe('damaged');
    }
    expect(readEntry(stored({ values: { ...values, phone: '', message: '' } }), NOW)?.status).toBe('waiting');
    const application = { ...EMPTY_BEFORE_74, fullName: 'Brigitte', phone: '+237671234567' };
    expect(readEntry(stored({ kind: 'application', values: application }), NOW)?.status).toBe('waiting');
    expect(readEntry(stored({ kind: 'application', values: { ...application, fullName: ' ' } }), NOW)?.status).toBe('damaged');
    expect(readEntry(stored({ kind: 'application', values: { ...application, phone: ' ' } }), NOW)?.status).toBe('damaged');
  });

  it('a damaged entry stays damaged, whole or not: it is never sent', () => {
    expect(readEntry(stored({ status: 'damaged' }), NOW)?.status).toBe('damaged');
  });

  it('keeps each status it knows, a refusal it can read, a claim with a token, and counts tries in whole numbers', () => {
    expect(readEntry(stored({ status: 'unconfirmed' }), NOW)?.status).toBe('unconfirmed');
    expect(readEntry(stored({ status: 'refused', refusal: { status: '413', text: 'big' } }), NOW)).toMatchObject({ status: 'refused', refusal: { status: 0, text: '' } });
    expect(readEntry(stored({ attempt: { token: 42, until: NOW + 1 } }), NOW)).not.toHaveProperty('attempt');
    for (const [attempts, read] of [[2.7, 2], [0, 0], [-1, 0], ['3', 0]] as const) {
      expect(readEntry(stored({ attempts }), NOW), String(attempts)).toMatchObject({ attempts: read });
    }
  });

  it('keeps what each channel answered as far as it can be read, its text cut at 200 characters', () => {
    const read = readEntry(stored({ channels: { emailjs: { status: 'x', text: 'no' }, relay: { status: 503, text: 'é'.repeat(500) } } }), NOW);
    expect(read).toMatchObject({ channels: { relay: { status: 503, text: 'é'.repeat(200) } } });
    expect(read).not.toHaveProperty('channels.emailjs');
  });

  it('is current only as this build would write it: an older version or another shape is written back', () => {
    const read = readEntry(stored({}), NOW)!;
    expect(isCurrent(read, read)).toBe(true);
    expect(isCurrent({ ...read, v: 1 }, read)).toBe(false);
    expect(isCurrent({ ...read, extra: true }, read)).toBe(false);
    expect(isCurrent(null, read)).toBe(false);
  });
});

describe('the days a request is kept, to the millisecond', () => {
  const WEEK = 7 * 24 * 60 * 60 * 1000;
  const MONTH = 30 * 24 * 60 * 60 * 1000;
  const kept = readEntry(stored({ createdAt: NOW }), NOW)!;

  it('tried for seven days; at the seventh day’s very end, expired, unless a try is on its way', () => {
    expect(expired(kept, NOW + WEEK - 1)).toBe(kept);
    expect(expired(kept, NOW + WEEK)).toMatchObject({ status: 'expired', expiredAt: NOW + WEEK });
    const sending = { ...kept, attempt: { token: 'tab', until: NOW + WEEK + 1 } };
    expect(expired(sending, NOW + WEEK)).toBe(sending);
    expect(expired(sending, NOW + WEEK + 1)).toMatchObject({ status: 'expired' });
  });

  it('the line saying it expired stays thirty days, then goes', () => {
    const gone = expired(kept, NOW + WEEK)!;
    expect(expired(gone, NOW + WEEK + MONTH)).toBe(gone);
    expect(expired(gone, NOW + WEEK + MONTH + 1)).toBeNull();
  });
});

describe('whether this device has an outbox, asked without opening one', () => {
  it('no IndexedDB (a private window of some browsers): none', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await outboxExists()).toBe(false);
  });

  it('the list of databases says it; a browser that cannot list them, or fails to, gets the benefit of the doubt', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'other' }] });
    expect(await outboxExists()).toBe(false);
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'other' }, { name: OUTBOX_DB }] });
    expect(await outboxExists()).toBe(true);
    vi.stubGlobal('indexedDB', {});
    expect(await outboxExists()).toBe(true);
    vi.stubGlobal('indexedDB', { databases: async () => Promise.reject(new DOMException('no', 'UnknownError')) });
    expect(await outboxExists()).toBe(true);
  });
});

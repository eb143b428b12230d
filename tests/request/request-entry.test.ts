import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEntry, newId, readEntry } from '@/lib/request/entry';
import { outboxExists, OUTBOX_DB } from '@/lib/request/exists';
import { EMPTY_VALUES } from '@/lib/request/values';
import { marieValues } from './appointment-request';

/*
 * A kept request read back whatever wrote it (lib/request/entry.ts), and whether a device has an outbox at all
 * (exists.ts): the cases the outbox's own tests (request-outbox.test.ts) do not reach.
 */

const NOW = Date.UTC(2026, 2, 16, 8);
const values = marieValues('');
// A call-back as the form stores it: a number, a day and a slot (lib/request/callback.ts).
const callback = { ...EMPTY_VALUES, fullName: 'Jean-Paul', phone: '+237671234567', appointmentDate: '2026-03-17', appointmentTime: 'afternoon' };
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
    for (const missing of [{ phone: ' ' }, { appointmentDate: '' }, { appointmentTime: 'midnight' }]) {
      expect(readEntry(stored({ kind: 'callback', values: { ...callback, ...missing } }), NOW)?.status, JSON.stringify(missing)).toBe('damaged');
    }
  });

  it('reads the claim and the refusal of a version-1 entry (owner, lockedUntil, « failed »)', () => {
    const v1 = { id: 'old', createdAt: NOW - 1_000, values, locale: 'fr', owner: 'tab-1', lockedUntil: NOW + 5_000 };
    expect(readEntry(v1, NOW)).toMatchObject({ status: 'waiting', attempt: { token: 'tab-1', until: NOW + 5_000 } });
    expect(readEntry({ ...v1, owner: 7 }, NOW)).not.toHaveProperty('attempt');
    expect(readEntry({ ...v1, status: 'failed' }, NOW)).toMatchObject({ status: 'refused', refusal: { status: 0, text: '' } });
  });

  it('a new call-back or application says its kind; an appointment, the first kind, stores none', () => {
    const attempt = { token: 'form', until: NOW + 1_000 };
    expect(newEntry({ values: callback, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' }, attempt, NOW).kind).toBe('callback');
    expect(newEntry({ values, locale: 'fr', reference: 'AV-7K3Q', kind: 'application' }, attempt, NOW).kind).toBe('application');
    expect(newEntry({ values, locale: 'fr', reference: 'AV-7K3Q' }, attempt, NOW)).not.toHaveProperty('kind');
  });

  it('names a sender or an entry uniquely even where crypto.randomUUID is missing (an old browser, plain http)', () => {
    vi.stubGlobal('crypto', {});
    const ids = new Set(Array.from({ length: 50 }, () => newId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]+-[0-9a-z]{4,}$/);
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

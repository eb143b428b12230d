import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatewayChannel } from '@/lib/request/channels/gateway';
import { KEEP_MS } from '@/lib/request/entry';
import { GATEWAY_STATUS_MAX_IDS, GATEWAY_VARIABLES, type GatewayRequestStatus } from '@/lib/request/gateway/protocol';
import { OUTCOME_KINDS, readOutcome } from '@/lib/request/gateway/outcome';
import { forgetPrepared } from '@/lib/request/gateway/proof';
import {
  afterAnswer,
  afterFailure,
  ASK_EVERY_MS,
  FULL_PACE_ASKS,
  MAX_BACKOFF_MS,
  momentOf,
  nextWake,
  readRecord,
  readStatuses,
  SLOW_ASK_EVERY_MS,
  toAsk,
} from '@/lib/request/sent/asking';
import { newRecord, type SentRecord } from '@/lib/request/sent/record';
import { askStatuses } from '@/lib/request/sent/ask';
import { SENT_DB } from '@/lib/request/sent/database';
import { OUTBOX_CHANNEL } from '@/lib/request/exists';
import { keepSent } from '@/lib/request/sent/keep';
import { readSent, removeSent, saveSent } from '@/lib/request/sent/store';
import { followSent, forgetSentStatus, showHere, type SentSnapshot } from '@/lib/request/sent-status';
import { statusText } from '@/components/request/status/status-text';
import { sentStatusCopy } from '@/copy/request/status';
import { marieValues } from './appointment-request';
import { answering, fakeGateway, GATEWAY_URL } from './fake-gateway';

/*
 * Who has a request the family sent through the gateway (issue 66): what the device keeps of it (nothing
 * typed, KEEP_DAYS at most), when a page asks the gateway and when it stops, what it does when the gateway
 * fails, what a day of it costs, and the line the family reads.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 10, 30, 9, 12); // 10 h 12 in Yaoundé
const nbsp = '\u00A0';

const record = (id: string, at = T0, more: Partial<SentRecord> = {}): SentRecord => ({ ...newRecord({ id, reference: `AV-${id.slice(-4).toUpperCase()}` }, at), ...more });
const taken = (id: string, since: number, by = 'Awa') => ({ id, state: 'taken' as const, by, since });

async function clearStore() {
  for (const one of await readSent(0)) await removeSent(one.id);
}

beforeEach(clearStore);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('when a page asks who has a request (lib/request/sent/asking.ts)', () => {
  it('keeps its id, reference, kind and time alone, and asks first a minute after it was sent', () => {
    const kept = newRecord({ id: 'r-1', reference: 'AV-7K3Q', kind: 'callback' }, T0);
    expect(kept).toEqual({ id: 'r-1', reference: 'AV-7K3Q', kind: 'callback', sentAt: T0, state: 'received', nextAt: T0 + ASK_EVERY_MS, asks: 0, fails: 0 });
    expect(toAsk([kept], T0 + ASK_EVERY_MS - 1)).toEqual([]);
    expect(toAsk([kept], T0 + ASK_EVERY_MS)).toEqual([kept]);
  });

  it('asks for every request still unknown in the one call, the most overdue first, as many as the gateway takes', () => {
    const records = Array.from({ length: GATEWAY_STATUS_MAX_IDS + 2 }, (_, index) => record(`r-${index}`, T0 + index * 1_000));
    const asked = toAsk(records, T0 + ASK_EVERY_MS);
    expect(asked.map((one) => one.id)).toEqual(records.slice(0, GATEWAY_STATUS_MAX_IDS).map((one) => one.id));
    // One due brings the others along: their next asks fall together, one call a minute.
    const answered = asked.map((one) => afterAnswer(one, { id: one.id, state: 'received' }, T0 + ASK_EVERY_MS));
    const after = [...answered, ...records.slice(GATEWAY_STATUS_MAX_IDS)];
    expect(toAsk(after, T0 + ASK_EVERY_MS + 6_000).map((one) => one.id)).toEqual([...records.slice(GATEWAY_STATUS_MAX_IDS).map((one) => one.id), ...answered.slice(0, 3).map((one) => one.id)]);
  });

  it('asks on while someone has it (her call’s outcome comes then), stops for good once done or unknown to the gateway; and after KEEP_DAYS', () => {
    const now = T0 + 5 * MINUTE;
    const mine = afterAnswer(record('r-1'), taken('r-1', T0 + 3 * MINUTE), now);
    expect(mine).toMatchObject({ state: 'taken', by: 'Awa', since: T0 + 3 * MINUTE, asks: 1, nextAt: now + ASK_EVERY_MS });
    expect(toAsk([mine], now + ASK_EVERY_MS)).toEqual([mine]);
    const finished = afterAnswer(record('r-2'), { id: 'r-2', state: 'done', by: 'Paul', since: now }, now);
    const swept = afterAnswer(record('r-3'), { id: 'r-3', state: 'unknown' }, now);
    expect(toAsk([finished, swept], now + HOUR)).toEqual([]);
    expect(nextWake([finished, swept], now)).toBeNull();
    expect(afterAnswer(mine, { id: 'r-1', state: 'done', by: 'Awa', since: now }, now + MINUTE).nextAt).toBeUndefined();
    const old = record('r-4');
    expect(toAsk([old], T0 + KEEP_MS - 1)).toHaveLength(1);
    expect(toAsk([old], T0 + KEEP_MS)).toEqual([]);
    expect(nextWake([old], T0 + KEEP_MS)).toBeNull();
  });

  it('asks every minute while the family watches, then every ten minutes after an hour of it', () => {
    let one = record('r-1');
    const paces: number[] = [];
    let now = T0 + ASK_EVERY_MS;
    for (let ask = 1; ask <= FULL_PACE_ASKS + 2; ask += 1) {
      one = afterAnswer(one, { id: 'r-1', state: 'received' }, now);
      paces.push(one.nextAt! - now);
      now = one.nextAt!;
    }
    expect(paces.slice(0, FULL_PACE_ASKS - 1).every((pace) => pace === ASK_EVERY_MS)).toBe(true);
    expect(paces.slice(FULL_PACE_ASKS - 1)).toEqual([SLOW_ASK_EVERY_MS, SLOW_ASK_EVERY_MS, SLOW_ASK_EVERY_MS]);
  });

  it('backs off when the gateway fails: 2, 4, 8, 16, then 30 minutes; longer when it says so; a minute again once it answers', () => {
    let one = record('r-1');
    const waits: number[] = [];
    for (let fail = 0; fail < 6; fail += 1) {
      one = afterFailure(one, T0);
      waits.push(one.nextAt! - T0);
    }
    expect(waits).toEqual([2, 4, 8, 16, 30, 30].map((minutes) => minutes * MINUTE));
    expect(MAX_BACKOFF_MS).toBe(30 * MINUTE);
    expect(afterFailure(record('r-2'), T0, 3 * HOUR).nextAt).toBe(T0 + 3 * HOUR);
    const back = afterAnswer(one, { id: 'r-1', state: 'received' }, T0);
    expect(back).toMatchObject({ fails: 0, nextAt: T0 + ASK_EVERY_MS });
  });

  it('costs a family at most about 200 calls a day, its page on screen all day, nobody taking its request or nobody finishing it', () => {
    const day = (answer: (now: number) => GatewayRequestStatus) => {
      let one = record('r-1');
      let calls = 0;
      for (let now = T0; now < T0 + 24 * HOUR; now += 1_000) {
        if (toAsk([one], now).length === 0) continue;
        calls += 1;
        one = afterAnswer(one, answer(now), now);
      }
      return calls;
    };
    const most = FULL_PACE_ASKS + (24 * HOUR - FULL_PACE_ASKS * MINUTE) / SLOW_ASK_EVERY_MS + 1;
    for (const answer of [() => ({ id: 'r-1', state: 'received' as const }), (now: number) => (now < T0 + 20 * MINUTE ? { id: 'r-1', state: 'received' as const } : taken('r-1', T0 + 20 * MINUTE))]) {
      const calls = day(answer);
      expect(calls).toBeLessThanOrEqual(most);
      expect(calls).toBeGreaterThan(FULL_PACE_ASKS);
    }
  });

  it('asks every ten minutes once she has spoken with the family, until « Traitée »; at a minute’s pace while she tries', () => {
    const now = T0 + 5 * MINUTE;
    const tried = afterAnswer(record('r-1'), { ...taken('r-1', T0), outcome: { kind: 'no-answer', at: now, callback: now + HOUR } }, now);
    expect(tried).toMatchObject({ outcome: { kind: 'no-answer' }, nextAt: now + ASK_EVERY_MS });
    const wrote = afterAnswer(record('r-1'), { ...taken('r-1', T0), outcome: { kind: 'whatsapp', at: now } }, now);
    expect(wrote.nextAt).toBe(now + ASK_EVERY_MS);
    const called = afterAnswer(record('r-1'), { ...taken('r-1', T0), outcome: { kind: 'called', at: now, appointment: { date: '2026-12-07', time: '10:00' } } }, now);
    expect(called).toMatchObject({ outcome: { kind: 'called', appointment: { date: '2026-12-07', time: '10:00' } }, nextAt: now + SLOW_ASK_EVERY_MS });
    // Done: the day agreed stays with it; nothing more asked.
    const done = afterAnswer(called, { id: 'r-1', state: 'done', by: 'Awa', since: now, outcome: called.outcome! }, now);
    expect(done).toMatchObject({ state: 'done', outcome: { kind: 'called' } });
    expect(done.nextAt).toBeUndefined();
  });

  it('reads back what any build or hand stored, dropping what is not a record', () => {
    const stored = record('r-1');
    expect(readRecord(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    for (const junk of [null, 'r-1', [], { id: 'r-1' }, { id: '', reference: 'AV-1', sentAt: T0 }, { id: 'r-1', reference: 'AV-1', sentAt: 'today' }]) expect(readRecord(junk), JSON.stringify(junk)).toBeNull();
    expect(readRecord({ id: 'r-1', reference: 'AV-1', sentAt: T0, kind: 'no-such-kind' })?.kind).toBe('appointment');
    // Taken, but with no name or time: asked again rather than shown half.
    expect(readRecord({ id: 'r-1', reference: 'AV-1', sentAt: T0, state: 'taken' })).toMatchObject({ state: 'received', nextAt: T0 + ASK_EVERY_MS });
    expect(readRecord({ ...taken('r-1', T0), reference: 'AV-1', sentAt: T0, by: 'A'.repeat(500) })?.by).toHaveLength(60);
  });

  it('reads back each value as far as it can be trusted, and asks again rather than show half of what it knew', () => {
    const base = { id: 'r-1', reference: 'AV-1', sentAt: T0 };
    const read = (extra: Record<string, unknown>) => readRecord({ ...base, ...extra });
    const asked = { state: 'received', nextAt: T0 + ASK_EVERY_MS };
    // A state this build knows, or « received »: never one an object merely inherits.
    for (const state of [5, 'lost', 'toString', '__proto__', null]) expect(read({ state }), String(state)).toMatchObject(asked);
    for (const kind of [5, 'toString', 'constructor']) expect(read({ kind })?.kind, String(kind)).toBe('appointment');
    expect(read({ kind: 'callback' })?.kind).toBe('callback');
    expect(read({ state: 'unknown' })).toStrictEqual({ ...base, kind: 'appointment', state: 'unknown', asks: 0, fails: 0 });
    // Taken or done, with a name and a time: shown, not asked again; without one of them, asked again.
    expect(read({ state: 'done', by: 'Paul', since: T0 + HOUR })).toStrictEqual({ ...base, kind: 'appointment', state: 'done', by: 'Paul', since: T0 + HOUR, asks: 0, fails: 0 });
    expect(read({ state: 'taken', by: 'Awa', since: T0 })).toMatchObject({ state: 'taken', by: 'Awa', since: T0 });
    expect(read({ state: 'taken', by: 'Awa', since: T0 })).not.toHaveProperty('nextAt');
    // Her call's outcome, read as the gateway's answer is: all of it, or none.
    const outcome = { kind: 'no-answer', at: T0 + MINUTE, callback: T0 + HOUR };
    expect(read({ state: 'taken', by: 'Awa', since: T0, outcome })).toMatchObject({ outcome });
    for (const odd of [{ ...outcome, callback: 'soon' }, { ...outcome, kind: 'visited' }, { kind: 'called', at: T0, appointment: { date: '7 décembre' } }, 'called', null]) {
      expect(read({ state: 'taken', by: 'Awa', since: T0, outcome: odd }), JSON.stringify(odd)).not.toHaveProperty('outcome');
    }
    expect(read({ state: 'received', outcome })).not.toHaveProperty('outcome');
    for (const [by, since] of [[42, T0], ['Awa', 0], ['Awa', -5], ['Awa', Number.NaN], ['Awa', '10:12'], [undefined, T0]]) {
      expect(read({ state: 'taken', by, since }), `${String(by)} ${String(since)}`).toMatchObject(asked);
      expect(read({ state: 'taken', by, since }), `${String(by)} ${String(since)}`).not.toHaveProperty('by');
    }
    // A name and a time with a state that has none: not shown.
    expect(read({ state: 'received', by: 'Awa', since: T0 })).not.toHaveProperty('by');
    // When to ask next: a moment, else a minute after it was sent.
    expect(read({ nextAt: T0 + 5 * MINUTE })).toMatchObject({ nextAt: T0 + 5 * MINUTE });
    for (const nextAt of [0, -1, Number.POSITIVE_INFINITY, '60000', null]) expect(read({ nextAt }), String(nextAt)).toMatchObject(asked);
    // Counts: whole and not negative, else none yet.
    expect(read({ asks: 3, fails: 2 })).toMatchObject({ asks: 3, fails: 2 });
    expect(read({ asks: 0, fails: 0 })).toMatchObject({ asks: 0, fails: 0 });
    for (const count of [1.5, -1, '3', Number.NaN]) expect(read({ asks: count, fails: count }), String(count)).toMatchObject({ asks: 0, fails: 0 });
    // A time that is no moment: not a record.
    for (const sentAt of [0, -1, Number.POSITIVE_INFINITY]) expect(read({ sentAt }), String(sentAt)).toBeNull();
    expect(read({ reference: 42 })).toBeNull();
    expect(read({ id: 7 })).toBeNull();
    expect(read({ reference: 'A'.repeat(30) })?.reference).toBe('A'.repeat(20));
  });

  it('asks about a request only while it is not done and a next ask is set; wakes at the earliest one', () => {
    const due = (nextAt: number) => ({ ...record('r-1'), nextAt });
    expect(toAsk([{ ...due(T0), state: 'taken', by: 'Awa', since: T0 }], T0 + MINUTE)).toHaveLength(1);
    expect(toAsk([{ ...due(T0), state: 'done', by: 'Awa', since: T0 }], T0 + MINUTE)).toEqual([]);
    const unset: SentRecord = { ...due(T0) };
    delete unset.nextAt;
    expect(toAsk([unset], T0 + MINUTE)).toEqual([]);
    expect(nextWake([unset], T0)).toBeNull();
    expect(nextWake([{ ...due(T0 + 3 * MINUTE), id: 'late' }, { ...due(T0 + MINUTE), id: 'soon' }, { ...due(T0 + 2 * MINUTE), id: 'between' }], T0)).toBe(T0 + MINUTE);
    expect(nextWake([], T0)).toBeNull();
  });

  it('asks again a minute later for a request the answer left out', () => {
    const one = { ...record('r-1'), asks: 4, fails: 3 };
    expect(afterAnswer(one, undefined, T0)).toStrictEqual({ id: 'r-1', reference: one.reference, kind: one.kind, sentAt: one.sentAt, state: 'received', nextAt: T0 + ASK_EVERY_MS, asks: 5, fails: 0 });
  });

  it('reads the gateway’s answer for the ids it asked, and nothing else', () => {
    const odd = [null, 'a', 42, ['a'], { id: 42, state: 'received' }, { id: 'a', state: 'taken', by: 42, since: T0 }, { id: 'a', state: 'taken', by: 'Awa', since: 0 }, { id: 'a', state: 'done', by: 'Awa' }, { id: 'a', state: 'toString' }];
    expect(readStatuses({ statuses: odd }, ['a'])).toEqual(new Map());
    expect(readStatuses({ statuses: [{ id: 'a', state: 'unknown' }] }, ['a'])).toEqual(new Map([['a', { id: 'a', state: 'unknown' }]]));
    expect(readStatuses({ statuses: [{ id: 'a', state: 'done', by: 'B'.repeat(90), since: T0, extra: 1 }] }, ['a'])).toEqual(new Map([['a', { id: 'a', state: 'done', by: 'B'.repeat(60), since: T0 }]]));
    expect(readStatuses({ statuses: 'a' }, ['a'])).toBeNull();
    expect(readStatuses([{ id: 'a', state: 'received' }], ['a'])).toBeNull();
    // Her call's outcome with it; one this page cannot read is left out, the rest still read (a newer gateway's).
    const outcome = { kind: 'called', at: T0, appointment: { date: '2026-12-07', time: '10:00' } };
    expect(readStatuses({ statuses: [{ ...taken('a', T0), outcome }] }, ['a'])).toEqual(new Map([['a', { ...taken('a', T0), outcome }]]));
    expect(readStatuses({ statuses: [{ ...taken('a', T0), outcome: { kind: 'sang', at: T0 } }] }, ['a'])).toEqual(new Map([['a', taken('a', T0)]]));
  });

  it('reads the gateway’s answer for the ids it asked, and nothing else, in a mixed answer', () => {
    const body = { statuses: [taken('a', T0), { id: 'b', state: 'received' }, { id: 'c', state: 'done' }, taken('stranger', T0), { id: 'd', state: 'lost' }, 'x'] };
    expect([...readStatuses(body, ['a', 'b', 'c', 'd'])!.values()]).toEqual([taken('a', T0), { id: 'b', state: 'received' }]);
    expect(readStatuses({ outcome: 'kept' }, ['a'])).toBeNull();
    expect(readStatuses(null, ['a'])).toBeNull();
  });

  it('tells the day in Yaoundé’s time: 00:30 there is still yesterday in UTC', () => {
    const now = Date.UTC(2026, 11, 1, 23, 30); // 00:30 on 2 December in Yaoundé
    expect(momentOf(Date.UTC(2026, 11, 1, 23, 5), now)).toEqual({ day: 'today', date: '2026-12-02', time: '00:05' });
    expect(momentOf(Date.UTC(2026, 11, 1, 22, 50), now)).toEqual({ day: 'yesterday', date: '2026-12-01', time: '23:50' });
    expect(momentOf(Date.UTC(2026, 10, 29, 9, 0), now)).toMatchObject({ day: 'other', date: '2026-11-29' });
  });
});

describe('one ask (lib/request/sent/ask.ts): a POST of the ids, never a throw', () => {
  const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

  it('posts the ids alone to the status route, whatever the gateway’s URL ends with, and reads the answer for them', async () => {
    for (const url of ['https://passerelle.example/base', 'https://passerelle.example/base/']) {
      const gateway = answering(() => json({ statuses: [taken('a', T0), { id: 'b', state: 'received' }, taken('stranger', T0)] }));
      const asked = await askStatuses(url, ['a', 'b'], { fetch: gateway.fetch });
      expect(asked).toEqual({ statuses: new Map<string, GatewayRequestStatus>([['a', taken('a', T0)], ['b', { id: 'b', state: 'received' }]]) });
      expect(gateway.calls).toHaveLength(1);
      expect(gateway.calls[0]!.url).toBe('https://passerelle.example/base/status');
      expect(gateway.calls[0]!.init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"ids":["a","b"]}' });
      expect(gateway.calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it.each<[string, () => Response | Promise<Response>, number]>([
    ['a limit with its Retry-After', () => json({ outcome: 'limited' }, { status: 429, headers: { 'Retry-After': '120' } }), 120_000],
    ['a Retry-After of days, held to one', () => new Response('', { status: 429, headers: { 'Retry-After': String(5 * 24 * 3600) } }), 24 * HOUR],
    ['a Retry-After that is no number of seconds', () => new Response('', { status: 503, headers: { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' } }), 0],
    ['a Retry-After of zero or less', () => new Response('', { status: 503, headers: { 'Retry-After': '-5' } }), 0],
    ['an error without one', () => new Response('', { status: 500 }), 0],
    ['a 200 that is not JSON (a captive portal)', () => new Response('<html>Wi-Fi</html>', { status: 200 }), 0],
    ['a 200 of another shape', () => json({ outcome: 'sent' }), 0],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 0],
  ])('fails, to be tried later, on %s', async (_, respond, retryAfterMs) => {
    expect(await askStatuses(GATEWAY_URL, ['a'], { fetch: answering(respond).fetch })).toEqual({ failed: true, retryAfterMs });
  });

  it('gives up on a gateway that does not answer in time, and stops waiting for it', async () => {
    let aborted = false;
    const fetch = vi.fn((url: string | URL | Request, init: RequestInit = {}) => {
      init.signal?.addEventListener('abort', () => (aborted = true));
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }) as unknown as typeof globalThis.fetch;
    expect(await askStatuses(GATEWAY_URL, ['a'], { fetch, timeoutMs: 20 })).toEqual({ failed: true, retryAfterMs: 0 });
    expect(aborted).toBe(true);
  });
});

describe('what the family reads (components/request/status/status-text.ts)', () => {
  const base = { id: 'r-1', reference: 'AV-7K3Q', kind: 'appointment' as const };
  it('says who has it since when, in each language, French spaced as French is', () => {
    const now = T0 + HOUR;
    expect(statusText({ ...base, state: 'taken', by: 'Awa', since: T0 }, sentStatusCopy.fr, 'fr', now)).toBe(`Awa s'occupe de votre demande depuis 10${nbsp}h${nbsp}12.`);
    expect(statusText({ ...base, state: 'taken', by: 'Awa', since: T0 }, sentStatusCopy.en, 'en', now)).toBe(`Awa has been looking after your request since 10:12${nbsp}am.`);
    expect(statusText({ ...base, state: 'done', by: 'Paul', since: T0 - 24 * HOUR + 3 * HOUR }, sentStatusCopy.fr, 'fr', now)).toBe(`Paul a traité votre demande hier à 13${nbsp}h${nbsp}12.`);
    expect(statusText({ ...base, kind: 'application', state: 'done', by: 'Paul', since: T0 - 3 * 24 * HOUR }, sentStatusCopy.en, 'en', now)).toBe(`Paul dealt with your application on Friday 27 November at 10:12${nbsp}am.`);
    expect(statusText({ ...base, state: 'taken', by: ' ', since: T0 - 2 * 24 * HOUR }, sentStatusCopy.fr, 'fr', now)).toBe(`Une personne du centre s'occupe de votre demande depuis le samedi 28 novembre à 10${nbsp}h${nbsp}12.`);
  });

  it('says her call’s outcome by her first name: tried and when she calls again, called, a WhatsApp message; the day agreed', () => {
    const now = T0 + HOUR;
    const said = (outcome: NonNullable<SentSnapshot['statuses'][number]['outcome']>, locale: 'fr' | 'en' = 'fr', state: 'taken' | 'done' = 'taken', kind: 'appointment' | 'application' = 'appointment') =>
      statusText({ ...base, kind, state, by: 'Awa', since: T0, outcome }, sentStatusCopy[locale], locale, now);
    // 10 h 20 in Yaoundé, and 14 h the same day, 9 h the next, or a day further on.
    const at = T0 + 8 * MINUTE;
    expect(said({ kind: 'no-answer', at, callback: T0 + 3 * HOUR + 48 * MINUTE })).toBe(`Awa a essayé de vous appeler à 10${nbsp}h${nbsp}20 et vous rappellera vers 14${nbsp}h.`);
    expect(said({ kind: 'no-answer', at, callback: T0 + 3 * HOUR + 48 * MINUTE }, 'en')).toBe(`Awa tried to call you at 10:20${nbsp}am and will call you back around 2:00${nbsp}pm.`);
    expect(said({ kind: 'no-answer', at, callback: T0 + 22 * HOUR + 48 * MINUTE })).toBe(`Awa a essayé de vous appeler à 10${nbsp}h${nbsp}20 et vous rappellera demain vers 9${nbsp}h.`);
    expect(said({ kind: 'no-answer', at, callback: T0 + 70 * HOUR + 48 * MINUTE }, 'en')).toBe(`Awa tried to call you at 10:20${nbsp}am and will call you back on Thursday 3 December around 9:00${nbsp}am.`);
    expect(said({ kind: 'called', at })).toBe(`Awa vous a téléphoné à 10${nbsp}h${nbsp}20.`);
    expect(said({ kind: 'called', at, appointment: { date: '2026-12-07', time: '10:00' } })).toBe(`Awa vous a téléphoné à 10${nbsp}h${nbsp}20. Votre rendez-vous${nbsp}: lundi 7 décembre à 10${nbsp}h.`);
    expect(said({ kind: 'called', at, appointment: { date: '2026-12-07', time: '10:00' } }, 'en')).toBe(`Awa called you at 10:20${nbsp}am. Your appointment: Monday 7 December at 10:00${nbsp}am.`);
    expect(said({ kind: 'called', at, appointment: { date: '2026-12-07' } }, 'en', 'taken', 'application')).toBe('Awa called you at 10:20\u00A0am. Your interview: Monday 7 December.');
    expect(said({ kind: 'whatsapp', at })).toBe(`Awa vous a envoyé un message WhatsApp à 10${nbsp}h${nbsp}20.`);
    expect(said({ kind: 'whatsapp', at }, 'en')).toBe(`Awa sent you a WhatsApp message at 10:20${nbsp}am.`);
    // Done: who finished it, and the day agreed, which stays the family's to read.
    expect(said({ kind: 'called', at, appointment: { date: '2026-12-07', time: '10:00' } }, 'fr', 'done')).toBe(`Awa a traité votre demande à 10${nbsp}h${nbsp}12. Votre rendez-vous${nbsp}: lundi 7 décembre à 10${nbsp}h.`);
    expect(said({ kind: 'no-answer', at, callback: at + HOUR }, 'fr', 'done')).toBe(`Awa a traité votre demande à 10${nbsp}h${nbsp}12.`);
  });

  it('says a sentence of its own for every outcome of the table (lib/request/gateway/outcome.ts), in both languages, nothing left to fill', () => {
    const lines = OUTCOME_KINDS.flatMap((kind) => {
      // What each outcome needs beside its kind and time, as the gateway sends it: a new one that needs more says so here.
      const outcome = readOutcome({ kind, at: T0 + 8 * MINUTE, callback: T0 + 3 * HOUR });
      expect(outcome, kind).not.toBeNull();
      return (['fr', 'en'] as const).map((locale) => statusText({ ...base, state: 'taken', by: 'Awa', since: T0, outcome: outcome! }, sentStatusCopy[locale], locale, T0 + HOUR) ?? '');
    });
    for (const line of lines) expect(line).toMatch(/^Awa [^{}]+[.!]$/);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('says nothing of a request nobody has yet, but under its confirmation; nothing of one the gateway does not know', () => {
    expect(statusText({ ...base, state: 'received' }, sentStatusCopy.fr, 'fr')).toBeNull();
    expect(statusText({ ...base, state: 'received' }, sentStatusCopy.fr, 'fr', T0, { received: true })).toBe("Vous verrez ici qui, au centre, s'occupe de votre demande.");
    expect(statusText({ ...base, state: 'unknown' }, sentStatusCopy.en, 'en', T0, { received: true })).toBeNull();
  });
});

describe('the records on the device (lib/request/sent/keep.ts, store.ts)', () => {
  const databases = async () => (await indexedDB.databases()).map((one) => one.name);

  it('are never created by reading; kept once, a repeat does not undo what the gateway said; gone after KEEP_DAYS', async () => {
    await new Promise((done) => (indexedDB.deleteDatabase(SENT_DB).onsuccess = done));
    expect(await readSent()).toEqual([]);
    expect(await databases()).not.toContain(SENT_DB);
    await keepSent({ id: 'r-1', reference: 'AV-7K3Q', kind: 'callback' }, T0);
    expect(await databases()).toContain(SENT_DB);
    const [kept] = await readSent(T0);
    await saveSent([afterAnswer(kept!, taken('r-1', T0 + MINUTE), T0 + 2 * MINUTE)]);
    // The same request answered « already sent » later (a lost answer, sent again).
    await keepSent({ id: 'r-1', reference: 'AV-7K3Q', kind: 'callback' }, T0 + HOUR);
    expect(await readSent(T0 + HOUR)).toEqual([expect.objectContaining({ id: 'r-1', state: 'taken', by: 'Awa', sentAt: T0 })]);
    expect(await readSent(T0 + KEEP_MS)).toEqual([]);
    expect(await readSent(T0)).toEqual([]);
  });

  it('with no database yet, or no IndexedDB at all, nothing is read, written nor created, and nothing throws', async () => {
    await new Promise((done) => (indexedDB.deleteDatabase(SENT_DB).onsuccess = done));
    await expect(saveSent([record('r-1')])).resolves.toBeUndefined();
    await expect(removeSent('r-1')).resolves.toBeUndefined();
    expect(await databases()).not.toContain(SENT_DB);
    vi.stubGlobal('indexedDB', undefined);
    await expect(readSent()).resolves.toEqual([]);
    await expect(saveSent([record('r-1')])).resolves.toBeUndefined();
    await expect(removeSent('r-1')).resolves.toBeUndefined();
    vi.unstubAllGlobals();
    expect(await databases()).not.toContain(SENT_DB);
  });

  it('never bring back a record the family closed', async () => {
    await keepSent({ id: 'r-1', reference: 'AV-7K3Q' }, T0);
    const [kept] = await readSent(T0);
    await removeSent('r-1');
    await saveSent([afterAnswer(kept!, taken('r-1', T0), T0)]);
    expect(await readSent(T0)).toEqual([]);
  });

  it('hold one for each request the gateway received, and none for one it refused or held', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    forgetPrepared();
    const gateway = fakeGateway();
    const channel = gatewayChannel(GATEWAY_URL, { fetch: gateway.fetch, timeoutMs: 2_000 });
    const content = { id: 'r-sent', values: marieValues('Pour ma mère, 82 ans.'), locale: 'fr' as const, reference: 'AV-7K3Q', kind: 'callback' as const };
    expect(await channel.send(content, {})).toEqual({ kind: 'sent' });
    gateway.next = [{ outcome: 'kept', reason: 'address-limit', retryAfterSeconds: 60 }, { outcome: 'refused', reason: 'checks', field: 'phone' }];
    expect((await channel.send({ ...content, id: 'r-held' }, {})).kind).toBe('retry');
    expect((await channel.send({ ...content, id: 'r-refused' }, {})).kind).toBe('refused');
    const records = await readSent();
    expect(records.map((one) => one.id)).toEqual(['r-sent']);
    // Nothing the family typed.
    expect(Object.keys(records[0]!).sort()).toEqual(['asks', 'fails', 'id', 'kind', 'nextAt', 'reference', 'sentAt', 'state']);
    expect(JSON.stringify(records)).not.toMatch(/Marie|82 ans|@|\+237/);
  });
});

describe('a page’s watch (lib/request/sent-status.ts)', () => {
  type Page = EventTarget & { visibilityState: 'visible' | 'hidden' };

  /** A page, the gateway's status route (what it answers, what it was asked), and the clock. */
  function setUp() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: T0 });
    vi.stubEnv(GATEWAY_VARIABLES.url, GATEWAY_URL);
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' }) as Page;
    vi.stubGlobal('document', page);
    const asked: string[][] = [];
    const answers = new Map<string, GatewayRequestStatus>();
    let failing = false;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      expect(url).toBe(`${GATEWAY_URL}/status`);
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      asked.push(ids);
      if (failing) return new Response(null, { status: 503 });
      return Response.json({ statuses: ids.map((id) => answers.get(id) ?? { id, state: 'received' }) });
    });
    const seen: SentSnapshot[] = [];
    const unfollow = followSent((snapshot) => seen.push(snapshot));
    return {
      page,
      asked,
      answers,
      seen,
      unfollow,
      fail: (now: boolean) => (failing = now),
      hide: (hidden: boolean) => {
        page.visibilityState = hidden ? 'hidden' : 'visible';
        page.dispatchEvent(new Event('visibilitychange'));
      },
      last: () => seen.at(-1)!,
    };
  }

  /** Lets the watch's timers run for `ms` of the page's clock, and its reads and asks settle. */
  async function pass(ms: number) {
    for (let step = 0; step < ms; step += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (let settle = 0; settle < 40; settle += 1) await new Promise((resolve) => setImmediate(resolve));
  }

  it('asks once a minute for all in one call while the page is seen, nothing while hidden, on while someone has it, and stops once done', async () => {
    await keepSent({ id: 'r-1', reference: 'AV-1111' }, T0);
    await keepSent({ id: 'r-2', reference: 'AV-2222', kind: 'callback' }, T0 + 1_000);
    const watch = setUp();
    await pass(0);
    expect(watch.last().statuses.map((one) => one.state)).toEqual(['received', 'received']);
    expect(watch.asked).toEqual([]);
    await pass(ASK_EVERY_MS + 1_000);
    expect(watch.asked).toEqual([['r-1', 'r-2']]);

    // Hidden: no call, however long.
    watch.hide(true);
    await pass(10 * MINUTE);
    expect(watch.asked).toHaveLength(1);
    // Seen again: it asks at once (overdue), then each minute.
    watch.answers.set('r-1', taken('r-1', Date.now()));
    watch.hide(false);
    await pass(0);
    expect(watch.asked).toHaveLength(2);
    expect(watch.last().statuses.find((one) => one.id === 'r-1')).toMatchObject({ state: 'taken', by: 'Awa' });
    await pass(ASK_EVERY_MS);
    // r-1 is taken: asked on, for her call's outcome, which the family then reads.
    expect(watch.asked.at(-1)).toEqual(['r-1', 'r-2']);
    watch.answers.set('r-1', { ...taken('r-1', T0), outcome: { kind: 'whatsapp', at: Date.now() } });
    await pass(ASK_EVERY_MS);
    expect(watch.last().statuses.find((one) => one.id === 'r-1')).toMatchObject({ state: 'taken', outcome: { kind: 'whatsapp' } });
    watch.answers.set('r-1', { id: 'r-1', state: 'done', by: 'Awa', since: Date.now() });
    watch.answers.set('r-2', { id: 'r-2', state: 'done', by: 'Paul', since: Date.now() });
    await pass(ASK_EVERY_MS);
    const calls = watch.asked.length;
    await pass(30 * MINUTE);
    expect(watch.asked).toHaveLength(calls);
    watch.unfollow();
  });

  it('backs off while the gateway fails, and a confirmation keeps its request out of the note; a closed line is forgotten', async () => {
    await keepSent({ id: 'r-1', reference: 'AV-1111' }, T0 - HOUR);
    const watch = setUp();
    watch.fail(true);
    await pass(0);
    expect(watch.asked).toHaveLength(1);
    await pass(2 * MINUTE - 1_000);
    expect(watch.asked).toHaveLength(1);
    await pass(2_000);
    expect(watch.asked).toHaveLength(2);
    await pass(4 * MINUTE);
    expect(watch.asked).toHaveLength(3);

    const release = showHere('AV-1111');
    expect(watch.last().shownHere).toEqual(['AV-1111']);
    release();
    expect(watch.last().shownHere).toEqual([]);
    await forgetSentStatus('r-1');
    expect(watch.last().statuses).toEqual([]);
    expect(await readSent()).toEqual([]);
    watch.unfollow();
  });

  it('asks nothing offline, and at once when the connection returns; reads at once what another tab or the worker sent', async () => {
    // Ids of their own: the watch is the page's, and remembers the lines closed in the tests before.
    await keepSent({ id: 'r-7', reference: 'AV-7777' }, T0 - HOUR);
    const connection = { onLine: false };
    const browserWindow = new EventTarget();
    vi.stubGlobal('navigator', connection);
    vi.stubGlobal('window', browserWindow);
    const watch = setUp();
    await pass(0);
    expect(watch.last().statuses.map((one) => one.id)).toEqual(['r-7']);
    await pass(5 * MINUTE);
    expect(watch.asked).toEqual([]);
    connection.onLine = true;
    browserWindow.dispatchEvent(new Event('online'));
    await pass(0);
    expect(watch.asked).toEqual([['r-7']]);

    // Another tab keeps a request and says so on the outbox's channel: a change that is not a send is no reason to read.
    const otherTab = new BroadcastChannel(OUTBOX_CHANNEL);
    await keepSent({ id: 'r-8', reference: 'AV-8888' }, Date.now());
    otherTab.postMessage({ id: 'r-8', change: 'kept' });
    await pass(0);
    expect(watch.last().statuses.map((one) => one.id)).toEqual(['r-7']);
    otherTab.postMessage({ id: 'r-8', change: 'sent' });
    await pass(0);
    expect(watch.last().statuses.map((one) => one.id)).toEqual(['r-7', 'r-8']);

    // Unfollowed: neither the connection nor the channel starts a watch again.
    watch.unfollow();
    const calls = watch.asked.length;
    const snapshots = watch.seen.length;
    browserWindow.dispatchEvent(new Event('online'));
    otherTab.postMessage({ id: 'r-8', change: 'sent' });
    await pass(2 * MINUTE);
    expect(watch.asked).toHaveLength(calls);
    expect(watch.seen).toHaveLength(snapshots);
    otherTab.close();
  });
});

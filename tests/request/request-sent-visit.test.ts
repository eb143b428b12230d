import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_VARIABLES, GATEWAY_VISIT_PATHS, type GatewayRequestStatus, type GatewayVisit } from '@/lib/request/gateway/protocol';
import { afterAnswer, isAsked, isKept, readRecord, readStatuses, SLOW_ASK_EVERY_MS } from '@/lib/request/sent/asking';
import { KEEP_MS } from '@/lib/request/keeping';
import { FOLLOW_EVERY_MS, MARK_WAIT_MS, visitStart } from '@/lib/request/visit/phase';
import { newRecord } from '@/lib/request/sent/record';
import { keepSent } from '@/lib/request/sent/keep';
import { readSent, removeSent, saveSent } from '@/lib/request/sent/store';
import { answerSentVisit, followSent, type SentSnapshot } from '@/lib/request/sent-status';
import { GATEWAY_URL } from './fake-gateway';

/*
 * The visit agreed on the phone (issue 77) on the device that sent the request: read from the status answer as
 * far as it can be trusted, kept with the record (its token too: it shares and answers), asked on every minute
 * while it is to come (issue 83: a move, a cancel or another phone's answer reaches the page within a minute, as on
 * the link's page), kept through « received » again, and the family's answer posted with its token.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 10, 30, 9, 12); // 10 h 12 in Yaoundé, Monday 30 November
const TOKEN = 'q3Vb7yK1pZr0Lm9sT2wXcA';
const visit: GatewayVisit = { revision: 1, date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', state: 'booked', with: 'Awa', token: TOKEN };
const withVisit = (id: string, state: 'taken' | 'done', more: Partial<GatewayVisit> = {}): GatewayRequestStatus => ({
  id,
  state,
  by: 'Awa',
  since: T0,
  outcome: { kind: 'called', at: T0, appointment: { date: '2026-12-01', time: '11:00' } },
  visit: { ...visit, ...more },
});

beforeEach(async () => {
  for (const one of await readSent(0)) await removeSent(one.id);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('what the device keeps of its visit (lib/request/sent/asking.ts)', () => {
  it('reads the visit a taken, done or received status carries, and leaves out one it cannot read: who has it still stands', () => {
    const read = readStatuses({ statuses: [withVisit('a', 'taken'), withVisit('b', 'done'), { ...withVisit('c', 'taken'), visit: { ...visit, token: 'x' } }, { id: 'd', state: 'received', visit }] }, ['a', 'b', 'c', 'd']);
    expect(read?.get('a')).toEqual(withVisit('a', 'taken'));
    expect(read?.get('b')).toEqual(withVisit('b', 'done'));
    expect(read?.get('c')).toStrictEqual({ id: 'c', state: 'taken', by: 'Awa', since: T0, outcome: { kind: 'called', at: T0, appointment: { date: '2026-12-01', time: '11:00' } } });
    // Received again with its visit (« Je dois changer » while nobody held it, issue 83); never with unknown.
    expect(read?.get('d')).toEqual({ id: 'd', state: 'received', visit });
    expect(readStatuses({ statuses: [{ id: 'e', state: 'unknown', visit }] }, ['e'])?.get('e')).toEqual({ id: 'e', state: 'unknown' });
  });

  it('keeps the visit from each answer, a moved one in place of the last; reads it back as far as it can be trusted', () => {
    const first = afterAnswer(newRecord({ id: 'a', reference: 'AV-7K3Q' }, T0), withVisit('a', 'taken'), T0 + MINUTE);
    expect(first.visit).toEqual(visit);
    const moved = afterAnswer(first, withVisit('a', 'taken', { revision: 2, date: '2026-12-02' }), T0 + 2 * MINUTE);
    expect(moved.visit).toMatchObject({ revision: 2, date: '2026-12-02', token: TOKEN });
    expect(readRecord(JSON.parse(JSON.stringify(moved)))).toEqual(moved);
    // A visit the device cannot read again is dropped; the record stands. Kept while received again; none once unknown.
    const read = readRecord({ ...moved, visit: { ...visit, place: 'moon' } });
    expect(read && 'visit' in read).toBe(false);
    expect(read).toEqual({ ...moved, visit: undefined });
    expect(readRecord({ ...newRecord({ id: 'b', reference: 'AV-2222' }, T0), visit })?.visit).toEqual(visit);
    expect(readRecord({ ...newRecord({ id: 'b', reference: 'AV-2222' }, T0), state: 'unknown', visit })?.visit).toBeUndefined();
    expect(afterAnswer(first, { id: 'a', state: 'received', visit }, T0 + 3 * MINUTE)).toMatchObject({ state: 'received', visit });
  });

  it('keeps its visit when the request is received again (« Je dois changer » while nobody held it): the gateway’s, or the last one read', () => {
    const now = T0 + MINUTE;
    const taken = afterAnswer(newRecord({ id: 'a', reference: 'AV-7K3Q' }, T0), withVisit('a', 'taken'), now);
    const changed = { ...visit, answer: { kind: 'change' as const, at: now } };
    const back = afterAnswer(taken, { id: 'a', state: 'received', visit: changed }, now + MINUTE);
    expect(back).toMatchObject({ state: 'received', visit: changed, nextAt: now + MINUTE + FOLLOW_EVERY_MS });
    // From a gateway before issue 83, received says nothing of it: the last one read stays.
    expect(afterAnswer(taken, { id: 'a', state: 'received' }, now + MINUTE).visit).toEqual(visit);
    // Unknown (swept, junk): gone.
    expect(afterAnswer(taken, { id: 'a', state: 'unknown' }, now + MINUTE).visit).toBeUndefined();
  });

  it('asks on every minute while its visit is to come, even once done (a move, a cancel, another phone’s answer must reach the page); every ten minutes from its hour until it is marked, for a day; never again once it is over', () => {
    const now = T0 + MINUTE;
    const done = afterAnswer(newRecord({ id: 'a', reference: 'AV-7K3Q' }, T0), withVisit('a', 'done'), now);
    expect(done.nextAt).toBe(now + FOLLOW_EVERY_MS);
    expect(isAsked(done, now)).toBe(true);
    // Whatever the family has watched: the pace of an hour of watching does not slow a visit to come.
    const taken = afterAnswer({ ...newRecord({ id: 'a', reference: 'AV-7K3Q' }, T0), asks: 500 }, { id: 'a', state: 'taken', by: 'Awa', since: T0, visit }, now);
    expect(taken.nextAt).toBe(now + FOLLOW_EVERY_MS);
    for (const state of ['cancelled', 'attended', 'missed'] as const) {
      const over = afterAnswer(done, withVisit('a', 'done', { state }), now);
      expect(over.visit?.state).toBe(state);
      expect(isAsked(over, now), state).toBe(false);
    }
    // Its hour come (1 December, 11 h in Yaoundé), not marked: every ten minutes, for a day.
    const start = visitStart(visit);
    const atItsHour = afterAnswer(done, withVisit('a', 'done'), start);
    expect(atItsHour.nextAt).toBe(start + SLOW_ASK_EVERY_MS);
    expect(isAsked(atItsHour, start + SLOW_ASK_EVERY_MS)).toBe(true);
    const dayAfter = start + MARK_WAIT_MS;
    expect(isAsked(afterAnswer(done, withVisit('a', 'done'), dayAfter), dayAfter)).toBe(false);
    // Taken, it is asked for as before, for « Traitée ».
    expect(isAsked(afterAnswer(done, withVisit('a', 'taken'), dayAfter), dayAfter)).toBe(true);
  });

  it('keeps a visit booked further ahead than KEEP_DAYS until the day after its hour: its headline, a move, a cancel reach the phone that asked for it', async () => {
    // Sent on Saturday evening, the visit agreed for the Monday after next: 9 days ahead.
    const sentAt = Date.UTC(2026, 10, 28, 20, 0);
    const far = { ...visit, date: '2026-12-07' };
    const booked = afterAnswer(newRecord({ id: 'far', reference: 'AV-NYQD' }, sentAt), { ...withVisit('far', 'done'), visit: far }, sentAt + MINUTE);
    const start = visitStart(far);
    expect(start).toBeGreaterThan(sentAt + KEEP_MS);
    for (const now of [sentAt + KEEP_MS, start - MINUTE, start + MINUTE, start + MARK_WAIT_MS - MINUTE]) {
      expect(isKept(booked, now), new Date(now).toISOString()).toBe(true);
    }
    expect(isAsked(booked, start - MINUTE)).toBe(true);
    expect(isKept(booked, start + MARK_WAIT_MS)).toBe(false);
    // Without a visit, KEEP_DAYS as before; a visit sooner than that does not shorten it.
    const plain = newRecord({ id: 'plain', reference: 'AV-PL4N' }, sentAt);
    expect(isKept(plain, sentAt + KEEP_MS - MINUTE)).toBe(true);
    expect(isKept(plain, sentAt + KEEP_MS)).toBe(false);
    expect(isKept({ ...plain, visit: { ...visit, date: '2026-11-30' } }, sentAt + KEEP_MS - MINUTE)).toBe(true);
    // The store reads it back (and so the pages show it) a week and more after it was sent.
    await keepSent({ id: 'far', reference: 'AV-NYQD' }, sentAt);
    await saveSent([booked]);
    expect((await readSent(start - MINUTE)).map((one) => one.visit?.date)).toEqual(['2026-12-07']);
    expect(await readSent(start + MARK_WAIT_MS)).toEqual([]);
  });
});

describe('the family answers from its device (lib/request/sent-status.ts, answerSentVisit)', () => {
  function gateway(respond: (body: { token: string; answer: string }) => Response) {
    const posted: { url: string; body: { token: string; answer: string } }[] = [];
    vi.stubEnv(GATEWAY_VARIABLES.url, GATEWAY_URL);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { token: string; answer: string };
      posted.push({ url, body });
      return respond(body);
    });
    return posted;
  }

  // Ids of their own: the pages' watch is one per worker (isolate: false), and forgets for good the lines closed in
  // request-sent-status.test.ts (its « r-1 »), whichever file runs first.
  it('posts its answer with the visit’s token, keeps the visit the gateway answers, and the page reads it at once; the call given back for the panel to say', async () => {
    await keepSent({ id: 'visit-1', reference: 'AV-7K3Q' }, T0);
    const [kept] = await readSent(T0);
    await saveSent([afterAnswer(kept!, withVisit('visit-1', 'taken'), T0 + MINUTE)]);
    const posted = gateway(({ answer }) =>
      Response.json({ state: 'known', visit: { reference: 'AV-7K3Q', locale: 'fr', revision: 1, date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', state: 'booked', answer: { kind: answer, at: T0 + HOUR } } }),
    );
    const seen: SentSnapshot[] = [];
    const unfollow = followSent((snapshot) => seen.push(snapshot));
    await vi.waitFor(() => expect(seen.at(-1)?.statuses[0]?.visit).toEqual(visit), { timeout: 5_000 });
    expect(await answerSentVisit('visit-1', 'change')).toMatchObject({ reply: { state: 'known', visit: { answer: { kind: 'change' } } } });
    expect(posted).toEqual([{ url: `${GATEWAY_URL}${GATEWAY_VISIT_PATHS.answer}`, body: { token: TOKEN, answer: 'change' } }]);
    expect(seen.at(-1)?.statuses[0]?.visit).toEqual({ ...visit, answer: { kind: 'change', at: T0 + HOUR } });
    expect((await readSent(T0 + 2 * HOUR))[0]?.visit).toEqual({ ...visit, answer: { kind: 'change', at: T0 + HOUR } });
    unfollow();
  });

  it('says when its answer did not go, or when the gateway no longer knows the visit; a request without a visit posts nothing', async () => {
    await keepSent({ id: 'visit-2', reference: 'AV-2222' }, T0);
    const [kept] = await readSent(T0);
    await saveSent([afterAnswer(kept!, withVisit('visit-2', 'taken'), T0 + MINUTE)]);
    await keepSent({ id: 'visit-3', reference: 'AV-3333' }, T0);
    let status = 503;
    const posted = gateway(() => new Response(JSON.stringify({ state: 'unknown' }), { status }));
    expect(await answerSentVisit('visit-2', 'coming')).toEqual({ failed: 'unavailable' });
    status = 404;
    expect(await answerSentVisit('visit-2', 'coming')).toEqual({ reply: { state: 'unknown' } });
    expect(await answerSentVisit('visit-3', 'coming')).toEqual({ reply: { state: 'unknown' } });
    expect(posted).toHaveLength(2);
  });
});

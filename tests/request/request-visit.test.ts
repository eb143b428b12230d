import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_VISIT_PATHS, VISIT_ANSWERS, VISIT_PLACES, VISIT_STATES, type GatewayVisit, type GatewayVisitView } from '@/lib/request/gateway/protocol';
import { readVisit, readVisitReply, readVisitView } from '@/lib/request/gateway/visit';
import { answerVisit, askVisit, tokenFromHash, withView } from '@/lib/request/visit';
import { visitLink, visitPath } from '@/lib/routes';
import { answering } from './fake-gateway';

/*
 * A visit (issue 77) read as untrusted JSON (lib/request/gateway/visit.ts): from the gateway's answer to the
 * visit's page, from the status answer and from what the sending device kept; and the page's two calls
 * (lib/request/visit.ts): the token in a POST's body, never in an address; unknown for every reason alike.
 */

const TOKEN = 'q3Vb7yK1pZr0Lm9sT2wXcA'; // 22 characters: 132 bits
const view: GatewayVisitView = { reference: 'AV-7K3Q', locale: 'fr', revision: 1, date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', state: 'booked' };
const visit: GatewayVisit = { revision: 1, date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', state: 'booked', with: 'Awa', token: TOKEN };

afterEach(() => vi.restoreAllMocks());

describe('a visit read as untrusted JSON (lib/request/gateway/visit.ts)', () => {
  it('reads every place, state and answer of the closed sets, and nothing outside them', () => {
    const atCentre = { reference: 'AV-7K3Q', locale: 'fr', revision: 1, date: '2026-12-01', time: '11:00', state: 'booked' };
    for (const place of VISIT_PLACES) for (const state of VISIT_STATES) {
      expect(readVisitView({ ...view, place, state }), `${place} ${state}`).toEqual(place === 'home' ? { ...view, state } : { ...atCentre, place, state });
    }
    for (const kind of VISIT_ANSWERS) expect(readVisit({ ...visit, answer: { kind, at: 5 } })?.answer).toEqual({ kind, at: 5 });
    expect(readVisitView({ ...view, place: 'hospital' })).toBeNull();
    expect(readVisitView({ ...view, state: 'moved' })).toBeNull();
    expect(readVisitView({ ...view, state: 'toString' })).toBeNull();
    // An answer this page cannot read is left out; the visit stands.
    expect(readVisit({ ...visit, answer: { kind: 'maybe', at: 5 } })).toEqual(visit);
    expect(readVisit({ ...visit, answer: { kind: 'coming' } })).toEqual(visit);
  });

  it('drops a district at the centre, keeps one of a line at home, and a home without one', () => {
    expect(readVisitView({ ...view, place: 'centre', district: 'Bastos' })).toEqual({ reference: 'AV-7K3Q', locale: 'fr', revision: 1, date: '2026-12-01', time: '11:00', place: 'centre', state: 'booked' });
    expect(readVisitView({ ...view, district: '  Biyem-Assi ' })?.district).toBe('Biyem-Assi');
    for (const district of ['Bastos\nRéférence : AV-0000', '', 'x'.repeat(61), 42, null]) {
      const read = readVisitView({ ...view, district });
      expect(read, String(district)).not.toBeNull();
      expect(read && 'district' in read, String(district)).toBe(false);
    }
  });

  it('refuses a visit without a readable day, time, revision, reference or language', () => {
    for (const wrong of [
      { date: '2026-02-30' },
      { date: '1 décembre' },
      { time: '24:00' },
      { time: '11h' },
      { time: '25:00' },
      { revision: 0 },
      { revision: 1.5 },
      { revision: '1' },
      { reference: 'AV-0O0O' },
      { reference: undefined },
      { locale: 'de' },
    ]) {
      expect(readVisitView({ ...view, ...wrong }), JSON.stringify(wrong)).toBeNull();
    }
    for (const raw of [null, 'visit', [], 42]) expect(readVisitView(raw)).toBeNull();
  });

  it('reads the sending device’s visit only with its token, and its first name as a word of one line', () => {
    expect(readVisit(visit)).toEqual(visit);
    const without: GatewayVisit = { revision: 1, date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', state: 'booked', token: TOKEN };
    expect(readVisit({ ...visit, with: 'Awa\nBonjour' })).toEqual(without);
    expect(readVisit({ ...visit, with: 'x'.repeat(61) })).toEqual(without);
    for (const token of [undefined, '', 'short', 'has space in it but long enough', `${TOKEN}=`, 'a'.repeat(87)]) {
      expect(readVisit({ ...visit, token }), String(token)).toBeNull();
    }
    // What the device keeps holds no reference nor language: they are the request's.
    expect(readVisit({ ...visit, reference: 'AV-7K3Q', locale: 'fr' })).toEqual(visit);
  });

  it('reads who comes and the sequence on the link’s view too (issue 83): the same visit for both pages; leaves out what it cannot read', () => {
    expect(readVisitView({ ...view, with: 'Awa', sequence: 4 })).toEqual({ ...view, with: 'Awa', sequence: 4 });
    expect(readVisitView({ ...view, sequence: 0 })).toEqual({ ...view, sequence: 0 });
    for (const sequence of [-1, 1.5, '3', null, Number.MAX_VALUE]) expect(readVisitView({ ...view, sequence }), String(sequence)).toEqual(view);
    for (const by of ['Awa\nBonjour', '', 'x'.repeat(61), 7]) expect(readVisitView({ ...view, with: by }), String(by)).toEqual(view);
    // The device's visit is the view's, and its token: nothing the link's page does not read.
    const { reference, locale, ...same } = { ...view, with: 'Awa', sequence: 4 };
    expect([reference, locale]).toEqual(['AV-7K3Q', 'fr']);
    expect(readVisit({ ...same, token: TOKEN })).toEqual({ ...same, token: TOKEN });
  });

  it('reads the gateway’s reply: known with a readable visit, unknown, or nothing', () => {
    expect(readVisitReply({ state: 'known', visit: view })).toEqual({ state: 'known', visit: view });
    expect(readVisitReply({ state: 'unknown' })).toEqual({ state: 'unknown' });
    expect(readVisitReply({ state: 'unknown', visit: view })).toEqual({ state: 'unknown' });
    expect(readVisitReply({ state: 'known' })).toBeNull();
    expect(readVisitReply({ state: 'known', visit: { ...view, date: 'tomorrow' } })).toBeNull();
    expect(readVisitReply({ outcome: 'sent' })).toBeNull();
    expect(readVisitReply(null)).toBeNull();
  });
});

describe('the visit’s page’s calls (lib/request/visit.ts)', () => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('reads the token of the address’s fragment, and nothing else as one', () => {
    expect(tokenFromHash(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(TOKEN)).toBe(TOKEN);
    for (const hash of ['', '#', '#rappel', `#${TOKEN}&x=1`, `#${TOKEN.slice(0, 21)}`, '#<script>alert(1)</script>xxxxxxxxxxxxxxxx']) expect(tokenFromHash(hash), hash).toBeNull();
    // The link a message carries opens the page whose fragment gives the token back.
    const link = new URL(visitLink('https://aide-et-vie.cm/', 'en', TOKEN));
    expect(link.pathname).toBe(visitPath('en'));
    expect(tokenFromHash(link.hash)).toBe(TOKEN);
  });

  it('posts the token in the body to the visit’s route, never in its address, and reads the visit', async () => {
    const gateway = answering(() => json({ state: 'known', visit: view }));
    expect(await askVisit('https://passerelle.example/base', TOKEN, { fetch: gateway.fetch })).toEqual({ reply: { state: 'known', visit: view } });
    expect(gateway.calls[0]!.url).toBe(`https://passerelle.example/base${GATEWAY_VISIT_PATHS.visit}`);
    expect(gateway.calls[0]!.url).not.toContain(TOKEN);
    expect(gateway.calls[0]!.init).toMatchObject({ method: 'POST', body: JSON.stringify({ token: TOKEN }), referrerPolicy: 'no-referrer' });
  });

  it('posts the family’s answer to the answer’s route, and reads the visit after it, a refusal’s (409) too', async () => {
    const answered = { ...view, answer: { kind: 'change' as const, at: 7 } };
    const gateway = answering(() => json({ state: 'known', visit: answered }));
    expect(await answerVisit('https://passerelle.example/', TOKEN, 'change', { fetch: gateway.fetch })).toEqual({ reply: { state: 'known', visit: answered } });
    const refused = answering(() => json({ state: 'known', visit: answered }, 409));
    expect(await answerVisit('https://passerelle.example/', TOKEN, 'coming', { fetch: refused.fetch })).toEqual({ reply: { state: 'known', visit: answered } });
    expect(gateway.calls[0]!.url).toBe(`https://passerelle.example${GATEWAY_VISIT_PATHS.answer}`);
    expect(JSON.parse(String(gateway.calls[0]!.init.body))).toEqual({ token: TOKEN, answer: 'change' });
  });

  it('answers unknown to a 404, whatever its body says; fails on anything else it cannot read, saying why: the address’s limit, the gateway, the connection', async () => {
    for (const respond of [() => json({ state: 'unknown' }, 404), () => new Response('Not found', { status: 404 }), () => json({ state: 'known', visit: view }, 404)]) {
      expect(await askVisit('https://g.example', TOKEN, { fetch: answering(respond).fetch })).toEqual({ reply: { state: 'unknown' } });
    }
    for (const [respond, failed] of [
      [() => json({ state: 'unknown' }, 200), 'unavailable'],
      [() => json({ outcome: 'kept', reason: 'address-limit', retryAfterSeconds: 30 }, 429), 'limited'],
      [() => json({ outcome: 'kept', reason: 'providers', retryAfterSeconds: 60 }, 503), 'unavailable'],
      [() => new Response('', { status: 500 }), 'unavailable'],
      [() => new Response('<html>Wi-Fi</html>', { status: 200 }), 'unavailable'],
      [() => json({ state: 'known', visit: { ...view, time: 'soon' } }), 'unavailable'],
      [() => Promise.reject(new TypeError('Failed to fetch')), 'offline'],
    ] as const) {
      expect(await askVisit('https://g.example', TOKEN, { fetch: answering(respond).fetch }), failed).toEqual({ failed });
    }
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const fetch = vi.fn((_: string | URL | Request, init: RequestInit = {}) => new Promise<Response>((__, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof globalThis.fetch;
    expect(await askVisit('https://g.example', TOKEN, { fetch, timeoutMs: 20 })).toEqual({ failed: 'offline' });
  });

  it('brings the device’s visit up to the gateway’s reply, whole, keeping its token; who comes is the view’s, but from a gateway before issue 83', () => {
    const moved = { ...view, revision: 2, date: '2026-12-02', time: '09:30', answer: { kind: 'coming' as const, at: 9 } };
    // A view without `sequence`: a gateway that did not say who comes on the link; the device's own stays.
    expect(withView(visit, moved)).toEqual({ revision: 2, date: '2026-12-02', time: '09:30', place: 'home', district: 'Bastos', state: 'booked', answer: { kind: 'coming', at: 9 }, with: 'Awa', token: TOKEN });
    // From one that does, the view is the truth: another first name, or none.
    expect(withView(visit, { ...moved, sequence: 3, with: 'Paul' })).toEqual({ ...withView(visit, moved), sequence: 3, with: 'Paul' });
    const nobody = withView(visit, { ...moved, sequence: 3 });
    expect(nobody.with).toBeUndefined();
    expect(nobody).toEqual({ revision: 2, date: '2026-12-02', time: '09:30', place: 'home', district: 'Bastos', state: 'booked', answer: { kind: 'coming', at: 9 }, sequence: 3, token: TOKEN });
  });
});

import type { Challenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { newChallenge } from '../../../gateway/src/proof';
import { readSettings } from '../../../gateway/src/settings';
import { addDays, doualaToday } from '@/lib/douala-date';
import { HORIZON_DAYS } from '@/lib/hours';
import type { RequestContent } from '@/lib/request/payload';
import type { RequestValues } from '@/lib/request/values';
import { SITE_ORIGIN } from '../gateway-setup';
import { MAX_FACTOR } from '../../../gateway/src/price';
import { call, contents, freshMinute, isDelivery, mailFor, post, proof, request, solved, vars } from './client';
import { meter, settled } from './meter';

/* Who may call the gateway, what a body must be, and the proof of work: what is refused before anything is kept. */

describe('who may call', () => {
  it('answers a preflight from the site with its methods and header, for two hours', async () => {
    const response = await call('/request', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type');
    expect(response.headers.get('Access-Control-Max-Age')).toBe('7200');
    expect(response.headers.get('Vary')).toContain('Origin');
  });

  it('gives no permission to another origin, another method or another header', async () => {
    const preflights = [
      { origin: 'https://evil.example', method: 'POST', headers: 'content-type' },
      { origin: SITE_ORIGIN, method: 'PUT', headers: 'content-type' },
      { origin: SITE_ORIGIN, method: 'POST', headers: 'content-type, x-api-key' },
    ];
    for (const { origin, method, headers } of preflights) {
      const response = await call('/request', { method: 'OPTIONS', origin, headers: { 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers } });
      expect(response.status).toBe(403);
      expect(response.headers.get('Access-Control-Allow-Methods')).toBeNull();
    }
  });

  it('refuses another origin, and a script that sends none, before anything else', async () => {
    for (const origin of ['https://evil.example', 'https://www.aide-et-vie.test.evil.example', null]) {
      const challenge = await call('/challenge', { origin });
      expect(challenge.status).toBe(403);
      expect(challenge.headers.get('Access-Control-Allow-Origin')).toBeNull();
      const { status } = await post(await request(contents.callback()), { origin }).catch(() => ({ status: 403 }));
      expect(status).toBe(403);
    }
    // The allowed origin gets its own name back, and the answer varies with it.
    const allowed = await call('/challenge');
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    expect(allowed.headers.get('Vary')).toBe('Origin');
  });

  it('issues a signed challenge that expires', async () => {
    const challenge = (await (await call('/challenge')).json()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const minutes = ((challenge.parameters.expiresAt ?? 0) * 1_000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(1);
    expect(minutes).toBeLessThanOrEqual(readSettings(vars).proof.minutes);
  });
});

describe('what a body must be', () => {
  it('refuses a body over the limit that says its length', async () => {
    const body = JSON.stringify({ ...(await request(contents.appointment())), padding: 'x'.repeat(17 * 1024) });
    expect(await post(body)).toEqual({ status: 413, answer: { outcome: 'refused', reason: 'too-large' } });
  });

  it('refuses what is not JSON, or not a request', async () => {
    const valid = await request(contents.callback());
    expect((await post(JSON.stringify(valid), { type: 'text/plain' })).answer).toEqual({ outcome: 'refused', reason: 'malformed' });
    expect((await post('{"id": "abc", ')).answer).toEqual({ outcome: 'refused', reason: 'malformed' });
    expect((await post({ ...valid, id: '../../etc' })).answer).toEqual({ outcome: 'refused', reason: 'malformed' });
    expect((await post({ ...valid, content: { ...valid.content, reference: 'AV-0000' } })).answer).toEqual({ outcome: 'refused', reason: 'malformed' });
    expect((await post({ ...valid, content: { ...valid.content, kind: 'complaint' } })).answer).toEqual({ outcome: 'refused', reason: 'malformed' });
    expect((await post({ ...valid, content: { ...valid.content, values: { ...valid.content.values, phone: 671234567 } } })).answer.outcome).toBe('refused');
  });

  it('holds every kind to the form’s rules, and names the field', async () => {
    const wrong: [RequestContent, RequestValues, string][] = [
      [contents.appointment(), { email: 'awa@ngono' }, 'email'],
      [contents.appointment(), { fullName: '\u200B\u200B' }, 'fullName'],
      [contents.appointment(), { appointmentDate: addDays(doualaToday(), -30) }, 'appointmentDate'],
      [contents.appointment(), { message: 'x'.repeat(2001) }, 'message'],
      [contents.callback(), { phone: '+2376712' }, 'phone'],
      [contents.callback(), { slot: 'midnight' }, 'slot'],
      // Past the days the call-back looks ahead for an opening day (a closure may push it weeks away).
      [contents.callback(), { day: addDays(doualaToday(), HORIZON_DAYS + 10) }, 'day'],
      [contents.application(), { phone: '' }, 'phone'],
      [contents.application(), { message: 'Lisez \u202Ececi' }, 'message'],
    ];
    for (const [content, change, field] of wrong) {
      const body = await request({ ...content, values: { ...content.values, ...change } });
      expect(await post(body)).toEqual({ status: 400, answer: { outcome: 'refused', reason: 'checks', field } });
      expect(await mailFor(content.reference)).toEqual([]);
    }
  });

});

describe('the proof of work', () => {
  it('refuses a request without a proof, or with one it did not issue, and sends nothing', async () => {
    const content = contents.callback();
    const good = JSON.parse(atob(await proof())) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    const stranger = readSettings({ ...vars, PROOF_SECRET: `another gateway's secret: ${crypto.randomUUID()}` });
    const cases: [string, string][] = [
      ['', 'missing'],
      ['bm90IGEgcHJvb2Y=', 'invalid'],
      [btoa(JSON.stringify({ ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } })), 'invalid'],
      [btoa(JSON.stringify({ ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } })), 'invalid'],
      [await solved(await newChallenge(stranger)), 'invalid'],
    ];
    for (const [given, reason] of cases) {
      expect(await post(await request(content, { proof: given }))).toEqual({ status: 401, answer: { outcome: 'proof', reason } });
    }
    expect(await mailFor(content.reference)).toEqual([]);
  });

  it('refuses an expired proof', async () => {
    const content = contents.callback();
    const settings = readSettings(vars);
    const old = await newChallenge(settings, Date.now() - (settings.proof.minutes + 1) * 60_000);
    expect(await post(await request(content, { proof: await solved(old) }))).toEqual({ status: 401, answer: { outcome: 'proof', reason: 'expired' } });
  });

  it('takes a proof once: the exact body replayed, or its proof on another request, sends nothing more', async () => {
    const body = await request(contents.application());
    expect(await post(body)).toEqual({ status: 200, answer: { outcome: 'sent' } });
    expect(await post(body)).toEqual({ status: 401, answer: { outcome: 'proof', reason: 'replayed' } });
    const other = contents.application();
    expect((await post({ ...(await request(other)), proof: body.proof })).answer).toEqual({ outcome: 'proof', reason: 'replayed' });
    expect((await mailFor(body.content.reference, { notices: 1 })).filter(isDelivery)).toHaveLength(1);
    expect(await mailFor(other.reference)).toEqual([]);
  });
});

describe('limits', () => {
  it('prices an address’s challenges past ten a minute at the most, the inbox not asked; holds none of its posts (issue 78)', async () => {
    const address = '203.0.113.77';
    const factorOf = async (response: Response) => ((await response.json()) as Challenge & { parameters: { data?: { f?: number } } }).parameters.data?.f;
    await freshMinute(10_000);
    const within: (number | undefined)[] = [];
    for (let i = 0; i < 10; i += 1) within.push(await factorOf(await call('/challenge', { address })));
    const before = await settled();
    const past: (number | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) past.push(await factorOf(await call('/challenge', { address })));
    const after = await meter();
    // Junk posts are refused for what they are, never held (a family's post from the address: worker/minute.ts).
    const junk: number[] = [];
    for (let i = 0; i < 12; i += 1) junk.push((await post('{}', { address })).status);
    expect({ within, past, inboxRowsRead: after.read - before.read, junk: [...new Set(junk)] }).toEqual({
      within: Array<number>(10).fill(1),
      past: Array<number>(5).fill(MAX_FACTOR),
      inboxRowsRead: 0,
      junk: [400],
    });
    // Another address is priced by the inbox.
    expect(await factorOf(await call('/challenge', { address: '203.0.113.78' }))).toBe(1);
  });
});

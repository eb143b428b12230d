import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_HEADER, startFakeAccess } from '../../harness/access';
import { MAX_FACTOR } from '../../gateway/src/price';
import { GATEWAY_PATHS } from '@/lib/request/gateway/protocol';
import { newReference } from '@/lib/request/reference';
import { marieValues } from '../request/appointment-request';
import { addDays, doualaToday } from '@/lib/douala-date';

/*
 * The Worker's routes in Node, its Durable Object and its rate limit faked (the real ones: the scenarios of
 * tests/gateway/worker/ under workerd): what it answers when its settings cannot be read, or when anything throws.
 */

const SITE = 'https://www.aide-et-vie.cm';

/** The Worker's module, imported by a name TypeScript does not follow: its types are workerd's (gateway/tsconfig.json), not the tests'. */
const WORKER = '../../gateway/src/index';
type Env = Record<string, unknown>;
const { default: worker } = (await import(/* @vite-ignore */ WORKER)) as { default: { fetch(request: Request, env: Env, ctx: unknown): Promise<Response> } };

/** The limits a minute, as wrangler's ratelimit binding answers (true: within), each call's key kept. */
const limiter = (within: boolean, keys: string[] = []) => ({ limit: async ({ key }: { key: string }) => (keys.push(key), { success: within }) });

function envWith(settings: Record<string, string>, inbox: Record<string, (...args: never[]) => unknown> = {}, limits: { address?: boolean; proof?: boolean } = {}): Env {
  const stub = new Proxy(inbox, { get: (target, name: string) => target[name] ?? (() => Promise.reject(new Error(`no ${name} in this test`))) });
  return {
    ALLOWED_ORIGINS: SITE,
    PROOF_SECRET: 'f'.repeat(8) + '0123456789abcdef0123456789abcdef',
    EMAILJS_SERVICE_ID: 'service',
    EMAILJS_TEMPLATE_ID: 'template',
    EMAILJS_PUBLIC_KEY: 'public',
    EMAILJS_PRIVATE_KEY: 'private',
    ...settings,
    ADDRESS_LIMITER: limiter(limits.address ?? true),
    PROOF_LIMITER: limiter(limits.proof ?? true),
    INBOX: { idFromName: () => 'site', get: () => stub },
  } as unknown as Env;
}

const call = (env: Env, path: string, init: RequestInit = {}, origin = 'https://passerelle.aide-et-vie.cm') =>
  worker.fetch(new Request(`${origin}${path}`, { ...init, headers: { Origin: SITE, ...(init.headers as Record<string, string>) } }), env, {});

let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a gateway whose ALLOWED_ORIGINS cannot be read (issue 67)', () => {
  it('answers every call of the site’s routes « not set », as fixed JSON, and says why in its console', async () => {
    const env = envWith({ ALLOWED_ORIGINS: `${SITE}, www.aide-et-vie.cm:443` });
    for (const [path, method] of [[GATEWAY_PATHS.challenge, 'GET'], [GATEWAY_PATHS.request, 'POST'], [GATEWAY_PATHS.status, 'POST']] as const) {
      const response = await call(env, path, { method, headers: { 'Content-Type': 'application/json' }, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect(response.status, path).toBe(503);
      expect(await response.json(), path).toEqual({ outcome: 'kept', reason: 'providers', retryAfterSeconds: 60 });
    }
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^Gateway not set: ALLOWED_ORIGINS: «\u00A0www\.aide-et-vie\.cm:443\u00A0» is not a full origin/);
    // « null », the origin such an entry read as, is refused before anything.
    expect((await call(envWith({ ALLOWED_ORIGINS: 'localhost:3000' }), GATEWAY_PATHS.challenge, { headers: { Origin: 'null' } })).status).toBe(403);
  });
});

describe('whatever throws', () => {
  it('is answered with the fixed JSON and the site’s CORS, never a stack trace, and told to the console', async () => {
    const env = envWith({}, { price: () => Promise.reject(new Error('storage exploded at line 12')) });
    const response = await call(env, GATEWAY_PATHS.challenge);
    expect(response.status).toBe(503);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ outcome: 'kept', reason: 'providers', retryAfterSeconds: 60 });
    expect(text).not.toContain('exploded');
    expect(String(error.mock.calls[0]?.[0])).toBe('Gateway: GET /challenge failed:');
  });

  it('in the inbox, is a bare 500 that is never kept; a closed inbox a bare 404', async () => {
    const access = await startFakeAccess();
    try {
      const env = envWith({ ACCESS_TEAM_DOMAIN: access.teamDomain, ACCESS_AUD: access.aud, STAFF_NAMES: 'awa@centre.cm=Awa' });
      const broken = { ...env, INBOX: { idFromName: () => 'site', get: () => ({ list: () => Promise.reject(new Error('storage exploded')) }) } } as unknown as Env;
      const response = await call(broken, '/inbox/', { headers: { [ACCESS_HEADER]: await access.sign('awa@centre.cm') } });
      expect(response.status).toBe(500);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.text()).toBe('');
    } finally {
      await access.close();
    }
    const closed = await call(envWith({}), '/inbox/');
    expect(closed.status).toBe(404);
    expect(await closed.text()).toBe('');
  });
});

describe('an address past its ten calls a minute (issue 78)', () => {
  const small = { PROOF_COST: '10', PROOF_COUNTER_MIN: '5', PROOF_COUNTER_MAX: '8' };
  const body = async (challenge: Challenge) => ({
    id: crypto.randomUUID(),
    content: { locale: 'fr', reference: newReference(), values: { ...marieValues('Pour ma mère.'), appointmentDate: addDays(doualaToday(), 1), appointmentTime: '10:30' } },
    proof: btoa(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })),
  });

  it('gets its challenge all the same, at the highest price, without the inbox being asked; its paid post is received, never held behind the limit', async () => {
    const accepted: unknown[] = [];
    const env = envWith(small, { accept: (input: never) => (accepted.push(input), Promise.resolve('accepted')) }, { address: false });
    const response = await call(env, GATEWAY_PATHS.challenge);
    expect(response.status).toBe(200);
    const challenge = (await response.json()) as Challenge & { parameters: { data?: { f?: number } } };
    expect(challenge.parameters.data?.f).toBe(MAX_FACTOR);
    const posted = await call(env, GATEWAY_PATHS.request, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(await body(challenge)) });
    expect([posted.status, await posted.json(), accepted.length]).toEqual([200, { outcome: 'sent' }, 1]);
  });

  it('reaches the inbox with one proof once a minute: a proof posted again past that is refused as replayed, the inbox not asked', async () => {
    const env = envWith(small, { price: () => Promise.resolve({ posted: 0, received: 0, day: doualaToday() }) }, { proof: false });
    const challenge = (await (await call(env, GATEWAY_PATHS.challenge)).json()) as Challenge;
    const posted = await call(env, GATEWAY_PATHS.request, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(await body(challenge)) });
    expect([posted.status, await posted.json()]).toEqual([401, { outcome: 'proof', reason: 'replayed' }]);
  });
});

describe('a weak PROOF_SECRET (issue 78)', () => {
  it('is refused as a missing one: every call of the site’s routes « not set », and the console says why', async () => {
    const env = envWith({ PROOF_SECRET: 'x' }, { price: () => Promise.resolve({ posted: 0, received: 0, day: doualaToday() }) });
    const response = await call(env, GATEWAY_PATHS.challenge);
    expect([response.status, await response.json()]).toEqual([503, { outcome: 'kept', reason: 'providers', retryAfterSeconds: 60 }]);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^Gateway not set: PROOF_SECRET is too weak/);
  });
});

describe('the tests’ own routes (issue 78)', () => {
  it('answer only on this machine: on a gateway reached by its name they are not there, whatever METER_ROWS and TEST_CLOCK say', async () => {
    const access = await startFakeAccess();
    try {
      const meter = () => Promise.resolve({ written: 0, read: 0, alarms: 0, byStatement: {} });
      const moved: unknown[] = [];
      const moveClock = (to: never) => (moved.push(to), Promise.resolve(to));
      const env = envWith({ ACCESS_TEAM_DOMAIN: access.teamDomain, ACCESS_AUD: access.aud, STAFF_NAMES: 'awa@centre.cm=Awa', METER_ROWS: '1', TEST_CLOCK: '1' }, { meter, moveClock });
      const signed = async () => ({ headers: { [ACCESS_HEADER]: await access.sign('awa@centre.cm') } });
      expect((await call(env, '/inbox/meter', await signed(), 'http://127.0.0.1:8787')).status).toBe(200);
      expect((await call(env, '/inbox/meter', await signed())).status).toBe(404);
      const clock = { method: 'POST', headers: { ...(await signed()).headers, Origin: 'https://passerelle.aide-et-vie.cm', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'to=1' };
      expect([404, 405]).toContain((await call(env, '/inbox/clock', clock)).status);
      expect(moved).toEqual([]);
    } finally {
      await access.close();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_HEADER, startFakeAccess } from '../../harness/access';
import { GATEWAY_PATHS } from '@/lib/request/gateway/protocol';

/*
 * The Worker's routes in Node, its Durable Object and its rate limit faked (the real ones: tests/gateway/
 * gateway.test.ts under workerd): what it answers when its settings cannot be read, or when anything throws.
 */

const SITE = 'https://www.aide-et-vie.cm';

/** The Worker's module, imported by a name TypeScript does not follow: its types are workerd's (gateway/tsconfig.json), not the tests'. */
const WORKER = '../../gateway/src/index';
type Env = Record<string, unknown>;
const { default: worker } = (await import(/* @vite-ignore */ WORKER)) as { default: { fetch(request: Request, env: Env, ctx: unknown): Promise<Response> } };

function envWith(settings: Record<string, string>, inbox: Record<string, (...args: never[]) => unknown> = {}): Env {
  const stub = new Proxy(inbox, { get: (target, name: string) => target[name] ?? (() => Promise.reject(new Error(`no ${name} in this test`))) });
  return {
    ALLOWED_ORIGINS: SITE,
    PROOF_SECRET: 'secret',
    EMAILJS_SERVICE_ID: 'service',
    EMAILJS_TEMPLATE_ID: 'template',
    EMAILJS_PUBLIC_KEY: 'public',
    EMAILJS_PRIVATE_KEY: 'private',
    ...settings,
    ADDRESS_LIMITER: { limit: async () => ({ success: true }) },
    INBOX: { idFromName: () => 'site', get: () => stub },
  } as unknown as Env;
}

const call = (env: Env, path: string, init: RequestInit = {}) =>
  worker.fetch(new Request(`https://passerelle.aide-et-vie.cm${path}`, { ...init, headers: { Origin: SITE, ...(init.headers as Record<string, string>) } }), env, {});

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

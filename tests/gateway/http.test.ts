import { describe, expect, it } from 'vitest';
import { answer, corsHeaders, isJson, json, preflight, readLimited } from '../../gateway/src/http';
import type { GatewayAnswer } from '@/lib/request/gateway/protocol';

/*
 * The gateway's HTTP in Node, as a browser and a script meet it: what the scenarios of tests/gateway/worker/ check through the Worker
 * under workerd, here where the mutation bench can see it (its runner cannot reach into workerd).
 */

const SITE = 'https://www.aide-et-vie.cm';
const ORIGINS = [SITE, 'http://127.0.0.1:4173'];

const ask = (headers: Record<string, string>) => new Request('https://gateway.example/request', { method: 'OPTIONS', headers });

/** A POST whose body arrives in the chunks given, with no Content-Length, as a script may stream it. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Request('https://gateway.example/request', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the gateway’s CORS', () => {
  it('lets the site’s origins read an answer and its Retry-After, and no other', () => {
    const allowed = corsHeaders(SITE, ORIGINS);
    expect(allowed.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(allowed.get('Access-Control-Expose-Headers')).toBe('Retry-After');
    for (const origin of ['https://evil.example', null, '', 'null']) {
      const headers = corsHeaders(origin, ORIGINS);
      expect(headers.get('Access-Control-Allow-Origin'), String(origin)).toBeNull();
      expect(headers.get('Access-Control-Expose-Headers'), String(origin)).toBeNull();
    }
    // A cache must not give one origin's answer to another.
    expect(corsHeaders(null, ORIGINS).get('Vary')).toBe('Origin');
  });

  it('answers the site’s preflight for GET and POST with JSON, for two hours', () => {
    for (const method of ['GET', 'POST']) {
      const response = preflight(ask({ Origin: SITE, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': ' Content-Type ' }), ORIGINS);
      expect(response.status, method).toBe(204);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
      expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST');
      expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type');
      expect(response.headers.get('Access-Control-Max-Age')).toBe('7200');
      expect(response.headers.get('Vary')).toBe('Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    }
    // A simple request asks for no header at all.
    expect(preflight(ask({ Origin: SITE, 'Access-Control-Request-Method': 'POST' }), ORIGINS).status).toBe(204);
  });

  it('gives no permission to another origin, another method, another header, or none asked', () => {
    const refused: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      { 'Access-Control-Request-Method': 'POST' },
      { Origin: SITE, 'Access-Control-Request-Method': 'PUT' },
      { Origin: SITE, 'Access-Control-Request-Method': 'GET, POST' },
      { Origin: SITE },
      { Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, authorization' },
    ];
    for (const headers of refused) {
      const response = preflight(ask(headers), ORIGINS);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('Access-Control-Allow-Methods')).toBeNull();
      expect(response.headers.get('Access-Control-Max-Age')).toBeNull();
    }
  });
});

describe('the gateway’s answers', () => {
  it('gives each outcome the status the protocol says, as JSON never cached', async () => {
    const cases: [GatewayAnswer, number][] = [
      [{ outcome: 'sent' }, 200],
      [{ outcome: 'kept', reason: 'providers', retryAfterSeconds: 600 }, 503],
      [{ outcome: 'kept', reason: 'address-limit', retryAfterSeconds: 60 }, 429],
      [{ outcome: 'proof', reason: 'expired' }, 401],
      [{ outcome: 'refused', reason: 'too-large' }, 413],
      [{ outcome: 'refused', reason: 'checks', field: 'phone' }, 400],
      [{ outcome: 'refused', reason: 'malformed' }, 400],
    ];
    for (const [result, status] of cases) {
      const response = answer(result, corsHeaders(SITE, ORIGINS));
      expect(response.status, JSON.stringify(result)).toBe(status);
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
      expect(response.headers.get('Retry-After')).toBe(result.outcome === 'kept' ? String(result.retryAfterSeconds) : null);
      expect(await response.json()).toEqual(result);
    }
  });

  it('writes other JSON with its status, 200 unless told, never cached', async () => {
    const plain = json({ ok: 1 }, new Headers({ Vary: 'Origin' }));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(plain.headers.get('Cache-Control')).toBe('no-store');
    expect(plain.headers.get('Vary')).toBe('Origin');
    expect(await plain.json()).toEqual({ ok: 1 });
    expect(json({}, new Headers(), 404).status).toBe(404);
  });
});

describe('reading a body', () => {
  it('reads a body up to its limit exactly, in any chunks, a letter split across two included', async () => {
    expect(await readLimited(new Request('https://gateway.example/', { method: 'POST', body: '{"a":1}' }), 7)).toBe('{"a":1}');
    const e = bytes('é');
    expect(await readLimited(streamed([bytes('{"nom":"Ren'), e.slice(0, 1), e.slice(1), bytes('"}')]), 15)).toBe('{"nom":"René"}');
    expect(await readLimited(new Request('https://gateway.example/', { method: 'POST' }), 10)).toBe('');
    // A length that says the limit exactly is read.
    expect(await readLimited(streamed([bytes('{"a":1}')], { 'Content-Length': '7' }), 7)).toBe('{"a":1}');
    // A byte order mark, as some editors save a file, is no part of the JSON.
    expect(await readLimited(streamed([new Uint8Array([0xef, 0xbb, 0xbf]), bytes('{}')]), 10)).toBe('{}');
  });

  it('stops at the first byte past the limit, whatever Content-Length says', async () => {
    expect(await readLimited(new Request('https://gateway.example/', { method: 'POST', body: '12345678' }), 7)).toBeNull();
    // A streamed body says no length: counted as it comes.
    expect(await readLimited(streamed([bytes('1234'), bytes('5678')]), 7)).toBeNull();
    // A length that lies low is not believed.
    expect(await readLimited(streamed([bytes('12345678')], { 'Content-Length': '3' }), 7)).toBeNull();
    // One that says too much is refused before a byte is read.
    expect(await readLimited(streamed([bytes('{}')], { 'Content-Length': '8' }), 7)).toBeNull();
  });

  it('refuses bytes that are not UTF-8', async () => {
    await expect(readLimited(streamed([new Uint8Array([0x7b, 0xff, 0x7d])]), 10)).rejects.toThrow();
  });

  it('takes JSON, with any charset, and nothing else', () => {
    const typed = (type?: string) => new Request('https://gateway.example/', { method: 'POST', ...(type ? { headers: { 'Content-Type': type } } : {}) });
    for (const type of ['application/json', 'Application/JSON', 'application/json; charset=utf-8', 'application/json;charset=UTF-8']) expect(isJson(typed(type)), type).toBe(true);
    for (const type of [undefined, 'text/plain', 'application/jsonp', 'application/json-patch+json', 'text/application/json']) expect(isJson(typed(type)), type).toBe(false);
  });
});

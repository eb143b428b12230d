import { describe, expect, it } from 'vitest';
import { GATEWAY_PATHS, GATEWAY_STATUS_MAX_IDS } from '@/lib/request/gateway/protocol';
import { SITE_ORIGIN, STAFF } from '../gateway-setup';
import { call, contents } from './client';
import { act, received, statuses } from './staff';

/* A family's page asks what became of the requests its device sent (issue 66): by their ids, which only it holds. */

const ask = (body: unknown, origin: string | null = SITE_ORIGIN) =>
  call(GATEWAY_PATHS.status, { method: 'POST', origin, headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('a family’s status', () => {
  it('reads received, taken by her first name since when, or unknown, in one call, for the site alone', async () => {
    const open = await received(contents.appointment());
    const taken = await received(contents.callback());
    const before = Date.now();
    await act('take', taken, 'awa');
    const never = crypto.randomUUID();
    const response = await ask({ ids: [open, taken, never] });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const [first, second, third] = await statuses([open, taken, never]);
    expect(first).toEqual({ id: open, state: 'received' });
    expect(second).toEqual({ id: taken, state: 'taken', by: STAFF.awa.name, since: expect.any(Number) });
    expect((second as { since: number }).since).toBeGreaterThanOrEqual(before - 1_000);
    // Her name, never her address.
    expect(JSON.stringify(second)).not.toContain('@');
    expect(third).toEqual({ id: never, state: 'unknown' });
  });

  it('refuses another origin, a script without one, and what is not a few ids', async () => {
    const id = await received(contents.appointment());
    for (const origin of ['https://evil.example', 'null', null]) {
      const response = await ask({ ids: [id] }, origin);
      expect(response.status, String(origin)).toBe(403);
      expect(await response.text(), String(origin)).toBe('');
    }
    const malformed = [{ ids: [] }, { ids: Array.from({ length: GATEWAY_STATUS_MAX_IDS + 1 }, () => id) }, { ids: ['../x'] }, { ids: id }, { id }, '{"ids":', 'null'];
    for (const body of malformed) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json(), JSON.stringify(body)).toEqual({ outcome: 'refused', reason: 'malformed' });
    }
  });
});

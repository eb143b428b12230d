import { describe, expect, it } from 'vitest';
import { GATEWAY_SECRETS } from '../../../gateway/src/settings';
import { seen, streamedStatus, vars } from './client';

/* Last: a body cut short, then what every answer of the run said. */

describe('a body that never says its length', () => {
  // Last but one: under wrangler dev, the call after a body cut short waits for its own time-out (the local
  // proxy's, not the Worker's: on Cloudflare each request is its own). Nothing after this one posts.
  it('is read no further than the limit', async () => {
    expect(await streamedStatus(40 * 1024)).toBe(413);
  });
});

describe('the keys', () => {
  it('are never in an answer', () => {
    expect(seen.length).toBeGreaterThan(50);
    for (const name of GATEWAY_SECRETS) {
      const value = vars[name];
      expect(value, name).toBeTruthy();
      expect(seen.filter((answer) => answer.includes(value ?? '')), name).toEqual([]);
    }
  });
});

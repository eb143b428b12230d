import { describe, expect, it } from 'vitest';
import { streamedStatus } from './client';

/* Last (tests/gateway/scenarios.ts): a body cut short. No answer of any file carries a secret: answers-guard.ts. */

describe('a body that never says its length', () => {
  // Last: under wrangler dev, the call after a body cut short waits for its own time-out (the local proxy's, not
  // the Worker's: on Cloudflare each request is its own). Nothing after this one posts.
  it('is read no further than the limit', async () => {
    expect(await streamedStatus(40 * 1024)).toBe(413);
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordPath, recordsDir } from '../../bench/lib/record';

// Late in the UTC day: the record is named by the day its heading says (UTC), not the machine's.
const RUN = new Date('2026-11-26T23:30:00Z');

describe('the benches’ dated records (--record)', () => {
  it('writes under docs/records/, never docs/measurements/', () => {
    expect(recordsDir.replaceAll('\\', '/')).toMatch(/\/docs\/records$/);
  });

  it('names a run by its UTC day and its subject', () => {
    expect(recordPath('bench-proof', RUN, '/r', () => false)).toBe(join('/r', '2026-11-26-bench-proof.md'));
  });

  it('adds a record for a second and a third run of the same day rather than rewriting the first', () => {
    const taken = new Set([join('/r', '2026-11-26-bench.md'), join('/r', '2026-11-26-bench-2.md')]);
    expect(recordPath('bench', RUN, '/r', (path) => taken.has(path))).toBe(join('/r', '2026-11-26-bench-3.md'));
    expect(recordPath('bench', new Date('2026-11-27T08:00:00Z'), '/r', (path) => taken.has(path))).toBe(join('/r', '2026-11-27-bench.md'));
  });
});

/*
 * What the postbuild assumes about Next's output (pipeline/lib/next-output-checks.ts), on Next's own copy of
 * what it wrote (.next/server/app/*.html and *.rsc, .next/static/), which no postbuild step edits. One
 * test per assumption: after a Next upgrade, the one that fails names what broke and the files that
 * rely on it. (The build checks the same on out/ before its first step.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOutput, CHUNKS_URL } from '../../pipeline/lib/next-output';
import { NEXT_OUTPUT_ASSUMPTIONS, nextOutputProblems } from '../../pipeline/lib/next-output-checks';
import { ON_DEMAND_ENTRIES, precacheFiles } from '../../pipeline/service-worker';
import { outDir, requireOut } from './out-dir';

const nextDir = join(__dirname, '..', '..', '.next');

describe('Next’s output, as the postbuild assumes it', () => {
  it.each(NEXT_OUTPUT_ASSUMPTIONS.map((assumption) => [assumption.name, assumption.reliedOnBy.join('; '), assumption] as const))(
    '« %s » holds (relied upon by %s)',
    (_name, _where, assumption) => {
      if (!existsSync(join(nextDir, 'server', 'app'))) throw new Error(`${nextDir} has no build: run \`npm run build\` first.`);
      expect(nextOutputProblems(buildOutput(nextDir), [assumption])).toEqual([]);
    },
  );

  it(`keeps in the worker's precache every copy of the outbox's code that ${ON_DEMAND_ENTRIES.join(', ')} leads to, found without searching the code`, () => {
    requireOut();
    // Checked here the other way round: by what the outbox's code does (it opens the database).
    const precached = new Set(precacheFiles(outDir).map((file) => file.url));
    const chunks = join(outDir, CHUNKS_URL);
    const outbox = buildOutput(nextDir)
      .chunks()
      .filter((url) => url.endsWith('.js') && readFileSync(join(chunks, url.split('/').at(-1)!), 'utf8').includes('indexedDB.open('));
    expect(outbox.length).toBeGreaterThan(0);
    for (const url of outbox) expect(precached.has(url), url).toBe(true);
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asList, asRecord, isCount, isInstant, isPositiveWhole, isRecord, valueAt } from '@/lib/unknown-value';

/*
 * The small helpers every folder needs are written once, in lib/ (which the site, its tools and the gateway all
 * read): reading a value of unknown shape (lib/unknown-value.ts), a member of a closed set (lib/closed-set.ts,
 * memberOf: the « oneOf » written three times before issue 84), a list's values once (lib/lists.ts), an origin
 * without its last slashes (lib/routes.ts), the French no-break space (lib/typography.ts). A file of code that
 * writes one of them again fails here, by its path and the name.
 */

/** Each helper, by its name, and the one file that may define it. */
const HELPERS: Record<string, string> = {
  isRecord: 'lib/unknown-value.ts',
  asRecord: 'lib/unknown-value.ts',
  asList: 'lib/unknown-value.ts',
  valueAt: 'lib/unknown-value.ts',
  isInstant: 'lib/unknown-value.ts',
  isPositiveWhole: 'lib/unknown-value.ts',
  isCount: 'lib/unknown-value.ts',
  memberOf: 'lib/closed-set.ts',
  oneOf: 'lib/closed-set.ts',
  unique: 'lib/lists.ts',
  withoutTrailingSlashes: 'lib/routes.ts',
  nbsp: 'lib/typography.ts',
};

/**
 * Files another engineer is rewriting (issue 83, gateway/src/visits/model.ts and gateway/src/store/): their copies
 * are theirs to replace, with the names they still write again. A name leaving this list is one replaced.
 */
const PENDING: Record<string, readonly string[]> = {
  'gateway/src/visits/model.ts': ['isRecord', 'oneOf', 'isInstant'],
};

const NAME = new RegExp(`^\\s*(?:export\\s+)?(?:const|let|function)\\s+(${Object.keys(HELPERS).join('|')})\\b`, 'gm');

/** The code git tracks, but the tests' (a test may name a helper of its own for what it checks). */
const codeFiles = () =>
  execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path && !/^(tests|e2e)\//.test(path));

describe('the shared helpers', () => {
  it('are each defined in one file of lib/, and nowhere else', () => {
    const again = codeFiles().flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(NAME)]
        .map((match) => match[1]!)
        .filter((name) => HELPERS[name] !== path && !PENDING[path]?.includes(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(again).toEqual([]);
  });

  it('read what a stranger or an older build may have written', () => {
    expect(isRecord({})).toBe(true);
    for (const not of [null, [], 'x', 1, undefined]) expect(isRecord(not), String(not)).toBe(false);
    expect(asRecord(['a'])).toEqual({});
    expect(asList({ 0: 'a' })).toEqual([]);
    expect(valueAt({ title: { fr: 'Soins' } }, 'title.fr')).toBe('Soins');
    for (const path of ['title.en', 'toString', 'title.fr.length', '__proto__.x', 'constructor.name']) expect(valueAt({ title: { fr: 'Soins' } }, path), path).toBeUndefined();
    expect([1, 0, -1, Infinity, NaN, '5'].map(isInstant)).toEqual([true, false, false, false, false, false]);
    expect([1, 2.5, 0, -1].map(isPositiveWhole)).toEqual([true, false, false, false]);
    expect([0, 3, -1, 0.5].map(isCount)).toEqual([true, true, false, false]);
  });
});

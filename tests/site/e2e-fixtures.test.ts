import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { PHONE_ONLY } from '../../playwright.config';

// Every e2e test must run under the CSP-violation guard of e2e/fixtures.ts, so no spec may take
// `test` from @playwright/test directly (types such as `type Page` are fine).
describe('e2e specs', () => {
  const dir = join(__dirname, '..', '..', 'e2e');
  // Specs may sit in a folder of their feature (e2e/request/…): fixtures.ts is then one folder up.
  const specs = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.spec.ts'));

  it.each(specs)('%s imports test/expect from ./fixtures', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const fromPlaywright = [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@playwright\/test'/g)];
    const values = fromPlaywright
      .filter((match) => !match[1])
      .flatMap((match) => match[2]!.split(',').map((name) => name.trim()))
      .filter((name) => name && !name.startsWith('type '));
    expect(values, `${file}: import these from './fixtures' instead`).toEqual([]);
    expect(source).toMatch(/from '(\.\/|(\.\.\/)+)fixtures'/);
  });
});

// The desktop leaves out the tests tagged @phone-only (playwright.config.ts, PHONE_ONLY): such a test must
// sit in a file a phone project runs, or it would run nowhere (an editor spec the phone does not open).
describe('e2e tests tagged @phone-only', () => {
  const dir = join(__dirname, '..', '..', 'e2e');
  const tagged = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.spec.ts') && PHONE_ONLY.test(readFileSync(join(dir, file), 'utf8')),
  );
  const patterns = (value: unknown): RegExp[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((one): one is RegExp => one instanceof RegExp);
  const phoneProjects = (config.projects ?? []).filter((project) => project.name !== 'desktop');

  it('are found', () => expect(tagged.length).toBeGreaterThan(0));
  it.each(tagged)('%s runs on a phone', (file) => {
    const path = join(dir, file);
    const runs = phoneProjects.filter((project) => {
      const match = patterns(project.testMatch);
      return (match.length === 0 || match.some((pattern) => pattern.test(path))) && !patterns(project.testIgnore).some((pattern) => pattern.test(path));
    });
    expect(runs.map((project) => project.name)).not.toEqual([]);
  });
});

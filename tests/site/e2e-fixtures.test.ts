import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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

import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getCountries } from 'libphonenumber-js/min';

const flagsDir = join(__dirname, '..', '..', 'public', 'flags');
const sourceDir = join(__dirname, '..', '..', 'node_modules', 'country-flag-icons', '3x2');

// The phone input shows /flags/<CC>.svg (flagUrl): every country it offers needs its flag here.
describe('self-hosted phone flags', () => {
  it('has a flag for every country of the phone input, identical to country-flag-icons', () => {
    const countries = getCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContain('CM');
    for (const country of countries) {
      const file = join(flagsDir, `${country}.svg`);
      expect(existsSync(file), country).toBe(true);
      expect(readFileSync(file, 'utf8'), country).toBe(readFileSync(join(sourceDir, `${country}.svg`), 'utf8'));
    }
  });

  it('ships nothing else than those flags and their licence', () => {
    const expected = new Set([...getCountries().map((country) => `${country}.svg`), 'LICENSE.txt']);
    expect(readdirSync(flagsDir).filter((file) => !expected.has(file))).toEqual([]);
  });

  it('never points at another host', () => {
    for (const file of readdirSync(flagsDir).filter((name) => name.endsWith('.svg'))) {
      expect(readFileSync(join(flagsDir, file), 'utf8'), file).not.toMatch(/(href|src)=["']https?:/);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeColors } from '@/lib/theme';

const css = readFileSync(new URL('../../lib/design-tokens.css', import.meta.url), 'utf8');

function token(name: string): string | undefined {
  return new RegExp(`${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(css)?.[1]?.toLowerCase();
}

describe('theme colours outside CSS', () => {
  it('are the design tokens of lib/design-tokens.css', () => {
    expect(token('--color-primary')).toBe(themeColors.primary);
    expect(token('--color-bg')).toBe(themeColors.background);
    expect(token('--color-primary-soft')).toBe(themeColors.primarySoft);
  });
});

describe('raw colours', () => {
  it('appear in CSS only inside the tokens of :root', () => {
    const files = ['components', 'lib']
      .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
      .filter((file) => file.endsWith('.css'))
      .filter((file) => file !== join('lib', 'design-tokens.css'));
    expect(files.length).toBeGreaterThan(10);
    expect(files).toContain(join('components', 'layout', 'globals.css'));
    const tokensEnd = css.indexOf('}', css.indexOf(':root'));
    const outside = [css.slice(0, css.indexOf(':root')), css.slice(tokensEnd), ...files.map((file) => readFileSync(file, 'utf8'))].join('\n');
    expect(outside.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});

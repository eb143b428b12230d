import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeColors } from '@/lib/theme';

const css = readFileSync(new URL('../../components/layout/globals.css', import.meta.url), 'utf8');

function token(name: string): string | undefined {
  return new RegExp(`${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(css)?.[1]?.toLowerCase();
}

describe('theme colours outside CSS', () => {
  it('are the design tokens of components/layout/globals.css', () => {
    expect(token('--color-primary')).toBe(themeColors.primary);
    expect(token('--color-bg')).toBe(themeColors.background);
    expect(token('--color-primary-soft')).toBe(themeColors.primarySoft);
  });
});

describe('raw colours', () => {
  it('appear in CSS only inside the tokens of :root', () => {
    const files = readdirSync('components', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => join('components', file))
      .filter((file) => file !== join('components', 'layout', 'globals.css'));
    expect(files.length).toBeGreaterThan(10);
    const tokensEnd = css.indexOf('}', css.indexOf(':root'));
    const outside = [css.slice(tokensEnd), ...files.map((file) => readFileSync(file, 'utf8'))].join('\n');
    expect(outside.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The design tokens' pairs, against WCAG 2.2 AAA (1.4.6: 7:1 for text). axe checks what each page
 * shows at rest (e2e/a11y/a11y.ts); these are the states it does not see (hover, a soft tint behind an
 * accent, the current page, a gradient's lightest stop) and hold the palette itself.
 */
const css = readFileSync(new URL('../../lib/design-tokens.css', import.meta.url), 'utf8');
const root = css.slice(css.indexOf(':root'), css.indexOf('}', css.indexOf(':root')));
const tokens = new Map(Array.from(root.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi), ([, name = '', value = '']) => [name, value]));

function color(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`--color-${name} is not a six-digit hex token of :root`);
  return value;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const LIGHT_FILLS = ['surface', 'bg', 'sand', 'primary-soft', 'primary-light', 'rose-soft', 'amber-soft'];
const ACCENTS = ['teal', 'blue', 'rose', 'amber', 'violet', 'green'];

// [text, fill]: every pair a page sets, in any state.
const TEXT_PAIRS: [string, string][] = [
  ...['ink', 'text', 'muted', 'primary', 'primary-strong'].flatMap((text) => LIGHT_FILLS.map((fill): [string, string] => [text, fill])),
  ...ACCENTS.flatMap((accent): [string, string][] => [
    [accent, 'surface'],
    [accent, 'bg'],
    [accent, `${accent}-soft`],
  ]),
  ['danger', 'surface'],
  ['danger', 'danger-soft'],
  ['success', 'surface'],
  ['success', 'success-soft'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-strong'],
  ['on-dark', 'footer-bg'],
  ['footer-text', 'footer-bg'],
];

describe('text colours of the design tokens', () => {
  it.each(TEXT_PAIRS)('--color-%s on --color-%s reaches 7:1', (text, fill) => {
    expect(contrast(color(text), color(fill))).toBeGreaterThanOrEqual(7);
  });

  it('tells a colour that falls short', () => {
    // The muted grey and the teal of before (#4a5d6b, #0b6e6d): 6.84:1 and 6.05:1 on white.
    expect(contrast('#4a5d6b', '#ffffff')).toBeLessThan(7);
    expect(contrast('#ffffff', '#0b6e6d')).toBeCloseTo(6.05, 1);
  });
});

describe('the focus ring', () => {
  it.each(['surface', 'bg', 'sand', 'primary-soft'])('stands out at 3:1 on --color-%s around it', (fill) => {
    expect(contrast(color('focus'), color(fill))).toBeGreaterThanOrEqual(3);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '@/lib/icon-names';

// The drawings are one SVG file that pages reference by symbol id: a name without a symbol would
// draw nothing, silently, and the type system cannot see into the file.
const sprite = readFileSync(new URL('../../components/ui/icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol\b([^>]*)>/g)].map((match) => {
  const attributes = new Map([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
  return { id: attributes.get('id'), attributes };
});

describe('the icon sprite (components/ui/icons.svg)', () => {
  it('draws every icon name, and nothing else', () => {
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('gives every symbol the 24-unit grid and the stroke style, in the colour of the text around it', () => {
    for (const { id, attributes } of symbols) {
      expect(Object.fromEntries(attributes), id).toMatchObject({
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': '2',
      });
    }
  });

  it('holds drawings only: symbols in one root, no script, style, link or external reference', () => {
    expect(sprite).not.toMatch(/<(script|style|foreignObject|image|a)\b|href=|on\w+=/i);
    const outside = sprite.replace(/<symbol\b[\s\S]*?<\/symbol>/g, '').replace(/^<svg\b[^>]*>|<\/svg>\s*$/g, '');
    expect(outside.trim()).toBe('');
  });
});

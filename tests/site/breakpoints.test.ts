import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DECAP_EDITOR_WIDTH } from '@/lib/breakpoints';

// Every media query names one of the widths of lib/breakpoints.ts: from it on (min-width), or below
// it (max-width, 0.01rem under). The editor's stylesheet follows Decap's own width instead.
const root = join(__dirname, '..', '..');
const EDITOR_CSS = 'public/admin/admin.css';

function cssFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(folder, file));
}

/** Every width a stylesheet's media queries name, with its side: « min-width: 60rem ». */
function mediaWidths(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/@media([^{]*)\{/g)].flatMap((query) =>
    [...(query[1] ?? '').matchAll(/\(\s*((?:min|max)-width)\s*:\s*([^)\s]+)\s*\)/g)].map((width) => `${width[1]}: ${width[2]}`),
  );
}

const under = (width: string) => `${(Number.parseFloat(width) - 0.01).toFixed(2)}rem`;
const allowed = new Set(Object.values(BREAKPOINTS).flatMap((width) => [`min-width: ${width}`, `max-width: ${width}`, `max-width: ${under(width)}`]));
const editorAllowed = new Set([`min-width: ${DECAP_EDITOR_WIDTH}`, `max-width: ${Number.parseFloat(DECAP_EDITOR_WIDTH) - 1}px`]);

function strayWidths(file: string, css: string): string[] {
  const widths = file === EDITOR_CSS ? editorAllowed : allowed;
  return mediaWidths(css).filter((width) => !widths.has(width));
}

describe('breakpoints', () => {
  it('reads the widths of a media query, and refuses one that is not in the set', () => {
    const css = '/* @media (min-width: 1px) { } */ @media (min-width: 60rem) and (max-width: 74.99rem) { a { b: c } } @media print and (min-width: 52rem) { }';
    expect(mediaWidths(css)).toEqual(['min-width: 60rem', 'max-width: 74.99rem', 'min-width: 52rem']);
    expect(strayWidths('components/x.module.css', css)).toEqual(['min-width: 52rem']);
    expect(strayWidths(EDITOR_CSS, '@media (max-width: 799px) {}')).toEqual([]);
    expect(strayWidths('components/x.module.css', '@media (max-width: 799px) {}')).toEqual(['max-width: 799px']);
  });

  it('are the only widths the stylesheets of the site and of the editor name', () => {
    const files = [...cssFiles('components'), ...cssFiles('app'), EDITOR_CSS];
    const stray = files.flatMap((file) => strayWidths(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')).map((width) => `${file}: ${width}`));
    expect(stray).toEqual([]);
    // The walk did find the site's queries.
    expect(files.map((file) => mediaWidths(readFileSync(join(root, file), 'utf8')).length).reduce((a, b) => a + b)).toBeGreaterThan(30);
  });
});

/*
 * What lets a page paint from its HTML alone: its styles in one <style> of its <head>, with the
 * fonts' @font-face rules, no stylesheet left to wait for in the <head>, and its first-screen
 * artwork in the HTML. Each <style> is allowed by its hash in the page's policy.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listHtmlFiles, urlPathOf } from '../../scripts/lib/html';
import { parseHeadersFile, headersForPath } from '../../scripts/lib/headers-file';
import { outDir, requireOut } from './out-dir';

describe('the first paint, in the exported pages', () => {
  let pages: { file: string; html: string; head: string; body: string }[] = [];
  beforeAll(() => {
    requireOut();
    pages = listHtmlFiles(outDir).map((file) => {
      const html = readFileSync(join(outDir, file), 'utf8');
      const end = html.indexOf('</head>');
      return { file, html, head: html.slice(0, end), body: html.slice(end) };
    });
  });

  it('puts the styles in one <style> of the <head>, with the fonts, and no stylesheet there', () => {
    for (const { file, head, body } of pages) {
      const styles = head.match(/<style>[\s\S]*?<\/style>/g) ?? [];
      expect(styles, file).toHaveLength(1);
      expect(styles[0], file).toMatch(/@font-face\{font-family:atkinson;src:url\(\/_next\/static\/media\//);
      expect(styles[0], file).toContain('Atkinson Fallback');
      expect(head, file).not.toMatch(/<link rel="stylesheet"/);
      expect(body.match(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/g)?.length ?? 0, file).toBeGreaterThan(0);
      expect(body, file).not.toMatch(/<style/);
    }
  });

  it('allows each <style> by its hash in the page’s policy, never with unsafe-inline', () => {
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    for (const { file, head } of pages) {
      const css = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      const policy = headersForPath(rules, urlPathOf(file))['Content-Security-Policy'] ?? '';
      const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(styleSrc.split(' '), file).toContain(hash);
      expect(styleSrc, file).not.toContain('unsafe-inline');
    }
  });

  it('writes the first-screen artwork of the pages that have one into the HTML', () => {
    const withHero = pages.filter(({ html }) => /<img[^>]*fetchPriority="high"/.test(html));
    expect(withHero.length).toBeGreaterThan(20);
    for (const { file, html } of withHero) {
      const hero = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)![0];
      expect(hero, file).toMatch(/src="data:image\/svg\+xml,/);
      expect(html, file).not.toMatch(/<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"/);
    }
  });
});

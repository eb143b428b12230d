/*
 * Each language's pages carry only their own words: an English text that reached a French page's
 * HTML or scripts (a client component importing content, a dictionary in a shared chunk) is bytes
 * every French visitor pays for nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ui } from '@/copy/ui';
import { localeOf } from '@/lib/routes';
import { siteWeights } from '../../pipeline/lib/page-weight';
import { contentModules } from '../content/content-modules';
import { walkContent } from '../content/content-walk';
import { outDir, requireOut } from './out-dir';

const { english, french } = walkContent(contentModules);
// Names, addresses and links are the same on both sides: only what the French side never says counts.
const frenchTexts = new Set(french.map(({ text }) => text));
// Long enough to be a sentence of ours and not a word both languages share.
const englishOnly = [...new Set(english.map(({ text }) => text))].filter((text) => text.length >= 24 && !frenchTexts.has(text));
// The one English phrase a French page must carry: its switch to the English twin.
const allowed = new Set([ui.fr.languageSwitch.title]);

const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('languages in the export', () => {
  let pages: ReturnType<typeof siteWeights> = [];
  beforeAll(() => {
    requireOut();
    pages = siteWeights(outDir);
  });

  it('has English texts to look for', () => {
    expect(englishOnly.length).toBeGreaterThan(500);
  });

  it('sends no English text of ours to a French page, in its HTML or in its scripts', () => {
    const leaks: string[] = [];
    for (const page of pages.filter((item) => localeOf(item.route) === 'fr')) {
      const scripts = page.files.filter((file) => file.kind === 'js').map((file) => readFileSync(join(outDir, file.url), 'utf8'));
      const html = decode(readFileSync(join(outDir, page.file), 'utf8'));
      for (const text of englishOnly) {
        if (allowed.has(text)) continue;
        if (html.includes(text)) leaks.push(`${page.route} HTML: ${text.slice(0, 60)}`);
        const chunk = scripts.findIndex((source) => source.includes(JSON.stringify(text).slice(1, -1)));
        if (chunk >= 0) leaks.push(`${page.route} script: ${text.slice(0, 60)}`);
      }
    }
    expect(leaks.slice(0, 20)).toEqual([]);
  });
});

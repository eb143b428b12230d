import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Locale } from '@/lib/i18n';
import { typeset } from '@/lib/typography';
import { mistypedMarks } from '../site/french-marks';
import { copyContent, projectDir, sourceContentDir } from './content-fixture';
import { contentModules, isLocale, loadWordModules, offDays, pairedByLanguage, wordModuleFiles } from './content-modules';
import { walkContent } from './content-walk';

/*
 * The tests that read every word a visitor reads (typography, translation) find them on disk
 * (tests/content/content-modules.ts): no module of words, no file of content, is ever left out because
 * nobody listed it.
 */

/** Every .ts file below a folder, as paths from the project's folder, listed here on its own. */
const typescriptFiles = (folder: string, deep: boolean): string[] =>
  readdirSync(join(projectDir, folder), { recursive: deep, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(folder, name).split(sep).join('/'));

const { french, english } = walkContent(contentModules);

describe('the modules of words', () => {
  it('are every module of copy/, its folders’ too, and every view of content/', () => {
    // Read as modules: each by its path; a folder's modules named after the languages, as the folder.
    const read = new Set(Object.keys(contentModules));
    const missed = [...typescriptFiles('copy', true), ...typescriptFiles('content', false)].filter((file) => {
      const name = file.replace(/\.ts$/, '');
      return !read.has(name) && !(isLocale(name.split('/').at(-1) ?? '') && read.has(dirname(name)));
    });
    expect(missed).toEqual([]);
    // The modules the hand-written list left out, each read now (issue 68).
    for (const name of ['copy/careers', 'copy/prices', 'copy/trust', 'copy/hours', 'copy/emailjs', 'content/jobs']) expect(read).toContain(name);
  });

  it('read each language of a folder’s modules named after the languages as that language', () => {
    const failureIntro = (locale: Locale) => ({ path: `copy/request.${locale}.default.failureIntro`, text: expect.any(String) });
    expect(french).toContainEqual(failureIntro('fr'));
    expect(english).toContainEqual(failureIntro('en'));
  });

  describe('a module nobody listed', () => {
    const root = mkdtempSync(join(tmpdir(), 'words-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('is read, in a new folder too, and its fault found', async () => {
      const plant = (file: string, text: string) => {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      };
      plant('copy/new-words.ts', "export const words = { notice: { fr: 'Attention : le centre ferme tôt', en: 'Please note: the centre closes early' } };\n");
      plant('copy/deep/er/more.ts', "export const more = { fr: { title: 'Horaires:' }, en: { title: 'Hours:' } };\n");
      plant('content/view.ts', "export const view = { fr: 'Fermé', en: 'Closed' };\n");
      // The loader and the rules are not views: what they hold is read through the views.
      plant('content/load/loader.ts', "export const loader = 'not a view';\n");

      const files = wordModuleFiles(root);
      expect(files).toEqual(['content/view.ts', 'copy/deep/er/more.ts', 'copy/new-words.ts']);
      const planted = walkContent(await loadWordModules(files, root));
      expect(planted.french.filter(({ text }) => mistypedMarks(text)).map(({ path }) => path)).toEqual([
        'copy/deep/er/more.more.fr.title',
        'copy/new-words.words.notice.fr',
      ]);
      expect(planted.english.map(({ text }) => text)).toEqual(['Closed', 'Hours:', 'Please note: the centre closes early']);
    });
  });
});

/*
 * Fields of the files that are no words of the site: a page's name, which the views make a link
 * (lib/routes.ts), and whom staff call when a publish does not show (the editor's: content/site.ts).
 */
const NOT_WORDS = new Set(['page', 'webmaster']);

/** A file's YAML (its front matter, for Markdown), as written; undefined for a file that is not there. */
function dataOf(file: string): unknown {
  const path = join(sourceContentDir, file);
  if (!existsSync(path)) return undefined;
  const source = readFileSync(path, 'utf8');
  return parseYaml(file.endsWith('.md') ? (/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') : source);
}

/** A file's own words: its YAML's texts (its front matter's, for Markdown), each with its language. */
function wordsOf(file: string): { text: string; locale: Locale }[] {
  const data = dataOf(file);
  // A draft is published on no day; an article's English file goes with its French one.
  if ((dataOf(file.replace(/^articles\/en\//, 'articles/fr/')) as { draft?: unknown } | null)?.draft === true) return [];
  const fileLocale: Locale = file.split('/').includes('en') ? 'en' : 'fr';
  const words: { text: string; locale: Locale }[] = [];
  const walk = (value: unknown, locale: Locale) => {
    if (typeof value === 'string') words.push({ text: value, locale });
    else if (Array.isArray(value)) value.forEach((item) => walk(item, locale));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) if (!NOT_WORDS.has(key)) walk(child, isLocale(key) ? key : locale);
    }
  };
  walk(data, fileLocale);
  // Only what the build writes as it is typed: a text on one line, with no {placeholder} to fill; not an address (an image's, a link's).
  return words.filter(({ text }) => /\p{L}{3,}/u.test(text) && !text.includes('\n') && !text.includes('{') && !/^(\/|https?:)/.test(text));
}

describe('the content’s files', () => {
  it('are each read: every text of every file of content/ is among the words the tests read, as the build writes it', () => {
    const read = new Set([...french, ...english].map(({ text }) => text));
    const files = readdirSync(sourceContentDir, { recursive: true, encoding: 'utf8' })
      .map((name) => name.split(sep).join('/'))
      .filter((name) => /\.(ya?ml|md)$/.test(name) && !/^(load|schema|media)\//.test(name));
    expect(files.length, 'the content’s files').toBeGreaterThan(30);
    const unread = files.flatMap((file) => wordsOf(file).filter(({ text, locale }) => !read.has(typeset(text.trim(), locale))).map(({ text }) => `${file}: ${text}`));
    expect(unread).toEqual([]);
  });

  it('that the build’s day does not show are read as of their own day: a position posted later, an article dated later, never a draft', () => {
    const copy = copyContent();
    try {
      const job = readdirSync(join(copy.dir, 'jobs')).find((name) => name.endsWith('.yml'));
      const [scheduled, draft] = readdirSync(join(copy.dir, 'articles/fr')).filter((name) => name.endsWith('.md'));
      expect(job && scheduled && draft, 'a position and two articles to date').toBeTruthy();
      copy.editYaml(`jobs/${job}`, (document) => {
        document.set('datePosted', '2099-01-05');
        document.set('validThrough', '2099-03-31');
      });
      copy.editFrontMatter(`articles/fr/${scheduled}`, (document) => {
        document.set('date', '2099-02-01');
        document.set('draft', false);
      });
      copy.editFrontMatter(`articles/fr/${draft}`, (document) => {
        document.set('date', '2099-02-02');
        document.set('draft', true);
      });
      const slug = (name: string) => name.replace(/\.(yml|md)$/, '');
      // What today shows: every file but the three changed.
      const shown = {
        jobs: new Set(readdirSync(join(copy.dir, 'jobs')).map(slug).filter((name) => name !== slug(job ?? ''))),
        articles: new Set(readdirSync(join(copy.dir, 'articles/fr')).map(slug).filter((name) => name !== slug(scheduled ?? '') && name !== slug(draft ?? ''))),
      };
      expect(offDays(copy.dir, shown)).toEqual(['2099-01-05', '2099-02-01']);
      expect(offDays(copy.dir, { jobs: new Set(readdirSync(join(copy.dir, 'jobs')).map(slug)), articles: new Set(readdirSync(join(copy.dir, 'articles/fr')).map(slug)) })).toEqual([]);
    } finally {
      copy.remove();
    }
  });
});

describe('a module whose exports are a language each', () => {
  it('is read as one record per name, each export its language’s side (a language a chunk: copy/request/kinds.ts, name-rule.ts)', () => {
    const words = { visitFr: { title: 'Visite' }, visitEn: { title: 'Visit' }, NAME_RULE_FR: 'Nom', NAME_RULE_EN: 'Name', OPEN: 'ouvert', token: 'x' };
    expect(pairedByLanguage(words)).toEqual({ visit: { fr: { title: 'Visite' }, en: { title: 'Visit' } }, NAME_RULE: { fr: 'Nom', en: 'Name' }, OPEN: 'ouvert', token: 'x' });
  });
});

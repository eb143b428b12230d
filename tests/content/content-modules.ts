import { readdirSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { readMarkdown, readYaml } from '@/content/load/read';
import { diskSource } from '@/content/load/disk';
import { Problems } from '@/content/load/problems';
import { siteContent } from '@/content/load/site-content';
import { locales, type Locale } from '@/lib/i18n';
import { emailTemplates } from '@/site/emailjs-templates';
import { loadContentAt, projectDir, sourceContentDir } from './content-fixture';
import type { FoundText } from './content-walk';

/*
 * Every word a visitor reads, for the tests that read them all (typography, translation): found from the
 * folders themselves, never listed by hand, so a new module is read the day it is written.
 * - every module of copy/ (the interface's words, copy/request/ and any folder below included);
 * - every view of content/ (content/*.ts: what pages read of the files staff edit; content/load/ and
 *   content/schema/ are the machinery that reads them);
 * - the entries of content/ no page shows on the build's day (a position not yet posted or closed, an
 *   article scheduled), loaded as of their own day: they are read the day they are published;
 * - the EmailJS templates' text (site/emailjs-templates.ts, from copy/emailjs.ts), as a mail reader shows it.
 * A module named after a language (copy/request/fr.ts, en.ts) is that language's side of its folder, and so is
 * an export named after one (`visitFr` and `visitEn`, `NAME_RULE_FR` and `NAME_RULE_EN`: a language a chunk).
 * tests/content/content-modules.test.ts holds every file on disk to being read.
 */

/** Where the words live, from the project's folder: each folder, and whether its subfolders are words too. */
export const WORD_FOLDERS = [
  { folder: 'copy', deep: true },
  { folder: 'content', deep: false },
] as const;

/** Every module of words under `root`, as paths from it (« copy/request/fr.ts »), in a stable order. */
export function wordModuleFiles(root: string = projectDir): string[] {
  return WORD_FOLDERS.flatMap(({ folder, deep }) =>
    readdirSync(join(root, folder), { recursive: deep, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
      .map((name) => relative(root, join(root, folder, name)).split(sep).join('/')),
  ).sort();
}

export const isLocale = (name: string): name is Locale => (locales as readonly string[]).includes(name);

/**
 * The modules, loaded, each by its path without « .ts »: `{ 'copy/careers': … }`. A folder's
 * modules named after the languages are one record, `{ 'copy/request': { fr, en } }`, so each language's
 * words are read as that language's, side by side.
 */
/** An export named after a language: `visitFr`, `NAME_RULE_EN`; its name without it, and the language. */
const LANGUAGE_EXPORT = /^(?:(.*[a-z])(Fr|En)|(.+)_(FR|EN))$/;

/** A module's exports, those named after a language paired into one record under their common name: `{ visit: { fr, en } }`. */
export function pairedByLanguage(loaded: object): Record<string, unknown> {
  const paired: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(loaded)) {
    const match = LANGUAGE_EXPORT.exec(key);
    const [name, locale] = match ? [match[1] ?? match[3]!, (match[2] ?? match[4]!).toLowerCase()] : [key, ''];
    paired[name] = isLocale(locale) ? { ...(paired[name] as object | undefined), [locale]: value } : value;
  }
  return paired;
}

export async function loadWordModules(files: string[], root: string = projectDir): Promise<Record<string, unknown>> {
  const modules: Record<string, unknown> = {};
  for (const file of files) {
    const loaded: unknown = pairedByLanguage((await import(join(root, file))) as object);
    const name = basename(file, '.ts');
    if (isLocale(name)) {
      const folder = dirname(file);
      modules[folder] = { ...(modules[folder] as object | undefined), [name]: loaded };
    } else {
      modules[file.replace(/\.ts$/, '')] = loaded;
    }
  }
  return modules;
}

/** The positions and articles of a content folder the build's day shows, by their files' names. */
export interface ShownToday {
  jobs: ReadonlySet<string>;
  articles: ReadonlySet<string>;
}

/**
 * The days to load the content of `dir` as of, to read what the build's day does not show: the day
 * each position not shown is posted, and each article not shown is dated (not a draft: it is published
 * on no day, and nobody reads it until staff take its draft off).
 */
export function offDays(dir: string, shown: ShownToday): string[] {
  const source = diskSource(dir, join(projectDir, 'public'));
  const problems = new Problems();
  const days = new Set<string>();
  for (const file of source.list('jobs') ?? []) {
    const data = readYaml(source, `jobs/${file}`, problems) as { datePosted?: unknown } | undefined;
    if (!shown.jobs.has(basename(file, extname(file))) && typeof data?.datePosted === 'string') days.add(data.datePosted);
  }
  for (const file of source.list('articles/fr') ?? []) {
    const data = readMarkdown(source, `articles/fr/${file}`, problems);
    if (!shown.articles.has(basename(file, '.md')) && data?.draft !== true && typeof data?.date === 'string') days.add(data.date);
  }
  return [...days].sort();
}

/*
 * The positions and articles no page shows on the build's day (a position posted later or closed, an
 * article dated later), each as the build will show it on its own day. Loaded only when there are
 * some (a load costs seconds): most days there are none.
 */
function offDayEntries() {
  const shown = {
    jobs: new Set([...siteContent.jobs, ...siteContent.closedJobs].map((job) => job.slug)),
    articles: new Set(siteContent.articles.fr.map((article) => article.slug)),
  };
  const jobs: unknown[] = [];
  const articles: Record<Locale, unknown[]> = { fr: [], en: [] };
  for (const day of offDays(sourceContentDir, shown)) {
    const { content } = loadContentAt(sourceContentDir, day);
    if (!content) continue;
    jobs.push(...content.jobs.filter((job) => !shown.jobs.has(job.slug)));
    for (const locale of locales) articles[locale].push(...content.articles[locale].filter((article) => !shown.articles.has(article.slug)));
  }
  return { jobs, articles };
}

const wordModules = await loadWordModules(wordModuleFiles());

/** Every module of words, by its path, and the content's entries no page shows today (`offDay`). */
export const contentModules: Record<string, unknown> = { ...wordModules, offDay: offDayEntries() };

type HtmlNode = DefaultTreeAdapterTypes.Node;

/**
 * The text of an HTML e-mail, as its reader sees it: each element that holds text of its own, whole
 * (its links and bold words within), in the language of its nearest `lang`.
 */
export function htmlTexts(html: string, path: string): Record<'french' | 'english', FoundText[]> {
  const found: Record<'french' | 'english', FoundText[]> = { french: [], english: [] };
  const childrenOf = (node: HtmlNode): HtmlNode[] => ('childNodes' in node ? node.childNodes : []);
  const textOf = (node: HtmlNode): string => {
    if (node.nodeName === '#text' && 'value' in node) return node.value;
    return node.nodeName === 'br' ? '\n' : childrenOf(node).map(textOf).join('');
  };
  const walk = (node: HtmlNode, locale: Locale) => {
    const lang = 'attrs' in node ? node.attrs.find((attribute) => attribute.name === 'lang')?.value : undefined;
    const here = lang && isLocale(lang) ? lang : locale;
    if (childrenOf(node).some((child) => child.nodeName === '#text' && textOf(child).trim() !== '')) {
      found[here === 'fr' ? 'french' : 'english'].push({ path: `${path} <${node.nodeName}>`, text: textOf(node) });
    }
    for (const child of childrenOf(node)) walk(child, here);
  };
  walk(parse(html), 'fr');
  return found;
}

/** The words of the EmailJS templates as a reader gets them: each one's subject (French, or both languages) and its text. */
export function templateTexts(): Record<'french' | 'english', FoundText[]> {
  const found: Record<'french' | 'english', FoundText[]> = { french: [], english: [] };
  for (const template of emailTemplates()) {
    const path = `site/emailjs-templates ${template.file}`;
    found.french.push({ path: `${path} subject`, text: template.subject });
    const { french, english } = htmlTexts(template.html, path);
    found.french.push(...french);
    found.english.push(...english);
  }
  return found;
}

import { stringify } from 'yaml';
import type { ContentSnapshot } from '@/content/load/source';
import { valueAt } from '@/lib/unknown-value';

/*
 * The files an entry of the editor will write, as text, from what Decap holds of it (its data, and
 * for an entry in two languages each language's data): the same files the build will read. Decap
 * writes YAML (format: yml) and Markdown with a front matter (format: frontmatter, the `body` field
 * after it); for two languages, one file per language folder (i18n structure multiple_folders).
 */

/** What the editor's check knows of a collection of the editor's config (pipeline/lib/decap-config/; pipeline/content-snapshot.ts writes it). */
export interface CollectionFacts {
  /** content/services, for a folder collection. */
  folder?: string;
  extension?: string;
  format?: string;
  /** Its entries are written in each language's folder. */
  i18n?: boolean;
  /** The field a new entry's file name is made from (« title.fr »). */
  identifier?: string;
}

export interface EditorSnapshot extends ContentSnapshot {
  /** For {site}. */
  siteUrl: string;
  collections: Record<string, CollectionFacts>;
  locales: string[];
  defaultLocale: string;
}

/** An entry as Decap hands it to an event listener or a widget, in plain JS. */
export interface DecapEntry {
  collection: string;
  /**
   * content/services/soins.yml; empty for a new entry. For an entry in two languages, Decap's name for
   * the entry, without a language folder (content/articles/soins.md): its files are in each language's
   * folder (content/articles/fr/soins.md, Decap's i18n getFilePath).
   */
  path?: string;
  slug?: string;
  newRecord?: boolean;
  data: Record<string, unknown>;
  i18n?: Record<string, { data?: Record<string, unknown> }>;
  mediaFiles?: { path?: string; url?: string; file?: Blob }[];
}

/** « Prévenir les chutes » → prevenir-les-chutes, as Decap names a new file (slug: ascii, clean accents, « - »). */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The text Decap writes for some data. */
export function fileText(data: Record<string, unknown>, format: string | undefined): string {
  if (format === 'frontmatter') {
    const { body, ...front } = data;
    return `---\n${stringify(front)}---\n${typeof body === 'string' ? body : ''}`;
  }
  return stringify(data);
}

const inContent = (path: string) => path.replace(/^content\//, '');

/** The file (inside content/) of a new entry: its name made from its identifier, one not taken yet. */
function newPath(facts: CollectionFacts, entry: DecapEntry, snapshot: EditorSnapshot, locale: string | undefined): string {
  const identifier = String(valueAt(entry.data, facts.identifier ?? 'title') ?? '');
  const base = slugOf(identifier) || 'nouvelle-fiche';
  const folder = inContent(facts.folder ?? '');
  const at = (slug: string) => `${folder}${locale ? `/${locale}` : ''}/${slug}.${facts.extension ?? 'md'}`;
  let slug = base;
  for (let index = 1; snapshot.files[at(slug)] !== undefined; index += 1) slug = `${base}-${index}`;
  return at(slug);
}

/**
 * A translated entry's file in one language: the entry's path (inside content/) with that language's
 * folder after the collection's, whether the path names a language folder already or not (Decap's).
 */
function localeFile(path: string, folder: string, locales: string[], locale: string): string {
  if (!path.startsWith(`${folder}/`)) return path;
  const [first, ...rest] = path.slice(folder.length + 1).split('/');
  const name = first !== undefined && locales.includes(first) && rest.length > 0 ? rest : [first, ...rest];
  return [folder, locale, ...name].join('/');
}

/** The files (paths inside content/, as the loader names them) the entry writes, and their text. */
export function entryFiles(entry: DecapEntry, snapshot: EditorSnapshot): Record<string, string> {
  const facts = snapshot.collections[entry.collection] ?? {};
  const path = entry.path ? inContent(entry.path) : undefined;
  const format = facts.format ?? (path?.endsWith('.md') ? 'frontmatter' : 'yml');
  if (!facts.i18n) return { [path ?? newPath(facts, entry, snapshot, undefined)]: fileText(entry.data, format) };
  const { defaultLocale, locales } = snapshot;
  const fileIn = (locale: string) => (path ? localeFile(path, inContent(facts.folder ?? ''), locales, locale) : newPath(facts, entry, snapshot, defaultLocale).replace(`/${defaultLocale}/`, `/${locale}/`));
  const files: Record<string, string> = { [fileIn(defaultLocale)]: fileText(entry.data, format) };
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const data = entry.i18n?.[locale]?.data;
    if (data) files[fileIn(locale)] = fileText(data, format);
  }
  return files;
}

import { describeChanges, sameData, type FieldSpec } from './changes';
import { parseEntryFile, type EntryData } from './entry-file';
import { inTurn, VERSIONS_SHOWN, type HistorySource, type Version } from './source';
import { valueAt } from '@/lib/unknown-value';

/*
 * An entry's history as the editor shows it: each published version with its data (one file, or one
 * file per language for an article or a legal page) and what it changed from the version before.
 */

/** A collection of Decap's config, as the editor holds it once loaded (the parts read here). */
export interface CollectionConfig {
  name: string;
  label?: string;
  folder?: string;
  extension?: string;
  format?: string;
  identifier_field?: string;
  i18n?: unknown;
  fields?: FieldSpec[];
  files?: { name: string; label?: string; file: string; fields?: FieldSpec[] }[];
}

export interface Languages {
  locales: string[];
  defaultLocale: string;
}

/** Where an entry lives: its fields and its files, the default language's first. */
export interface EntryTarget {
  fields: FieldSpec[];
  format?: string;
  files: { locale?: string; path: string }[];
}

export interface EntryVersion extends Version {
  /** The data of each file of the entry at that version (by language, '' for an entry in one file); undefined where the file was not there. */
  data: Record<string, EntryData | undefined>;
  /** What this version changed from the one before it. */
  changes: string[];
}

export function entryTarget(collection: CollectionConfig, slug: string, languages: Languages): EntryTarget | undefined {
  const file = collection.files?.find((candidate) => candidate.name === slug);
  if (file) return { fields: file.fields ?? [], format: collection.format, files: [{ path: file.file }] };
  if (!collection.folder) return undefined;
  const extension = collection.extension ?? 'md';
  const fields = collection.fields ?? [];
  if (!collection.i18n) return { fields, format: collection.format, files: [{ path: `${collection.folder}/${slug}.${extension}` }] };
  const ordered = [languages.defaultLocale, ...languages.locales.filter((locale) => locale !== languages.defaultLocale)];
  return { fields, format: collection.format, files: ordered.map((locale) => ({ locale, path: `${collection.folder}/${locale}/${slug}.${extension}` })) };
}

const keyOf = (file: EntryTarget['files'][number]) => file.locale ?? '';

/** A part of the entry's name in the words staff read: the default language is the entry itself. */
export function partName(locale: string | undefined, languages: Languages): string | undefined {
  if (!locale || locale === languages.defaultLocale) return undefined;
  return locale === 'en' ? 'Version anglaise' : `Version ${locale}`;
}

/** What going from one version's data to another's changes, each file of the entry in turn. */
export function changesBetween(target: EntryTarget, before: EntryVersion['data'], after: EntryVersion['data'], languages: Languages): string[] {
  return target.files.flatMap((file) => {
    const from = before[keyOf(file)];
    const to = after[keyOf(file)];
    const part = partName(file.locale, languages);
    if (from === undefined && to !== undefined && file.locale && file.locale !== languages.defaultLocale) return [`${part} : ajoutée`];
    if (to === undefined && from !== undefined && file.locale && file.locale !== languages.defaultLocale) return [`${part} : retirée`];
    if (sameData(from, to)) return [];
    return describeChanges(target.fields, from, to, part);
  });
}

/** The versions of every file of the entry, one per commit, newest first. */
async function commitsOf(source: HistorySource, target: EntryTarget, limit: number): Promise<Version[]> {
  const lists = await Promise.all(target.files.map((file) => source.versions(file.path, limit)));
  // One file: the host's order, git's (a commit's date may be earlier than its parent's). Several: by date.
  if (lists.length === 1) return lists[0]!.slice(0, limit);
  const byCommit = new Map<string, Version>();
  for (const version of lists.flat()) byCommit.set(version.commit, version);
  return [...byCommit.values()].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, limit);
}

/** The entry's data at a commit. */
export async function dataAt(source: HistorySource, target: EntryTarget, commit: string): Promise<EntryVersion['data']> {
  const texts = await Promise.all(target.files.map((file) => source.fileAt(file.path, commit)));
  return Object.fromEntries(target.files.map((file, index) => {
    const text = texts[index];
    return [keyOf(file), text === undefined ? undefined : parseEntryFile(text, target.format, file.path)];
  }));
}

/** The entry's published versions, newest first, each with what it changed. */
export async function entryVersions(source: HistorySource, target: EntryTarget, languages: Languages, limit = VERSIONS_SHOWN): Promise<EntryVersion[]> {
  // One more than shown: the oldest shown is told against the one before it.
  const commits = await commitsOf(source, target, limit + 1);
  const data = await inTurn(commits, (version) => dataAt(source, target, version.commit));
  return commits.slice(0, limit).map((version, index) => {
    const before = data[index + 1];
    const changes = before ? changesBetween(target, before, data[index]!, languages) : ['Première version'];
    return { ...version, data: data[index]!, changes };
  });
}

/** An entry's name in a list: its identifier field's value (a title, a name), else its file's name. */
export function entryName(collection: CollectionConfig, data: EntryData | undefined, slug: string): string {
  for (const path of [collection.identifier_field, 'title.fr', 'title', 'name'].filter((path): path is string => Boolean(path))) {
    const value = valueAt(data, path);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return slug;
}

/** « 2 mars 2026 à 09:15 »: a version's date in Yaoundé's time, whatever the device's. */
export function dateInYaounde(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Douala', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

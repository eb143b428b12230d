import { parse } from 'yaml';
import { asRecord as record } from '@/lib/unknown-value';

/*
 * A version of an entry's file read back into the data Decap's form holds: YAML as is (format: yml), a
 * Markdown file's front matter with the text after it as `body` (format: frontmatter), the reverse of
 * what editor/check/entry-files.ts writes.
 */

export type EntryData = Record<string, unknown>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/;

/** The data of a file's text; `format` as the collection's (a .md file without one is front matter). */
export function parseEntryFile(text: string, format: string | undefined, path = ''): EntryData {
  const frontmatter = format === 'frontmatter' || (format === undefined && path.endsWith('.md'));
  if (!frontmatter) return record(parse(text));
  const match = FRONT_MATTER.exec(text);
  if (!match) return { body: text };
  return { ...record(parse(match[1] ?? '')), body: match[2] ?? '' };
}

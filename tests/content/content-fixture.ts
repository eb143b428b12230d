import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { loadContent } from '@/content/load';
import { editFrontMatter, editYaml } from '../editor/staff-edits';

/*
 * A copy of the site's content/ (or of CONTENT_DIR) in a temporary folder, for tests that change it as staff would
 * (through the editor, which writes these same files) and load it again. Never the working copy.
 */

export const projectDir = join(__dirname, '..', '..');

export interface ContentCopy {
  dir: string;
  /** Reads a YAML file of the copy, lets `change` edit it as a document, writes it back. */
  editYaml(file: string, change: (document: ReturnType<typeof parseDocument>) => void): void;
  /** Reads a Markdown file's front matter, lets `change` edit it as a YAML document, writes it back before the text. */
  editFrontMatter(file: string, change: (document: ReturnType<typeof parseDocument>) => void): void;
  /** Replaces a text in a file of the copy (the text must be there). */
  replace(file: string, from: string | RegExp, to: string): void;
  write(file: string, text: string): void;
  read(file: string): string;
  /** `today`: the day articles are published up to (the clock's when left out). */
  load(today?: string): ReturnType<typeof loadContent>;
  remove(): void;
}

/** The content the tests read: content/, or CONTENT_DIR (vitest.config.ts's project staff-edits runs them on staff-like edits). */
export const sourceContentDir = process.env.CONTENT_DIR ?? join(projectDir, 'content');

/** Loads the content in `dir` as the build would, with our public/ and a placeholder address. */
export function loadContentAt(dir: string, today?: string) {
  return loadContent({ dir, publicDir: join(projectDir, 'public'), siteUrl: 'https://www.example.com', ...(today ? { today } : {}) });
}

/** `into`: the folder to copy to, emptied first (a temporary one when left out). */
export function copyContent(into?: string): ContentCopy {
  const dir = into ?? mkdtempSync(join(tmpdir(), 'content-'));
  if (into) {
    rmSync(into, { recursive: true, force: true });
    mkdirSync(into, { recursive: true });
  }
  // Judged by the path inside content/: a project checked out under a folder named « schema » or « load » (Stryker's
  // sandbox of bench:mutation, for one) would otherwise copy nothing.
  const isCode = (source: string) => source.endsWith('.ts') || /^(schema|load)(\/|$)/.test(relative(sourceContentDir, source));
  cpSync(sourceContentDir, dir, { recursive: true, filter: (source) => !isCode(source) });
  const path = (file: string) => join(dir, file);
  return {
    dir,
    editYaml(file, change) {
      editYaml(dir, file, change);
    },
    editFrontMatter(file, change) {
      editFrontMatter(dir, file, change);
    },
    replace(file, from, to) {
      const text = readFileSync(path(file), 'utf8');
      const next = text.replace(from, to);
      if (next === text) throw new Error(`${String(from)} is not in ${file}`);
      writeFileSync(path(file), next);
    },
    write(file, text) {
      writeFileSync(path(file), text);
    },
    read(file) {
      return readFileSync(path(file), 'utf8');
    },
    load(today) {
      return loadContentAt(dir, today);
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

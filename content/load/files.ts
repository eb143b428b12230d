import * as z from 'zod';
import { isAdvice, itemIdMessage, withoutAdvice } from '../schema/kit';
import { fieldLabel } from '../schema/field-names';
import { frenchIssue } from '../schema/messages';
import { Problems } from './problems';
import { readFolder, readMarkdown, readYaml, type FolderEntry } from './read';
import type { ContentSource } from './source';

/*
 * The content folder as the loader reads it: each file parsed against its schema, its problems
 * gathered in French, numbers checked across a folder, and the numbers of items whose file is wrong
 * remembered, so that what points at them is not reported again (one mistake, one message).
 */

/** The value without some of its fields. */
export function without<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}

export type Item<S extends z.ZodType> = z.output<S> & { slug: string; file: string };

export class ContentFiles {
  readonly problems = new Problems();
  /** Numbers of services and articles whose file has an error (NaN: a file too broken to tell). */
  readonly faulty = { services: new Set<number>(), articles: new Set<number>() };

  /**
   * `newcomers`: files that take a number last when two files share one (the entry being edited in
   * /admin/, so the message is its own); at build, none.
   */
  constructor(
    readonly source: ContentSource,
    private readonly newcomers: ReadonlySet<string> = new Set(),
  ) {}

  yaml(file: string): unknown {
    return readYaml(this.source, file, this.problems);
  }

  markdown(file: string): Record<string, unknown> | undefined {
    return readMarkdown(this.source, file, this.problems);
  }

  /** A page that must exist (a legal page in each language). */
  requiredMarkdown(file: string): Record<string, unknown> | undefined {
    if (this.source.read(file) !== undefined) return this.markdown(file);
    this.problems.error(`content/${file}`, undefined, 'ce fichier manque : la page doit exister dans les deux langues.');
    return undefined;
  }

  folder(folder: string, kind: 'yaml' | 'markdown'): FolderEntry[] {
    return readFolder(this.source, folder, kind, this.problems);
  }

  /**
   * The file's data checked by its schema, or undefined with every problem reported. `reword`: a
   * message the caller knows better than the schema (a folder's next free number).
   */
  parse<S extends z.ZodType>(schema: S, data: unknown, file: string, reword?: (issue: z.core.$ZodIssue) => string | undefined): z.output<S> | undefined {
    if (data === undefined) return undefined;
    const result = schema.safeParse(data, { reportInput: true, error: frenchIssue });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const report = isAdvice(issue) ? this.problems.warning : this.problems.error;
      report.call(this.problems, file, fieldLabel(issue.path, schema) || undefined, reword?.(issue) ?? issue.message);
    }
    // Advice alone: the file is kept, read again without it.
    if (result.error.issues.every(isAdvice)) return withoutAdvice(() => schema.parse(data, { reportInput: true, error: frenchIssue }));
    return undefined;
  }

  /** Every item of a folder, parsed, sorted by number, a number taken twice refused. */
  collection<S extends z.ZodType<{ id: number }>>(what: string, entries: FolderEntry[], schema: S, read: (entry: FolderEntry) => unknown, failed?: Set<number>): Item<S>[] {
    const files = entries.map((entry) => {
      const data = entry.refused ? undefined : read(entry);
      return { entry, data, number: this.numberIn(data, entry.file) };
    });
    // Every number the folder shows, a file with other errors included: the next free one is past them all.
    const next = Math.max(0, ...files.map(({ number }) => number).filter(Number.isFinite)) + 1;
    const emptyNumber = (issue: z.core.$ZodIssue) => (issue.path.length === 1 && issue.path[0] === 'id' ? itemIdMessage(issue.input, next) : undefined);
    const items = files.flatMap(({ entry, data, number }): Item<S>[] => {
      const parsed = entry.refused ? undefined : this.parse(schema, data, `content/${entry.file}`, emptyNumber);
      if (!parsed) failed?.add(number);
      return parsed ? [{ ...parsed, slug: entry.slug, file: entry.file }] : [];
    });
    return this.numbered(items, what, next);
  }

  /** The item may be one whose file has an error: its number, or that of a file too broken to tell. */
  mayBeFaulty(failed: Set<number>, id: number): boolean {
    return failed.has(id) || failed.has(NaN);
  }

  private numberIn(data: unknown, file: string): number {
    if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number') return data.id;
    // A file too broken to read: its number as typed, if it can be seen.
    return Number(/^id:\s*(\d+)\s*$/m.exec(this.source.read(file) ?? '')?.[1]);
  }

  /** Items sorted by number; a number taken twice is refused, with the next free one named. */
  private numbered<T extends { id: number; file: string }>(items: T[], what: string, next: number): T[] {
    const byId = new Map<number, T>();
    const order = (item: T) => (this.newcomers.has(item.file) ? 1 : 0);
    for (const item of [...items].sort((a, b) => order(a) - order(b) || a.file.localeCompare(b.file))) {
      const taken = byId.get(item.id);
      if (taken) {
        this.problems.error(
          `content/${item.file}`,
          'numéro',
          `le numéro ${item.id} est déjà celui de content/${taken.file}. Deux ${what} ne peuvent pas avoir le même numéro : prenez le prochain numéro libre, ${next}.`,
        );
      } else byId.set(item.id, item);
    }
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }
}

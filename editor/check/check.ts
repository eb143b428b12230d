import { loadFrom } from '@/content/load/load';
import { formatProblem, type ContentProblem } from '@/content/load/problems';
import { memorySource, type ImageLookup } from '@/content/load/source';
import { entryFiles, type DecapEntry, type EditorSnapshot } from './entry-files';

/*
 * The editor's check: the build's own loader (content/load/load.ts: the same schemas, the same
 * cross-file checks, the same French), run over the snapshot of content/ the build wrote with the
 * entry being edited laid over it. What concerns the entry: every problem of its own files, and any
 * problem it causes elsewhere (a problem the snapshot alone does not have), such as a home card left
 * pointing at a service number it changed.
 */

export interface EntryCheck {
  /** What the build would refuse: the entry cannot be saved or published with one. */
  errors: ContentProblem[];
  /** What the build would accept with a warning (an article in French only). */
  warnings: ContentProblem[];
  /** The entry's files, as the problems name them (content/…). */
  files: string[];
}

const baselines = new WeakMap<EditorSnapshot, Set<string>>();

/** The problems the snapshot has on its own (none when the site built): not the entry's doing. */
function baseline(snapshot: EditorSnapshot): Set<string> {
  let known = baselines.get(snapshot);
  if (!known) {
    const { errors } = loadFrom(memorySource(snapshot), snapshot.siteUrl);
    known = new Set(errors.map(formatProblem));
    baselines.set(snapshot, known);
  }
  return known;
}

/**
 * `images`: photos the entry uploads that the snapshot does not have yet, by their path on the site.
 * `gone`: files (inside content/) the repository no longer has though the snapshot may (an entry deleted
 * since the site was built, being restored under another name: editor/history/).
 */
export function checkEntry(entry: DecapEntry, snapshot: EditorSnapshot, images: Record<string, ImageLookup> = {}, gone: string[] = []): EntryCheck {
  const files = entryFiles(entry, snapshot);
  const removed = Object.fromEntries(gone.filter((file) => !(file in files) && snapshot.files[file] !== undefined).map((file) => [file, undefined]));
  return checkFiles({ ...removed, ...files }, snapshot, images);
}

/** The check of some files (inside content/) written over the snapshot: undefined removes one. */
export function checkFiles(files: Record<string, string | undefined>, snapshot: EditorSnapshot, images: Record<string, ImageLookup> = {}): EntryCheck {
  const own = new Set(Object.keys(files).map((file) => `content/${file}`));
  const result = loadFrom(memorySource(snapshot, files, images), snapshot.siteUrl, new Set(Object.keys(files)));
  const known = baseline(snapshot);
  return {
    errors: result.errors.filter((problem) => own.has(problem.file) || !known.has(formatProblem(problem))),
    warnings: result.warnings.filter((problem) => own.has(problem.file)),
    files: [...own],
  };
}

/**
 * A problem as staff read it in the editor: the field first, with a capital (« Titre (en français) : du
 * code HTML… »), the English version's fields named so, another file's problem with its file.
 */
export function problemLine(problem: ContentProblem, files: string[]): string {
  const own = files.includes(problem.file);
  const english = own && /\/en\//.test(problem.file) && files.length > 1;
  const field = problem.field ? `${problem.field}${english ? ' (version anglaise)' : ''}` : english ? 'version anglaise' : undefined;
  const text = field ? `${field} : ${problem.message}` : problem.message;
  const line = text.charAt(0).toUpperCase() + text.slice(1);
  return own ? line : `Dans ${problem.file} : ${line}`;
}

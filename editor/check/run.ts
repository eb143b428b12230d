import type { ImageLookup } from '@/content/load/source';
import type { Immutable } from '../decap';
import { CONTENT_SNAPSHOT } from '../file-names';
import { checkEntry, problemLine, type EntryCheck } from './check';
import type { DecapEntry, EditorSnapshot } from './entry-files';

/*
 * The check in the browser: bundled on its own into /admin/editor-check.js (pipeline/admin.ts) and
 * imported when an entry is first checked, so the loader, zod's schemas, YAML and the Markdown
 * pipeline are not part of the editor's first load; it shares no chunk with editor.js (a shared chunk
 * would pull the whole of zod into the first load). The snapshot of content/ the build wrote beside
 * the editor is fetched once; the photos the entry uploads, which the snapshot cannot know, are read
 * from the browser's files.
 */

let snapshot: Promise<EditorSnapshot> | undefined;

function loadSnapshot(): Promise<EditorSnapshot> {
  snapshot ??= fetch(new URL(CONTENT_SNAPSHOT, document.baseURI)).then((response) => {
    if (!response.ok) throw new Error(`${CONTENT_SNAPSHOT}: ${response.status}`);
    return response.json() as Promise<EditorSnapshot>;
  });
  // A failed fetch is tried again next time.
  snapshot.catch(() => (snapshot = undefined));
  return snapshot;
}

const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif', 'image/svg+xml': 'svg' };

/** The facts of a photo the entry uploads (its size from the browser; a file it cannot draw keeps its name's format). */
async function uploadFacts(media: NonNullable<DecapEntry['mediaFiles']>[number]): Promise<[string, ImageLookup] | undefined> {
  const path = media.path?.replace(/^\/?content\/media\//, '/media/');
  if (!path?.startsWith('/media/')) return undefined;
  const blob = media.file ?? (media.url ? await fetch(media.url).then((response) => response.blob()).catch(() => undefined) : undefined);
  const type = TYPES[blob?.type ?? ''] ?? /\.(\w+)$/.exec(path)?.[1]?.toLowerCase().replace('jpeg', 'jpg');
  const size = blob && type !== 'svg' ? await createImageBitmap(blob).catch(() => undefined) : undefined;
  return [path, { type, width: size?.width ?? 1, height: size?.height ?? 1, hash: '0000000000' }];
}

/** What the build would say of this entry, or undefined when the check cannot run (no snapshot: the build still checks). */
export async function checkDecapEntry(entry: Immutable, gone: string[] = []): Promise<EntryCheck | undefined> {
  const plain = entry.toJS() as DecapEntry;
  try {
    const [known, uploads] = await Promise.all([loadSnapshot(), Promise.all((plain.mediaFiles ?? []).map(uploadFacts))]);
    return checkEntry(plain, known, Object.fromEntries(uploads.filter((upload) => upload !== undefined)), gone);
  } catch (error) {
    console.warn('editor: the check could not run', error);
    return undefined;
  }
}

/** The check's verdict as staff read it: the errors and the warnings, each a sentence naming the field; undefined when it cannot run. */
export async function problemsOf(entry: Immutable, gone: string[] = []): Promise<{ errors: string[]; warnings: string[] } | undefined> {
  const result = await checkDecapEntry(entry, gone);
  if (!result) return undefined;
  const lines = (problems: EntryCheck['errors']) => problems.map((problem) => problemLine(problem, result.files));
  return { errors: lines(result.errors), warnings: lines(result.warnings) };
}

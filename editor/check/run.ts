import type { ImageLookup } from '@/content/load/source';
import type { Immutable } from '../decap';
import { checkEntry, problemLine, type EntryCheck } from './check';
import type { DecapEntry, EditorSnapshot } from './entry-files';
import { showProblems } from './panel';

/*
 * The check in the browser, loaded on demand (the loader, zod and the Markdown pipeline are not part
 * of the editor's first load): the snapshot of content/ the build wrote beside the editor, fetched
 * once; the photos the entry uploads, which the snapshot cannot know, read from the browser's files.
 */

let snapshot: Promise<EditorSnapshot> | undefined;

function loadSnapshot(): Promise<EditorSnapshot> {
  snapshot ??= fetch(new URL('content.json', document.baseURI)).then((response) => {
    if (!response.ok) throw new Error(`content.json: ${response.status}`);
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
export async function checkDecapEntry(entry: Immutable): Promise<EntryCheck | undefined> {
  const plain = entry.toJS() as DecapEntry;
  try {
    const [known, uploads] = await Promise.all([loadSnapshot(), Promise.all((plain.mediaFiles ?? []).map(uploadFacts))]);
    return checkEntry(plain, known, Object.fromEntries(uploads.filter((upload) => upload !== undefined)));
  } catch (error) {
    console.warn('editor: the check could not run', error);
    return undefined;
  }
}

/** The check's verdict in the panel, as staff type. */
export async function showCheck(entry: Immutable): Promise<void> {
  const result = await checkDecapEntry(entry);
  showProblems(result && { errors: result.errors.map((problem) => problemLine(problem, result.files)), warnings: result.warnings.map((problem) => problemLine(problem, result.files)) });
}

/** The errors as sentences, for the dialog that refuses a save or a publish. */
export async function refusal(entry: Immutable): Promise<string[]> {
  const result = await checkDecapEntry(entry);
  if (!result) return [];
  showProblems({ errors: result.errors.map((problem) => problemLine(problem, result.files)), warnings: result.warnings.map((problem) => problemLine(problem, result.files)) });
  return result.errors.map((problem) => problemLine(problem, result.files));
}

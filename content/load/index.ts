import { join } from 'node:path';
import { diskSource } from './disk';
import { loadFrom } from './load';
import type { LoadOptions, LoadResult } from './types';

/*
 * The content of content/ on disk, loaded by the one loader (content/load/load.ts, which the editor
 * also runs, over a snapshot): what the build, the pages and the tests read.
 */

export * from './types';
export type { ArticleCategory } from '../schema/files';

/** The content folder: content/ of the project, or CONTENT_DIR (a test's copy, the scale bench's generated articles). */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
}

export function loadContent({ dir, publicDir, siteUrl, today }: LoadOptions): LoadResult {
  return loadFrom(diskSource(dir, publicDir), siteUrl, new Set(), today);
}

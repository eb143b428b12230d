import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { PhotoVariant } from '@/lib/responsive-image';
import type { Report } from '../schema/kit';
import { imagePath, judgeImage } from './image-facts';
import type { ImageLookup } from './source';

/*
 * The images of content/ on disk: the facts the loader judges them by (content/load/image-facts.ts),
 * read from the file, and for pipeline/media.ts the file itself. Node only: the editor reads the same
 * facts from the snapshot the build writes (pipeline/content-snapshot.ts).
 */

export interface ImageRoots {
  /** public/ */
  publicDir: string;
  /** content/media/ */
  mediaDir: string;
}

/** The file of an image path already cleaned by imagePath (/media/… or /images/…). */
export function imageFilePath(path: string, roots: ImageRoots): string {
  return path.startsWith('/media/') ? join(roots.mediaDir, path.slice('/media/'.length)) : join(roots.publicDir, path);
}

/** What the loader needs of an image's bytes. */
export function factsOfBytes(bytes: Buffer): ImageLookup {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  try {
    const { width, height, type, orientation } = imageSize(bytes);
    return { width, height, type, orientation, hash };
  } catch (error) {
    return { unreadable: String(error).includes('unsupported file type') ? 'unsupported' : 'broken' };
  }
}

/** The facts of the image at `path` (/media/…, /images/…), or undefined when there is no such file. */
export function diskImageFacts(path: string, roots: ImageRoots): ImageLookup | undefined {
  const file = imageFilePath(path, roots);
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  return factsOfBytes(readFileSync(file));
}

/** An image of content/ as the build sees it: its file, its size as shown, and for an upload the files written of it. */
export interface ContentImage {
  path: string;
  width: number;
  height: number;
  /** Only for a photo of content/media/: what pipeline/media.ts writes. */
  variants?: PhotoVariant[];
}

export function readImage(src: string, roots: ImageRoots, report: Report): ContentImage | undefined {
  const where = imagePath(src);
  const image = judgeImage(src, { read: () => undefined, list: () => undefined, image: (path) => diskImageFacts(path, roots) }, report);
  return image && 'path' in where ? { path: imageFilePath(where.path, roots), ...image } : undefined;
}

/*
 * Where the loader reads content from: the disk at build (content/load/disk.ts), or, in the editor at
 * /admin/, a snapshot of the same files the build wrote (out/admin/content.json) with the entry being
 * edited laid over it. Nothing here touches node: the editor's check runs this same loader in the browser.
 */

/** What the loader needs of an image: its size and format (never its bytes), and a hash of its bytes for a photo's file names. */
export interface ImageFacts {
  width?: number;
  height?: number;
  /** image-size's name of its format: jpg, png, webp, avif, svg… */
  type?: string;
  /** EXIF orientation, 1 to 8. */
  orientation?: number;
  /** The first 10 hex digits of the SHA-256 of its bytes. */
  hash: string;
}

/** An image file that is there but is no image (a PDF) or cannot be read. */
export interface UnreadableImage {
  unreadable: 'unsupported' | 'broken';
}

export type ImageLookup = ImageFacts | UnreadableImage;

export interface ContentSource {
  /** A file of content/ (« services/soins.yml ») as text, or undefined when there is none. */
  read(file: string): string | undefined;
  /** The names in a folder of content/, or undefined when there is no such folder. */
  list(folder: string): string[] | undefined;
  /** An image by its path on the site (/media/…, /images/…, already checked), or undefined when there is no such file. */
  image(src: string): ImageLookup | undefined;
}

/** The content files and image facts of a site, as the build writes them for the editor. */
export interface ContentSnapshot {
  /** Text files by their path inside content/. */
  files: Record<string, string>;
  /** Images by their path on the site (/media/x.jpg, /images/logo.svg). */
  images: Record<string, ImageLookup>;
}

/** A snapshot as a source; `over` replaces or adds files (the entry being edited), an undefined value removes one. */
export function memorySource(snapshot: ContentSnapshot, over: Record<string, string | undefined> = {}, images: Record<string, ImageLookup> = {}): ContentSource {
  const files = new Map(Object.entries(snapshot.files));
  for (const [file, text] of Object.entries(over)) {
    if (text === undefined) files.delete(file);
    else files.set(file, text);
  }
  return {
    read: (file) => files.get(file),
    list(folder) {
      const prefix = `${folder}/`;
      const names = [...files.keys()].filter((file) => file.startsWith(prefix)).map((file) => file.slice(prefix.length).split('/')[0]!);
      return names.length > 0 ? [...new Set(names)] : undefined;
    },
    image: (src) => images[src] ?? snapshot.images[src],
  };
}

/** « a/./b/../c » → « a/c »: a path with its dots resolved, as node's path.posix.normalize does. */
export function normalizePath(path: string): string {
  const absolute = path.startsWith('/');
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else if (part === '..' && absolute) continue;
    else parts.push(part);
  }
  const joined = parts.join('/');
  return absolute ? `/${joined}` : joined || '.';
}

/** « .yml » of « soins.yml ». */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

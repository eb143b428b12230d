// The content the editor's check needs (editor/check/), written beside the editor as content.json: every
// text file of content/ (YAML, Markdown) and the facts of every image a file may name (size, format,
// a hash), never an image's bytes. The editor lays the entry being edited over it and runs the build's
// loader, so it knows the other entries: the numbers taken, the articles, the doctors, the centre's facts.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { diskImageFacts } from '../content/load/images';
import type { ImageLookup } from '../content/load/source';
import type { CollectionFacts, EditorSnapshot } from '../editor/check/entry-files';
import { CONTENT_SNAPSHOT } from '../editor/file-names';
import { decapConfig, type GeneratedConfig } from './lib/decap-config';


/** Text files the loader reads (its own code, content/schema and content/load, stays out). */
const TEXT = /\.(ya?ml|md)$/i;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const posixRelative = (from: string, path: string) => relative(from, path).split(sep).join('/');

/** What the check needs of the editor's collections: where a new entry's files go. */
function collectionFacts(config: GeneratedConfig): Pick<EditorSnapshot, 'collections' | 'locales' | 'defaultLocale'> {
  const collections: Record<string, CollectionFacts> = {};
  for (const { name, folder, extension, format, i18n, identifier_field } of config.collections) {
    collections[name] = { folder: folder as string | undefined, extension: extension as string | undefined, format: format as string | undefined, i18n: Boolean(i18n), identifier: identifier_field as string | undefined };
  }
  const { locales, default_locale } = config.i18n as { locales: string[]; default_locale: string };
  return { collections, locales, defaultLocale: default_locale };
}

export function contentSnapshot(contentDir: string, publicDir: string, siteUrl: string, config: GeneratedConfig = decapConfig()): EditorSnapshot {
  const files: Record<string, string> = {};
  for (const path of walk(contentDir).sort()) {
    const file = posixRelative(contentDir, path);
    if (TEXT.test(file) && !file.startsWith('media/')) files[file] = readFileSync(path, 'utf8');
  }
  const roots = { publicDir, mediaDir: join(contentDir, 'media') };
  const images: Record<string, ImageLookup> = {};
  const named = [
    ...walk(join(publicDir, 'images')).map((path) => `/${posixRelative(publicDir, path)}`),
    ...walk(roots.mediaDir).map((path) => `/media/${posixRelative(roots.mediaDir, path)}`),
  ];
  for (const src of named.sort()) {
    if (src.split('/').at(-1)?.startsWith('.')) continue;
    const facts = diskImageFacts(src, roots);
    if (facts) images[src] = facts;
  }
  return { siteUrl, files, images, ...collectionFacts(config) };
}

export function writeContentSnapshot(target: string, contentDir: string, publicDir: string, siteUrl: string, config?: GeneratedConfig): number {
  const text = JSON.stringify(contentSnapshot(contentDir, publicDir, siteUrl, config));
  writeFileSync(join(target, CONTENT_SNAPSHOT), text);
  return Buffer.byteLength(text);
}

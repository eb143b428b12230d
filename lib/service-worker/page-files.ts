/*
 * Which of the site's hashed files (/_next/static/…: scripts, stylesheets, fonts, the icon file) a
 * page needs, read from its HTML, and which ones a script or a stylesheet names in turn. The worker
 * keeps a page only with every file it needs, and drops a file only once no page it keeps needs it.
 * Plain strings, no DOM (a worker has none), so the same code runs in the unit tests.
 */
import { HASHED_FILE_NAMED, hashedFilePath, NEXT_STATIC } from '../next-static';

const NO_MODULE_SCRIPT = /<script\b[^>]*\bnomodule\b[^>]*>/gi;
const SRC = /\bsrc="([^"]+)"/i;

/** The hashed files a text names, as site paths (/_next/static/…), each once. */
export function filesNamedIn(text: string): string[] {
  const found = new Set<string>();
  for (const [match] of text.matchAll(HASHED_FILE_NAMED)) found.add(hashedFilePath(match));
  return [...found];
}

/**
 * The hashed files a page needs to work as it was built: every one its HTML names (its scripts, its
 * stylesheets, its fonts, its icon file, the chunks its RSC payload asks for), but the scripts only
 * old browsers run (noModule), which the others never fetch.
 */
export function filesOfPage(html: string): string[] {
  const skipped = new Set(
    [...html.matchAll(NO_MODULE_SCRIPT)].map(([tag]) => SRC.exec(tag)?.[1]).filter((src): src is string => Boolean(src?.startsWith(NEXT_STATIC))),
  );
  return filesNamedIn(html).filter((path) => !skipped.has(path));
}

/**
 * The address a page is kept under: its path alone. No page of the site reads its query, and links
 * shared on WhatsApp or Facebook carry one (?fbclid=…, ?utm_source=…): each would otherwise be a
 * copy of its own, never refreshed.
 */
export function pageKey(url: string | URL): string {
  const address = new URL(url);
  return `${address.origin}${address.pathname}`;
}

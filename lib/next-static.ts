/*
 * Where Next writes its hashed files (scripts, stylesheets, fonts, the icon file: each name carries a
 * hash of the content, so a file never changes under its name), and how a text names one: the part of
 * Next's output the site's own code relies on (the worker, lib/service-worker/). The site may import
 * only its layers, so this lives in lib/; pipeline/lib/next-output.ts re-exports it beside every other
 * pattern of Next's output we rely on, and next-output-checks.ts checks them all at each build.
 */

const NEXT_ROOT = '/_next/';
/** The folder of Next's hashed files, as a path of the site. */
export const NEXT_STATIC = `${NEXT_ROOT}static/`;

/**
 * A hashed file's path as it appears anywhere: in a tag, in the RSC payload (where quotes are escaped),
 * in a stylesheet's url(), in a script that loads a chunk (Turbopack writes « static/chunks/… »
 * without the leading /_next/). It ends at a quote, a backslash, a bracket, a # or a ?.
 */
export const HASHED_FILE_NAMED = /(?:\/_next\/)?static\/(?:chunks|media)\/[^"'\\\s()#?<>]+/g;

/** The site path of a hashed file as HASHED_FILE_NAMED found it (with or without its leading /_next/). */
export function hashedFilePath(named: string): string {
  return named.startsWith(NEXT_ROOT) ? named : `${NEXT_ROOT}${named}`;
}

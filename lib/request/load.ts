/*
 * What the request fetches on demand, and once: its code for pages (submit.ts and what it hands on),
 * which a page carries only this loader for, and, through loadOnce, its words and the phone library.
 */

/**
 * A download done once: every caller shares the first call's promise. A failure (offline, a chunk
 * that would not come) is forgotten, so the next call tries again instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export type RequestModule = typeof import('./submit');

// Turbopack writes a lazy chunk again for every group of places whose modules hold the import(), each without
// what its own pages already have: written here, where the forms and the note reach it, the request's code had
// five copies (48 KB gzip the worker kept, 26 November 2026). Written once in the shell's module, which every
// page evaluates before anything it renders can send, it is one chunk (16 KB): the shell gives the loader.
let giveLoader: (load: () => Promise<RequestModule>) => void = () => {};
const givenLoader = new Promise<() => Promise<RequestModule>>((resolve) => {
  giveLoader = resolve;
});

/** The shell's way to fetch the request's code (components/request/offline-support.tsx); the first one given stays. */
export function provideRequestCode(load: () => Promise<RequestModule>): void {
  giveLoader(load);
}

/** The request's code, fetched once, when the shell has given its loader; a failed fetch (offline, never loaded) is tried again next time. */
export const loadRequest = loadOnce(() => givenLoader.then((load) => load()));

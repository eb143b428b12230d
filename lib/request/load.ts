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

/** The request's code, fetched once; a failed fetch (offline, never loaded) is tried again next time. */
export const loadRequest = loadOnce(() => import('./submit'));

export type RequestModule = Awaited<ReturnType<typeof loadRequest>>;

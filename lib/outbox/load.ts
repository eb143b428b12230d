/* The outbox's code for pages (lib/outbox/page.ts), loaded on demand: a page carries only this loader. */
type OutboxModule = typeof import('./page');
let loading: Promise<OutboxModule> | null = null;

/** The outbox's code, fetched once; a failed fetch (offline, never loaded) is tried again next time. */
export function loadOutbox(): Promise<OutboxModule> {
  loading ??= import('./page').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

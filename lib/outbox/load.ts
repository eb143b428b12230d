/* The outbox's code for pages (lib/outbox/page.ts), loaded on demand: a page carries only this loader. */
import { loadOnce } from '@/lib/load-once';

/** The outbox's code, fetched once; a failed fetch (offline, never loaded) is tried again next time. */
export const loadOutbox = loadOnce(() => import('./page'));

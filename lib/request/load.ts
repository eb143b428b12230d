/* The request's code for pages (lib/request/page.ts), loaded on demand: a page carries only this loader. */
import { loadOnce } from '@/lib/load-once';

/** The request's code, fetched once; a failed fetch (offline, never loaded) is tried again next time. */
export const loadRequest = loadOnce(() => import('./page'));

export type RequestModule = Awaited<ReturnType<typeof loadRequest>>;

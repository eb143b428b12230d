/// <reference lib="webworker" />
// The service worker, bundled after the export by pipeline/service-worker.ts into out/sw.js, with the
// list of files to keep in advance (self.__SW_MANIFEST): the offline page in both languages and what it
// shows (its styles, its font, the logo), never the framework's scripts.
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistGlobalConfig,
} from 'serwist';
import { OUTBOX_SYNC_TAG, sendWaiting } from '@/lib/request/for-worker';
import { NEXT_STATIC } from '@/lib/next-static';
import { ADMIN_PATH, localeOf, offlinePagePath } from '@/lib/routes';
import { hashedFile, keepPage, keptPage, PAGES_CACHE, sweepFiles } from './kept-pages';
import { pageTitle, withAvailablePages, type AvailablePage } from './offline-page';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

/** A page of the site: a navigation, or a page address the window asks the worker to keep (its first visit). */
function isPage(request: Request, url: URL): boolean {
  // The editor is not a page of the site: always fetched from the network, never kept.
  if (url.pathname.startsWith(ADMIN_PATH)) return false;
  if (request.mode === 'navigate') return true;
  // The client router's data requests (…/index.txt?_rsc=…) are not pages: they fail offline, and the
  // router then loads the page itself, which this worker answers.
  return request.destination === '' && url.pathname.endsWith('/') && !url.searchParams.has('_rsc') && !request.headers.has('RSC');
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version takes over at once, without reloading anything: the page in view keeps running (a
  // half-filled form stays as it is), and the next page is served by the new version.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && isPage(request, url),
      handler: pageOrOffline,
    },
    {
      // File names carry a hash of their content: a file once fetched never changes (kept-pages.ts).
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith(NEXT_STATIC),
      handler: ({ url }) => hashedFile(url.href),
    },
    {
      // Artwork and icons can be replaced under the same name: shown from the cache, checked behind.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: new StaleWhileRevalidate({
        cacheName: 'images',
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
});

/**
 * Pages show at once from the device, and a fresh copy is fetched behind them for the next visit
 * (on a slow link the visitor waits for nothing, and the copy costs a 304 when nothing changed): it
 * replaces the kept one only with every file it needs (kept-pages.ts). A page never seen comes from
 * the network, and is kept the same way; without a connection, the offline page.
 */
async function pageOrOffline({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const kept = await keptPage(url.href);
  // One copy for the visitor, one to keep.
  const fresh = fetch(request).then(
    (response) => ({ shown: response, copy: response.clone() }),
    () => null,
  );
  event.waitUntil(fresh.then((got) => got && keepPage(url.href, got.copy)).catch(() => {}));
  if (kept) return kept;
  return (await fresh)?.shown ?? offlinePage(url);
}

/** The offline page of the address's language, listing the pages of that language this device has. */
async function offlinePage(url: URL): Promise<Response> {
  const locale = localeOf(url.pathname);
  const precached = await serwist.matchPrecache(offlinePagePath(locale));
  if (!precached) return Response.error();
  const html = withAvailablePages(await precached.text(), await availablePages(locale));
  return new Response(html, { status: 503, statusText: 'Offline', headers: precached.headers });
}

async function availablePages(locale: ReturnType<typeof localeOf>): Promise<AvailablePage[]> {
  const cache = await caches.open(PAGES_CACHE);
  const found: AvailablePage[] = [];
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (localeOf(pathname) !== locale || found.some((page) => page.path === pathname)) continue;
    const title = pageTitle((await (await cache.match(request))?.text()) ?? '');
    if (title) found.push({ path: pathname, title });
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

// A new version has taken over: the files no kept page needs any more (an older deploy's) are dropped.
self.addEventListener('activate', (event) => {
  event.waitUntil(sweepFiles(self.location.origin).catch(() => 0));
});

// Background Sync: the browser wakes the worker when the connection is back, even with every tab of
// the site closed. A request still waiting makes the sync fail, so the browser tries again later
// (Chromium: after about 5, then 15 minutes); on its last chance the worker asks again, so that hours
// of an account's outage are covered with every tab closed. A wake-up posts only what is due (the
// back-off of lib/request/answers.ts), so asking again costs a wake-up, never a POST.
self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  const { lastChance } = event as typeof event & { lastChance?: boolean };
  event.waitUntil(
    sendWaiting({ connectionBack: true, waitForNotices: true }).then(async ({ waiting }) => {
      if (waiting === 0) return;
      if (lastChance) await (self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG).catch(() => {});
      throw new Error(`outbox: ${waiting} request(s) still waiting`);
    }),
  );
});

serwist.addEventListeners();

/// <reference lib="webworker" />
// The editor's own service worker, at /admin/sw.js with the scope /admin/: it never sees a public page,
// and the public worker (lib/service-worker/) keeps nothing of the editor. Bundled at build by
// pipeline/admin-worker.ts with the editor's files and their hashes (EDITOR_MANIFEST) and the files a
// first visit loads (EDITOR_PRECACHE): a phone downloads Decap once, and a later visit only what changed;
// /admin/ opens to its sign-in screen with no connection (editor/offline/notice.ts says what needs one).
import { cacheKeyOf, contentHash, EDITOR_CACHE, isOutdated, strategyFor, VERSION_PARAM, type EditorManifest, type Strategy } from './files';

declare const self: ServiceWorkerGlobalScope;
declare const EDITOR_MANIFEST: string;
declare const EDITOR_PRECACHE: string;

const manifest = JSON.parse(EDITOR_MANIFEST) as EditorManifest;
const precache = JSON.parse(EDITOR_PRECACHE) as string[];

/** How long the page and config.yml wait for the network when a copy is kept: on « lie-fi », the copy. */
const NETWORK_PATIENCE_MS = 6_000;

/** Keeps a response if it is whole and, for a versioned address, has the content its hash says (never a half-deployed file). */
async function keep(cache: Cache, key: string, response: Response, strategy: Strategy): Promise<void> {
  if (response.status !== 200 || response.type !== 'basic') return;
  if (strategy === 'versioned') {
    const expected = new URL(key).searchParams.get(VERSION_PARAM);
    if ((await contentHash(await response.clone().arrayBuffer())) !== expected) return;
  }
  await cache.put(key, response);
}

async function fromDeviceFirst(event: FetchEvent, strategy: Strategy): Promise<Response> {
  const cache = await caches.open(EDITOR_CACHE);
  const key = cacheKeyOf(new URL(event.request.url));
  const kept = await cache.match(key);
  if (kept) return kept;
  const response = await fetch(event.request);
  event.waitUntil(keep(cache, key, response.clone(), strategy).catch(() => {}));
  return response;
}

async function fromNetworkFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(EDITOR_CACHE);
  const key = cacheKeyOf(new URL(event.request.url));
  const kept = await cache.match(key);
  const fresh = fetch(event.request).then((response) => {
    event.waitUntil(keep(cache, key, response.clone(), 'network-first').catch(() => {}));
    return response;
  });
  if (!kept) return fresh;
  const patience = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), NETWORK_PATIENCE_MS));
  // A host's error page (a 5xx during a deploy) is no better than the kept copy.
  const answered = await Promise.race([fresh.then((response) => (response.ok ? response : undefined)).catch(() => undefined), patience]);
  return answered ?? kept;
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(new URL(event.request.url), self.location.origin, event.request.method);
  if (strategy === 'none') return;
  event.respondWith(strategy === 'network-first' ? fromNetworkFirst(event) : fromDeviceFirst(event, strategy));
});

// The first visit's files, once: those this device already keeps (a new version of the editor that
// changed only editor.js) are not downloaded again. They come from the HTTP cache when the page has
// just loaded them (a 304).
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(EDITOR_CACHE);
      await Promise.all(
        precache.map(async (address) => {
          const url = new URL(address, self.location.origin);
          const strategy = strategyFor(url, self.location.origin, 'GET');
          const key = cacheKeyOf(url);
          if (strategy !== 'network-first' && (await cache.match(key))) return;
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${address}: ${response.status}`);
          await keep(cache, key, response, strategy);
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

// Takes over at once (the page in view keeps the files it has), and drops what no file of this version is.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(EDITOR_CACHE);
      for (const request of await cache.keys()) {
        if (isOutdated(new URL(request.url), manifest)) await cache.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

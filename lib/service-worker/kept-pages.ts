import { filesNamedIn, filesOfPage, pageKey } from './page-files';

/*
 * The pages the worker keeps, and the hashed files they need, kept together across deploys.
 *
 * A page is kept only once every file it needs is kept: a deploy's new page never replaces the copy
 * a device has until the scripts and styles it asks for are on the device too (it would otherwise
 * open offline without them). The hashed files (/_next/static/…, which never change under a name)
 * are fetched once, whoever asks first, the page or the worker, and dropped only when no page the
 * worker keeps has needed them for a whole version (sweepFiles, when a new version takes over): a tab
 * still open on the version before, whose kept copy was refreshed behind it, keeps its files.
 */

export const PAGES_CACHE = 'pages';
export const FILES_CACHE = 'static';
/** The pages a device keeps, the least recently refreshed dropped first. */
const MAX_PAGES = 80;

// A file asked for by the page and by the worker at the same time is fetched once.
const fetching = new Map<string, Promise<Response>>();

/** A hashed file: from the device when it has it, else fetched once and kept. Rejects when it cannot be had. */
export async function hashedFile(url: string): Promise<Response> {
  const files = await caches.open(FILES_CACHE);
  const kept = (await files.match(url)) ?? (await caches.match(url));
  if (kept) return kept;
  let pending = fetching.get(url);
  if (!pending) {
    pending = fetch(url)
      .then(async (response) => {
        if (response.status === 200) await files.put(url, response.clone()).catch(() => {});
        return response;
      })
      .finally(() => fetching.delete(url));
    fetching.set(url, pending);
  }
  return (await pending).clone();
}

/** Keeps a page with every file it needs, or leaves the copy the device has (throws when a file cannot be had). */
export async function keepPage(url: string, response: Response): Promise<void> {
  if (response.status !== 200 || response.redirected) return;
  const origin = new URL(url).origin;
  const html = await response.clone().text();
  const files = await Promise.all(filesOfPage(html).map((path) => hashedFile(`${origin}${path}`)));
  if (files.some((file) => file.status !== 200)) throw new Error(`worker: a file of ${url} could not be had`);
  const pages = await caches.open(PAGES_CACHE);
  await pages.put(pageKey(url), response);
  const keys = await pages.keys();
  // keys() lists in the order of the last put: the first ones were refreshed longest ago.
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await pages.delete(old);
}

/** The copy of a page the device has, whatever the query of the address it was asked under. */
export async function keptPage(url: string): Promise<Response | undefined> {
  return (await caches.open(PAGES_CACHE)).match(pageKey(url), { ignoreVary: true });
}

/** Where the files found unneeded at the last sweep are listed (not a file of the site). */
const UNNEEDED = '/_worker/unneeded-files.json';

/**
 * Drops the hashed files no kept page needs, and that no kept page needed at the previous sweep
 * either: not named by a page, nor by a file a page needs (the chunks its scripts load later, the
 * fonts its stylesheets name), however deep. Returns how many were dropped.
 */
export async function sweepFiles(origin: string): Promise<number> {
  const [pages, files] = await Promise.all([caches.open(PAGES_CACHE), caches.open(FILES_CACHE)]);
  const needed = new Set<string>();
  for (const request of await pages.keys()) {
    for (const path of filesOfPage((await (await pages.match(request))?.text()) ?? '')) needed.add(path);
  }
  const toRead = [...needed];
  while (toRead.length > 0) {
    const path = toRead.pop()!;
    if (!/\.(js|css)$/.test(path)) continue;
    const text = (await (await files.match(`${origin}${path}`))?.text()) ?? '';
    for (const named of filesNamedIn(text)) {
      if (needed.has(named)) continue;
      needed.add(named);
      toRead.push(named);
    }
  }
  const before = new Set<string>(await (await files.match(`${origin}${UNNEEDED}`))?.json().catch(() => []));
  const unneeded: string[] = [];
  let dropped = 0;
  for (const request of await files.keys()) {
    const path = new URL(request.url).pathname;
    if (needed.has(path) || path === UNNEEDED) continue;
    if (before.has(path)) {
      await files.delete(request);
      dropped += 1;
    } else {
      unneeded.push(path);
    }
  }
  await files.put(`${origin}${UNNEEDED}`, new Response(JSON.stringify(unneeded), { headers: { 'Content-Type': 'application/json' } }));
  return dropped;
}

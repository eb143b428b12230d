import type { BrowserContext, Request, Route } from '@playwright/test';
import { expect, type Page } from '../fixtures';
import { OUTBOX_DB } from '../../lib/request/exists';
import { OUTBOX_SYNC_TAG } from '../../lib/request/outbox-sync';
import { OUTBOX_STORE } from '../../lib/request/store';
import { pagePath } from '../../lib/routes';
import { fillRequest, marie, openForm, RELAY_CORS, RELAY_URL, SEND_URL } from '../request/appointment-helpers';
import { openDayFrom } from '../request/hours-helpers';

/*
 * What the specs of the site with its service worker share (e2e/offline/offline*.spec.ts, e2e/request/request-*.spec.ts):
 * a network to cut as it really fails, the worker's copy of a page, and what the outbox holds.
 */

/**
 * The network a test can cut as it really fails: the browser told it is offline (which reaches the
 * worker's own fetches too), and every request to the site or to EmailJS failing, worker's included.
 * `dead()` cuts the requests only: a dead link that the browser still calls « online ».
 * EmailJS answers `status` while connected, the relay `relayStatus`, and every call is counted, whoever makes it.
 */
export async function network(context: BrowserContext, status = 200, relayStatus = 503) {
  let connected = true;
  const sends: Request[] = [];
  const relaySends: Request[] = [];
  let answer = status;
  let relayAnswer = relayStatus;
  // While held, EmailJS has the request but its answer is on its way.
  let held: Promise<void> | null = null;
  await context.route(SEND_URL, async (route: Route) => {
    if (!connected) return route.abort('internetdisconnected');
    sends.push(route.request());
    if (held) await held;
    await route.fulfill({ status: answer, contentType: 'text/plain', body: answer === 200 ? 'OK' : 'Bad Request' });
  });
  // The second channel (lib/request/channels/relay.ts), tried when EmailJS does not take a request.
  await context.route(RELAY_URL, async (route: Route) => {
    if (!connected) return route.abort('internetdisconnected');
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: RELAY_CORS });
    relaySends.push(route.request());
    await route.fulfill({ status: relayAnswer, contentType: 'application/json', headers: RELAY_CORS, body: JSON.stringify({ success: relayAnswer === 200 }) });
  });
  await context.route((url) => url.hostname === '127.0.0.1', (route) => (connected ? route.fallback() : route.abort('internetdisconnected')));
  return {
    sends,
    relaySends,
    answer: (next: number) => {
      answer = next;
    },
    relayAnswer: (next: number) => {
      relayAnswer = next;
    },
    async cut() {
      connected = false;
      await context.setOffline(true);
    },
    dead() {
      connected = false;
    },
    async restore() {
      connected = true;
      await context.setOffline(false);
    },
    /** EmailJS answers nothing until `release()`. */
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return { release: () => release() };
    },
  };
}

/** Waits until the worker controls the page and has kept it (and what it loaded). */
export async function keptByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), page.url().split('#')[0] ?? page.url())).toBe(true);
  // The page's own scripts and styles, kept from the first visit (CACHE_URLS) or on the way through the worker.
  const files = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src]:not([nomodule]), link[rel="stylesheet"]')].map((element) =>
      'src' in element ? element.src : element.href,
    ),
  );
  expect(files.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).filter((found) => !found).length, files))
    .toBe(0);
}

/** What the outbox holds on this device, read from IndexedDB. */
export function outboxEntries(page: Page) {
  return page.evaluate(
    ({ db, store }) =>
      new Promise<{ status: string; cause?: string }[]>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as { status: string; cause?: string }[]);
        };
      }),
    { db: OUTBOX_DB, store: OUTBOX_STORE },
  );
}

/**
 * `ms` pass for what the outbox holds, as the worker sees it: every time an entry carries moves back
 * by `ms`. The worker counts with the real clock, which page.clock does not reach; a test that would
 * wait half a minute for a request to fall due moves the request instead. `page` must be on the site's
 * origin; resolves with the number of entries moved.
 */
export function ageOutbox(page: Page, ms: number) {
  return page.evaluate(
    ({ db, store, ms }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          const objects = transaction.objectStore(store);
          let moved = 0;
          const all = objects.getAll();
          all.onsuccess = () => {
            for (const entry of all.result as Record<string, unknown>[]) {
              for (const key of ['createdAt', 'retryAt', 'expiredAt']) if (typeof entry[key] === 'number') entry[key] = entry[key] - ms;
              const attempt = entry.attempt as { until?: unknown } | undefined;
              if (attempt && typeof attempt.until === 'number') attempt.until -= ms;
              objects.put(entry);
              moved += 1;
            }
          };
          transaction.oncomplete = () => resolve(moved);
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { db: OUTBOX_DB, store: OUTBOX_STORE, ms },
  );
}

/**
 * The form at the real time of day: here the page's claims are compared with the worker's and
 * another tab's clocks, which a clock set in the past would put out of step.
 */
export async function openFormNow(page: Page) {
  await openForm(page, pagePath('appointment', 'fr'), new Date());
  await keptByWorker(page);
  // From tomorrow, a day the centre takes appointments at Marie's time: her e-mail then says nothing of the hours.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await fillRequest(page, { ...marie, date: openDayFrom(tomorrow, marie.time) });
}


/**
 * What the browser does when the connection is back and no tab of the site is open: wake the worker,
 * through `blank` (a page of the same context), with the Background Sync it was asked for.
 */
export async function wakeWorkerWithSync(context: BrowserContext, blank: Page, origin: string) {
  const cdp = await context.newCDPSession(blank);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
    registrations.push(...updated.filter((one: { scopeURL: string }) => one.scopeURL.startsWith(origin)).map((one: { registrationId: string }) => one.registrationId)),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: registrations[0]!, tag: OUTBOX_SYNC_TAG, lastChance: false });
}

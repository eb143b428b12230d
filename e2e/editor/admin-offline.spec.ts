import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { PROJECT, setUpEditorSession } from './editor-session';
import { EDITOR_CACHE } from '../../editor/offline/files';
import { OFFLINE_TITLE } from '../../editor/offline/notice';
import { ADMIN_PATH } from '../../lib/routes';
import { SERVICE_WORKER_URL } from '../../lib/service-worker/messages';
import { fileHash } from '../../pipeline/admin-worker';

/*
 * The editor kept on a phone by its own worker (editor/offline/): after one visit it opens to its
 * sign-in screen with no connection and says, in French, what needs one; a later visit takes from the
 * device what has not changed and fetches anew what has; the public pages know nothing of it.
 * Every other spec runs without workers (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

setUpEditorSession();

const SIGN_IN = /Se connecter/;

/** Opens /admin/ and waits until its worker controls it and keeps a first visit's files. */
async function visitOnce(page: Page) {
  await page.goto(ADMIN_PATH);
  await page.getByRole('button', { name: SIGN_IN }).first().waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  const scripts = await page.locator('script[src]').evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
  await expect
    .poll(() => page.evaluate(async ({ cacheName, urls }) => {
      const cache = await caches.open(cacheName);
      return (await Promise.all(urls.map((url) => cache.match(url)))).filter((found) => !found).length;
    }, { cacheName: EDITOR_CACHE, urls: [...scripts, new URL(page.url()).origin + ADMIN_PATH] }), { timeout: 30_000 })
    .toBe(0);
  return scripts;
}

test('after one visit, /admin/ opens offline to its sign-in screen and says what needs a connection', async ({ page, context }) => {
  test.setTimeout(2 * 60_000);
  const scripts = await visitOnce(page);
  // Named by their content's hash.
  expect(scripts.filter((url) => url.includes('/decap-cms.js') || url.includes('/editor.js')).every((url) => /\?v=[0-9a-f]{16}$/.test(url))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: SIGN_IN }).first()).toBeVisible({ timeout: 30_000 });
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_TITLE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('se connecter, enregistrer et publier demandent une connexion');
  // Within the phone's screen, readable.
  const width = page.viewportSize()!.width;
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await notice.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
  // The connection back: the notice goes.
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

// What the device keeps is the same on any screen: the phone alone checks it (@phone-only, playwright.config.ts).
test('a second visit takes unchanged files from the device and fetches a changed one anew', { tag: '@phone-only' }, async ({ page, context }) => {
  test.setTimeout(2 * 60_000);
  await visitOnce(page);
  // A deploy that changed editor.js only: the page names its new hash.
  const editorPath = join(PROJECT, 'out', 'admin', 'editor.js');
  const changed = `${readFileSync(editorPath, 'utf8')}\n// a change of ours\n`;
  const newHash = fileHash(Buffer.from(changed));
  const page0 = await (await context.request.get(ADMIN_PATH)).text();
  const newPage = page0.replace(/\/admin\/editor\.js\?v=[0-9a-f]+/, `/admin/editor.js?v=${newHash}`);
  expect(newPage).not.toBe(page0);
  await context.route((url) => url.pathname === ADMIN_PATH, (route) => route.fulfill({ body: newPage, contentType: 'text/html; charset=utf-8' }));
  await context.route((url) => url.pathname === `${ADMIN_PATH}editor.js` && url.searchParams.get('v') === newHash, (route) =>
    route.fulfill({ body: changed, contentType: 'text/javascript; charset=utf-8' }),
  );
  const fromNetwork: string[] = [];
  context.on('request', (sent) => {
    if (sent.serviceWorker()) fromNetwork.push(new URL(sent.url()).pathname + new URL(sent.url()).search);
  });
  await page.reload();
  await page.getByRole('button', { name: SIGN_IN }).first().waitFor();
  // The page and its config come from the network; Decap's script and our styles from the device; the new editor.js from the network.
  expect(fromNetwork).toContain(ADMIN_PATH);
  expect(fromNetwork).toContain(`${ADMIN_PATH}editor.js?v=${newHash}`);
  expect(fromNetwork.filter((path) => path.startsWith(`${ADMIN_PATH}decap-cms.js`) || path.startsWith(`${ADMIN_PATH}admin.css`))).toEqual([]);
  // Kept, since its content has the hash its address says.
  await expect.poll(() => page.evaluate(async ({ cacheName, url }) => Boolean(await (await caches.open(cacheName)).match(url)), { cacheName: EDITOR_CACHE, url: `${ADMIN_PATH}editor.js?v=${newHash}` })).toBe(true);

  // A file whose content is not what its address says (a half-deployed site) is shown but never kept.
  const wrongHash = '0123456789abcdef';
  await context.route((url) => url.pathname === ADMIN_PATH, (route) => route.fulfill({ body: page0.replace(/\/admin\/editor\.js\?v=[0-9a-f]+/, `/admin/editor.js?v=${wrongHash}`), contentType: 'text/html; charset=utf-8' }));
  await page.reload();
  await page.getByRole('button', { name: SIGN_IN }).first().waitFor();
  expect(fromNetwork).toContain(`${ADMIN_PATH}editor.js?v=${wrongHash}`);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(async ({ cacheName, url }) => Boolean(await (await caches.open(cacheName)).match(url)), { cacheName: EDITOR_CACHE, url: `${ADMIN_PATH}editor.js?v=${wrongHash}` })).toBe(false);
});

test('the public pages register no editor worker, and the public worker keeps nothing of the editor', { tag: '@phone-only' }, async ({ page }) => {
  test.setTimeout(2 * 60_000);
  await page.goto('/about/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const scopes = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname).sort());
  expect(await scopes()).toEqual(['/']);
  await visitOnce(page);
  expect(await scopes()).toEqual(['/', ADMIN_PATH]);
  // Back on a public page: the public worker serves it, never the editor's.
  await page.goto('/about/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL && new URL(navigator.serviceWorker.controller.scriptURL).pathname)).toBe(SERVICE_WORKER_URL);
  const kept = await page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return all;
  });
  const publicKept = Object.entries(kept).filter(([name]) => name !== EDITOR_CACHE).flatMap(([, paths]) => paths);
  expect(publicKept.length).toBeGreaterThan(0);
  expect(publicKept.filter((path) => path.startsWith(ADMIN_PATH))).toEqual([]);
  expect((kept[EDITOR_CACHE] ?? []).filter((path) => !path.startsWith(ADMIN_PATH))).toEqual([]);
});

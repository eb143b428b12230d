import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Request } from '@playwright/test';
import { expect, settled, test, type Page } from '../fixtures';
import { site } from '../../content/site';
import requestFr from '../../copy/request/fr';
import type { Locale } from '../../lib/i18n';
import { pagePath } from '../../lib/routes';
import { EMAILJS_VARIABLES } from '../../lib/request/emailjs-config';
import { CHUNKS_URL, NEXT_STATIC } from '../../pipeline/lib/next-output';
import { serve, type Served } from '../../harness/static-server';
import { TEST_PORTS } from '../../harness/test-ports';
import { fillRequest, marie, TEST_KEYS } from '../request/appointment-helpers';
import { deployAfter } from '../pipeline/next-deploy';
import { waitForScripts } from '../menu';
import { keptByWorker, network } from './offline-helpers';

/*
 * A returning visitor and a new deploy: the device used the site on one build; a build with other
 * scripts goes live; the visitor comes back once while online (the worker refreshes its copies behind
 * the pages), then loses the connection. What the worker serves must still work.
 */
test.use({ serviceWorkers: 'allow' });

const OUT = resolve('out');
const SCRIPT = new RegExp(`${CHUNKS_URL}[\\w-]+\\.js`, 'g');

/** The scripts a page's HTML names (its tags and its RSC payload), read from the export. */
function scriptsOf(dir: string, path: string): Set<string> {
  return new Set(readFileSync(join(dir, path, 'index.html'), 'utf8').match(SCRIPT) ?? []);
}

/** The scripts of the form page that the home page does not use: the form's own code. */
function formScripts(dir: string, locale: Locale): string[] {
  const home = scriptsOf(dir, pagePath('home', locale));
  return [...scriptsOf(dir, pagePath('appointment', locale))].filter((script) => !home.has(script));
}

/**
 * Requests for the site's hashed files, asked from now on, that did not get an answer. A request the page
 * before had in flight is left out: the next navigation aborts it (net::ERR_ABORTED), which says nothing
 * of the page that follows.
 */
function failedStaticFiles(page: Page) {
  const asked = new Set<Request>();
  const failed: string[] = [];
  page.context().on('request', (request) => asked.add(request));
  page.context().on('requestfailed', (request) => {
    if (asked.has(request) && new URL(request.url()).pathname.startsWith(NEXT_STATIC)) failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  return failed;
}

test.describe('a deploy changes the scripts of the form', () => {
  // Two exports side by side, and the worker's install on each.
  test.describe.configure({ timeout: 120_000 });

  let work: string;
  let served: Served;
  let next: Map<string, string>;
  const live = () => join(work, 'site');

  test.beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'aide-vie-deploy-'));
    // The form's code changed, the rest of the site did not: the deploy renames only the form's scripts.
    const changed = new Set(formScripts(OUT, 'fr'));
    next = deployAfter(OUT, join(work, 'next'), 'next-deploy', {
      env: { [EMAILJS_VARIABLES.serviceId]: TEST_KEYS.service_id, [EMAILJS_VARIABLES.templateId]: TEST_KEYS.template_id, [EMAILJS_VARIABLES.publicKey]: TEST_KEYS.user_id },
      changed: (script) => changed.has(script),
    });
    expect(next.size).toBeGreaterThan(0);
  });

  test.beforeEach(async () => {
    rmSync(live(), { force: true });
    symlinkSync(OUT, live());
    served = await serve(live(), {}, TEST_PORTS.nextDeploy(test.info().parallelIndex));
  });

  test.afterEach(() => served.stop());
  test.afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** The host now serves the next deploy. */
  function goLive() {
    rmSync(live());
    symlinkSync(join(work, 'next'), live());
  }

  test('offline after a visit on the new version, the form page comes with its scripts: it fills and sends to the outbox', async ({ page, context }) => {
    const net = await network(context);
    const form = `${served.base}${pagePath('appointment', 'fr')}`;
    for (const path of [pagePath('home', 'fr'), pagePath('appointment', 'fr')]) {
      await page.goto(`${served.base}${path}`);
      await keptByWorker(page);
    }
    goLive();
    // Back once while online: the pages show from the device, and the worker refreshes its copies behind them.
    await page.goto(`${served.base}${pagePath('home', 'fr')}`);
    await page.goto(form);
    const newScripts = [...next.values()];
    await expect
      .poll(() => page.evaluate(async (url) => (await (await caches.match(url))?.text()) ?? '', form), { timeout: 20_000 })
      .toContain(newScripts[0]);
    // The page in view has loaded what it loads (its scripts come after the first paint, its form's code when idle).
    await waitForScripts(page);
    await settled(page);

    await net.cut();
    const failed = failedStaticFiles(page);
    await page.goto(form);
    await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await fillRequest(page, { ...marie, date: tomorrow });
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('heading', { name: requestFr.outbox.waitingTitle })).toBeFocused();
    expect(failed).toEqual([]);
  });
});

test.describe('a script missing all the same', () => {
  for (const locale of ['fr', 'en'] as const) {
    test(`${locale}: the page stays readable, in its language, with the centre's phones`, async ({ page, context }) => {
      const net = await network(context);
      const path = pagePath('appointment', locale);
      await page.goto(path);
      await keptByWorker(page);
      // As if the browser had dropped the form's own scripts from the device.
      const missing = formScripts(OUT, locale);
      const dropped = await page.evaluate(async (scripts) => {
        let count = 0;
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const script of scripts) if (await cache.delete(new URL(script, location.origin).href)) count += 1;
        }
        return count;
      }, missing);
      expect(dropped).toBeGreaterThan(0);
      // And from the browser's own HTTP cache, which would otherwise answer the worker's fetch.
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
      // A dead link (the browser still says « online ») fails slowly: the page's other scripts come from the
      // device and it has started when these fail.
      net.dead();
      for (const script of missing) {
        await context.route(`**${script}`, async (route) => {
          await new Promise((wait) => setTimeout(wait, 1_500));
          await route.abort('internetdisconnected');
        });
      }
      const failed = failedStaticFiles(page);
      await page.reload();
      await expect.poll(() => failed.length).toBeGreaterThan(0);
      // The page says, in its words, that it could not load completely: it is read as it is, without its scripts.
      await expect(page.locator('[data-load-failure]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'fr' ? 'Prenez rendez-vous' : 'Book an appointment');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator(`a[href="tel:${site[locale].phones.emergency.e164}"]`).first()).toBeVisible();
      await expect(page.getByText(/couldn.t load/i)).toHaveCount(0);
    });
  }
});

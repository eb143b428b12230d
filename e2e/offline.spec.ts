import type { BrowserContext, Request, Route } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { site } from '../content/site';
import { offline } from '../copy/offline';
import { pages } from '../copy/pages';
import { formatHours } from '../lib/format';
import { pagePath, pendingRequestPath } from '../lib/routes';
import { LIMIT_RATE, SEND_PATIENCE_MS } from '../lib/appointment/emailjs-config';
import { expectNoA11yViolations } from './a11y';
import { drawnIn } from './drawn-fonts';
import { undrawnIcons } from './drawn-icons';
import { WEB_FONT_ATTRIBUTE } from '../lib/web-font';
import { fillRequest, form, marie, openForm, SEND_URL, TEST_KEYS } from './appointment-helpers';

/*
 * The site with its service worker, as a visitor with a failing connection has it. Every other spec
 * runs without the worker (playwright.config.ts): they test a first visit, where it does not serve yet.
 */
test.use({ serviceWorkers: 'allow' });

const french = offline.fr;
const ALL_IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;

/**
 * The network a test can cut as it really fails: the browser told it is offline (which reaches the
 * worker's own fetches too), and every request to the site or to EmailJS failing, worker's included.
 * `dead()` cuts the requests only: a dead link that the browser still calls « online ».
 * EmailJS answers `status` while connected, and every call is counted, whoever makes it.
 */
async function network(context: BrowserContext, status = 200) {
  let connected = true;
  const sends: Request[] = [];
  let answer = status;
  // While held, EmailJS has the request but its answer is on its way.
  let held: Promise<void> | null = null;
  await context.route(SEND_URL, async (route: Route) => {
    if (!connected) return route.abort('internetdisconnected');
    sends.push(route.request());
    if (held) await held;
    await route.fulfill({ status: answer, contentType: 'text/plain', body: answer === 200 ? 'OK' : 'Bad Request' });
  });
  await context.route((url) => url.hostname === '127.0.0.1', (route) => (connected ? route.fallback() : route.abort('internetdisconnected')));
  return {
    sends,
    answer: (next: number) => {
      answer = next;
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
async function keptByWorker(page: Page) {
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
function outboxEntries(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ status: string }[]>((resolve, reject) => {
        const open = indexedDB.open('aide-vie-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('requests').objectStore('requests').getAll();
          request.onsuccess = () => resolve(request.result as { status: string }[]);
        };
      }),
  );
}

test.describe('pages without a connection', () => {
  test('the worker registers after the page has loaded, under the CSP, and is served uncached with its own policy', { tag: '@nginx' }, async ({ page, context, request }) => {
    const fromWorker: string[] = [];
    context.on('request', (sent) => {
      if (sent.serviceWorker()) fromWorker.push(new URL(sent.url()).pathname);
    });
    await page.goto('/');
    await keptByWorker(page);
    // It keeps what the page loaded, and the offline pages: not the scripts modern browsers skip, nor other pages.
    const polyfills = await page.locator('script[nomodule]').evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
    expect(polyfills.length).toBeGreaterThan(0);
    expect(fromWorker).toContain('/offline.html');
    expect(fromWorker.filter((path) => polyfills.includes(path) || (path.endsWith('/') && path !== '/'))).toEqual([]);
    const response = await request.get('/sw.js');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; connect-src 'self' https://api.emailjs.com");
    const pagePolicy = (await request.get('/')).headers()['content-security-policy'];
    expect(pagePolicy).toContain("worker-src 'self'");
  });

  test('a page already seen opens again offline, complete: text, styles, artwork, icons, menu', { tag: '@nginx' }, async ({ page, context }) => {
    const net = await network(context);
    await page.goto('/about/');
    await keptByWorker(page);
    await net.cut();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Styled: the header keeps its layout (fixed, as the stylesheet says), the font is the web font.
    await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('1rem "Atkinson Hyperlegible Next"') || [...document.fonts].some((font) => font.status === 'loaded')))
      .toBe(true);
    const artwork = page.getByRole('main').locator('img').first();
    await expect.poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect.poll(() => undrawnIcons(page)).toMatchObject({ undrawn: [] });
    expect((await undrawnIcons(page)).drawn).toBeGreaterThan(5);
    // The scripts came from the device too: the phone menu opens.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('pages the worker serves are drawn in the web font, kept on the device, from their first paint', async ({ page }) => {
    const fonts: boolean[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(response.fromServiceWorker());
    });
    await page.goto('/');
    await keptByWorker(page);
    // The first visit stays in the fallback; from the next page on, the worker serves the font.
    expect(await drawnIn(page, 'h1')).not.toContain('Atkinson Hyperlegible Next');
    expect(fonts).toEqual([]);
    await page.goto(pagePath('about', 'fr'));
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), WEB_FONT_ATTRIBUTE)).toBe(true);
    expect(await drawnIn(page, 'h1')).toEqual(['Atkinson Hyperlegible Next']);
    expect(await drawnIn(page, 'main p')).toEqual(['Atkinson Hyperlegible Next']);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((fromWorker) => fromWorker)).toBe(true);
  });

  test('a page never seen shows the offline page: the phones to call, WhatsApp, e-mail, hours, and the pages that do open', async ({ page, context }) => {
    const net = await network(context);
    await page.goto('/');
    await keptByWorker(page);
    await page.goto('/about/');
    await keptByWorker(page);
    await net.cut();
    const response = await page.goto('/doctors/');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.page.title);
    for (const phone of Object.values(site.fr.phones)) {
      await expect(page.getByRole('main').locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();
    }
    await expect(page.getByRole('main').locator(`a[href="https://wa.me/${site.fr.whatsapp}"]`)).toBeVisible();
    await expect(page.getByRole('main').locator(`a[href="mailto:${site.fr.email}"]`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(formatHours(site.fr.centreHours[0]!, 'fr'));
    const available = page.getByRole('main').getByRole('list').filter({ has: page.locator('a[href="/about/"]') });
    // Each page seen, by its title, in the order of its address; nothing else.
    await expect(available.getByRole('link')).toHaveText([pages.fr.home.title, pages.fr.about.title]);
    expect(await available.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/', '/about/']);
    await expect(page.getByText(french.page.pagesEmpty)).toBeHidden();
    // Its icons too: the icon file is kept with the offline pages.
    await expect.poll(() => undrawnIcons(page)).toMatchObject({ undrawn: [] });
    expect((await undrawnIcons(page)).drawn).toBeGreaterThan(3);
    await expectNoA11yViolations(page, [...ALL_IMPACTS]);
    // No script runs there (its data blocks for search engines aside), and none is missing.
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    // A listed page opens offline.
    await available.locator('a[href="/about/"]').click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(french.page.title);
  });

  test('in English, the English offline page, listing the English pages seen', async ({ page, context }) => {
    const net = await network(context);
    await page.goto('/en/');
    await keptByWorker(page);
    await net.cut();
    await page.goto('/en/doctors/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offline.en.page.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').locator('a[href="/en/"]')).toHaveCount(1);
  });
});

test.describe('a request sent without a connection', () => {
  const waitingTitle = () => french.panel.waitingTitle;

  /** Sends the form with the network cut, after visiting `seen` (pages the device then has). */
  async function sendOffline(page: Page, context: BrowserContext, { status = 200, seen = [] as string[] } = {}) {
    const net = await network(context, status);
    for (const path of seen) {
      await page.goto(path);
      await keptByWorker(page);
    }
    await openForm(page);
    await keptByWorker(page);
    await fillRequest(page);
    await net.cut();
    await form(page).submit.click();
    await expect(page.getByRole('heading', { name: waitingTitle() })).toBeFocused();
    return net;
  }

  test('is kept on the device across a reload, then sent exactly once when the connection returns', { tag: '@nginx' }, async ({ page, context }) => {
    const net = await sendOffline(page, context, { seen: ['/services/'] });
    const panel = page.locator('[data-outbox-panel]');
    // Ways to send it at once, each with the whole request.
    for (const way of ['whatsapp', 'sms', 'email']) await expect(panel.locator(`[data-fallback="${way}"]`)).toBeVisible();
    await expect(panel.locator('[data-fallback="sms"]')).toHaveAttribute('href', new RegExp(`^sms:\\${site.fr.phones.reception.e164}\\?body=.*Marie%20Ngono`));
    await expectNoA11yViolations(page, [...ALL_IMPACTS]);

    await page.reload();
    await expect(page.getByRole('heading', { name: waitingTitle() })).toBeVisible();
    expect(await outboxEntries(page)).toHaveLength(1);
    // Every other page says, politely, that a request waits, with a link to it.
    await page.goto('/services/');
    const note = page.getByRole('status').filter({ hasText: french.note.waiting });
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: french.note.see })).toHaveAttribute('href', pendingRequestPath('fr'));
    await expectNoA11yViolations(page, [...ALL_IMPACTS]);
    expect(net.sends).toHaveLength(0);

    await net.restore();
    await expect(page.getByRole('status').filter({ hasText: french.note.sent })).toBeVisible();
    expect(net.sends).toHaveLength(1);
    const body = net.sends[0]!.postDataJSON();
    expect(body).toMatchObject(TEST_KEYS);
    expect(Object.keys(body.template_params).sort()).toEqual(['date', 'from_email', 'from_name', 'message', 'phone', 'reply_to', 'service', 'time']);
    expect(body.template_params).toMatchObject({ from_name: marie.fullName, phone: '+237671234567', service: marie.service, message: marie.message });
    // Gone from the device at once, and never sent again.
    expect(await outboxEntries(page)).toEqual([]);
    await page.goto(pagePath('appointment', 'fr'));
    await expect(form(page).submit).toBeEnabled();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(1);
  });

  test('a dead connection that still says « online »: the failed send waits in the outbox', async ({ page, context }) => {
    const net = await network(context);
    await openForm(page);
    await keptByWorker(page);
    await fillRequest(page);
    net.dead();
    await form(page).submit.click();
    await expect(page.getByRole('heading', { name: waitingTitle() })).toBeFocused();
    expect(await outboxEntries(page)).toHaveLength(1);
    await net.restore();
    // The browser may wake the worker first (the page asked for a Background Sync); otherwise the visitor's « Réessayer ».
    const sentHeading = page.getByRole('heading', { name: 'Demande envoyée' });
    const retry = page.getByRole('button', { name: french.panel.retry });
    await expect(sentHeading.or(retry)).toBeVisible();
    // It may be replaced by the confirmation under the click: either way the request leaves.
    if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => {});
    await expect(sentHeading).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(1);
  });

  /**
   * The form at the real time of day: here the page's claims are compared with the worker's and
   * another tab's clocks, which a clock set in the past would put out of step.
   */
  async function openFormNow(page: Page) {
    await openForm(page, pagePath('appointment', 'fr'), new Date());
    await keptByWorker(page);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await fillRequest(page, { ...marie, date: tomorrow });
  }

  test('a send left unanswered is shown as waiting, is never sent again meanwhile, and leaves once with its answer', async ({ page, context }) => {
    const net = await network(context);
    await openFormNow(page);
    const answer = net.hold();
    await form(page).submit.click();
    await expect.poll(() => net.sends.length).toBe(1);
    await expect(page.locator('[data-outbox-panel]')).toHaveCount(0);
    await page.clock.fastForward(SEND_PATIENCE_MS + 1_000);
    await expect(page.getByRole('heading', { name: waitingTitle() })).toBeFocused();
    // « Réessayer » while the first send may still arrive: nothing leaves a second time.
    await page.getByRole('button', { name: french.panel.retry }).click();
    await expect(page.getByText(french.panel.stillWaiting)).toBeVisible();
    expect(net.sends).toHaveLength(1);
    answer.release();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    expect(await outboxEntries(page)).toEqual([]);
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(1);
  });

  test('on a device that already has an outbox, an ordinary send is never shown as waiting, here or in another tab', async ({ page, context }) => {
    const net = await network(context);
    await openFormNow(page);
    await form(page).submit.click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/services/');
    // The other tab follows the outbox (its note is in the page), and has nothing to say.
    const otherNote = other.getByRole('status', { name: french.note.label });
    await expect(otherNote).toBeAttached();

    const answer = net.hold();
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await fillRequest(page, { ...marie, date: tomorrow, fullName: 'Paul Atangana' });
    // Past the form's own rate limit (one send per browser every few seconds).
    await page.clock.fastForward(LIMIT_RATE.throttle + 1_000);
    await form(page).submit.click();
    await expect.poll(() => net.sends.length).toBe(2);
    // On its way: the form says it is sending, nobody says it waits.
    await expect(form(page).submit).toBeDisabled();
    await page.waitForTimeout(1_500);
    await expect(page.locator('[data-outbox-panel]')).toHaveCount(0);
    await expect(otherNote).toHaveText('');
    answer.release();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(2);
    expect(await outboxEntries(page)).toEqual([]);
  });

  test('two tabs open when the connection returns: it is still sent once', async ({ page, context }) => {
    const net = await sendOffline(page, context);
    const second = await context.newPage();
    await second.goto(pagePath('appointment', 'fr'));
    await expect(second.getByRole('heading', { name: waitingTitle() })).toBeVisible();
    await net.restore();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(1);
  });

  test('leaves through Background Sync with every tab of the site closed', async ({ page, context, browser }) => {
    const net = await sendOffline(page, context);
    const origin = new URL(page.url()).origin;
    const blank = await context.newPage();
    await page.close();
    await net.restore();
    // What the browser does when the connection is back: wake the worker with the sync it was asked for.
    const cdp = await context.newCDPSession(blank);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
      registrations.push(...updated.filter((one: { scopeURL: string }) => one.scopeURL.startsWith(origin)).map((one: { registrationId: string }) => one.registrationId)),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: registrations[0]!, tag: 'outbox', lastChance: false });
    await expect.poll(() => net.sends.length).toBe(1);
    void browser;
  });

  test('refused (400) on the delayed send: the visitor sees it with the fallbacks, and it is never sent again', async ({ page, context }) => {
    const net = await sendOffline(page, context, { status: 400 });
    await net.restore();
    await expect(page.getByRole('heading', { name: french.panel.refusedTitle })).toBeVisible();
    expect(net.sends).toHaveLength(1);
    const panel = page.locator('[data-outbox-panel="refused"]');
    await expect(panel.locator('[data-fallback="whatsapp"]')).toBeVisible();
    // The next visit says so on every page, and sends nothing.
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: french.note.refused })).toBeVisible();
    await page.goto(pagePath('appointment', 'fr'));
    await expect(page.getByRole('heading', { name: french.panel.refusedTitle })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(1);
    // Deleted at the visitor's word, and the form is back.
    await page.getByRole('button', { name: french.panel.delete }).click();
    await expect(form(page).submit).toBeVisible();
    expect(await outboxEntries(page)).toEqual([]);
  });

  test('cancelled: deleted from the device at once, its words back in the form', async ({ page, context }) => {
    const net = await sendOffline(page, context);
    await page.getByRole('button', { name: french.panel.cancel }).click();
    await expect(form(page).fullName).toHaveValue(marie.fullName);
    await expect(page.getByText(french.panel.cancelled)).toBeVisible();
    expect(await outboxEntries(page)).toEqual([]);
    await net.restore();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(0);
  });
});

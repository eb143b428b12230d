import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../fixtures';
import { site } from '../../content/site';
import { offline } from '../../copy/offline';
import { outboxNote } from '../../copy/request/outbox';
import requestFr from '../../copy/request/fr';
import { pages } from '../../copy/pages';
import { formatHours } from '../../lib/format';
import { pagePath, pendingRequestPath } from '../../lib/routes';
import { RATE_LIMIT } from '../../lib/request/rate-limit';
import { SEND_PATIENCE_MS } from '../../lib/request/submit';
import { expectNoA11yViolations } from '../a11y/a11y';
import { drawnIn } from '../pipeline/drawn-fonts';
import { undrawnIcons } from '../pipeline/drawn-icons';
import { closeWithEscape, menuToggle, openMenu } from '../menu';
import { WEB_FONT_ATTRIBUTE } from '../../lib/web-font';
import { fillRequest, form, marie, TEST_KEYS } from '../request/appointment-helpers';
import { keptByWorker, network, openFormNow, outboxEntries, wakeWorkerWithSync } from './offline-helpers';
import { SERVICE_WORKER_URL } from '../../lib/service-worker/messages';
import { E2E_WORKER_POLICY } from '../../harness/e2e-build-env';

/*
 * The site with its service worker, as a visitor with a failing connection has it. Every other spec
 * runs without the worker (playwright.config.ts): they test a first visit, where it does not serve yet.
 */
test.use({ serviceWorkers: 'allow' });

const french = offline.fr;
const noteWords = outboxNote.fr;
const ALL_IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;

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
    const response = await request.get(SERVICE_WORKER_URL);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toBe(E2E_WORKER_POLICY);
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
    // The scripts came from the device too: the phone menu, which opens without them, closes on Escape.
    await openMenu(page);
    await closeWithEscape(page);
    await expect(menuToggle(page)).toBeFocused();
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
    await expect(page.getByRole('main')).toContainText(formatHours(site.fr.hours.reception[0]!, 'fr'));
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

  test('a page opened from a shared link is kept under its address, without the link’s tracking parameters', async ({ page, context }) => {
    /** Every address the worker keeps for /about/, whatever its query. */
    const keptCopies = () =>
      page.evaluate(async () => {
        const urls = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
        return urls.flat().filter((url) => new URL(url).pathname === '/about/');
      });
    const net = await network(context);
    await page.goto('/about/?fbclid=IwAR0xYz&utm_source=whatsapp');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const about = new URL('/about/', page.url()).href;
    await expect.poll(keptCopies).toEqual([about]);
    // The next visit, from another shared link, refreshes that one copy: no second one.
    await page.goto('/about/?utm_source=facebook&utm_medium=social');
    await page.goto('/about/');
    await page.waitForLoadState('load');
    await expect.poll(keptCopies).toEqual([about]);
    await net.cut();
    await page.goto('/about/?gclid=abc');
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
  const waitingTitle = () => requestFr.outbox.waitingTitle;

  /**
   * Sends the form with the network cut, after visiting `seen` (pages the device then has). At the
   * real time of day: the worker, which may send it, counts its seven days with the real clock.
   */
  async function sendOffline(page: Page, context: BrowserContext, { status = 200, relayStatus = 503, seen = [] as string[] } = {}) {
    const net = await network(context, status, relayStatus);
    for (const path of seen) {
      await page.goto(path);
      await keptByWorker(page);
    }
    await openFormNow(page);
    await net.cut();
    await form(page).submit.click();
    await expect(page.getByRole('heading', { name: waitingTitle() })).toBeFocused();
    return net;
  }

  test('is kept on the device across a reload, then sent exactly once when the connection returns', { tag: '@nginx' }, async ({ page, context }) => {
    const net = await sendOffline(page, context, { seen: ['/services/'] });
    const panel = page.locator('[data-outbox-panel]');
    const reference = (await panel.textContent())?.match(/AV-[2-9A-Z]{4}/)?.[0];
    expect(reference).toBeTruthy();
    // Ways to send it at once, each with the whole request and its reference.
    for (const way of ['whatsapp', 'sms', 'email']) await expect(panel.locator(`[data-fallback="${way}"]`)).toBeVisible();
    await expect(panel.locator('[data-fallback="sms"]')).toHaveAttribute('href', new RegExp(`^sms:\\${site.fr.phones.reception.e164}\\?body=.*${reference}.*Marie%20Ngono`));
    await expectNoA11yViolations(page, [...ALL_IMPACTS]);

    await page.reload();
    await expect(page.getByRole('heading', { name: waitingTitle() })).toBeVisible();
    expect(await outboxEntries(page)).toHaveLength(1);
    // Every other page says, politely, that a request waits, with a link to it.
    await page.goto('/services/');
    const note = page.getByRole('status').filter({ hasText: noteWords.waiting.one });
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: noteWords.see })).toHaveAttribute('href', pendingRequestPath('fr'));
    await expectNoA11yViolations(page, [...ALL_IMPACTS]);
    expect(net.sends).toHaveLength(0);

    await net.restore();
    await expect(page.getByRole('status').filter({ hasText: noteWords.sent })).toBeVisible();
    expect(net.sends).toHaveLength(1);
    const body = net.sends[0]!.postDataJSON();
    expect(body).toMatchObject(TEST_KEYS);
    expect(Object.keys(body.template_params).sort()).toEqual(['date', 'from_email', 'from_name', 'message', 'notice', 'phone', 'reference', 'reply_to', 'service', 'time']);
    expect(body.template_params).toMatchObject({
      from_name: marie.fullName,
      phone: '+237671234567',
      service: marie.service,
      reference,
      message: `Référence\u00A0: ${reference}\n${marie.message}`,
    });
    // Gone from the device at once, and never sent again.
    expect(await outboxEntries(page)).toEqual([]);
    await page.goto(pagePath('appointment', 'fr'));
    await expect(form(page).submit).toBeEnabled();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(1);
    // Offline is the visitor's connection: the second channel is never tried.
    expect(net.relaySends).toHaveLength(0);
  });

  test('a dead connection that still says « online »: the failed send waits in the outbox', async ({ page, context }) => {
    const net = await network(context);
    await openFormNow(page);
    net.dead();
    await form(page).submit.click();
    await expect(page.getByRole('heading', { name: waitingTitle() })).toBeFocused();
    expect(await outboxEntries(page)).toHaveLength(1);
    await net.restore();
    // The browser may wake the worker first (the page asked for a Background Sync); otherwise the visitor's « Réessayer ».
    const sentHeading = page.getByRole('heading', { name: 'Demande envoyée' });
    const retry = page.getByRole('button', { name: requestFr.outbox.retry });
    await expect(sentHeading.or(retry)).toBeVisible();
    // It may be replaced by the confirmation under the click: either way the request leaves.
    if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => {});
    await expect(sentHeading).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(1);
  });

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
    await page.getByRole('button', { name: requestFr.outbox.retry }).click();
    await expect(page.getByText(requestFr.outbox.stillWaiting)).toBeVisible();
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
    const otherNote = other.getByRole('status', { name: noteWords.label });
    await expect(otherNote).toBeAttached();

    const answer = net.hold();
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await fillRequest(page, { ...marie, date: tomorrow, fullName: 'Paul Atangana' });
    // Past the form's own rate limit (one send per browser every few seconds).
    await page.clock.fastForward(RATE_LIMIT.throttleMs + 1_000);
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
    await wakeWorkerWithSync(context, blank, origin);
    await expect.poll(() => net.sends.length).toBe(1);
    void browser;
  });

  test('refused by both channels for itself (413) on the delayed send: the visitor sees it with the fallbacks, and it is never sent again', async ({ page, context }) => {
    const net = await sendOffline(page, context, { status: 413, relayStatus: 413 });
    await net.restore();
    await expect(page.getByRole('heading', { name: requestFr.outbox.refusedTitle })).toBeVisible();
    expect(net.sends).toHaveLength(1);
    const panel = page.locator('[data-outbox-panel="refused"]');
    await expect(panel.locator('[data-fallback="whatsapp"]')).toBeVisible();
    // The next visit says so on every page, and sends nothing.
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: noteWords.refused })).toBeVisible();
    await page.goto(pagePath('appointment', 'fr'));
    await expect(page.getByRole('heading', { name: requestFr.outbox.refusedTitle })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(1);
    // Deleted at the visitor's word, and the form is back.
    await page.getByRole('button', { name: requestFr.outbox.delete }).click();
    await expect(form(page).submit).toBeVisible();
    expect(await outboxEntries(page)).toEqual([]);
  });

  test('cancelled: deleted from the device at once, its words back in the form', async ({ page, context }) => {
    const net = await sendOffline(page, context);
    await page.getByRole('button', { name: requestFr.outbox.cancel }).click();
    await expect(form(page).fullName).toHaveValue(marie.fullName);
    await expect(page.getByText(requestFr.outbox.cancelled)).toBeVisible();
    expect(await outboxEntries(page)).toEqual([]);
    await net.restore();
    await page.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(0);
  });
});

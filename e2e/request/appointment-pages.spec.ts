import { expect, settled, test, type APIRequestContext, type Page } from '../fixtures';
import { mapUrl, phoneList as phoneListIn, site as siteByLocale } from '../../content/site';
import { formatHours } from '../../lib/format';
import { pagePath } from '../../lib/routes';
import { EMAILJS_SEND_URL } from '../../lib/request/channels/emailjs';
import { expectNoA11yViolations } from '../a11y/a11y';
import { MIN_TARGET } from '../a11y/target-size';
import { routes } from '../routes';
import { answerNotices, answerRelay, answerSends, chooseCountry, fillRequest, form, FORM_PAGES, marie, NOTIFY_URL, openForm, PHONE_LIBRARY, SEND_URL, submitAndConfirm } from './appointment-helpers';

// The French views: these tests check the French site (the English one has its own).
const phoneList = phoneListIn('fr');
const site = siteByLocale.fr;

// Words, links and requests are the same at any width: those tests are @phone-only (playwright.config.ts);
// the desktop keeps the layout, the targets and the states under axe.
test.describe('/appoitment', () => {
  test('title, centre name as subtitle, opening hours and quick contact', { tag: '@phone-only' }, async ({ page }) => {
    await openForm(page, pagePath('appointment', 'fr'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenez rendez-vous');
    await expect(page.getByRole('main').getByText(site.name, { exact: true }).first()).toBeVisible();

    const hours = page.getByRole('region', { name: 'Horaires' });
    for (const line of site.hours.appointments) {
      await expect(hours).toContainText(line.label);
      await expect(hours).toContainText(formatHours(line, 'fr'));
    }
    const quick = page.getByRole('region', { name: 'Contact rapide' });
    await expect(quick.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${site.phones.reception.e164}`);
    await expect(quick.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${site.email}`);
  });
});

test.describe('/contact', { tag: '@phone-only' }, () => {
  test('address with its map link, every phone line, the e-mail, WhatsApp, the hours and the form', async ({ page }) => {
    await openForm(page, pagePath('contact', 'fr'));
    const main = page.getByRole('main');
    await expect(main).toContainText(site.address.street);
    await expect(main).toContainText(site.address.city);
    const map = main.getByRole('link', { name: /OpenStreetMap/ });
    await expect(map).toHaveAttribute('href', mapUrl);
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(map).toHaveAttribute('target', '_blank');
    for (const phone of phoneList) {
      await expect(main.locator(`a[href="tel:${phone.e164}"]`).first()).toBeVisible();
      await expect(main).toContainText(phone.label);
    }
    await expect(main.locator(`a[href="mailto:${site.email}"]`).first()).toBeVisible();
    const whatsapp = main.getByRole('link', { name: /WhatsApp/ }).first();
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${site.whatsapp}`);
    for (const line of site.hours.reception) await expect(main).toContainText(formatHours(line, 'fr'));
    await expect(form(page).root).toBeVisible();
  });

  test('on the English site, the street and the hours are written in English', async ({ page }) => {
    await page.goto(pagePath('contact', 'en'));
    const main = page.getByRole('main');
    await expect(main).toContainText(siteByLocale.en.address.street);
    await expect(main).not.toContainText(site.address.street);
    for (const line of siteByLocale.en.hours.reception) await expect(main).toContainText(formatHours(line, 'en'));
  });
});

for (const path of FORM_PAGES) {
  test.describe(path, () => {
    test('two columns on a large screen, one on a phone, never a horizontal scroll', async ({ page }) => {
      await openForm(page, path);
      const formBox = (await form(page).root.boundingBox())!;
      const asideName = path === pagePath('contact', 'fr') ? 'Adresse' : 'Horaires';
      const asideBox = (await page.getByRole('region', { name: asideName }).boundingBox())!;
      const wide = page.viewportSize()!.width >= 960;
      if (wide) {
        // Side by side: they share the same rows.
        expect(asideBox.y).toBeLessThan(formBox.y + formBox.height);
        expect(Math.abs(asideBox.x - formBox.x)).toBeGreaterThan(200);
      } else {
        expect(Math.abs(asideBox.x - formBox.x)).toBeLessThan(40);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });

    test('controls are large enough to touch (MIN_TARGET, WCAG 2.5.5)', async ({ page }) => {
      const f = await openForm(page, path);
      for (const control of [f.fullName, f.email, f.phone, f.country, f.date, f.time, f.service, f.submit]) {
        const box = (await control.boundingBox())!;
        expect(box.height, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(MIN_TARGET);
      }
    });

    test('no request to any other host: flags are ours, EmailJS then the staff\'s notice only on submit', { tag: '@phone-only' }, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
      });
      await answerSends(page, 200);
      await answerNotices(page);
      const f = await openForm(page, path);
      await settled(page);
      expect(foreign).toEqual([]);

      // Other countries' flags come from /flags/ too.
      for (const country of ['FR', 'NG', 'US']) {
        await chooseCountry(page, country);
        await expect(f.root.locator(`img[src="/flags/${country}.svg"]`)).toHaveCount(1);
      }
      await chooseCountry(page, 'CM');
      await fillRequest(page);
      await settled(page);
      expect(foreign).toEqual([]);

      await submitAndConfirm(page);
      // The e-mail, then the notice to the staff's phones (lib/request/notice/), which the page sends after
      // the e-mail was taken and never waits for.
      await expect.poll(() => foreign.map((url) => url.split('?')[0])).toEqual([SEND_URL, NOTIFY_URL]);
      expect(foreign.join()).not.toContain('purecatamphetamine');
    });
  });
}

/** Every script the page has loaded so far, with its text. */
async function loadedScripts(page: Page, path: string) {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.text().catch(() => ''));
  });
  await page.goto(path);
  await settled(page);
  return scripts;
}

/** What a route's HTML makes the browser download at once: its scripts and style sheets. */
async function firstLoadAssets(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const urls = [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!),
  ];
  expect(urls.length, path).toBeGreaterThan(0);
  return Promise.all(urls.map(async (url) => ({ url, text: await (await request.get(url)).text() })));
}

// EmailJS's address: only the request's own code (lib/request/channels/emailjs.ts) spells it.
const EMAILJS = EMAILJS_SEND_URL;
const carrying = (assets: { url: string; text: string }[], marker: string) =>
  assets.filter((asset) => asset.text.includes(marker)).map((asset) => asset.url);

test.describe('JavaScript cost', { tag: '@phone-only' }, () => {
  test('no page loads the phone library or EmailJS with its HTML', async ({ request }) => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining([...FORM_PAGES]));
    for (const path of paths) {
      const assets = await firstLoadAssets(request, path);
      expect(carrying(assets, PHONE_LIBRARY), path).toEqual([]);
      expect(carrying(assets, EMAILJS), path).toEqual([]);
    }
  });

  test('on /contact, on a phone, the phone library comes only once the form nears the screen', async ({ page }) => {
    // On a large screen the form is near from the start.
    await page.setViewportSize({ width: 360, height: 740 });
    const scripts = await loadedScripts(page, pagePath('contact', 'fr'));
    const hasLibrary = () => [...scripts.values()].some((text) => text.includes(PHONE_LIBRARY));
    await expect(form(page).submit).toBeEnabled();
    expect(hasLibrary()).toBe(false);
    await form(page).root.scrollIntoViewIfNeeded();
    await expect.poll(hasLibrary).toBe(true);
  });

  test('the code that sends to EmailJS is not in the page: it comes once the page is idle, before any send', async ({ page }) => {
    const scripts = new Map<string, string>();
    let loadedAt = 0;
    page.on('load', () => (loadedAt = Date.now()));
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), `${Date.now()} ${await response.text().catch(() => '')}`);
    });
    await page.goto(pagePath('appointment', 'fr'));
    const sender = () => [...scripts.values()].find((text) => text.includes(EMAILJS));
    await expect.poll(sender).toBeTruthy();
    // After the page's own load: the first view never waits for it.
    expect(loadedAt).toBeGreaterThan(0);
    expect(Number(sender()!.split(' ')[0])).toBeGreaterThanOrEqual(loadedAt);
  });
});

test.describe('accessibility (axe: no serious or critical violation)', () => {
  // axe walks the whole page, several times per test: give it room on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  // The empty form is checked with its page, at every impact, in every-route.spec.ts.
  for (const path of FORM_PAGES) {
    test(`${path}, with every error shown`, async ({ page }) => {
      const f = await openForm(page, path);
      await f.phone.fill('6712');
      await f.submit.click();
      await expect(f.fullName).toBeFocused();
      await expectNoA11yViolations(page);
    });

    test(`${path}, with the failure alert and the fallback`, async ({ page }) => {
      // Refused by both channels: 413 is the one answer that is the request's own fault (lib/request/answers.ts).
      await answerSends(page, 413);
      await answerRelay(page, 413);
      const f = await openForm(page, path);
      await fillRequest(page);
      await f.submit.click();
      await expect(f.alert).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test(`${path}, with the confirmation`, async ({ page }) => {
      await answerSends(page, 200);
      await answerNotices(page);
      const f = await openForm(page, path);
      await fillRequest(page, { ...marie, message: '' });
      await f.submit.click();
      await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeFocused();
      await expectNoA11yViolations(page);
    });
  }

  test('/appoitment, offline notice', async ({ page, context }) => {
    await openForm(page, pagePath('appointment', 'fr'));
    await context.setOffline(true);
    await expect(page.getByText('Vous êtes hors connexion')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

import { readFile } from 'node:fs/promises';
import { visitCopy } from '../../copy/request/visit';
import { site } from '../../content/site';
import { fill } from '../../lib/i18n';
import { GATEWAY_VISIT_PATHS } from '../../lib/request/gateway/protocol';
import { visitLink, visitPath } from '../../lib/routes';
import { E2E_GATEWAY_URL } from '../../harness/e2e-build-env';
import { expectNoA11yViolations } from '../a11y/a11y';
import { SITE } from './gateway-helpers';
import { day, elsewhere, fakeVisitRoutes, nbsp, TOKEN, view, when, words } from './visit-fakes';
import { keptByWorker, network } from '../offline/offline-helpers';
import { expect, settled, test } from '../fixtures';

/*
 * The visit agreed on the phone (issues 77 and 83), as a family reads it on the link's page, on the gateway's export
 * (playwright.gateway.config.ts) with the visit's routes faked by routing (visit-fakes.ts; the journey through the real
 * gateway: visit-journey.spec.ts, visit-follow.spec.ts): opened in a fresh browser context, its calendar file,
 * « Je dois changer », a wrong token, moved, cancelled. At 390 px, under the real policy (e2e/fixtures.ts). The device
 * that sent the request: visit-device.spec.ts.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a fresh browser context opens the message’s link: the visit heads the page, the token posted once to the gateway and nowhere else; its calendar file; no accessibility fault at 390 px', async ({ page, context }) => {
  const gateway = await fakeVisitRoutes(context, view());
  const others = elsewhere(page);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const response = await page.goto(visitLink(SITE, 'fr', TOKEN));
  await settled(page);
  // Its own strict policy, which lets it reach the site and the gateway alone; never indexed.
  const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1]?.trim().split(/\s+/);
  expect(connect).toEqual(["'self'", E2E_GATEWAY_URL]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const headline = page.locator('[data-visit-headline]');
  await expect(headline).toHaveText(`Votre rendez-vous${nbsp}: ${when()}, à domicile (Bastos).`);
  expect(await headline.textContent()).toMatch(/^Votre rendez-vous\u00A0: (lundi|mardi|mercredi|jeudi|vendredi) \d{1,2}(er)? \S+ à 11\u00A0h, à domicile \(Bastos\)\.$/);
  await expect(page.locator('main')).toContainText(fill(words.reference, { reference: 'AV-7K3Q' }));
  // The centre's phone and WhatsApp, read by name from the site's settings.
  await expect(page.locator(`main a[href="tel:${site.fr.phones.reception.e164}"]`)).toBeVisible();
  await expect(page.locator(`main a[href="${site.fr.social.whatsapp}"]`)).toBeVisible();

  // One POST of the token, in its body, to the gateway; no referrer; the token in no address, no storage.
  expect(gateway.posted.map(({ path, body }) => ({ path, body }))).toEqual([{ path: GATEWAY_VISIT_PATHS.visit, body: { token: TOKEN } }]);
  expect(gateway.posted[0]!.headers.referer).toBeUndefined();
  expect(addresses.filter((url) => url.includes(TOKEN))).toEqual([]);
  expect(others).toEqual([]);
  const stored = await page.evaluate(async () => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
  expect(stored).toEqual({ local: '{}', session: '{}', databases: [] });

  await expectNoA11yViolations(page, ['minor', 'moderate', 'serious', 'critical']);
  if (process.env.VISIT_SCREENSHOT) await page.screenshot({ path: process.env.VISIT_SCREENSHOT, fullPage: true });
  // Read at 390 px, at 320 px and at 200 % zoom of a laptop (e2e/a11y/reflow.spec.ts reads the page without a visit): never sideways.
  for (const size of [{ width: 390, height: 844 }, { width: 320, height: 640 }, { width: 640, height: 400 }]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${size.width} px`).toBeLessThanOrEqual(size.width);
    for (const part of ['[data-visit-headline]', '[data-visit-answer="change"]', '[data-visit-share]']) {
      const box = (await page.locator(part).boundingBox())!;
      expect(box.x + box.width, `${part} at ${size.width} px`).toBeLessThanOrEqual(size.width);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // « Ajouter à mon agenda »: a file made in the page, RFC 5545, in Yaoundé's time, in the page's language.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.calendar.add }).click()]);
  expect(download.suggestedFilename()).toBe('rendez-vous-AV-7K3Q.ics');
  const file = await readFile((await download.path())!, 'utf8');
  expect(file.endsWith('\r\n')).toBe(true);
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = file.replace(/\r\n /g, '').split('\r\n');
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'));
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('TZID:Africa/Douala');
  expect(event).toContain(`DTSTART;TZID=Africa/Douala:${day.replaceAll('-', '')}T110000`);
  expect(event).toContain(`DTEND;TZID=Africa/Douala:${day.replaceAll('-', '')}T120000`);
  expect(event).toContain(`SUMMARY:${fill(words.calendar.summary, { centre: site.fr.shortName })}`);
  expect(event).toContain('LOCATION:À domicile (Bastos)');
  expect(event.find((line) => line.startsWith('UID:'))).toMatch(/^UID:AV-7K3Q@/);
  expect(file).not.toContain(TOKEN);
  // Nothing more was asked of the gateway for it.
  expect(gateway.posted).toHaveLength(1);
});

test('« Je dois changer »: one tap, the answer posted with the token, what happens said, the chosen one alone looks chosen; the other answer stays on hand; an answer that did not go, or was not taken, says why', async ({ page, context }) => {
  const gateway = await fakeVisitRoutes(context, view());
  await page.goto(visitLink(SITE, 'fr', TOKEN));
  const change = page.getByRole('button', { name: words.answers.change });
  const coming = page.getByRole('button', { name: words.answers.coming });
  await expect(change).toHaveAttribute('aria-pressed', 'false');
  await change.click();
  const said = page.locator('[data-visit-said]');
  await expect(said).toHaveText(words.answered.change);
  await expect(change).toHaveAttribute('aria-pressed', 'true');
  // The chosen one filled and ticked, the other plain: the dark « Je serai là » no longer looks chosen.
  await expect(change).toHaveClass(/btn-primary/);
  await expect(coming).toHaveClass(/btn-outline/);
  await expect(coming).toHaveAttribute('aria-pressed', 'false');
  expect(gateway.posted.at(-1)).toMatchObject({ path: GATEWAY_VISIT_PATHS.answer, body: { token: TOKEN, answer: 'change' } });
  // Read again later, the page still says it.
  await page.reload();
  await expect(said).toHaveText(words.answered.change);

  gateway.fail(true);
  await coming.click();
  await expect(said).toHaveText(words.notAnswered.offline);
  await expect(change).toHaveAttribute('aria-pressed', 'true');
  // A gateway that answers with the visit as it stands, « Je dois changer » kept: said, never silent.
  gateway.fail(false);
  gateway.refuse(true);
  await coming.click();
  await expect(said).toHaveText(fill(words.notAnswered['not-taken'], { answer: words.answers.change }));
  await expect(change).toHaveAttribute('aria-pressed', 'true');
  gateway.refuse(false);
  await coming.click();
  await expect(said).toHaveText(words.answered.coming);
  await expect(coming).toHaveAttribute('aria-pressed', 'true');
  await expect(coming).toHaveClass(/btn-primary/);
  await expect(change).toHaveClass(/btn-outline/);
  expect(gateway.posted.filter((post) => post.path === GATEWAY_VISIT_PATHS.answer).map((post) => post.body.answer)).toEqual(['change', 'coming', 'coming', 'coming']);

  // The address's limit: said as such, not as a connection's fault.
  gateway.limit(true);
  await change.click();
  await expect(said).toHaveText(words.notAnswered.limited);
  await expect(coming).toHaveAttribute('aria-pressed', 'true');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the worker keeps the page’s shell, as any page’s: offline it opens, says it cannot read the visit, with the phones; back online, « Réessayer » reads it', async ({ page, context }) => {
    await fakeVisitRoutes(context, view());
    // Registered after the visit's routes, so asked first: it cuts them too.
    const net = await network(context);
    await page.goto(visitLink(SITE, 'fr', TOKEN));
    await expect(page.locator('[data-visit-headline]')).toBeVisible();
    await keptByWorker(page);

    await net.cut();
    await page.reload();
    await expect(page.locator('[data-visit-page="failed"]')).toContainText(words.failed.offline);
    await expect(page.locator(`main a[href="tel:${site.fr.phones.reception.e164}"]`)).toBeVisible();
    await net.restore();
    await page.getByRole('button', { name: words.retry }).click();
    await expect(page.locator('[data-visit-headline]')).toHaveText(`Votre rendez-vous${nbsp}: ${when()}, à domicile (Bastos).`);
  });
});

test('a wrong, old or missing token, or a visit the gateway no longer has: one plain message, the same for every reason, with the phones; the page asks nothing for a fragment that is no token', async ({ page, context }) => {
  const gateway = await fakeVisitRoutes(context, view());
  const message = page.locator('[data-visit-page="unknown"]');
  for (const address of [visitLink(SITE, 'fr', 'Zx9Vb7yK1pZr0Lm9sT2wXcA'), `${SITE}${visitPath('fr')}`, `${SITE}${visitPath('fr')}#rappel`]) {
    await page.goto(address);
    await expect(message).toHaveText(words.unknown);
    await expect(page.locator(`main a[href="tel:${site.fr.phones.reception.e164}"]`)).toBeVisible();
    await expect(page.locator('[data-visit-headline]')).toHaveCount(0);
  }
  expect(gateway.posted.map((post) => post.body.token)).toEqual(['Zx9Vb7yK1pZr0Lm9sT2wXcA']);
  // The link of a request the inbox swept since.
  gateway.set(null);
  await page.goto(visitLink(SITE, 'fr', TOKEN));
  await expect(message).toHaveText(words.unknown);
});

test('a moved visit shows the new time; a cancelled one says so first, then when it was, never why, and offers nothing to answer, only the file that takes it out of a calendar; in English, the same', async ({ page, context }) => {
  const gateway = await fakeVisitRoutes(context, view({ revision: 2, time: '15:30', place: 'centre', district: undefined }));
  await page.goto(visitLink(SITE, 'fr', TOKEN));
  const headline = page.locator('[data-visit-headline]');
  await expect(headline).toHaveText(`Votre rendez-vous${nbsp}: ${when(day, '15:30')}, au centre.`);
  gateway.set(view({ state: 'cancelled' }));
  await page.reload();
  await expect(headline).toHaveText(words.headline.cancelled);
  await expect(page.locator('main')).toContainText(fill(words.was, { when: when(), where: 'à domicile (Bastos)', with: '' }));
  await expect(page.getByRole('button', { name: words.answers.coming })).toHaveCount(0);
  await expect(page.getByRole('button', { name: words.calendar.add })).toHaveCount(0);
  await expect(page.getByRole('button', { name: words.share.button })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.calendar.remove }).click()]);
  const file = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
  expect(file).toContain('\r\nMETHOD:CANCEL\r\n');
  expect(file).toContain('\r\nSTATUS:CANCELLED\r\n');
  expect(file).toMatch(/\r\nUID:AV-7K3Q@/);

  gateway.set(view());
  await page.goto(visitLink(SITE, 'en', TOKEN));
  await expect(headline).toHaveText(`Your appointment: ${when(day, '11:00', 'en')}, at home (Bastos).`);
  await expect(page.getByRole('button', { name: visitCopy.en.calendar.add })).toBeVisible();
});

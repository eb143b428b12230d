import requestFr from '../../copy/request/fr';
import { GATEWAY_PATHS, GATEWAY_VISIT_PATHS, type GatewayRequestStatus, type GatewayStatusQuery } from '../../lib/request/gateway/protocol';
import { pagePath, visitLink, visitPath } from '../../lib/routes';
import { E2E_GATEWAY_URL } from '../../harness/e2e-build-env';
import { expectNoA11yViolations } from '../a11y/a11y';
import { fillRequest, form, marie, shownReference } from './appointment-helpers';
import { SITE } from './gateway-helpers';
import { day, fakeVisitRoutes, nbsp, TOKEN, view, when, words } from './visit-fakes';
import { expect, test } from '../fixtures';

/*
 * The visit agreed on the phone (issues 77 and 83) on the device that sent the request, on the gateway's export
 * (playwright.gateway.config.ts), its status and the visit's routes faked by routing: the confirmation's headline
 * becomes the visit, with its buttons and its link to share; the note of every page says it; the link's page, the
 * same words. At 390 px, under the real policy (e2e/fixtures.ts). The link's page alone: visit-gateway.spec.ts.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('the sending device: once its status carries a visit, the confirmation’s headline is the visit, with who comes; what the family asked for below it; the line about a confirmation to come gone; the same buttons, the link to share; the note of every page says it, and the link’s page the same words', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
  // The gateway of issue 83 on: the link's view says who comes too, as the status does.
  const gateway = await fakeVisitRoutes(context, view({ with: 'Awa', sequence: 0 }));
  // The request goes to the real gateway; what became of it, the status route answers here: Awa called and agreed a visit.
  let withVisit = false;
  await context.route(`${E2E_GATEWAY_URL}${GATEWAY_PATHS.status}`, async (route) => {
    const request = route.request();
    const cors = { 'Access-Control-Allow-Origin': SITE, 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Allow-Methods': 'POST' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const { ids } = request.postDataJSON() as GatewayStatusQuery;
    const since = Date.now() - 5 * 60_000;
    const statuses: GatewayRequestStatus[] = ids.map((id) =>
      withVisit
        ? { id, state: 'taken', by: 'Awa', since, outcome: { kind: 'called', at: since, appointment: { date: day, time: '11:00' } }, visit: { revision: 1, date: day, time: '11:00', place: 'home', district: 'Bastos', state: 'booked', with: 'Awa', token: TOKEN } }
        : { id, state: 'received' },
    );
    return route.fulfill({ status: 200, headers: cors, json: { statuses } });
  });
  await page.clock.install();
  await page.goto(pagePath('appointment', 'fr'));
  const f = form(page);
  await expect(f.submit).toBeEnabled();
  await fillRequest(page, { ...marie, date: day, time: '10:30' });
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  const reference = await shownReference(page);
  const confirmation = page.getByRole('status').filter({ hasText: reference });
  // Before a visit: what the family asked for heads it, and the line that the time is confirmed only after our answer.
  const onlyAfter = 'Le rendez-vous est confirmé seulement après notre réponse.';
  await expect(confirmation).toContainText(onlyAfter);
  await expect(confirmation.locator('[data-visit-headline]')).toHaveCount(0);

  withVisit = true;
  await page.clock.fastForward(60_000);
  const headline = confirmation.locator('[data-visit-headline]');
  await expect(headline).toHaveText(`Votre rendez-vous${nbsp}: ${when()}, à domicile (Bastos), avec Awa.`);
  await expect(confirmation.locator('[data-visit-asked]')).toContainText('Vous aviez demandé');
  await expect(confirmation.locator('[data-visit-asked]')).toContainText(marie.service);
  await expect(confirmation).not.toContainText(onlyAfter);
  // Her call's line no longer repeats the day: one time on the page, the visit's.
  await expect(confirmation.locator('[data-sent-status="taken"]')).toHaveText(/^Awa vous a téléphoné à .+\.$/);
  await expect(confirmation.locator('[data-sent-status="taken"]')).not.toContainText('Votre rendez-vous');
  // The headline comes first: above what the family asked for, above the reference.
  const top = (selector: string) => confirmation.locator(selector).first().evaluate((element) => element.getBoundingClientRect().top);
  expect(await top('[data-visit-headline]')).toBeLessThan(await top('[data-visit-asked]'));
  expect(await top('[data-visit-asked]')).toBeLessThan(await top('[data-reference]'));

  // « Je serai là », with the token the status gave; the device keeps the answer.
  await confirmation.getByRole('button', { name: words.answers.coming }).click();
  await expect(confirmation.locator('[data-visit-said]')).toHaveText(words.answered.coming);
  expect(gateway.posted.at(-1)).toMatchObject({ path: GATEWAY_VISIT_PATHS.answer, body: { token: TOKEN, answer: 'coming' } });
  // « Envoyer le lien à un proche »: this phone has no share sheet here, so the link is copied, and it says so.
  const share = confirmation.getByRole('button', { name: words.share.button });
  await share.click();
  await expect(confirmation).toContainText(words.share.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(visitLink(SITE, 'fr', TOKEN));
  await expectNoA11yViolations(page, ['minor', 'moderate', 'serious', 'critical']);
  if (process.env.VISIT_DEVICE_SCREENSHOT) await confirmation.screenshot({ path: process.env.VISIT_DEVICE_SCREENSHOT });

  // Another page: its note says the visit, and leads to its page, which reads it by its token.
  await page.goto(pagePath('services', 'fr'));
  const note = page.locator('[data-visit-note]');
  await expect(note).toHaveText(`Votre rendez-vous${nbsp}: ${when()}, à domicile (Bastos), avec Awa.`);
  const link = page.getByRole('link', { name: words.see });
  await expect(link).toHaveAttribute('href', `${visitPath('fr')}#${TOKEN}`);
  await link.click();
  // One view: the link's page says what the sending phone says, who comes included.
  await expect(page.locator('[data-visit-headline]')).toHaveText(`Votre rendez-vous${nbsp}: ${when()}, à domicile (Bastos), avec Awa.`);
  await expect(page.locator('[data-visit-said]')).toHaveText(words.answered.coming);
  expect(requestFr.confirmation.reply).toContain(onlyAfter);
});

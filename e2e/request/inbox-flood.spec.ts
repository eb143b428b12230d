import { WORDS } from '../../gateway/src/inbox/words';
import { DEFAULT_REPEATS_ON_TOP } from '../../gateway/src/settings';
import { pagePath } from '../../lib/routes';
import { fillRequest, form, marie, shownReference, type AppointmentInput } from './appointment-helpers';
import { startFloodGateway } from './flood-gateway';
import { appointmentDay, noticesFor, postAsABrowser } from './gateway-helpers';
import { outboxEntries } from '../offline/offline-helpers';
import { expect, test, type Page } from '../fixtures';

/*
 * Families share their address with strangers (issue 72: carrier-grade NAT). On the gateway's export, against the
 * real gateway under workerd: a stranger's script sends 60 requests from the family's own address (this machine's,
 * as the browser's), each with a real proof; then the family sends from the page, and is received at once, on the
 * first list, named in a notice; Awa, on her phone at 390 px, sweeps the flood after seeing what the sweep takes;
 * the family stays; the next family from that address is received and kept, and the stranger's next request waits
 * « À vérifier », kept and named (issue 78: « Indésirables » is a person's doing). A gateway of its own
 * (flood-gateway.ts).
 */

const said = WORDS.fr;
const STRANGER = {
  fullName: 'Gagnez Un Cadeau',
  email: 'promo@cadeaux.example',
  phone: '+237650007272',
  message: 'Félicitations ! Vous avez gagné un téléphone : appelez vite notre service client pour le recevoir.',
};
const FLOOD = 60;
const paulette: AppointmentInput = { ...marie, fullName: 'Paulette Eyenga', email: 'paulette.eyenga@example.com', phone: '677889900', message: 'Pour mon père, le matin.' };

/** A family's request from the appointment page, as it sends it: the confirmation's reference, and how long « Envoyer » took to say so. */
async function sendFromThePage(page: Page, family: AppointmentInput): Promise<string> {
  await page.goto(pagePath('appointment', 'fr'));
  const f = form(page);
  await expect(f.submit).toBeEnabled();
  await fillRequest(page, { ...family, date: appointmentDay(), time: '15:00' });
  const started = Date.now();
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  // Received at once: the gateway's answer, not a request kept on the phone for later.
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(await outboxEntries(page)).toEqual([]);
  return shownReference(page);
}

test('a stranger’s 60 requests from a family’s address: the family received at once, on top, named in a notice; Awa sees what the sweep takes, sweeps; the family stays; the next family is kept', async ({ page, context, browser }) => {
  const gateway = await startFloodGateway();
  try {
    // The stranger, from this machine's address (the family's page's too): 60 times the same request, each proof solved.
    for (let i = 0; i < FLOOD; i += 1) {
      const answer = await postAsABrowser(gateway.url, { reference: 'AV-7272', values: STRANGER });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ outcome: 'sent' });
    }

    // The family, from the page, on that address.
    await gateway.route(context);
    const family = await sendFromThePage(page, marie);
    await expect.poll(async () => (await noticesFor(family)).length, { timeout: 15_000 }).toBe(1);

    // Awa, on her phone: the family on the first list; the stranger's repeats apart, their first few beside the family.
    const staff = await context.newPage();
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.goto(gateway.inbox);
    await expect(staff.getByRole('article').filter({ hasText: family })).toBeVisible();
    const tabs = staff.getByRole('navigation', { name: said.viewsLabel });
    await expect(tabs.getByRole('link', { name: `${said.views.check} ${FLOOD - DEFAULT_REPEATS_ON_TOP}` })).toBeVisible();

    // « Toutes indésirables… »: first what it takes, the stranger's 60 and not the family.
    await tabs.getByRole('link', { name: new RegExp(`^${said.views.check}`) }).click();
    await expect(staff.getByRole('heading', { name: said.check.group(FLOOD - DEFAULT_REPEATS_ON_TOP, 'message', null) })).toBeVisible();
    await staff.getByRole('link', { name: said.junkGroup.open }).click();
    const sweep = staff.locator('.sweep');
    await expect(sweep.getByRole('heading', { name: said.junkGroup.title(FLOOD) })).toBeVisible();
    await expect(sweep.getByRole('listitem')).toHaveCount(FLOOD);
    await expect(sweep.getByRole('listitem').filter({ hasText: said.junkGroup.onTop })).toHaveCount(DEFAULT_REPEATS_ON_TOP);
    await expect(sweep).not.toContainText(family);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await sweep.getByRole('button', { name: said.junkGroup.confirm(FLOOD) }).click();
    await expect(staff.getByRole('status')).toHaveText(said.flash['junk-group'](FLOOD));

    // The family stays on top, the flood in « Indésirables », kept.
    await staff.goto(gateway.inbox);
    await expect(staff.getByRole('article').filter({ hasText: family })).toBeVisible();
    await expect(staff.getByRole('article')).toHaveCount(1);
    await expect(tabs.getByRole('link', { name: `${said.views.junk} ${FLOOD}` })).toBeVisible();

    // The next family from the address, on its own phone: received at once, kept, told; the stranger's next request: kept apart, « À vérifier », named.
    const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use;
    const otherPhone = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
    await gateway.route(otherPhone);
    const next = await sendFromThePage(await otherPhone.newPage(), paulette);
    await otherPhone.close();
    await expect.poll(async () => (await noticesFor(next)).length, { timeout: 15_000 }).toBe(1);
    const again = await postAsABrowser(gateway.url, { reference: 'AV-7373', values: STRANGER });
    expect(await again.json()).toEqual({ outcome: 'sent' });
    await staff.reload();
    await expect(staff.getByRole('article').filter({ hasText: next })).toBeVisible();
    await expect(staff.getByRole('article').filter({ hasText: family })).toBeVisible();
    await expect(tabs.getByRole('link', { name: `${said.views.junk} ${FLOOD}` })).toBeVisible();
    await expect(tabs.getByRole('link', { name: `${said.views.check} 1` })).toBeVisible();
    await expect.poll(async () => (await noticesFor('AV-7373')).length, { timeout: 15_000 }).toBe(1);
  } finally {
    await gateway.close();
  }
});

import { WORDS } from '../../gateway/src/inbox/words';
import { pagePath } from '../../lib/routes';
import { fillRequest, form, marie, shownReference, type AppointmentInput } from './appointment-helpers';
import { sentIds, startFloodGateway, statesOf } from './flood-gateway';
import { appointmentDay, noticesFor, postAsABrowser } from './gateway-helpers';
import { expect, test } from '../fixtures';

/*
 * What a family shares with a stranger without knowing it, and what the staff are shown before anything is filed as
 * junk or deleted (issue 78, items 1 and 3). Against the real gateway under workerd (flood-gateway.ts): a stranger's
 * script sends three requests with a sentence families write alike; a family types it on the appointment page and is
 * received at once, on top, named; the script goes on, 112 more from ten addresses, each proof solved. Awa, on her
 * phone at 390 px, sweeps « À vérifier » as the inbox offers it (a page of 100, then the rest: each time what it
 * showed, never the family), then empties « Indésirables » as offered: the 100 it shows, the older ones kept. The
 * family's page never reads « unknown ».
 */

const said = WORDS.fr;
const SENTENCE = 'Bonjour, je voudrais prendre rendez-vous pour ma mère.';
const STRANGER = { fullName: 'Service Rendez Vous', email: 'rdv@services.example', phone: '+237650001111', message: SENTENCE };
const odile: AppointmentInput = { ...marie, fullName: 'Odile Mbarga', email: 'odile.mbarga@example.com', phone: '699112233', message: SENTENCE, date: appointmentDay(), time: '15:00' };
const MORE = 112;
const ALL = 3 + MORE;

test('a sentence families write alike, a stranger’s script repeating it by the hundred: the family on top, named; Awa’s sweeps and « Tout effacer » take what they showed, never the family', async ({ page, context }) => {
  const gateway = await startFloodGateway();
  const script = async (count: number, address = (i: number) => `198.51.100.${10 + (i % 10)}`) => {
    for (let i = 0; i < count; i += 1) {
      const answer = await postAsABrowser(gateway.url, { reference: 'AV-5252', values: STRANGER, address: address(i) });
      expect(await answer.json()).toEqual({ outcome: 'sent' });
    }
  };
  try {
    await script(3);

    // The family types the same sentence, from the page: received at once, named in a notice.
    await gateway.route(context);
    await page.goto(pagePath('appointment', 'fr'));
    await expect(form(page).submit).toBeEnabled();
    await fillRequest(page, odile);
    await form(page).submit.click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    const family = await shownReference(page);
    await expect.poll(async () => (await noticesFor(family)).length, { timeout: 15_000 }).toBe(1);
    const ids = await sentIds(page);
    expect(await statesOf(gateway.url, ids)).toEqual(['received']);

    // The script goes on, from ten addresses.
    await script(MORE);

    // Awa, on her phone: the family on the first list; the script apart, counted up to a page.
    const staff = await context.newPage();
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.goto(gateway.inbox);
    await expect(staff.getByRole('article').filter({ hasText: family })).toBeVisible();
    const tabs = staff.getByRole('navigation', { name: said.viewsLabel });
    await expect(tabs.getByRole('link', { name: `${said.views.check} 99+` })).toBeVisible();

    // « Toutes indésirables… », as offered: a page of the newest 100, never the family; then the rest, 15.
    for (const [taken, left] of [
      [100, ALL - 100],
      [ALL - 100, 0],
    ] as const) {
      await tabs.getByRole('link', { name: new RegExp(`^${said.views.check}`) }).click();
      await staff.getByRole('link', { name: said.junkGroup.open }).first().click();
      const sweep = staff.locator('.sweep');
      await expect(sweep.getByRole('heading', { name: said.junkGroup.title(taken) })).toBeVisible();
      await expect(sweep.locator('.swept > li')).toHaveCount(taken);
      await expect(sweep).not.toContainText(family);
      if (left > 0) await expect(sweep).toContainText(said.junkGroup.more(left));
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await sweep.getByRole('button', { name: said.junkGroup.confirm(taken) }).click();
      await expect(staff.getByRole('status')).toHaveText(said.flash['junk-group'](taken));
    }

    // « Indésirables » holds 115, shows 100: « Tout effacer » as offered deletes those 100, and the 15 older stay.
    await tabs.getByRole('link', { name: `${said.views.junk} 99+` }).click();
    await expect(staff.getByRole('article')).toHaveCount(100);
    await staff.getByText(said.bin.empty.open).click();
    await expect(staff.getByText(said.bin.empty.warning(100, true))).toBeVisible();
    await staff.getByRole('button', { name: said.bin.empty.confirm(100) }).click();
    await expect(staff.getByRole('status')).toHaveText(said.flash.emptied(100));
    await expect(tabs.getByRole('link', { name: `${said.views.junk} ${ALL - 100}` })).toBeVisible();
    await expect(staff.getByRole('article')).toHaveCount(ALL - 100);

    // The family: on top, its page reading « received ».
    await staff.goto(gateway.inbox);
    await expect(staff.getByRole('article').filter({ hasText: family })).toBeVisible();
    expect(await statesOf(gateway.url, ids)).toEqual(['received']);
  } finally {
    await gateway.close();
  }
});

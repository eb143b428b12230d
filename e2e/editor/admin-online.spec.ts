import { expect, test } from '../fixtures';
import { setUpEditorSession } from './editor-session';
import { EditorPage } from './editor-page';
import { SITE_VERSION_PATH } from '../../lib/routes';
import type { SiteVersion } from '../../lib/site-version';

/*
 * « Is it online? » after « Publier » (editor/online/), on a computer and on a phone: the built editor
 * against decap-server on a fixture repository (e2e/editor/editor-fixture.ts). The live site's
 * /version.json is played by the test: the old build first, then a build of the new content. The
 * page's clock is Playwright's, so the 20 s between two readings pass at once.
 */

const SERVICE = 'soins-medicaux-a-domicile';

const session = setUpEditorSession();

test('after « Publier », the editor says the change is being put online, then since when it is online', async ({ page, context }) => {
  test.setTimeout(2 * 60_000);
  // The live site: built from the fixture's content as it was before the publish.
  const contentCommit = () => session.fixture.git('log', '-1', '--format=%H', 'main', '--', 'content');
  let live: SiteVersion = { commit: contentCommit(), date: null, builtAt: new Date(Date.now() - 3_600_000).toISOString() };
  let reads = 0;
  await context.route(`**${SITE_VERSION_PATH}*`, (route) => {
    reads += 1;
    return route.fulfill({ json: live, headers: { 'Cache-Control': 'no-store' } });
  });
  await page.clock.install();

  const editor = new EditorPage(page);
  await editor.signIn();
  await editor.openEntry('services', SERVICE);
  await editor.field('Montant').fill('4.000');
  await editor.save();
  await editor.saved();
  await editor.setStatus('Prêt');
  const before = contentCommit();
  await editor.publishNow();
  expect(contentCommit()).not.toBe(before);

  const banner = page.getByRole('status').filter({ hasText: 'mise en ligne' });
  await expect(banner).toContainText('En cours de mise en ligne');
  // French times drop « 00 »: « 11 h », « 11 h 05 » (at the top of the hour too).
  await expect(banner).toContainText(/Publié à \d{1,2}\sh(\s\d{2})?\./);
  // What was live at the publish, read once: the reference the local backend needs (it cannot tell main's commit).
  await expect.poll(() => reads).toBe(1);

  // 20 s later the live site has not changed: still building.
  await page.clock.fastForward(20_000);
  await expect.poll(() => reads).toBe(2);
  await expect(banner).toContainText('En cours de mise en ligne');

  // The host has rebuilt the site from main: online, since its build's time.
  const builtAt = new Date(await page.evaluate(() => Date.now()));
  live = { commit: contentCommit(), date: null, builtAt: builtAt.toISOString() };
  await page.clock.fastForward(20_000);
  const online = page.getByRole('status').filter({ hasText: 'En ligne depuis' });
  await expect(online).toBeVisible();
  const [hours, minutes] = new Date(builtAt.getTime() + 3_600_000).toISOString().slice(11, 16).split(':');
  await expect(online).toContainText(`En ligne depuis ${Number(hours)}\u00A0h${minutes === '00' ? '' : `\u00A0${minutes}`}`);

  // Readable and within the screen, on a phone too.
  const width = page.viewportSize()!.width;
  const box = (await online.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await online.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
  const close = online.getByRole('button', { name: 'Fermer' });
  expect((await close.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(online).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // No more readings once it is online.
  const after = reads;
  await page.clock.fastForward(60_000);
  expect(reads).toBe(after);
});

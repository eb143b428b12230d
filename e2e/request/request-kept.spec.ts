import { expect, test, type Page } from '../fixtures';
import { formatDayMonth } from '../../lib/format';
import { KEEP_MS } from '../../lib/request/entry';
import { OUTBOX_DB } from '../../lib/request/exists';
import { OUTBOX_STORE, OUTBOX_VERSION } from '../../lib/request/store';
import { pagePath } from '../../lib/routes';
import { form, marie, TEST_KEYS } from './appointment-helpers';
import { callbackValues, slotsOn, type SlotTimes } from '../../lib/request/callback';
import { formatTimeRange } from '../../lib/format';
import { OPEN, workingDays } from './hours-helpers';
import { network, openFormNow, outboxEntries } from '../offline/offline-helpers';

/*
 * A request kept on the device while it cannot leave: what the browser is asked, what the visitor
 * is told, how long it stays, and what happens to entries another build wrote.
 */
test.use({ serviceWorkers: 'allow' });

const DAY = 24 * 60 * 60 * 1000;

/** Counts the page's requests to keep its storage, and answers as a browser that may still drop it. */
async function watchPersistence(page: Page) {
  await page.addInitScript(() => {
    const storage = navigator.storage as StorageManager & { asked?: number };
    storage.asked = 0;
    storage.persisted = async () => false;
    storage.persist = async () => {
      storage.asked! += 1;
      return false;
    };
  });
  return () => page.evaluate(() => (navigator.storage as StorageManager & { asked?: number }).asked ?? 0);
}

/** The form sent with the network cut: the request waits on the device. */
async function keepOffline(page: Page, context: Parameters<typeof network>[0]) {
  const net = await network(context);
  await openFormNow(page);
  await net.cut();
  await form(page).submit.click();
  await expect(page.locator('[data-outbox-panel="waiting"]')).toBeVisible();
  return net;
}

test('kept: the browser is asked to keep it, and the visitor learns until when this device will try, with the other ways to send it first', async ({ page, context }) => {
  const asked = await watchPersistence(page);
  await keepOffline(page, context);
  expect(await asked()).toBe(1);
  const panel = page.locator('[data-outbox-panel="waiting"]');
  // The last day as Yaoundé counts days (Africa/Douala, UTC+1): in UTC it is the day before from 23:00.
  const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date(Date.now() + KEEP_MS));
  await expect(panel).toContainText(`jusqu'au ${formatDayMonth(lastDay, 'fr', { weekday: true })}`);
  // This browser may drop it: the ways to send it now come before everything else the panel says.
  await expect(panel).toHaveAttribute('data-device-keeps', 'maybe-not');
  const whatsapp = (await panel.locator('[data-fallback="whatsapp"]').boundingBox())!;
  const retry = (await panel.getByRole('button', { name: 'Réessayer maintenant' }).boundingBox())!;
  expect(whatsapp.y).toBeLessThan(retry.y);
});

test('after seven days on the device it expires: the visitor is told it was not sent, with the ways to reach the centre, and its words are gone', async ({ page, context }) => {
  await page.clock.install({ time: new Date() });
  await keepOffline(page, context);
  const stored = JSON.stringify(await outboxEntries(page));
  expect(stored).toContain(marie.fullName);
  await page.clock.fastForward(KEEP_MS + 60_000);
  await page.reload();
  const panel = page.locator('[data-outbox-panel="expired"]');
  await expect(panel).toBeVisible();
  await expect(panel.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(panel.locator('[data-fallback="whatsapp"]')).toBeVisible();
  const left = JSON.stringify(await outboxEntries(page));
  for (const word of [marie.fullName, marie.email, marie.message!, '671234567']) expect(left).not.toContain(word);
  // Read and closed: nothing is left on the device.
  await panel.getByRole('button', { name: 'Fermer' }).click();
  await expect(form(page).submit).toBeVisible();
  expect(await outboxEntries(page)).toEqual([]);
});

/** Writes entries into the outbox as another build of the site would have left them. */
function seedOutbox(page: Page, entries: unknown[]) {
  return page.evaluate(
    ({ rows, db, store, version }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db, version);
        open.onupgradeneeded = () => open.result.createObjectStore(store, { keyPath: 'id' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          for (const row of rows) tx.objectStore(store).put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { rows: entries, db: OUTBOX_DB, store: OUTBOX_STORE, version: OUTBOX_VERSION },
  );
}

test('entries an older build left: one is sent with today’s keys and a reference; a damaged one is set aside with the ways to reach the centre, and nothing breaks', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const net = await network(context);
  await page.goto(pagePath('services', 'fr'));
  const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
  const values = { fullName: marie.fullName, email: marie.email, phone: '+237671234567', appointmentDate: tomorrow, appointmentTime: '14:30', serviceType: marie.service, message: marie.message };
  net.dead();
  await seedOutbox(page, [
    {
      id: 'older-build',
      createdAt: Date.now() - 60 * 60 * 1000,
      locale: 'fr',
      values,
      // The payload as an older build wrote it, with the EmailJS keys of that time.
      request: { lib_version: '4.3.0', user_id: 'old_key', service_id: 'service_old', template_id: 'template_old', template_params: { from_name: values.fullName } },
      status: 'waiting',
      attempts: 1,
      legacyField: true,
    },
    { id: 'damaged', createdAt: 'hier', values: null, status: 'waiting', attempts: 'x' },
  ]);
  await net.restore();
  await page.reload();
  await expect.poll(() => net.sends.length).toBe(1);
  const body = net.sends[0]!.postDataJSON();
  expect(body).toMatchObject(TEST_KEYS);
  const reference = /AV-[2-9A-Z]{4}/.exec(body.template_params.message.split('\n')[0])?.[0];
  expect(body.template_params).toMatchObject({ from_name: marie.fullName, from_email: marie.email, date: tomorrow, service: marie.service, reference });

  await page.goto(pagePath('appointment', 'fr'));
  const panel = page.locator('[data-outbox-panel="damaged"]');
  await expect(panel).toBeVisible();
  await expect(panel.locator('a[href^="tel:"]').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(net.sends).toHaveLength(1);
  await panel.getByRole('button', { name: 'Effacer cette demande' }).click();
  await expect(form(page).submit).toBeVisible();
  expect(await outboxEntries(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('call-backs kept while a deploy changed the hours: each e-mail says the times the family chose, not the hours of today’s build', async ({ page, context }) => {
  const net = await network(context);
  await page.goto(pagePath('services', 'fr'));
  const { today: date } = workingDays();
  // Times today's build never offers on that day: what a build with other hours let the family choose.
  const chosen: SlotTimes = { slot: 'evening', from: '19:00', to: '21:30' };
  expect(slotsOn(date, OPEN.hours, OPEN.closures)).not.toContainEqual(chosen);
  const values = callbackValues({ phone: '+237671234567', name: marie.fullName, date, slot: chosen, service: '' });
  const kept = { createdAt: Date.now() - 60 * 60 * 1000, locale: 'fr', kind: 'callback', status: 'waiting', attempts: 1 };
  net.dead();
  await seedOutbox(page, [
    // Today's shape: the slot with its times.
    { ...kept, v: 3, id: 'chosen-with-times', values },
    // A build before the times travelled: the slot's name alone, which those builds offered as 17 h – 20 h.
    { ...kept, v: 2, id: 'chosen-by-name', values: { ...values, appointmentTime: 'evening' } },
  ]);
  await net.restore();
  await page.reload();
  await expect.poll(() => net.sends.length).toBe(2);
  const times = net.sends.map((send) => String(send.postDataJSON().template_params.time)).sort();
  const said = [formatTimeRange('17:00', '20:00', 'fr'), formatTimeRange(chosen.from, chosen.to, 'fr')];
  for (const range of said) expect(times.some((time) => time.includes(range)), `${range} in ${times.join(' | ')}`).toBe(true);
});

import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { pagePath } from '../../lib/routes';
import { form } from './appointment-helpers';
import { network, openFormNow, outboxEntries } from '../offline/offline-helpers';

/*
 * A request reaches the centre once: whoever sends it (the page, another tab, the worker), and
 * whatever happens to the page that sent it. Each request carries a short reference on the first
 * line of its message, so the centre recognises a repeat, and a visitor who calls can quote it.
 */
test.use({ serviceWorkers: 'allow' });

const REFERENCE = /AV-[2-9A-HJKMNP-TV-Z]{4}/;

/** The reference a request carries on the first line of its message. */
function referenceOf(send: Request): string | null {
  const message = String(send.postDataJSON()?.template_params?.message ?? '');
  return REFERENCE.exec(message.split('\n')[0] ?? '')?.[0] ?? null;
}

test('EmailJS answers nothing and the page that sent it dies: once its claim has run out, nobody sends it again, and the visitor is told, with its reference', async ({ page, context }) => {
  const net = await network(context);
  await openFormNow(page);
  const answer = net.hold();
  await form(page).submit.click();
  await expect.poll(() => net.sends.length).toBe(1);
  const reference = referenceOf(net.sends[0]!);
  expect(reference).toMatch(REFERENCE);
  // The tab is closed while EmailJS still holds the request.
  await page.close();

  // Later (past any claim), the visitor opens the site again.
  const later = await context.newPage();
  await later.clock.install({ time: new Date(Date.now() + 10 * 60_000) });
  await later.goto(pagePath('services', 'fr'));
  const note = later.getByRole('status').filter({ hasText: reference! });
  await expect(note).toBeVisible();
  await later.goto(pagePath('appointment', 'fr'));
  const panel = later.locator('[data-outbox-panel]');
  await expect(panel).toContainText(reference!);
  await expect(panel.locator('[data-fallback="whatsapp"]')).toBeVisible();
  await later.waitForTimeout(1_000);
  expect(net.sends.map(referenceOf)).toEqual([reference]);
  expect(await outboxEntries(later)).toHaveLength(1);

  // The visitor chooses to send it again: the same reference, so the centre sees a repeat if the first one came.
  answer.release();
  await panel.getByRole('button', { name: 'Renvoyer la demande' }).click();
  await expect(later.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  expect(net.sends.map(referenceOf)).toEqual([reference, reference]);
  expect(await outboxEntries(later)).toEqual([]);
});

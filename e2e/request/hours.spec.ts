import { HOURS_SETS } from '../../content/schema/hours';
import { site } from '../../content/site';
import { callbackCopy } from '../../copy/request/callback';
import requestFr from '../../copy/request/fr';
import { addDays } from '../../lib/douala-date';
import { formatDayMonth, formatHours } from '../../lib/format';
import { WEEKDAY_NAMES, weekdayOf } from '../../lib/hours';
import { slotsOn } from '../../lib/request/callback';
import { CALLBACK_ID, pagePath, servicePath } from '../../lib/routes';
import { closureNotices } from '../../site/closure-notice';
import { answerSends, fillRequest, marie, openForm, submitAndConfirm } from './appointment-helpers';
import { closedWorkingDay, OPEN, slotHours } from './hours-helpers';
import { expect, test, type Page } from '../fixtures';

/*
 * When the centre answers, as a family on a phone reads it: every page that shows hours says which set
 * it shows, in the same words, with « Fermé le … » from a week before a closure; on a day the centre is
 * closed « Rappelez-moi » offers nothing and names the next day it calls, and the confirmation's « by
 * when » skips it. The hours, the closures and their reasons are read from the content the pages are
 * built with (a public holiday gives a closure every year).
 */

const CLOSED = closedWorkingDay();
/** The first day after the closure the centre calls on. */
const NEXT = (() => {
  for (let date = addDays(CLOSED.date, 1); ; date = addDays(date, 1)) if (slotsOn(date, OPEN.hours, OPEN.closures).length > 0) return date;
})();

/** What a set of hours shows, row by row: « Lundi – Vendredi 8 h – 18 h ». */
const rowsOf = (set: 'reception' | 'appointments') => site.fr.hours[set].map((line) => [line.label, formatHours(line, 'fr')]);

async function expectSet(page: Page, scope: string, set: 'reception' | 'appointments') {
  const shown = page.locator(`${scope} [data-hours-set="${set}"]`);
  await expect(shown).toContainText(HOURS_SETS[set].fr);
  for (const [label, hours] of rowsOf(set)) {
    await expect(shown).toContainText(label!);
    await expect(shown).toContainText(hours!);
  }
}

/** « Fermé le … » as the build announces it today: each notice shown, or none when no closure is within a week. */
async function expectClosures(page: Page, scope: string) {
  const notices = closureNotices('fr');
  const shown = page.locator(`${scope} [data-closures]`);
  if (notices.length === 0) await expect(shown).toHaveCount(0);
  for (const notice of notices) await expect(shown).toContainText(notice.closed);
}

test('every page that shows hours says which set, in the same words, and « Fermé le … » the week before a closure', async ({ page }) => {
  await page.goto(pagePath('home', 'fr'));
  await expectSet(page, 'footer', 'reception');
  await expectClosures(page, 'footer');

  await page.goto(pagePath('contact', 'fr'));
  await expectSet(page, 'main', 'reception');
  await expectSet(page, 'main', 'appointments');
  await expect(page.locator('main [data-hours-set="homeCare"]')).toContainText(HOURS_SETS.homeCare.fr);
  await expectClosures(page, 'main');

  await page.goto(pagePath('appointment', 'fr'));
  await expectSet(page, 'main', 'appointments');
  await expectClosures(page, 'main');
  // Not the reception's set under the appointments' name, nor the other way round.
  await expect(page.locator('main [data-hours-set="reception"]')).toHaveCount(0);

  await page.goto(servicePath(1, 'fr'));
  await expect(page.locator('#infos').locator('dt', { hasText: HOURS_SETS.homeCare.fr })).toHaveCount(1);
});

test('on a day the centre is closed, « Rappelez-moi » offers no slot, says why and names the next day; the request goes for that day', async ({ page }) => {
  const requests = await answerSends(page, 200);
  await page.clock.install({ time: new Date(`${CLOSED.date}T09:00:00+01:00`) });
  await page.goto(pagePath('contact', 'fr'), { waitUntil: 'domcontentloaded' });
  const root = page.locator(`#${CALLBACK_ID}`);
  const copy = callbackCopy.fr;
  await root.scrollIntoViewIfNeeded();
  await expect(root.getByRole('button', { name: copy.submit })).toBeEnabled();

  const note = root.locator('[data-today-note]');
  await expect(note).toContainText(CLOSED.reason);
  await expect(note).toContainText(formatDayMonth(NEXT, 'fr', { weekday: true }));
  await expect(root.getByRole('radio', { name: copy.days.today })).toHaveCount(0);
  await expect(root.locator(`input[name="day"][value="${CLOSED.date}"]`)).toHaveCount(0);
  await expect(root.locator('input[name="day"]').first()).toHaveAttribute('value', NEXT);
  await page.screenshot({ path: test.info().outputPath('callback-closed-day.png'), fullPage: false });

  await root.getByRole('textbox', { name: copy.phone }).fill('671 234 567');
  await root.locator('input[name="day"]').first().check();
  const morning = root.getByRole('radio', { name: new RegExp(`^${copy.slots.morning}`) });
  await expect(morning.locator('xpath=..')).toContainText(slotHours(NEXT, 'morning'));
  await morning.check();
  await root.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('heading', { name: requestFr.callback.sentTitle })).toBeFocused();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON().template_params).toMatchObject({ date: NEXT, time: `le matin (${slotHours(NEXT, 'morning')})` });
});

test('the evening before a closure, the confirmation promises the next day the centre calls, not the closed one', async ({ page }) => {
  await answerSends(page, 200);
  await openForm(page, pagePath('appointment', 'fr'), new Date(`${addDays(CLOSED.date, -1)}T20:00:00+01:00`));
  await fillRequest(page, { ...marie, date: addDays(NEXT, 2) });
  await submitAndConfirm(page);
  const byWhen = page.locator('[data-by-when]');
  await expect(byWhen).toContainText(WEEKDAY_NAMES.fr[weekdayOf(NEXT)]);
  await expect(byWhen).not.toContainText(WEEKDAY_NAMES.fr[weekdayOf(CLOSED.date)]);
  // The day asked for as the inbox writes it (« jeudi 3 décembre »).
  await expect(page.getByRole('main')).toContainText(`le ${formatDayMonth(addDays(NEXT, 2), 'fr', { weekday: true })}`);
});

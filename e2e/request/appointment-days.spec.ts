import { dayAdviceCopy } from '../../copy/request/day-advice';
import { addDays } from '../../lib/douala-date';
import { formatDayMonth, formatTime } from '../../lib/format';
import { frenchDay } from '../../lib/french-date';
import { WEEKDAY_NAMES, weekdayOf } from '../../lib/hours';
import { fill } from '../../lib/i18n';
import { publicationDay } from '../../lib/publication';
import { pagePath } from '../../lib/routes';
import { expectNoA11yViolations } from '../a11y/a11y';
import { answerSends, fillRequest, form, marie, openForm } from './appointment-helpers';
import { closedWorkingDay, OPEN, workingDays } from './hours-helpers';
import { expect, test, type Page } from '../fixtures';

/*
 * The appointment form knows the centre's days (issue 69), on a phone: a Sunday, a day closed (the next
 * public holiday on a working day, from the content the pages are built with) and 19:30 each get, beside
 * « Date souhaitée » and « Heure souhaitée », why and the next time the centre takes appointments, with a
 * button that fills both fields in one tap; the fields above never move; the family can still send, and the
 * centre's e-mail says the time is outside the hours. The days are read from the build's hours and closures,
 * never assumed. (A closure staff entered, on 2 January in a build of 20 December: tests/site/closure-build.test.ts.)
 */

// A 390 px phone (an iPhone 13's width), narrower than the mobile project's Pixel 7.
test.use({ viewport: { width: 390, height: 844 } });

const words = dayAdviceCopy.fr;
const today = publicationDay();

/** The first opening of a day, as the hours' rows give it (HH:MM), or null on a day without hours or closed. */
function opensOn(date: string): string | null {
  if (OPEN.closures.some((closure) => closure.from <= date && date <= closure.to)) return null;
  const opens = OPEN.hours.filter((row) => row.days.includes(weekdayOf(date))).map((row) => row.opens);
  return opens.length > 0 ? opens.sort()[0]! : null;
}

/** The first day after `date` the centre opens, and when. */
function nextOpen(date: string): { date: string; time: string } {
  for (let day = addDays(date, 1); ; day = addDays(day, 1)) {
    const time = opensOn(day);
    if (time) return { date: day, time };
  }
}

/** A Sunday ahead without hours (the settings ship none), at least two days after the build's. */
const SUNDAY = (() => {
  for (let day = addDays(today, 2); ; day = addDays(day, 1)) if (weekdayOf(day) === 'Sunday' && !opensOn(day)) return day;
})();
const CLOSED = closedWorkingDay();
const EVENING = workingDays();

/** The button's words for the next time: « Choisir lundi 4 janvier à 8 h ». */
const choice = ({ date, time }: { date: string; time: string }) => `Choisir ${formatDayMonth(date, 'fr', { weekday: true })} à ${formatTime(time, 'fr')}`;

async function choose(page: Page, date: string, time: string) {
  const f = form(page);
  await f.date.fill(date);
  await f.time.fill(time);
}

test('a Sunday, a day closed and 19:30 each get the words and the next time, one tap fills it; the family still sends, and the e-mail says so', async ({ page }) => {
  const requests = await answerSends(page, 200);
  const f = await openForm(page, pagePath('appointment', 'fr'), new Date(`${today}T10:00:00+01:00`));
  const advice = page.locator('[data-day-advice]');
  await f.date.scrollIntoViewIfNeeded();
  const before = { date: await f.date.boundingBox(), time: await f.time.boundingBox() };
  // Nothing to say before a day is chosen, and on a working day within the hours.
  await choose(page, EVENING.today, '10:00');
  await expect(advice).toHaveText('');

  // A Sunday: politely, in a live region, never an alert; the fields above do not move.
  await choose(page, SUNDAY, '10:00');
  await expect(advice).toContainText(fill(words.weekday, { weekday: 'dimanche' }));
  await expect(advice).toContainText(words.still);
  const sundayNext = nextOpen(SUNDAY);
  await expect(advice.getByRole('button', { name: choice(sundayNext) })).toBeVisible();
  await expect(advice.locator('[aria-live="polite"]')).toContainText('dimanche');
  await expect(advice.locator('[role="alert"], [aria-live="assertive"]')).toHaveCount(0);
  expect({ date: await f.date.boundingBox(), time: await f.time.boundingBox() }).toEqual(before);
  // The date and the time are read with it.
  const adviceId = await advice.getAttribute('id');
  for (const field of [f.date, f.time]) expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(adviceId);
  // Within a phone's width, 44 px targets, AAA contrast.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('appointment-sunday.png') });

  // A day the centre is closed (a public holiday on a working day): the day with its year, why, the next opening.
  await choose(page, CLOSED.date, '10:00');
  await expect(advice).toContainText(`${formatDayMonth(CLOSED.date, 'fr', { weekday: true })} ${CLOSED.date.slice(0, 4)}`);
  await expect(advice).toContainText(`(${CLOSED.reason})`);
  await expect(advice.getByRole('button', { name: choice(nextOpen(CLOSED.date)) })).toBeVisible();

  // 19:30 on a working day: that day's hours, then the next morning; one tap fills both fields.
  await choose(page, EVENING.today, '19:30');
  const row = OPEN.hours.find((one) => one.days.includes(weekdayOf(EVENING.today)))!;
  await expect(advice).toContainText(`Le ${WEEKDAY_NAMES.fr[weekdayOf(EVENING.today)]}, les rendez-vous vont de ${formatTime(row.opens, 'fr')} à ${formatTime(row.closes, 'fr')}.`);
  const morning = nextOpen(EVENING.today);
  expect(morning.date).toBe(EVENING.tomorrow);
  await advice.getByRole('button', { name: choice(morning) }).tap();
  await expect(f.date).toHaveValue(morning.date);
  await expect(f.time).toHaveValue(morning.time);
  // Said once chosen, where the button was, with the focus.
  await expect(advice).toHaveText(fill(words.chosen, { day: formatDayMonth(morning.date, 'fr', { weekday: true }), time: formatTime(morning.time, 'fr') }));
  await expect(advice).toBeFocused();

  // The family may still choose the Sunday, and send: the centre's e-mail says it is outside the hours, apart from the family's words.
  await fillRequest(page, { ...marie, date: SUNDAY, time: '10:00' });
  await expect(advice).toContainText(words.still);
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  expect(requests).toHaveLength(1);
  const sent = requests[0]!.postDataJSON().template_params as Record<string, string>;
  expect(sent).toMatchObject({ date: SUNDAY, time: '10:00' });
  // The centre's line in a key of its own, which its template prints; the spec's message is the family's words.
  expect(sent.message!.split('\n')).toEqual([expect.stringMatching(/^Référence\u00A0: AV-/), marie.message]);
  expect(sent.notice).toBe(
    `Attention\u00A0: le dimanche ${frenchDay(SUNDAY)}, le centre ne prend pas de rendez-vous (dimanche). Prochain créneau\u00A0: ${WEEKDAY_NAMES.fr[weekdayOf(sundayNext.date)]} ${sundayNext.date.slice(0, 4) === SUNDAY.slice(0, 4) ? frenchDay(sundayNext.date).replace(/\u00A0\d{4}$/, '') : frenchDay(sundayNext.date)} à ${formatTime(sundayNext.time, 'fr')}.`,
  );
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sentStatusCopy } from '../../copy/request/status';
import { OUTCOME_WORDS } from '../../gateway/src/inbox/outcome-words';
import { moment } from '../../gateway/src/inbox/format';
import { INBOX_PATHS } from '../../gateway/src/inbox/model';
import { WORDS } from '../../gateway/src/inbox/words';
import { REPORT_WORDS } from '../../gateway/src/report/words';
import { CLAIM_DEFAULTS } from '../../gateway/src/settings';
import { formatTime } from '../../lib/calendar-format';
import { addDays, doualaInstant, doualaMinutes, doualaToday } from '../../lib/douala-date';
import { openingsOn, timeOf } from '../../lib/hours';
import { afterOpen } from '../../lib/open-time';
import { fill } from '../../lib/i18n';
import { pagePath } from '../../lib/routes';
import { requestRules } from '../../site/request-rules';
import { startAccessEdge, startFakeAccess } from '../../harness/access';
import { E2E_GATEWAY_TOPIC, E2E_GATEWAY_URL, E2E_STAFF, e2eGatewaySettings } from '../../harness/e2e-build-env';
import { startGateway } from '../../harness/gateway';
import { TEST_PORTS } from '../../harness/test-ports';
import { fillRequest, form, marie, shownReference } from './appointment-helpers';
import { appointmentDay, clockOf, mailbox } from './gateway-helpers';
import { expect, test } from '../fixtures';

/*
 * After « Je m'en occupe », from end to end (issue 73), at 390 px, on the gateway's export: a gateway of its own,
 * UNCLAIMED_MINUTES=1, the site's rules as the build publishes them (the centre's hours: served by the mailbox, as
 * the e2e export is built without them), its clock moved by the test (TEST_CLOCK) to a morning the centre is open,
 * so that no real minute passes; the family's page on Playwright's clock, set to the same morning. A request nobody takes raises
 * the louder notice; Awa takes it and records « Pas de réponse », « Je rappelle à 14 h »; the family's page, open,
 * says so within two minutes; the journal shows it; the report gives a time to take. Nobody calls back: at 14 h every
 * phone is reminded who promised, and CLAIM_HOURS of the centre's hours later it goes back to « À prendre », the
 * family's page reading what it reads of a request nobody has taken. At 22 h, the centre closed, Awa takes it again:
 * « Je rappelle à » offers the centre's next opening (issue 78.8), and the family reads it.
 */

const staffWords = WORDS.fr;
const outcomeWords = OUTCOME_WORDS.fr;
const familyWords = sentStatusCopy.fr;
const reportWords = REPORT_WORDS.fr;
const MINUTE = 60_000;

test('a request nobody takes is raised louder; Awa records « Pas de réponse », « Je rappelle à 14 h »; the family reads it, the journal keeps it, the report times it; nobody calls back: reminded at 14 h, then back in « À prendre »', async ({ page, context }) => {
  const access = await startFakeAccess();
  const persistTo = await mkdtemp(join(tmpdir(), 'gateway-clock-'));
  const upstreams = { EMAILJS_API_URL: `${process.env.E2E_MAILBOX_URL}/emailjs`, NOTIFY_URL: `${process.env.E2E_MAILBOX_URL}/ntfy/${E2E_GATEWAY_TOPIC}` };
  // The centre's hours, from the content as the build publishes them (site/request-rules.ts).
  const rules = requestRules(doualaToday());
  await mailbox.rules(rules);
  const gateway = await startGateway({
    port: TEST_PORTS.gatewayClock,
    vars: { ...e2eGatewaySettings(upstreams, { access }), SITE_URL: process.env.E2E_MAILBOX_URL ?? '', UNCLAIMED_MINUTES: '1', TEST_CLOCK: '1' },
    persistTo,
  });
  const edge = await startAccessEdge({ gateway: gateway.url, access, email: E2E_STAFF.awa.email });
  try {
    /** The gateway's clock moved forward to `to` (its alarm runs on it); what it reads. */
    const moveClock = clockOf(gateway.url, access);
    // The next morning the centre is open from before 10 h to after noon (its appointments' and call-backs' hours).
    let day = addDays(doualaToday(), 1);
    while (!openingsOn(day, rules.hours, rules.closures).some((open) => open.opens <= 600 && open.closes >= 720)) day = addDays(day, 1);
    const morning = doualaInstant(day, 10 * 60);
    await moveClock(morning);

    // The family, on its phone's clock at the same morning, its requests to this gateway.
    await page.clock.install({ time: morning });
    await context.route(`${E2E_GATEWAY_URL}/**`, (route) => route.continue({ url: route.request().url().replace(E2E_GATEWAY_URL, gateway.url) }));
    await page.goto(pagePath('appointment', 'fr'));
    const f = form(page);
    await expect(f.submit).toBeEnabled();
    await fillRequest(page, { ...marie, date: appointmentDay(), time: '09:30' });
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    const reference = await shownReference(page);
    const confirmation = page.getByRole('status').filter({ hasText: reference });

    // Nobody takes it: a minute of the centre's hours on (two on the gateway's clock), every phone hears of it again, louder.
    const received = await moveClock(0);
    await moveClock(received + 2 * MINUTE);
    await expect
      .poll(async () => (await mailbox.messages()).filter((message) => message.provider === 'ntfy' && String(message.body).includes(reference)).map((message) => new URL(message.path, 'http://x').searchParams.get('priority')))
      .toEqual(['4', '5']);
    const raised = (await mailbox.messages()).find((message) => String(message.body).includes(reference) && message.path.includes('priority=5'))!;
    expect(new URL(raised.path, 'http://x').searchParams.get('title')).toBe(`Personne n'a pris ${reference}`);

    // Awa, on her phone, signed in by Access's edge: the request, raised, in « À prendre ».
    const staff = await context.newPage();
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.goto(`${edge.url}${INBOX_PATHS.page}`);
    const card = staff.getByRole('article').filter({ hasText: reference });
    await expect(card.locator('.raised')).toContainText('Relancée');
    await card.getByRole('button', { name: staffWords.take }).click();
    // To « À moi », her card there, with the call's outcome in a tap.
    await expect(staff.getByText(staffWords.flash.taken(reference))).toBeVisible();
    await expect(staff.getByRole('link', { name: /À moi/ })).toHaveAttribute('aria-current', 'page');
    const hers = staff.getByRole('article').filter({ hasText: reference });
    await hers.getByLabel(outcomeWords.callAgainAt).fill('14:00');
    const before = await moveClock(0);
    await hers.getByRole('button', { name: outcomeWords.results['no-answer'] }).click();
    await expect(staff.getByText(staffWords.flash.outcome(reference, 'no-answer'))).toBeVisible();
    const after = await moveClock(0);
    const tried = [...new Set([before, after].map((at) => formatTime(timeOf(doualaMinutes(new Date(at))), 'fr')))];
    const callback = day === doualaToday(new Date(after)) ? fill(familyWords.around.today, { time: formatTime('14:00', 'fr') }) : fill(familyWords.around.tomorrow, { time: formatTime('14:00', 'fr') });
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The journal, folded on her card: received, told, raised, taken, her outcome.
    const journal = staff.getByRole('article').filter({ hasText: reference }).locator('details.journal');
    await journal.locator('summary').click();
    await expect(journal.locator('li')).toHaveText([
      new RegExp(`${outcomeWords.journal.received}$`),
      new RegExp(`${outcomeWords.journal.notified}$`),
      new RegExp(`${outcomeWords.journal.raised}$`),
      new RegExp(`${outcomeWords.journal.taken(E2E_STAFF.awa.name)}$`),
      new RegExp(`${E2E_STAFF.awa.name}\u00A0: ${outcomeWords.results['no-answer']} à .*rappel prévu vers 14\u00A0h$`),
    ]);
    if (process.env.INBOX_SCREENSHOT) {
      // A screen as tall as the card, so that the tabs, stuck to the top, stay above it in the picture.
      await staff.setViewportSize({ width: 390, height: 2_400 });
      await staff.getByRole('article').filter({ hasText: reference }).screenshot({ path: 'docs/images/inbox-390-outcome-e2e.png' });
      await staff.setViewportSize({ width: 390, height: 844 });
    }

    // The family's page, open: within two minutes of her tap, her name, the time she tried, when she calls again.
    await page.clock.fastForward(2 * MINUTE);
    const said = tried.map((time) => fill(familyWords.outcomes['no-answer'], { by: E2E_STAFF.awa.name, when: fill(familyWords.at.today, { time }), callback }));
    await expect(confirmation.locator('[data-sent-status="taken"]')).toHaveText(new RegExp(`^(${said.map((one) => one.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`));

    // The report gives this week's time to take: the two minutes it waited, in whole minutes of open hours.
    await staff.getByRole('link', { name: reportWords.title }).click();
    await expect(staff.getByRole('heading', { level: 1, name: reportWords.title })).toBeVisible();
    const row = staff.locator('table.weeks tr').filter({ has: staff.getByRole('rowheader', { name: reportWords.measures.takeMedian, exact: true }) });
    // Taken two minutes or a little more after it came: before her outcome was recorded, at the latest.
    const cell = Number(await row.locator('td').first().textContent());
    expect(cell).toBeGreaterThanOrEqual(2);
    expect(cell).toBeLessThanOrEqual(Math.ceil((after - received) / MINUTE) + 1);
    if (process.env.INBOX_SCREENSHOT) await staff.screenshot({ path: 'docs/images/inbox-390-report-e2e.png' });
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await staff.close();

    // Her promise kept by nobody: at 14 h (the centre's next opening, if it is closed then) every phone is reminded,
    // once, who promised; CLAIM_HOURS (the gateway's default here) of open time after it, the request goes back to
    // « À prendre », with a notice.
    const days = { hours: rules.hours, closures: rules.closures };
    const promised = doualaInstant(day, 14 * 60);
    const noticesTitled = async (title: string) =>
      (await mailbox.messages()).filter((message) => message.provider === 'ntfy' && new URL(message.path, 'http://x').searchParams.get('title') === title).map((message) => String(message.body));
    await moveClock(afterOpen(promised, 0, days)! + 30_000);
    await expect.poll(() => noticesTitled(`Rappel promis\u00A0: ${reference}`)).toEqual([expect.stringContaining(`${E2E_STAFF.awa.name} a promis de rappeler`)]);
    await moveClock(afterOpen(promised, CLAIM_DEFAULTS.claimHours * 60 * MINUTE, days)! + MINUTE);
    await expect.poll(() => noticesTitled(`${reference} revient dans «\u00A0À prendre\u00A0»`)).toHaveLength(1);
    // The family's page, still open: no name, no promise; the line of a request received that nobody has yet.
    await page.clock.fastForward(2 * MINUTE);
    await expect(confirmation.locator('[data-sent-status="received"]')).toHaveText(fill(familyWords.received, { what: familyWords.what.appointment }));

    // 22 h, the centre closed (issue 78.8): Awa takes it again; « Je rappelle à » offers the centre's next opening, not
    // 23 h, and says which day that is; left as it is, the family reads that time.
    const evening = await moveClock(doualaInstant(doualaToday(new Date(await moveClock(0))), 22 * 60));
    const opening = afterOpen(evening + 60 * MINUTE, 0, days)!;
    const openingTime = timeOf(doualaMinutes(new Date(opening)));
    const night = await context.newPage();
    await night.setViewportSize({ width: 390, height: 844 });
    await night.goto(`${edge.url}${INBOX_PATHS.page}`);
    await night.getByRole('article').filter({ hasText: reference }).getByRole('button', { name: staffWords.take }).click();
    const again = night.getByRole('article').filter({ hasText: reference });
    const field = again.getByLabel(outcomeWords.callAgainAt);
    await expect(field).toHaveValue(openingTime);
    await expect(field).toHaveAccessibleDescription(outcomeWords.callAgainOffered(moment(opening, evening, 'fr')));
    if (process.env.INBOX_SCREENSHOT) await again.screenshot({ path: 'docs/images/inbox-390-night-e2e.png' });
    await again.getByRole('button', { name: outcomeWords.results['no-answer'] }).click();
    await expect(night.getByText(staffWords.flash.outcome(reference, 'no-answer'))).toBeVisible();
    await expect(night.getByRole('article').filter({ hasText: reference }).locator('.outcome-last')).toContainText(`vers ${formatTime(openingTime, 'fr')}`);
    expect(await night.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.clock.fastForward(2 * MINUTE);
    await expect(confirmation.locator('[data-sent-status="taken"]')).toContainText(`vers ${formatTime(openingTime, 'fr')}`);
  } finally {
    await edge.close();
    await gateway.stop();
    await access.close();
    await rm(persistTo, { recursive: true, force: true });
  }
});

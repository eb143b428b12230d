// The staff's inbox (gateway/src/inbox/) and the centre's report (gateway/src/report/) as a phone shows them, to look at and to check, by hand (not in CI):
// sample requests rendered by the gateway's own renderInboxPage (its stylesheet inline), served with the inbox's script
// and policy (INBOX_ASSETS, INBOX_CSP) from a local server, opened in Chromium at 390 × 844; a PNG of the
// open list, of « À vérifier » and of « À moi » under docs/images/ (or --out; --all: every page's), then axe (WCAG 2.2 AA and AAA's 7:1 contrast), the 44 px targets, the
// 16 px text, the width and the policy's reports, each page; and the script's refresh on the page's clock.
// Exits 1 on any finding.
// The stylesheet holds the site's design tokens, imported as text (`?raw`): harness/raw-text.ts reads them so under Node.
//   CHROMIUM_PATH=/usr/bin/chromium-headless-shell npx tsx --import ./harness/raw-text.ts scripts/inbox-screenshot.ts [--out docs/images] [--all] [--full] [--open]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { INBOX_ASSETS, INBOX_CSP } from '../gateway/src/inbox/assets';
import type { InboxGroup, InboxPage, InboxRequest } from '../gateway/src/inbox/model';
import { renderInboxPage, renderNotStaff } from '../gateway/src/inbox/render';
import { computeReport, type RequestFacts } from '../gateway/src/report/compute';
import { renderReportPage } from '../gateway/src/report/render';
import { KEEP_DEFAULTS } from '../gateway/src/settings';
import { SATURDAY_9_14, WEEKDAYS_8_18 } from '../tests/site/centre-days';
import { smallTargets } from '../e2e/a11y/target-size';

/** The pictures docs/ shows (the staff guide, docs/gateway.md); --all saves every page's. */
const SAVED = ['inbox-390', 'inbox-390-check', 'inbox-390-sweep', 'inbox-390-junk', 'inbox-390-mine', 'inbox-390-outcome', 'inbox-390-report'];
/** Pictured whole, their journal unfolded: a card after its call, and the report. */
const WHOLE = ['inbox-390-outcome', 'inbox-390-report'];
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? (process.argv[outIndex + 1] ?? 'docs/images') : 'docs/images';

// Thursday 26 November 2026, 10:40 in Yaoundé (UTC+1).
const NOW = Date.UTC(2026, 10, 26, 9, 40);
const at = (day: number, hours: number, minutes: number) => Date.UTC(2026, 10, day, hours - 1, minutes);

const base = { locale: 'fr', state: 'open', emailCopy: 'sent' } as const;
const callback: InboxRequest = {
  ...base,
  id: 'c1a2b3',
  reference: 'AV-M4PX',
  kind: 'callback',
  receivedAt: at(26, 10, 12),
  values: { fullName: 'Marie-Claire Ngono', phone: '+237671234567', day: '2026-11-27', slot: 'afternoon 12:00-17:00', service: 'Soins infirmiers à domicile' },
};
const appointment: InboxRequest = {
  ...base,
  id: 'a4b5c6',
  reference: 'AV-7K3Q',
  kind: 'appointment',
  receivedAt: at(26, 9, 5),
  emailCopy: 'over-budget',
  values: {
    fullName: 'Jean-Paul Mbarga',
    email: 'jp.mbarga@example.cm',
    phone: '+237699887766',
    appointmentDate: '2026-11-30',
    appointmentTime: '14:30',
    serviceType: 'Consultation de médecine générale',
    message: "Bonjour,\nMa mère a 82 ans, elle a du mal à marcher depuis sa chute de la semaine dernière.\nPouvez-vous passer à la maison à Bastos ? Appelez plutôt l'après-midi.",
  },
};
const stranger: InboxRequest = {
  ...base,
  id: 'x9y8z7',
  locale: 'en',
  reference: 'AV-2HZB',
  kind: 'appointment',
  receivedAt: at(25, 23, 58),
  emailCopy: 'unknown',
  values: {
    fullName: '<script>alert(1)</script> "><img src=x onerror=alert(2)>',
    email: 'javascript:alert(3)//@example.cm',
    phone: 'javascript:alert(4)',
    appointmentDate: '2026-12-01',
    appointmentTime: '24:00',
    serviceType: 'Autre',
    message: 'Gagnez 1 000 000 FCFA ! https://example.com/?x=<b>',
  },
};
const application: InboxRequest = {
  ...base,
  id: 'p1q2r3',
  reference: 'AV-9TLC',
  kind: 'application',
  receivedAt: at(24, 18, 47),
  state: 'taken',
  takenBy: 'Awa',
  takenAt: at(25, 8, 3),
  emailCopy: 'failing',
  values: {
    fullName: 'Estelle Fouda',
    phone: '+237655443322',
    email: 'estelle.fouda@example.cm',
    start: '',
    position: 'Aide-soignant(e) à domicile',
    message: 'Diplôme : Aide-soignant (2021)\nExpérience : 3 ans\nQuartier : Essos\n\nJe suis disponible tout de suite.',
  },
};
const staff = { email: 'awa@centre.cm', name: 'Awa' };
const JUNK_HOURS = KEEP_DEFAULTS.junkHours;
const counts = { open: 3, check: 39, junk: 0, mine: 1, team: 2, done: 12, visits: 4 };
// After a sweep: « Indésirables » holds what it took, and what repeated it since.
const swept = { ...counts, junk: 12 };

// Awa's request after her call: taken at 10 h 12, no answer at 10 h 20, she calls again at 14 h; its journal.
const called: InboxRequest = {
  ...callback,
  state: 'taken',
  takenBy: 'Awa',
  takenAt: at(26, 10, 14),
  raisedAt: at(26, 10, 13),
  outcome: { kind: 'no-answer', at: at(26, 10, 20), callback: at(26, 14, 0) },
  journal: [
    { at: at(26, 10, 2), action: 'received' },
    { at: at(26, 10, 2), action: 'notified' },
    { at: at(26, 10, 13), action: 'raised' },
    { at: at(26, 10, 14), action: 'taken', by: 'Awa' },
    { at: at(26, 10, 20), action: 'outcome', by: 'Awa', outcome: { kind: 'no-answer', at: at(26, 10, 20), callback: at(26, 14, 0) } },
  ],
};

/** Five weeks of a centre's requests, the same each run: arrivals mostly in the morning, taken within minutes to hours. */
function sampleFacts(): RequestFacts[] {
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const facts: RequestFacts[] = [];
  for (let day = 0; day < 32; day += 1) {
    const date = new Date(Date.UTC(2026, 9, 26 + day));
    if (date.getUTCDay() === 0) continue;
    for (let one = 0; one < 2 + Math.floor(next() * 3); one += 1) {
      const hour = 7 + Math.floor(next() * next() * 13);
      const receivedAt = Date.UTC(2026, 9, 26 + day, hour - 1, Math.floor(next() * 60));
      if (receivedAt > NOW) continue;
      const take = receivedAt + Math.floor(3 + next() * next() * 90) * 60_000;
      const call = take + Math.floor(2 + next() * 40) * 60_000;
      facts.push({ receivedAt, ...(take < NOW ? { takenAt: take } : {}), ...(call < NOW ? { calledAt: call } : {}), ...(call + 3_600_000 < NOW ? { doneAt: call + 3_600_000 } : {}) });
    }
  }
  return facts;
}
const report = computeReport({ facts: sampleFacts(), junk: [{ at: at(24, 3, 0), count: 6 }], toCheck: 0, days: { hours: [WEEKDAYS_8_18, SATURDAY_9_14], closures: [] }, now: NOW });

// « À vérifier »: a script's 37 requests repeating one message, and two that repeat one number (a family that sent several, or a stranger).
const held = { ...base, kind: 'callback', held: true, emailCopy: 'held' } as const;
const scripted = (minute: number): InboxRequest => ({
  ...held,
  id: `s${minute}`,
  reference: `AV-S${minute}Q`,
  receivedAt: at(26, 10, minute),
  values: { fullName: 'test test', phone: '+237600000000', day: '2026-11-27', slot: 'morning 08:00-12:00', service: '' },
});
const groups: InboxGroup[] = [
  { key: `m:${'a'.repeat(32)}`, kind: 'message', count: 37, first: at(26, 9, 2), last: at(26, 10, 31), requests: [scripted(31), scripted(30), scripted(29)] },
  {
    key: `p:${'b'.repeat(32)}`,
    kind: 'phone',
    count: 2,
    first: at(26, 8, 15),
    last: at(26, 9, 40),
    requests: [
      {
        ...held,
        id: 'n1',
        reference: 'AV-N7RT',
        receivedAt: at(26, 9, 40),
        values: { fullName: 'Paulette Eyenga', phone: '+237677889900', day: '2026-11-27', slot: 'afternoon 12:00-17:00', service: 'Garde de nuit' },
      },
      { ...scripted(15), id: 'n2', reference: 'AV-N2KD', receivedAt: at(26, 8, 15), values: { fullName: 'Paulette Eyenga', phone: '+237677889900', day: '2026-11-28', slot: 'morning 08:00-12:00', service: '' } },
    ],
  },
];

const pages: Record<string, string> = {
  'inbox-390': renderInboxPage({ locale: 'fr', staff, view: 'open', requests: [callback, appointment, stranger], counts, now: NOW, junkHours: JUNK_HOURS }),
  'inbox-390-check': renderInboxPage({ locale: 'fr', staff, view: 'check', requests: [], groups, counts, now: NOW, junkHours: JUNK_HOURS }),
  'inbox-390-check-en': renderInboxPage({ locale: 'en', staff, view: 'check', requests: [], groups, counts, now: NOW, junkHours: JUNK_HOURS, flash: { kind: 'junk-group', count: 12 } }),
  'inbox-390-sweep': renderInboxPage({
    locale: 'fr',
    staff,
    view: 'check',
    requests: [],
    group: groups[0]!.key,
    sweep: { key: groups[0]!.key, kind: 'message', requests: [{ ...scripted(40), held: false }, scripted(31), scripted(30), scripted(29)], count: 40, until: at(26, 10, 40), hours: JUNK_HOURS },
    counts,
    now: NOW,
    junkHours: JUNK_HOURS,
  }),
  'inbox-390-junk': renderInboxPage({
    locale: 'fr',
    staff,
    view: 'junk',
    requests: [{ ...scripted(41), held: false, junkAt: at(26, 10, 41) }, { ...scripted(42), held: false, junkAt: at(26, 10, 42) }],
    counts: swept,
    now: NOW,
    junkHours: JUNK_HOURS,
  }),
  'inbox-390-mine': renderInboxPage({
    locale: 'fr',
    staff,
    view: 'mine',
    requests: [application],
    counts,
    now: NOW,
    junkHours: JUNK_HOURS,
    flash: { kind: 'already-taken', reference: 'AV-M4PX', by: 'Paul', at: at(26, 10, 12) },
  }),
  'inbox-390-en': renderInboxPage({
    locale: 'en',
    staff,
    view: 'done',
    requests: [{ ...callback, state: 'done', takenBy: 'Paul', takenAt: at(26, 10, 20), doneAt: at(26, 10, 31), locale: 'en' }],
    counts,
    now: NOW,
    junkHours: JUNK_HOURS,
    flash: { kind: 'done', reference: 'AV-M4PX' },
  } satisfies InboxPage),
  'inbox-390-outcome': renderInboxPage({ locale: 'fr', staff, view: 'mine', requests: [called], counts, now: NOW, junkHours: JUNK_HOURS, flash: { kind: 'outcome', reference: called.reference, result: 'no-answer' } }),
  // 21 h 30, the centre closed: « Je rappelle à » offers its opening, and says which day (issue 78.8).
  'inbox-390-night': renderInboxPage({
    locale: 'fr',
    staff,
    view: 'mine',
    requests: [{ ...application, takenAt: at(26, 21, 25) }],
    counts,
    now: at(26, 21, 30),
    openDays: { hours: [WEEKDAYS_8_18, SATURDAY_9_14], closures: [] },
    junkHours: JUNK_HOURS,
  }),
  'inbox-390-team': renderInboxPage({ locale: 'fr', staff: { email: 'paul@centre.cm', name: 'Paul' }, view: 'team', requests: [called, application], counts, now: NOW, junkHours: JUNK_HOURS }),
  'inbox-390-report': renderReportPage({ locale: 'fr', report: { ...report, source: 'site' } }),
  'inbox-390-report-en': renderReportPage({ locale: 'en', report: { ...report, source: 'clock' } }),
  'inbox-390-empty': renderInboxPage({ locale: 'fr', staff, view: 'mine', requests: [], counts: { open: 0, check: 0, junk: 0, mine: 0, team: 0, done: 0, visits: 0 }, now: NOW, junkHours: JUNK_HOURS }),
  'inbox-390-not-staff': renderNotStaff('fr'),
};

// The list the refresh check serves: one more request each time it grows.
let growing = [callback];
const growingPage = () => renderInboxPage({ locale: 'fr', staff, view: 'open', requests: growing, counts: { ...counts, open: growing.length }, now: NOW, junkHours: JUNK_HOURS });

// The gateway's answers, as the routes send them: the page (its stylesheet inline), its script, and the policy on each.
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const asset = INBOX_ASSETS[path];
  const page = path.startsWith('/inbox/') ? growingPage() : pages[path.replace(/^\/|\/$/g, '')];
  response.setHeader('Content-Security-Policy', INBOX_CSP);
  if (asset) response.writeHead(200, { 'Content-Type': asset.type }).end(asset.body);
  else if (page) response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  else response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Text under 16 px: every element that holds text of its own. */
const smallText = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter((element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
      .filter((element) => parseFloat(getComputedStyle(element).fontSize) < 16)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${getComputedStyle(element).fontSize}`),
  );

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
// A cheap phone's screen: 390 × 844 CSS px at 1.5 device pixels each.
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.5, hasTouch: true, isMobile: true });
// tsx names the functions it compiles with a helper of its own (__name), which the page does not have.
await context.addInitScript('globalThis.__name = (target) => target');
const findings: string[] = [];
for (const name of Object.keys(pages)) {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') findings.push(`${name}: console: ${message.text()}`);
  });
  await page.goto(`${origin}/${name}/`, { waitUntil: 'networkidle' });
  // The first screen, what a phone shows on opening; --full for the whole page, --open with « Indésirable… » opened.
  const file = join(outDir, `${name}.png`);
  if (process.argv.includes('--open')) await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
  if (WHOLE.includes(name)) await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('details.journal').forEach((details) => (details.open = true)));
  if (SAVED.includes(name) || process.argv.includes('--all')) await page.screenshot({ path: file, fullPage: process.argv.includes('--full') || WHOLE.includes(name) });
  const axe = await new AxeBuilder({ page })
    .options({ rules: { 'color-contrast-enhanced': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  for (const violation of axe.violations) findings.push(`${name}: axe ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  // The junk confirmation's button, once « Indésirable… » is opened, is a target too.
  await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
  for (const target of await smallTargets(page)) findings.push(`${name}: target under 44 px: ${target}`);
  for (const text of await smallText(page)) findings.push(`${name}: text under 16 px: ${text}`);
  // Against the screen's 390 px, not innerWidth: a phone's layout viewport grows to a page too wide, and would hide it.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 390);
  if (overflow > 0) findings.push(`${name}: ${overflow} px wider than the screen`);
  if (SAVED.includes(name) || process.argv.includes('--all')) console.log(file);
  await page.close();
}

/*
 * The page's script (INBOX_SCRIPT), on the page's clock: it swaps in a grown list after 30 s, not while
 * « Indésirable » is open, not just after a touch, and it tells the new count in the title.
 */
async function checkRefresh() {
  const page = await context.newPage();
  await page.clock.install({ time: NOW });
  await page.goto(`${origin}/inbox/`, { waitUntil: 'networkidle' });
  // From here the page's time moves only as told: its 30 s ticks fall 30 s after the script started, within the first 2 s.
  await page.clock.pauseAt(NOW + 2_000);
  const cards = () => page.locator('.request').count();
  const grow = () => (growing = [{ ...appointment, id: `grown-${growing.length}`, reference: `AV-G${growing.length}` }, ...growing]);
  /** Runs the page's clock, then gives a fetch it started a real second to land. */
  const wait = async (ms: number) => {
    await page.clock.runFor(ms);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  };
  const expectCards = async (count: number, when: string) => {
    if ((await cards()) !== count) findings.push(`refresh: ${when}: ${await cards()} cards, not ${count}`);
  };
  grow();
  await wait(30_000);
  await expectCards(2, 'still, after 30 s');
  if ((await page.title()) !== '(2) Boîte des demandes') findings.push(`refresh: the title says « ${await page.title()} »`);
  await page.locator('.junk summary').first().click();
  grow();
  await wait(30_000);
  await expectCards(2, '« Indésirable » open');
  await page.locator('.junk summary').first().click();
  await wait(30_000);
  await expectCards(3, '« Indésirable » closed again, 28 s before the refresh');
  grow();
  await wait(27_000);
  await page.locator('.request h2').first().tap();
  await wait(3_000);
  await expectCards(3, 'a touch 1 s before the refresh');
  await wait(30_000);
  await expectCards(4, 'no touch for 31 s');
  // Scrolled down to the third card, which stays put when a fourth arrives above.
  const third = page.locator('.request').nth(2);
  await third.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -100));
  // The page's scroll events wait for its next frame, which its clock gives.
  await page.clock.runFor(100);
  const before = (await third.boundingBox())?.y;
  grow();
  await wait(29_900);
  await expectCards(5, 'scrolled down');
  const after = (await page.locator('.request').nth(3).boundingBox())?.y;
  if (before === undefined || after === undefined || Math.abs(before - after) > 1) findings.push(`refresh: the card read moved from ${before} to ${after}`);
  await page.close();
}
await checkRefresh();

await browser.close();
server.close();
console.log(findings.length ? findings.join('\n') : 'no finding: axe, targets, text sizes, width, policy, the refresh');
process.exit(findings.length ? 1 : 0);

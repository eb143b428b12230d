import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visitCopy } from '../../copy/request/visit';
import { doualaInstant } from '../../lib/douala-date';
import { fill } from '../../lib/i18n';
import { visitWhenWords } from '../../lib/request/for-gateway';
import { GATEWAY_PATHS, GATEWAY_VISIT_PATHS } from '../../lib/request/gateway/protocol';
import { E2E_GATEWAY_SECRETS, E2E_GATEWAY_URL } from '../../harness/e2e-build-env';
import { appointmentDay, mailbox } from './gateway-helpers';
import { freshPhone, linkIn, messagesFor, moveVisit, sendRequest, startJourney, takeAndAgree, textOf, toGateway, type Journey } from './visit-helpers';
import { expect, test, type Page } from '../fixtures';
import type { Browser, BrowserContext, Request } from '@playwright/test';

/*
 * One view of a visit, in step (issue 83), at 390 px, on the gateway's export and a gateway of its own on the local
 * fakes: the family's open page (the phone that sent the request: its confirmation) and the link's page (a daughter's
 * phone) ask again every minute while they are on screen, on their own clocks (Playwright's, moved by the test: no
 * real minute waited); so Awa's « Déplacer » shows on both within a minute, and « Je dois changer » on one phone
 * shows on the other, its buttons too (the chosen one pressed and filled, the other plain); hidden, a page asks
 * nothing, and shown again it asks at once; its hour come, the buttons give way to words.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(180_000);

const family = visitCopy.fr;
const nbsp = '\u00A0';
const MINUTE = 60_000;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Who comes: on the link's view too from issue 83's gateway on; before it, the sending phone alone says it.
const headlineOf = (day: string, time: string) => new RegExp(`^Votre rendez-vous${nbsp}: ${escaped(visitWhenWords(day, time, 'fr'))}, à domicile[^,]*(, avec Awa)?\\.$`);
/** The same words on both phones (but who comes, which a gateway before issue 83 gives the sending phone alone). */
async function sameHeadline(sender: Page, daughter: Page) {
  const onSender = (await sender.locator('[data-visit-headline]').textContent()) ?? '';
  const onDaughter = (await daughter.locator('[data-visit-headline]').textContent()) ?? '';
  expect(onSender).toMatch(/, avec Awa\.$/);
  expect([onSender, onSender.replace(', avec Awa.', '.')]).toContain(onDaughter);
}

interface Phones {
  journey: Journey;
  reference: string;
  day: string;
  staff: Page;
  /** The family's phone, its confirmation open (the page that sent the request). */
  sender: Page;
  /** A daughter's phone, the message's link open. */
  daughter: Page;
  /** Every call each phone made to the gateway's visit and status routes (their preflights too), as sent. */
  calls: { sender: Request[]; daughter: Request[] };
  close: () => Promise<void>;
}

const toVisitRoutes = (request: Request) => [GATEWAY_PATHS.status, GATEWAY_VISIT_PATHS.visit, GATEWAY_VISIT_PATHS.answer].some((path) => request.url().endsWith(path));

/** A request sent with the box ticked, Awa's visit agreed, the family's phone reading it, the daughter's link open. */
async function twoPhones(page: Page, context: BrowserContext, browser: Browser): Promise<Phones> {
  const persistTo = await mkdtemp(join(tmpdir(), 'gateway-follow-'));
  const journey = await startJourney(persistTo);
  await mailbox.messaging({ gateway: journey.gateway.url, appSecret: E2E_GATEWAY_SECRETS.WHATSAPP_APP_SECRET });
  const other = await freshPhone(browser, journey.gateway);
  const calls = { sender: [] as Request[], daughter: [] as Request[] };
  const close = async () => {
    await other.context.close();
    await mailbox.messaging({ gateway: E2E_GATEWAY_URL, appSecret: E2E_GATEWAY_SECRETS.WHATSAPP_APP_SECRET });
    await journey.close();
    await rm(persistTo, { recursive: true, force: true });
  };
  try {
    await toGateway(context, journey.gateway);
    // The family's phone keeps its own time: the test moves it.
    await page.clock.install();
    const reference = await sendRequest(page, { consent: true });
    const day = appointmentDay();
    const staff = await context.newPage();
    await takeAndAgree(staff, journey.staffUrl, reference, { day, time: '11:00' });
    await expect.poll(async () => (await messagesFor(reference, 'whatsapp')).length).toBe(1);
    const link = linkIn(textOf((await messagesFor(reference, 'whatsapp'))[0]!));

    // The sending phone asks a minute after « Envoyer », and reads the visit.
    page.on('request', (request) => toVisitRoutes(request) && calls.sender.push(request));
    await page.bringToFront();
    await page.clock.fastForward(MINUTE);
    await expect(page.locator('[data-visit-headline]')).toHaveText(headlineOf(day, '11:00'));

    const daughter = await other.context.newPage();
    await daughter.clock.install();
    daughter.on('request', (request) => toVisitRoutes(request) && calls.daughter.push(request));
    await daughter.goto(link);
    await expect(daughter.locator('[data-visit-headline]')).toHaveText(headlineOf(day, '11:00'));
    await sameHeadline(page, daughter);
    return { journey, reference, day, staff, sender: page, daughter, calls, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The two answer buttons of a phone's visit: which is pressed, and which looks it (filled). */
async function buttons(page: Page) {
  const state = async (kind: 'coming' | 'change') => {
    const button = page.locator(`[data-visit-answer="${kind}"]`);
    return { pressed: await button.getAttribute('aria-pressed'), filled: (await button.getAttribute('class'))?.includes('btn-primary') ?? false };
  };
  return { coming: await state('coming'), change: await state('change') };
}

/** Sets what the page's document says of being seen, as a phone's screen going off and on does. */
const seen = (page: Page, visible: boolean) =>
  page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (shown ? 'visible' : 'hidden') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);

test('the family’s open page follows a move within a minute, and so does the link’s page; hidden, a page asks nothing, and shown again it asks at once', async ({ page, context, browser }) => {
  const phones = await twoPhones(page, context, browser);
  try {
    const { sender, daughter, day, reference } = phones;
    await moveVisit(phones.staff, phones.journey.staffUrl, reference, '15:00');

    // Within a minute on each phone's own clock: the new time heads both, the same words.
    await sender.bringToFront();
    await sender.clock.fastForward(MINUTE);
    await expect(sender.locator('[data-visit-headline]')).toHaveText(headlineOf(day, '15:00'));
    await daughter.bringToFront();
    await daughter.clock.fastForward(MINUTE);
    await expect(daughter.locator('[data-visit-headline]')).toHaveText(headlineOf(day, '15:00'));
    await sameHeadline(sender, daughter);

    // The daughter's screen goes off for ten minutes: her page asks nothing; on again, it asks at once.
    const asks = () => phones.calls.daughter.filter((request) => request.method() === 'POST').length;
    const before = asks();
    await seen(daughter, false);
    await daughter.clock.fastForward(10 * MINUTE);
    expect(asks()).toBe(before);
    await seen(daughter, true);
    await expect.poll(asks).toBe(before + 1);

    // What a minute's ask costs each phone, as sent and received (request-gateway's bytes, not the page's).
    if (process.env.VISIT_POLL_BYTES) {
      const sizes = async (requests: Request[]) => Promise.all(requests.map(async (request) => ({ method: request.method(), path: new URL(request.url()).pathname, ...(await request.sizes()) })));
      await writeFile(process.env.VISIT_POLL_BYTES, JSON.stringify({ sender: await sizes(phones.calls.sender), daughter: await sizes(phones.calls.daughter) }, null, 2));
    }
  } finally {
    await phones.close();
  }
});

test('« Je dois changer » on one phone shows on the other within a minute, its buttons too; an answer the gateway does not take says why; the visit’s hour come, the buttons give way to words', async ({ page, context, browser }) => {
  const phones = await twoPhones(page, context, browser);
  try {
    const { sender, daughter, day } = phones;
    // Before any answer, neither button looks chosen.
    expect(await buttons(sender)).toEqual({ coming: { pressed: 'false', filled: false }, change: { pressed: 'false', filled: false } });

    await daughter.locator('[data-visit-answer="change"]').click();
    await expect(daughter.locator('[data-visit-said]')).toHaveText(family.answered.change);
    const changed = { coming: { pressed: 'false', filled: false }, change: { pressed: 'true', filled: true } };
    expect(await buttons(daughter)).toEqual(changed);

    // The family's phone, within a minute: « Je dois changer » chosen, the dark « Je serai là » no more.
    await sender.bringToFront();
    await sender.clock.fastForward(MINUTE);
    await expect(sender.locator('[data-visit-answer="change"]')).toHaveAttribute('aria-pressed', 'true');
    expect(await buttons(sender)).toEqual(changed);
    await expect(sender.locator('[data-visit-said]')).toHaveText(family.answered.change);

    // The family changes its mind on its own phone: taken (until the visit's hour), or refused in words, never silently.
    await sender.locator('[data-visit-answer="coming"]').click();
    const said = sender.locator('[data-visit-said]');
    const taken = family.answered.coming;
    const refused = fill(family.notAnswered['not-taken'], { answer: family.answers.change });
    await expect(said).toHaveText(new RegExp(`^(${escaped(taken)}|${escaped(refused)})$`));
    const after = await buttons(sender);
    expect(after, 'what is said is what is pressed').toEqual(
      (await said.textContent()) === taken ? { coming: { pressed: 'true', filled: true }, change: { pressed: 'false', filled: false } } : changed,
    );
    // Whatever it came to, the daughter's phone says the same within a minute.
    await daughter.bringToFront();
    await daughter.clock.fastForward(MINUTE);
    await expect(daughter.locator('[data-visit-answer="coming"]')).toHaveAttribute('aria-pressed', after.coming.pressed ?? '');
    expect(await buttons(daughter)).toEqual(after);

    // The visit's hour (11 h in Yaoundé) come: no more buttons, the words say it is passed, on both phones.
    for (const phone of [daughter, sender]) {
      await phone.bringToFront();
      const now = await phone.evaluate(() => Date.now());
      await phone.clock.fastForward(doualaInstant(day, 11 * 60) - now + MINUTE);
      await expect(phone.locator('[data-visit-headline]')).toHaveText(family.headline.passed);
      await expect(phone.locator('[data-visit-answer]')).toHaveCount(0);
    }
  } finally {
    await phones.close();
  }
});

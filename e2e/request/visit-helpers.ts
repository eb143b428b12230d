import { formWords } from '../../copy/request/form-words';
import { OUTCOME_WORDS } from '../../gateway/src/inbox/outcome-words';
import { INBOX_PATHS } from '../../gateway/src/inbox/model';
import { VISIT_WORDS } from '../../gateway/src/inbox/visit-words';
import { WORDS } from '../../gateway/src/inbox/words';
import { pagePath } from '../../lib/routes';
import { startAccessEdge, startFakeAccess } from '../../harness/access';
import { E2E_GATEWAY_TOPIC, E2E_GATEWAY_URL, E2E_STAFF, e2eGatewaySettings } from '../../harness/e2e-build-env';
import { startGateway, type RunningGateway } from '../../harness/gateway';
import type { Recorded } from '../../harness/mailbox';
import { whatsappText } from '../../harness/messaging';
import { TEST_PORTS } from '../../harness/test-ports';
import { fillRequest, form, marie, shownReference } from './appointment-helpers';
import { appointmentDay, clockOf, mailbox } from './gateway-helpers';
import { expect, type Page } from '../fixtures';
import type { Browser, BrowserContext } from '@playwright/test';

/*
 * What the visit's journeys share (visit-journey.spec.ts, visit-follow.spec.ts; playwright.gateway.config.ts): a
 * gateway of their own on the local fakes (TEST_CLOCK), behind Access's edge; a family's request sent from its phone;
 * Awa agreeing, then moving, a visit in her inbox; the family's messages as its phone shows them; a daughter's phone.
 */

export const PHONE = `+237${marie.phone!}`;
export const outcomeWords = OUTCOME_WORDS.fr;
export const visitWords = VISIT_WORDS.fr;
export const staffWords = WORDS.fr;
const consentLabel = formWords.fr.consent.label;

export interface Journey {
  gateway: RunningGateway;
  staffUrl: string;
  moveClock: (to: number) => Promise<number>;
  close: () => Promise<void>;
}

/** A gateway of its own (TEST_CLOCK) behind Access's edge, the fakes posting their statuses to it. */
export async function startJourney(persistTo: string): Promise<Journey> {
  const access = await startFakeAccess();
  const base = process.env.E2E_MAILBOX_URL ?? '';
  const upstreams = { EMAILJS_API_URL: `${base}/emailjs`, NOTIFY_URL: `${base}/ntfy/${E2E_GATEWAY_TOPIC}`, WHATSAPP_API_URL: `${base}/graph/v24.0`, SMS_URL: `${base}/sms` };
  // Its own INBOX_URL: the notices' button, and the origin Brevo's SMS statuses are posted back to.
  const vars = { ...e2eGatewaySettings(upstreams, { access }), INBOX_URL: `http://127.0.0.1:${TEST_PORTS.gatewayClock}${INBOX_PATHS.page}`, TEST_CLOCK: '1' };
  const gateway = await startGateway({ port: TEST_PORTS.gatewayClock, vars, persistTo });
  const edge = await startAccessEdge({ gateway: gateway.url, access, email: E2E_STAFF.awa.email });
  const moveClock = clockOf(gateway.url, access);
  return {
    gateway,
    staffUrl: `${edge.url}${INBOX_PATHS.page}`,
    moveClock,
    close: async () => {
      await edge.close();
      await gateway.stop();
      await access.close();
    },
  };
}

/** The pages of a browser context post to this journey's gateway instead of the shared one. */
export const toGateway = (context: BrowserContext, gateway: RunningGateway) =>
  context.route(`${E2E_GATEWAY_URL}/**`, (route) => route.continue({ url: route.request().url().replace(E2E_GATEWAY_URL, gateway.url) }));

/** A family's appointment request from its phone, the box ticked or not; its reference. */
export async function sendRequest(page: Page, { phone = marie.phone!, consent }: { phone?: string; consent: boolean }): Promise<string> {
  await page.goto(pagePath('appointment', 'fr'));
  const f = form(page);
  await expect(f.submit).toBeEnabled();
  await fillRequest(page, { ...marie, phone, date: appointmentDay(), time: '10:30' });
  const box = f.root.getByLabel(consentLabel);
  await expect(box).not.toBeChecked();
  if (consent) await box.check();
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  return shownReference(page);
}

/** Awa, on her phone: takes the request and records « Appelée » with the day, the time and the place agreed. */
export async function takeAndAgree(staff: Page, staffUrl: string, reference: string, { day, time }: { day: string; time: string }) {
  await staff.goto(staffUrl);
  await staff.getByRole('article').filter({ hasText: reference }).getByRole('button', { name: staffWords.take }).click();
  await expect(staff.getByText(staffWords.flash.taken(reference))).toBeVisible();
  const card = staff.getByRole('article').filter({ hasText: reference });
  await card.getByText(outcomeWords.agreed.open('appointment')).click();
  await card.getByLabel(outcomeWords.agreed.day, { exact: true }).fill(day);
  await card.getByLabel(outcomeWords.agreed.time, { exact: true }).fill(time);
  await card.getByLabel(visitWords.form.home, { exact: true }).check();
  const district = card.getByLabel(visitWords.form.district);
  if ((await district.count()) > 0) await district.selectOption('Bastos');
  await expect(card.getByLabel(visitWords.form.with)).toHaveValue(E2E_STAFF.awa.name);
  await card.getByRole('button', { name: outcomeWords.results.called }).click();
  return card;
}

export const textOf = (message: Recorded) => (message.provider === 'whatsapp' ? whatsappText(message.body as Record<string, unknown>) : String((message.body as { content?: string }).content ?? ''));
export const recipientOf = (message: Recorded) => {
  const body = message.body as Record<string, unknown>;
  return `+${String(message.provider === 'whatsapp' ? body.to : body.recipient).replace(/^\+/, '')}`;
};

/** A request's visit messages on one channel, in order, as the family's phone shows them: each to the family's number. */
export async function messagesFor(reference: string, provider: 'whatsapp' | 'sms', phone = PHONE): Promise<Recorded[]> {
  const sent = (await mailbox.messages()).filter((message) => message.provider === provider && textOf(message).includes(reference));
  for (const message of sent) expect(recipientOf(message)).toBe(phone);
  return sent;
}
export const linkIn = (text: string) => /https?:\/\/\S+#[\w-]+/.exec(text)?.[0] ?? '';

/** A daughter's phone, elsewhere: a fresh browser context, nothing of the family's outbox, under the same policy's eye. */
export async function freshPhone(browser: Browser, gateway: RunningGateway) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, acceptDownloads: true });
  await toGateway(context, gateway);
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) violations.push(message.text());
  });
  return { context, violations };
}

/** Awa, on her card (her list, « À moi »): « Déplacer… » to another time the same day; the inbox says it is done. */
export async function moveVisit(staff: Page, staffUrl: string, reference: string, time: string) {
  await staff.goto(`${staffUrl}?view=mine`);
  const card = staff.getByRole('article').filter({ hasText: reference });
  await card.getByText(visitWords.form.moveOpen).click();
  await card.locator('.visit-moved').getByLabel(visitWords.form.time, { exact: true }).fill(time);
  await card.getByRole('button', { name: visitWords.form.move, exact: true }).click();
  await expect(staff.getByText(visitWords.flash.done(reference, 'moved'))).toBeVisible();
}

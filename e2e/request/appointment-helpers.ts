import { expect, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { pagePath } from '../../lib/routes';
import { mariePayload } from '../../tests/request/appointment-request';
import { CHUNKS_URL } from '../../pipeline/lib/next-output';
import { retryDelay } from '../../lib/request/answers';
import { EMAILJS_SEND_URL } from '../../lib/request/channels/emailjs';
import { DUE_LOOKUP_INTERVAL_MS } from '../../lib/request/follow';
import { E2E_EMAILJS, E2E_NOTIFY_URL, E2E_RELAY } from '../../harness/e2e-build-env';

/*
 * Shared by e2e/request/appointment-*.spec.ts. The site under test is built with dummy EmailJS ids
 * (npm run build:e2e, harness/e2e-build-env.ts): the real SDK then makes the real request, which
 * the tests answer. These are the ids as EmailJS receives them.
 */
export const TEST_KEYS = { service_id: E2E_EMAILJS.serviceId, template_id: E2E_EMAILJS.templateId, user_id: E2E_EMAILJS.publicKey } as const;

/**
 * The body EmailJS receives for Marie's request with the test keys (what @emailjs/browser would post):
 * only the message differs, after its first line, the request's reference.
 */
export function sentRequest(message: string, reference: string) {
  return { lib_version: '4.4.1', ...TEST_KEYS, template_params: mariePayload(`Référence\u00A0: ${reference}\n${message}`) };
}

/** The reference the confirmation shows (lib/request/reference.ts). */
export async function shownReference(page: Page): Promise<string> {
  const reference = (await page.locator('[data-reference]').textContent()) ?? '';
  expect(reference).toMatch(/^AV-[2-9A-HJKMNP-TV-Z]{4}$/);
  return reference;
}

/**
 * How far Playwright's clock jumps, from a page opened just after a request's `attempts`-th failed try, for
 * that page to try it again: the request's wait (retryDelay), the page's look-up interval, a second to spare.
 */
export const untilTriedAgain = (attempts: number) => retryDelay(attempts) + DUE_LOOKUP_INTERVAL_MS + 1_000;

/** Where the EmailJS SDK posts (lib/request/channels/emailjs.ts). */
export const SEND_URL = EMAILJS_SEND_URL;
/** The second channel, as build:e2e sets it: a fake origin, always answered by routing. */
export const RELAY_URL = E2E_RELAY.url;
/** What a real relay (Web3Forms) answers a page of another origin. */
export const RELAY_CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST' };

/** The staff's notices' topic (ntfy), as build:e2e sets it: a fake origin, always answered by routing. */
export const NOTIFY_URL = E2E_NOTIFY_URL;
/** What ntfy answers a page of another origin. */
export const NOTIFY_CORS = { 'Access-Control-Allow-Origin': '*' };

/** A notice as the fake topic received it: its whole URL, its headers and its body. */
export interface ReceivedNotice {
  url: URL;
  headers: Record<string, string>;
  body: string;
}

/**
 * Fakes the notices' topic for a page or a whole context (the worker's POSTs too), and records each
 * POST. It answers `answer`: a status, `abort` (unreachable) or `hang` (never answers).
 */
export async function answerNotices(target: Page | BrowserContext, answer: number | 'abort' | 'hang' = 200) {
  const notices: ReceivedNotice[] = [];
  let connected = true;
  await target.route(
    (url) => url.origin + url.pathname === NOTIFY_URL,
    async (route: Route) => {
      const request = route.request();
      if (!connected) return route.abort('internetdisconnected');
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { ...NOTIFY_CORS, 'Access-Control-Allow-Methods': 'POST' } });
      notices.push({ url: new URL(request.url()), headers: await request.allHeaders(), body: request.postData() ?? '' });
      if (answer === 'abort') return route.abort('connectionrefused');
      // Held until the test's context closes: the browser's own timeout (lib/request/notice/send.ts) gives up first.
      if (answer === 'hang') return new Promise<void>(() => {});
      await route.fulfill({ status: answer, contentType: 'application/json', headers: NOTIFY_CORS, body: '{}' });
    },
  );
  return {
    notices,
    /** The titles received, in order (« + » is a space in a query). */
    titles: () => notices.map((notice) => notice.url.searchParams.get('title')),
    cut: () => void (connected = false),
    restore: () => void (connected = true),
  };
}

/** The whole of a notice as text, as a server reads it: its URL decoded, every header, its body. */
export const wholeNotice = (notice: ReceivedNotice) =>
  [decodeURIComponent(notice.url.href.replace(/\+/g, ' ')), ...Object.entries(notice.headers).map(([name, value]) => `${name}: ${value}`), notice.body].join('\n');

/** Monday 16 March 2026, 09:00 in Yaoundé: « today » for the date rules. */
export const NOW = new Date('2026-03-16T09:00:00+01:00');
export const TODAY = '2026-03-16';

export const FORM_PAGES = [pagePath('appointment', 'fr'), pagePath('contact', 'fr')] as const;

export interface AppointmentInput {
  fullName: string;
  email: string;
  /** Digits typed in the phone box (country CM by default). */
  phone?: string;
  date: string;
  time: string;
  service: string;
  message?: string;
}

export const marie: AppointmentInput = {
  fullName: 'Marie Ngono',
  email: 'marie.ngono@example.com',
  phone: '671234567',
  date: '2026-03-20',
  time: '14:30',
  service: 'Suivi de grossesse',
  message: 'Pour ma mère, à domicile si possible.',
};

/** The appointment form of the page: on /contact, « Rappelez-moi » is a form of the page too. */
export function appointmentForm(page: Page) {
  return page.getByRole('main').getByRole('form').filter({ has: page.locator('[name="email"]') });
}

export function form(page: Page) {
  const root = appointmentForm(page);
  return {
    root,
    fullName: root.getByLabel('Nom complet'),
    email: root.getByLabel('Adresse e-mail'),
    phone: root.getByLabel('Téléphone (facultatif)'),
    country: root.getByLabel("Pays de l'indicatif téléphonique"),
    date: root.getByLabel('Date souhaitée'),
    time: root.getByLabel('Heure souhaitée'),
    service: root.getByLabel('Service souhaité'),
    message: root.getByLabel('Message (facultatif)'),
    submit: root.getByRole('button', { name: /Envoyer la demande|Envoi en cours/ }),
    alert: root.getByRole('alert'),
  };
}

/** Opens the form page with EmailJS answering « OK »: the form, and the requests it will have sent. */
export async function openAnsweredForm(page: Page) {
  const requests = await answerSends(page, 200);
  return { f: await openForm(page), requests };
}

/** Sends the filled form and waits for the confirmation that replaces it. */
export async function submitAndConfirm(page: Page) {
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
}

/**
 * Opens a form page at a fixed « now » and waits until the form is interactive. Not for the load event:
 * on the form page the phone library starts loading at once, and a test that holds it back would hold
 * the load event too.
 */
export async function openForm(page: Page, path: string = FORM_PAGES[0], now: Date = NOW) {
  await page.clock.install({ time: now });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(form(page).submit).toBeEnabled();
  return form(page);
}

export async function fillRequest(page: Page, request: AppointmentInput = marie) {
  const f = form(page);
  await f.fullName.fill(request.fullName);
  await f.email.fill(request.email);
  if (request.phone) await f.phone.fill(request.phone);
  await f.date.fill(request.date);
  await f.time.fill(request.time);
  await f.service.selectOption(request.service);
  if (request.message !== undefined) await f.message.fill(request.message);
}

/** Picks a phone country as a visitor does: the list gets the focus first (a touch or Tab), which also brings the phone library. */
export async function chooseCountry(page: Page, country: string) {
  const f = form(page);
  await f.country.focus();
  await f.country.selectOption(country);
}

/** A string found only in the phone library's chunk (libphonenumber's metadata). */
export const PHONE_LIBRARY = 'country_calling_codes';

/** Holds back the phone library's chunk until `release()`: the form's stand-in is what the visitor has meanwhile. */
export async function holdPhoneLibrary(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(`**${CHUNKS_URL}*.js`, async (route) => {
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let body: string;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch (error) {
      // A chunk still on its way when the test ends: its context closes, and Playwright says the body
      // « has been disposed » before page.isClosed() knows. Anything else is a real failure.
      if (page.isClosed() || (error instanceof Error && error.message.includes('has been disposed'))) {
        await route.continue().catch(() => {});
        return;
      }
      throw error;
    }
    if (body.includes(PHONE_LIBRARY)) {
      requested = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, wasRequested: () => requested };
}

/** Answers every send with the given status, and records the requests. */
export async function answerSends(page: Page, status: number, body = status === 200 ? 'OK' : 'Error') {
  const requests: Request[] = [];
  await page.route(SEND_URL, async (route: Route) => {
    requests.push(route.request());
    await route.fulfill({ status, contentType: 'text/plain', body });
  });
  return requests;
}

/** Answers every POST to the relay with the given status (preflights too), and records them. */
export async function answerRelay(page: Page, status: number) {
  const requests: Request[] = [];
  let answer = status;
  await page.route(RELAY_URL, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: RELAY_CORS });
    requests.push(route.request());
    await route.fulfill({ status: answer, contentType: 'application/json', headers: RELAY_CORS, body: JSON.stringify({ success: answer === 200 }) });
  });
  return { requests, answer: (next: number) => void (answer = next) };
}

/** Holds every send until release() is called, then answers 200. */
export async function holdSends(page: Page) {
  const requests: Request[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SEND_URL, async (route: Route) => {
    requests.push(route.request());
    await released;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  return { requests, release };
}

/** The text a fallback link carries: WhatsApp's ?text=, or the mailto body. */
export function fallbackText(href: string): string {
  if (href.startsWith('mailto:')) {
    const body = href.split('?')[1]!.split('&').find((pair) => pair.startsWith('body='))!;
    return decodeURIComponent(body.slice('body='.length));
  }
  return new URL(href).searchParams.get('text') ?? '';
}

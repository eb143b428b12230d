import { expect, test, type Page } from '../fixtures';
import { pagePath } from '../../lib/routes';
import requestFr from '../../copy/request/fr';
import { site as siteByLocale } from '../../content/site';
import { RATE_LIMIT } from '../../lib/request/rate-limit';
import {
  answerRelay,
  answerSends,
  fallbackText,
  fillRequest,
  form,
  FORM_PAGES,
  marie,
  openAnsweredForm,
  openForm,
  SEND_URL,
  submitAndConfirm,
} from './appointment-helpers';

// The French views: these tests check the French site (the English one has its own).
const site = siteByLocale.fr;

/** Every value typed stays in the form. */
async function expectValuesKept(page: Page) {
  const f = form(page);
  await expect(f.fullName).toHaveValue(marie.fullName);
  await expect(f.email).toHaveValue(marie.email);
  await expect(f.phone).toHaveValue('6 71 23 45 67');
  await expect(f.country).toHaveValue('CM');
  await expect(f.date).toHaveValue(marie.date);
  await expect(f.time).toHaveValue(marie.time);
  await expect(f.service).toHaveValue(marie.service);
  await expect(f.message).toHaveValue(marie.message!);
  await expect(f.submit).toBeEnabled();
  await expect(f.submit).toHaveText('Envoyer la demande');
}

/** The alert offers WhatsApp and e-mail, each carrying the whole request, with its reference. */
async function expectFallback(page: Page) {
  const alert = form(page).alert;
  const whatsapp = alert.getByRole('link', { name: /WhatsApp/ });
  const email = alert.getByRole('link', { name: /e-mail/ });
  const whatsappHref = (await whatsapp.getAttribute('href'))!;
  const emailHref = (await email.getAttribute('href'))!;
  expect(whatsappHref.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
  expect(emailHref.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);
  for (const href of [whatsappHref, emailHref]) {
    // URL-encoded: nothing of the request is left raw in the address.
    expect(href.split('?')[1]).not.toMatch(/[\s<>"]/);
    const text = fallbackText(href);
    // The e-mail's body breaks its lines with CRLF (RFC 6068), WhatsApp's with LF.
    expect(text).toMatch(/^Bonjour, je souhaite demander un rendez-vous\.\r?\n\r?\nRéférence\u00A0: AV-[2-9A-HJKMNP-TV-Z]{4}\r?\n/);
    // The day as the inbox writes it, with its year (the text is read later); the time as French writes it (14:30 typed).
    for (const value of [marie.fullName, marie.email, '+237671234567', 'vendredi 20\u00A0mars\u00A02026', '14\u00A0h\u00A030', marie.service, marie.message!]) {
      expect(text, href).toContain(value);
    }
  }
  await expect(alert.getByRole('link', { name: site.phones.reception.display })).toHaveAttribute('href', `tel:${site.phones.reception.e164}`);
}

const failures = [
  // The request's own fault (lib/request/answers.ts), from both channels: the only answer that refuses it.
  { name: 'a 413 answer from both channels', status: 413, body: 'Payload Too Large', says: /n'a pas accepté la demande/ },
];
// A request that found no network is not a failure to report: it waits on the device (e2e/offline/offline.spec.ts).
// Nor is any answer about the account or the service (4xx but 413, 5xx): it goes to the relay, or waits
// on the device and leaves later (below, and e2e/request/request-channels.spec.ts).

for (const path of FORM_PAGES) {
  test.describe(path, () => {
    for (const failure of failures) {
      test(`${failure.name}: alert, values kept, fallback pre-filled, details in the console`, async ({ page }) => {
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        let calls = 0;
        await page.route(SEND_URL, async (route) => {
          calls += 1;
          await route.fulfill({ status: failure.status, contentType: 'text/plain', body: failure.body });
        });
        const relay = await answerRelay(page, failure.status);
        const f = await openForm(page, path);
        await fillRequest(page);
        await f.submit.click();

        await expect(f.alert).toBeVisible();
        await expect(f.alert).toBeFocused();
        const title = f.alert.locator('p').first();
        await expect(title).toHaveText(/^Erreur: /);
        await expect(title).toHaveText(failure.says);
        await expect(f.alert).toContainText("Votre demande n'est pas perdue");
        expect(calls).toBe(1);
        expect(relay.requests).toHaveLength(1);
        await expectValuesKept(page);
        await expectFallback(page);
        expect(consoleErrors.join('\n')).toContain('Request not sent');
        expect(consoleErrors.join('\n')).toContain(String(failure.status));
        await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toHaveCount(0);
      });
    }
  });
}

// EmailJS's answers about its account or service, with the relay down too: the request is kept, and leaves later.
for (const status of [503, 412, 429]) {
  test(`a ${status} answer, the relay down: the request is kept on the device, never lost, and leaves later, once`, async ({ page }) => {
    const relay = await answerRelay(page, 503);
    let answer = status;
    const requests: string[] = [];
    await page.route(SEND_URL, async (route) => {
      requests.push(route.request().postData() ?? '');
      await route.fulfill({ status: answer, contentType: 'text/plain', body: answer === 200 ? 'OK' : 'Try later' });
    });
    const f = await openForm(page);
    await fillRequest(page);
    await f.submit.click();
    const panel = page.locator('[data-outbox-panel="waiting"]');
    await expect(panel.getByRole('heading')).toBeFocused();
    await expect(f.alert).toHaveCount(0);
    expect(requests).toHaveLength(1);
    expect(relay.requests).toHaveLength(1);
    answer = 200;
    await panel.getByRole('button', { name: requestFr.outbox.retry }).click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    // The same bytes both times; the relay is not posted again once EmailJS took it.
    expect(requests).toHaveLength(2);
    expect(requests[1]).toBe(requests[0]);
    expect(relay.requests).toHaveLength(1);
  });
}

test('any 2xx answer is a sent request', async ({ page }) => {
  const requests = await answerSends(page, 202, 'Accepted');
  await openForm(page);
  await fillRequest(page);
  await submitAndConfirm(page);
  expect(requests).toHaveLength(1);
});

test('limitRate: a retry within 10 seconds is refused kindly without a request, and goes through after', async ({ page }) => {
  let answer = 413;
  const requests: string[] = [];
  await page.route(SEND_URL, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: answer, body: answer === 200 ? 'OK' : 'Payload Too Large' });
  });
  await answerRelay(page, 413);
  const f = await openForm(page);
  await fillRequest(page);
  await f.submit.click();
  await expect(f.alert).toContainText("n'a pas accepté");
  expect(requests).toHaveLength(1);

  // The SDK stored the time of that try (limitRate counts a failed one): an immediate retry is refused.
  answer = 200;
  await page.clock.fastForward(3_000);
  await f.submit.click();
  await expect(f.alert).toContainText('Merci de patienter une dizaine de secondes, puis réessayez.');
  expect(requests).toHaveLength(1);
  await expectValuesKept(page);

  await page.clock.fastForward(RATE_LIMIT.throttleMs);
  await submitAndConfirm(page);
  expect(requests).toHaveLength(2);
});

test('the alert is replaced, not stacked, by the next try; a success removes it', async ({ page }) => {
  let answer = 413;
  await page.route(SEND_URL, (route) => route.fulfill({ status: answer, body: 'x' }));
  await answerRelay(page, 413);
  const f = await openForm(page);
  await fillRequest(page);
  await f.submit.click();
  await expect(f.alert).toHaveCount(1);
  answer = 200;
  await page.clock.fastForward(RATE_LIMIT.throttleMs + 1_000);
  await submitAndConfirm(page);
  // Scoped to main: Next's route announcer is a role="alert" too.
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test.describe('offline', () => {
  test('is said before sending, with the fallback; a submit keeps the request, which leaves by itself once the connection returns', async ({ page, context }) => {
    const { f, requests } = await openAnsweredForm(page);
    await fillRequest(page);

    await context.setOffline(true);
    const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'Vous êtes hors connexion' });
    await expect(notice).toBeVisible();
    const whatsappHref = (await notice.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!;
    expect(fallbackText(whatsappHref)).toContain(marie.fullName);
    expect(fallbackText(whatsappHref)).toContain(marie.message!);

    await f.submit.click();
    const waiting = page.getByRole('heading', { name: requestFr.outbox.waitingTitle });
    await expect(waiting).toBeFocused();
    expect(requests).toHaveLength(0);

    // Back online: it leaves, once, and the visitor sees it did.
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('on a first visit, the note’s code that cannot come offline does not take the page down: the kept request’s panel still answers', async ({ page, context }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requests = await answerSends(page, 200);
    // At the real time of day, with no clock of the test's: the note's code is asked for as soon as the outbox exists.
    await page.goto(pagePath('appointment', 'fr'));
    await expect(form(page).submit).toBeEnabled();
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await fillRequest(page, { ...marie, date: tomorrow });
    await context.setOffline(true);
    await form(page).submit.click();
    const panel = page.locator('[data-outbox-panel="waiting"]');
    await expect(panel.getByRole('heading')).toBeFocused();
    await page.waitForTimeout(1_000);
    await context.setOffline(false);
    await panel.getByRole('button', { name: requestFr.outbox.retry }).click({ timeout: 5_000 }).catch(() => {});
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test('a failure does not spend the draft: after a reload the request is still there', async ({ page }) => {
  await answerSends(page, 413);
  await answerRelay(page, 413);
  const f = await openForm(page);
  await fillRequest(page);
  await f.submit.click();
  await expect(f.alert).toBeVisible();
  await page.reload();
  await expect(f.submit).toBeEnabled();
  await expectValuesKept(page);
});

import { expect, test } from '../fixtures';
import { site as siteByLocale } from '../../content/site';
import { RATE_LIMIT } from '../../lib/request/rate-limit';
import {
  answerSends,
  fillRequest,
  FORM_PAGES,
  holdSends,
  marie,
  openAnsweredForm,
  openForm,
  SEND_URL,
  sentRequest,
  shownReference,
  submitAndConfirm,
} from './appointment-helpers';

// The French views: these tests check the French site (the English one has its own).
const site = siteByLocale.fr;

// The real form and its real send to EmailJS: only the network answer is faked.

for (const path of FORM_PAGES) {
  test.describe(path, () => {
    test('sends exactly the payload the centre’s template reads, with the empty-message text and the phone in international format', async ({ page }) => {
      const requests = await answerSends(page, 200);
      await openForm(page, path);
      await fillRequest(page, { ...marie, message: '' });
      await submitAndConfirm(page);

      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      expect(request.method()).toBe('POST');
      expect(request.url()).toBe(SEND_URL);
      // The reference the visitor is shown is the one on the first line of the message.
      expect(request.postDataJSON()).toEqual(sentRequest('(Aucun message supplémentaire)', await shownReference(page)));
    });

    test('the template receives the spec’s eight keys with the spec’s values, the reference alone in a ninth, the centre’s notice in a tenth', async ({ page }) => {
      const requests = await answerSends(page, 200);
      await openForm(page, path);
      await fillRequest(page, { ...marie, message: '' });
      await submitAndConfirm(page);

      const reference = await shownReference(page);
      // The spec, section 7: from_name, from_email, reply_to, phone, date, time, service, message; `service` is the
      // service chosen (DECISIONS, « The spec's payload »): the reference travels in `reference`, never appended; what
      // the centre adds for itself (a closed day's « Attention ») in `notice`, never in the family's message.
      expect(requests[0]!.postDataJSON().template_params).toStrictEqual({
        from_name: 'Marie Ngono',
        from_email: 'marie.ngono@example.com',
        reply_to: 'marie.ngono@example.com',
        phone: '+237671234567',
        date: '2026-03-20',
        time: '14:30',
        service: 'Suivi de grossesse',
        message: `Référence\u00A0: ${reference}\n(Aucun message supplémentaire)`,
        reference,
        // A day and time the centre takes appointments: nothing to add.
        notice: '',
      });
    });

    test('shows « Envoi en cours... » on a disabled button while the request is on its way', async ({ page }) => {
      const { requests, release } = await holdSends(page);
      const f = await openForm(page, path);
      await fillRequest(page);
      await f.submit.click();

      await expect(f.submit).toHaveText('Envoi en cours...');
      await expect(f.submit).toBeDisabled();
      await expect.poll(() => requests.length).toBe(1);
      // Still waiting for the answer: nothing else has changed.
      await expect(f.fullName).toHaveValue(marie.fullName);
      await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toHaveCount(0);

      release();
      await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    });

    test('the confirmation takes focus, is announced, and « Nouvelle demande » returns to an empty form', async ({ page }) => {
      await answerSends(page, 200);
      const f = await openForm(page, path);
      await fillRequest(page);
      await f.submit.click();

      const heading = page.getByRole('heading', { name: 'Demande envoyée' });
      await expect(heading).toBeFocused();
      const status = page.getByRole('main').getByRole('status').filter({ has: heading });
      // The day as the staff's inbox writes it (« vendredi 20 mars », the year unsaid: this year's), the time as
      // French writes it; the e-mail keeps 2026-03-20 and 14:30.
      await expect(status).toContainText('Suivi de grossesse, le vendredi 20 mars à 14\u00A0h\u00A030');
      await expect(status).toContainText(marie.email);
      await expect(status).toContainText(`Référence de votre demande\u00A0: ${await shownReference(page)}`);
      await expect(f.root).toHaveCount(0);

      const first = await shownReference(page);
      await page.getByRole('button', { name: 'Nouvelle demande' }).click();
      await expect(f.fullName).toBeFocused();
      for (const field of [f.fullName, f.email, f.phone, f.date, f.time, f.message]) await expect(field).toHaveValue('');
      await expect(f.service).toHaveValue('');
      await expect(f.country).toHaveValue('CM');
      // The next request has a reference of its own.
      await fillRequest(page);
      await page.clock.fastForward(RATE_LIMIT.throttleMs + 1_000);
      await submitAndConfirm(page);
      expect(await shownReference(page)).not.toBe(first);
    });

    test('a sent request leaves no draft behind: a reload shows an empty form', async ({ page }) => {
      await answerSends(page, 200);
      const f = await openForm(page, path);
      await fillRequest(page);
      await submitAndConfirm(page);
      await page.reload();
      await expect(f.submit).toBeEnabled();
      await expect(f.fullName).toHaveValue('');
      await expect(f.message).toHaveValue('');
    });
  });
}

test('two submits in the same instant make one request (ref guard, not only the disabled button)', async ({ page }) => {
  const { requests, release } = await holdSends(page);
  const f = await openForm(page);
  await fillRequest(page);
  // Both events fire before React re-renders, so the disabled attribute cannot stop the second one.
  await f.root.evaluate((element) => {
    const formElement = element as HTMLFormElement;
    formElement.requestSubmit();
    formElement.requestSubmit();
  });
  await expect(f.submit).toHaveText('Envoi en cours...');
  await expect.poll(() => requests.length).toBe(1);
  // The second submit did not reach the SDK either (it would have answered 429 from limitRate).
  await expect(f.alert).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('a double click sends once', async ({ page }) => {
  const { f, requests } = await openAnsweredForm(page);
  await fillRequest(page);
  await f.submit.dblclick();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('HTML and scripts typed in the form are sent and shown as plain text', async ({ page }) => {
  const requests = await answerSends(page, 200);
  await openForm(page);
  const name = '<i id="injected-name">Marie</i>';
  const message = '<script>window.__injected = 1</script><img id="injected-img" src="x" onerror="window.__injected = 2"><b>gras</b>';
  await fillRequest(page, { ...marie, fullName: name, message });
  await submitAndConfirm(page);

  const params = requests[0]!.postDataJSON().template_params;
  // Not a person's name only: none in from_name, which the acknowledgement prints; the staff read it as typed (issue 67.2).
  expect(params.from_name).toBe('');
  expect(params.message).toBe(`Référence\u00A0: ${await shownReference(page)}\nNom\u00A0: ${name}\n${message}`);
  // Shown as text in the confirmation, never parsed as HTML.
  await expect(page.getByRole('main')).toContainText(`Merci ${name}`);
  await expect(page.locator('#injected-name, #injected-img, main script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
});

test('a phone number of another country keeps its country and is sent in international format', async ({ page }) => {
  const { f, requests } = await openAnsweredForm(page);
  await fillRequest(page, { ...marie, phone: undefined });
  await f.country.selectOption('FR');
  await f.phone.fill('612345678');
  await expect(page.locator('img[src="/flags/FR.svg"]')).toHaveCount(1);
  await submitAndConfirm(page);
  expect(requests[0]!.postDataJSON().template_params.phone).toBe('+33612345678');
});

test('without a phone number, the phone is sent empty', async ({ page }) => {
  const requests = await answerSends(page, 200);
  await openForm(page);
  await fillRequest(page, { ...marie, phone: undefined });
  await submitAndConfirm(page);
  expect(requests[0]!.postDataJSON().template_params.phone).toBe('');
});

test('the e-mail the centre receives can be answered: reply_to is the visitor', async ({ page }) => {
  const requests = await answerSends(page, 200);
  await openForm(page);
  await fillRequest(page, { ...marie, email: '  jean.mbarga@example.org ' });
  await submitAndConfirm(page);
  const params = requests[0]!.postDataJSON().template_params;
  expect(params.from_email).toBe('jean.mbarga@example.org');
  expect(params.reply_to).toBe('jean.mbarga@example.org');
  // The centre's own address is never the reply address.
  expect(params.reply_to).not.toBe(site.email);
});

import { callbackCopy } from '../../copy/request/callback';
import requestEn from '../../copy/request/en';
import { CALLBACK_ID, servicePath } from '../../lib/routes';
import { expectNoA11yViolations } from '../a11y/a11y';
import { answerSends } from './appointment-helpers';
import { workingDays } from './hours-helpers';
import { expect, test } from '../fixtures';

/*
 * « Rappelez-moi » on a wide screen, where it sits beside a service's text and its three slots side by
 * side in a wide card (e2e/request/callback.spec.ts has its journeys, on the phone): one send, in English, under axe.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 1200, 'the phone has e2e/request/callback.spec.ts');

test('beside the service’s text, whole in its column: a wrong number refused, a good one sent once', async ({ page }) => {
  const copy = callbackCopy.en;
  const requests = await answerSends(page, 200);
  // 10:00 on a working day, as the hours the pages are built with make one: today's afternoon is offered.
  const { today } = workingDays();
  await page.clock.install({ time: new Date(`${today}T10:00:00+01:00`) });
  await page.goto(servicePath(3, 'en'));
  const root = page.locator(`#${CALLBACK_ID}`);
  await root.scrollIntoViewIfNeeded();
  const submit = root.getByRole('button', { name: copy.submit });
  await expect(submit).toBeEnabled();

  // In the column beside the text, not under it.
  const card = (await root.boundingBox())!;
  const text = (await page.getByRole('main').locator('article').first().boundingBox())!;
  expect(card.x).toBeGreaterThan(text.x + text.width);

  // In that column the slots are stacked, each whole inside the card.
  for (const label of await root.locator('label:has(input[name="slot"])').all()) {
    const box = (await label.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  }

  const phone = root.getByRole('textbox', { name: copy.phone });
  await phone.fill('6712');
  await root.getByRole('radio', { name: copy.days.today }).check();
  await root.getByRole('radio', { name: /^Afternoon/ }).check();
  await submit.click();
  await expect(phone).toBeFocused();
  await expect(root).toContainText(requestEn.callback.validation.phoneTooShort);
  expect(requests).toHaveLength(0);
  await expectNoA11yViolations(page);

  await phone.fill('671 234 567');
  await submit.click();
  await expect(page.getByRole('heading', { name: requestEn.callback.sentTitle })).toBeFocused();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON().template_params).toMatchObject({ phone: '+237671234567', date: today });
  await expectNoA11yViolations(page);
});

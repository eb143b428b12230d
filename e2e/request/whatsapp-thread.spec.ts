import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { THREAD_WORDS } from '../../gateway/src/inbox/thread-words';
import { QUICK_REPLIES } from '../../gateway/src/whatsapp/quick-replies';
import { addDays, doualaInstant } from '../../lib/douala-date';
import { whatsapp } from '../../lib/request/kinds/whatsapp';
import { stopReply } from '../../lib/request/thread/words';
import { E2E_GATEWAY_SECRETS, E2E_GATEWAY_URL } from '../../harness/e2e-build-env';
import { appointmentDay, mailbox } from './gateway-helpers';
import { freshPhone, messagesFor, PHONE, sendRequest, staffWords, startJourney, takeAndAgree, textOf, toGateway } from './visit-helpers';
import { expect, test, type Page } from '../fixtures';

/*
 * Issue 82's journey, at 390 px, on the gateway's export and a gateway of its own on the local fakes (TEST_CLOCK):
 * the family answers on WhatsApp, from the local mailbox's family phone (harness/family-phone.ts: each tap there is
 * Meta's signed webhook). Awa records « Appelée »; the family's phone shows the confirmation and its buttons; the
 * family taps « Je dois changer », writes « Est-ce possible jeudi ? », sends a voice note; Awa's card shows the three
 * in order, the voice note plays from behind Access; she answers « Oui, jeudi 11 h »; the family's phone shows it,
 * read. A stranger's number writes: a new « Message WhatsApp » in « À prendre ». The family writes « STOP »: the card
 * says it, and the day before the visit no reminder leaves.
 * WHATSAPP_THREAD_SCREENSHOTS=docs/images: the card's thread and the family's phone, as docs/gateway-thread.md shows them.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(360_000);

const words = THREAD_WORDS.fr;
const shots = process.env.WHATSAPP_THREAD_SCREENSHOTS;
/** A picture for the docs, as small as the staff guide's (scripts/guide-pictures.ts): a palette PNG. */
async function savePalette(png: Buffer, name: string) {
  let small = Buffer.alloc(0);
  for (const colours of [128, 64, 32]) {
    small = await sharp(png).png({ palette: true, colours, dither: 0.5, compressionLevel: 9, effort: 10 }).toBuffer();
    if (small.length <= 60_000) break;
  }
  await writeFile(`${shots}/${name}.png`, small);
}
const DIGITS = PHONE.replace(/\D/g, '');
const STRANGER = '+237677001122';
const change = QUICK_REPLIES.change.words.fr;

/** The family's phone in the local mailbox, on its thread. */
const familyThread = (phone: Page, digits = DIGITS) => phone.goto(`${process.env.E2E_MAILBOX_URL!}/phone/${digits}`);
/** What the family posted, as the mailbox kept it (each one answered 200 by the gateway). */
const posted = async () => (await mailbox.familyPosts()).map((post) => ({ type: post.type, shown: post.shown, gateway: post.gateway }));

test('the family answers the confirmation on WhatsApp: « Je dois changer », a question and a voice note on Awa’s card, in order; her reply read on the family’s phone; a stranger’s message a request of its own; « STOP »: no reminder', async ({ page, context, browser }) => {
  const persistTo = await mkdtemp(join(tmpdir(), 'gateway-thread-'));
  const journey = await startJourney(persistTo);
  const secrets = { appSecret: E2E_GATEWAY_SECRETS.WHATSAPP_APP_SECRET, token: E2E_GATEWAY_SECRETS.WHATSAPP_TOKEN };
  await mailbox.messaging({ gateway: journey.gateway.url, ...secrets, whatsappStatus: 'read' });
  await fetch(`${process.env.E2E_MAILBOX_URL!}/family`, { method: 'DELETE' });
  const family = await freshPhone(browser, journey.gateway);
  try {
    await toGateway(context, journey.gateway);
    const reference = await sendRequest(page, { consent: true });
    const day = appointmentDay();
    const staff = await context.newPage();
    await takeAndAgree(staff, journey.staffUrl, reference, { day, time: '11:00' });
    await expect.poll(async () => (await messagesFor(reference, 'whatsapp'))[0]?.statuses).toEqual(['sent', 'delivered', 'read']);

    // The family's phone: the confirmation, read, with its two quick-reply buttons; « Je dois changer ».
    const phone = await family.context.newPage();
    await familyThread(phone);
    const confirmation = phone.locator('.msg[data-from="centre"]').filter({ hasText: reference });
    await expect(confirmation).toContainText('✓✓ lu');
    await confirmation.getByRole('button', { name: change }).click();
    await phone.getByLabel('Message').fill('Est-ce possible jeudi ?');
    await phone.getByRole('button', { name: 'Envoyer' }).click();
    await phone.getByRole('button', { name: 'Note vocale' }).click();
    await expect(phone.locator('.msg.family')).toHaveText([new RegExp(`^${change}`), /^Est-ce possible jeudi \?/, /^Note vocale/]);
    expect(await posted()).toEqual([
      { type: 'button', shown: change, gateway: 200 },
      { type: 'text', shown: 'Est-ce possible jeudi ?', gateway: 200 },
      { type: 'audio', shown: 'Note vocale (0:04)', gateway: 200 },
    ]);

    // Awa's card: the tap counted as the page's button, then the question and the voice note, in order, within a minute.
    const card = staff.getByRole('article').filter({ hasText: reference });
    const said = card.locator('.thread-messages > li.message-in');
    await expect(async () => {
      await staff.reload();
      await expect(said).toHaveCount(3, { timeout: 1_000 });
      await expect(said.nth(2).locator('audio'), 'the voice note fetched from Meta').toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(card.locator('.visit-answer')).toContainText('La famille doit changer le rendez-vous');
    await expect(said.nth(0)).toContainText(`«\u00A0${change}\u00A0»`);
    await expect(said.nth(1).locator('.said')).toHaveText('Est-ce possible jeudi ?');
    const audio = said.nth(2).locator('audio');
    const src = await audio.getAttribute('src');
    const file = await staff.request.get(new URL(src!, staff.url()).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^audio\/ogg/);
    // It plays: the browser decodes the 4.5 s of Opus and its time moves.
    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      // Bounded: a play() that never settles fails below, not by the test's timeout.
      await Promise.race([element.play(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { duration: element.duration, time: element.currentTime };
    });
    expect(played.duration).toBeGreaterThan(4);
    expect(played.time).toBeGreaterThan(0);

    // Her answer, in the window: sent, then read on the family's phone; the family's own messages read too (she opened the card).
    await card.getByLabel(words.reply.label).fill('Oui, jeudi 11 h');
    await card.locator('.reply-form').getByRole('button', { name: words.reply.send }).click();
    await expect(staff.getByText(words.outcomes.sent(reference))).toBeVisible();
    await expect.poll(async () => (await mailbox.messages()).filter((one) => one.provider === 'whatsapp' && textOf(one) === 'Oui, jeudi 11 h').map((one) => one.statuses)).toEqual([['sent', 'delivered', 'read']]);
    await staff.reload();
    const reply = card.locator('.thread-messages > li.message-out').last();
    await expect(reply).toContainText('Oui, jeudi 11 h');
    await expect(reply.locator('.ticks')).toHaveText(words.ticks.read);
    if (shots) {
      // The screen from the family's question down to her reply (the inbox's tabs stay stuck at the top).
      // After her reply the card shows the thread's last three: the question, the voice note, her reply.
      const question = card.locator('.thread-messages > li.message-in', { hasText: 'Est-ce possible jeudi ?' });
      const belowTabs = () => question.evaluate((element) => element.getBoundingClientRect().top - (document.querySelector('.tabs')?.getBoundingClientRect().bottom ?? 0));
      // Measured again after each scroll: the tabs stick only once the page has scrolled past them.
      await expect(async () => {
        await staff.evaluate((by) => window.scrollBy(0, by), (await belowTabs()) - 12);
        expect(Math.abs((await belowTabs()) - 12)).toBeLessThan(2);
      }).toPass({ timeout: 5_000 });
      await savePalette(await staff.screenshot(), 'thread-card-390');
    }
    await familyThread(phone);
    await expect(phone.locator('.msg[data-from="centre"]').last()).toContainText('Oui, jeudi 11 h');
    await expect(phone.locator('.msg[data-from="centre"]').last()).toContainText('✓✓ lu');
    await expect(phone.locator('.msg.family .read')).toHaveCount(3);
    if (shots) {
      await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await savePalette(await phone.screenshot(), 'family-phone-390');
    }
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A number never seen writes: a request of its own, « Message WhatsApp », in « À prendre ».
    const stranger = await mailbox.family(STRANGER, { type: 'text', text: 'Bonjour, ma mère a besoin de soins à Biyem-Assi' });
    expect(stranger.gateway).toBe(200);
    await staff.goto(journey.staffUrl);
    const theirs = staff.getByRole('article').filter({ hasText: 'Bonjour, ma mère a besoin de soins à Biyem-Assi' });
    await expect(theirs).toHaveCount(1);
    await expect(theirs.locator('.kind')).toHaveText(whatsapp.inbox.label.fr);
    await expect(theirs.getByRole('button', { name: staffWords.take })).toBeVisible();

    // « STOP »: the card says it, the family is answered once, and the day before the visit no reminder leaves.
    await familyThread(phone);
    await phone.getByRole('button', { name: 'STOP' }).click();
    await staff.goto(`${journey.staffUrl}?view=mine`);
    await expect(card.locator('.thread-stopped')).toHaveText(words.stopped);
    await expect.poll(async () => (await mailbox.messages()).filter((one) => one.provider === 'whatsapp' && textOf(one).startsWith(stopReply(null, 'fr'))).length).toBe(1);
    const before = (await messagesFor(reference, 'whatsapp')).length;
    await journey.moveClock(doualaInstant(addDays(day, -1), 10 * 60 + 1));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect((await messagesFor(reference, 'whatsapp')).map((one) => textOf(one)).filter((text) => /^Rappel/.test(text))).toEqual([]);
    expect(await messagesFor(reference, 'whatsapp')).toHaveLength(before);
    expect(await messagesFor(reference, 'sms')).toEqual([]);
    expect(family.violations).toEqual([]);
  } finally {
    await family.context.close();
    await mailbox.messaging({ gateway: E2E_GATEWAY_URL, appSecret: E2E_GATEWAY_SECRETS.WHATSAPP_APP_SECRET });
    await journey.close();
    await rm(persistTo, { recursive: true, force: true });
  }
});

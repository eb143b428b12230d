// The staff guide's pictures of the inbox (docs/guide-du-personnel.md), one a card, as a 390 px phone shows them:
// the real gateway under workerd on this machine (harness/gateway.ts), every provider the local mailbox
// (harness/mailbox.ts: its fakes of WhatsApp post their statuses back), its inbox behind a local Access signed in
// as Awa, its clock moved to a weekday morning; families' requests posted as the site's pages post them
// (guide-seed.ts); then Awa's taps, each card's screen taken (guide-pictures.ts). Nothing leaves this machine and
// no build is needed. Run it again when the inbox changes (the editor's cards: npm run admin:screenshots):
//   npm run guide:screenshots
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { INBOX_PATHS } from '../gateway/src/inbox/model';
import { OUTCOME_WORDS } from '../gateway/src/inbox/outcome-words';
import { THREAD_WORDS } from '../gateway/src/inbox/thread-words';
import { VISIT_WORDS } from '../gateway/src/inbox/visit-words';
import { WORDS } from '../gateway/src/inbox/words';
import { ACCESS_HEADER, startAccessEdge, startFakeAccess } from '../harness/access';
import { freePort, startGateway } from '../harness/gateway';
import { mailboxClient, startMailbox, type Recorded } from '../harness/mailbox';
import { whatsappText } from '../harness/messaging';
import { addDays, doualaInstant, doualaToday } from '../lib/douala-date';
import { publishedRules } from '../tests/request/published-rules';
import { application, appointment, answerVisit, callback, scripted, send, SITE_ORIGIN } from './guide-seed';
import { noticesShade, phoneContext, shoot, type DrawnNotice } from './guide-pictures';

const AWA = { email: 'awa@aide-et-vie.test', name: 'Awa' };
const staffWords = WORDS.fr;
const outcomeWords = OUTCOME_WORDS.fr;
const visitWords = VISIT_WORDS.fr;
const threadWords = THREAD_WORDS.fr;
const started = Date.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next Tuesday to Thursday at least two days ahead, away from the fixed public holidays: a working morning. */
function workingDay(): string {
  for (let ahead = 2; ; ahead += 1) {
    const day = addDays(doualaToday(), ahead);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 2 && weekday <= 4 && !['01-01', '02-11', '05-01', '05-20', '08-15', '12-25'].includes(day.slice(5))) return day;
  }
}

const mailbox = await startMailbox();
const box = mailboxClient(mailbox.url);
const day = workingDay();
await box.rules(publishedRules(day));
const access = await startFakeAccess();
const state = await mkdtemp(join(tmpdir(), 'guide-gateway-'));
const appSecret = randomBytes(16).toString('hex');
const port = await freePort();
const gateway = await startGateway({
  port,
  persistTo: state,
  vars: {
    ALLOWED_ORIGINS: SITE_ORIGIN,
    SITE_URL: mailbox.url,
    PROOF_SECRET: randomBytes(32).toString('hex'),
    // Small proofs, one price for every address: what costs a stranger is not what these pictures show.
    PROOF_COST: '50',
    PROOF_COUNTER_MIN: '10',
    PROOF_COUNTER_MAX: '12',
    PROOF_FREE_PER_ADDRESS: '1000',
    NORMAL_DAY: '1000',
    NOTICE_GAP_SECONDS: '0',
    PROVIDER_TIMEOUT_SECONDS: '2',
    EMAILJS_SERVICE_ID: 'service_guide',
    EMAILJS_TEMPLATE_ID: 'template_guide',
    EMAILJS_PUBLIC_KEY: 'public_guide',
    EMAILJS_PRIVATE_KEY: 'private_guide',
    RELAY_KEY: 'relay_guide',
    RELAY_SENDER: 'site@aide-et-vie.test',
    RELAY_TO: 'secours@aide-et-vie.test',
    NOTIFY_TOKEN: 'token_guide',
    INBOX_URL: `http://127.0.0.1:${port}${INBOX_PATHS.page}`,
    ACCESS_TEAM_DOMAIN: access.teamDomain,
    ACCESS_AUD: access.aud,
    STAFF_NAMES: `${AWA.email}=${AWA.name},paul@aide-et-vie.test=Paul`,
    TEST_CLOCK: '1',
    WHATSAPP_PHONE_NUMBER_ID: '100000000000002',
    WHATSAPP_TOKEN: 'whatsapp_guide',
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: 'verify_guide',
    SMS_SENDER: 'AideEtVie',
    ...mailbox.upstreams,
  },
});
// The token: the family's files are served to the gateway's alone, as Meta serves them.
await box.messaging({ gateway: gateway.url, appSecret, token: 'whatsapp_guide', whatsappStatus: 'read', statusDelayMs: 200 });
const edge = await startAccessEdge({ gateway: gateway.url, access, email: AWA.email });
const inbox = `${edge.url}${INBOX_PATHS.page}`;

/** The inbox's clock moved forward to an instant (the tests' own route: TEST_CLOCK, beside the local Access alone), its alarm run; what it reads. */
async function moveClock(to: number): Promise<number> {
  const response = await fetch(`${gateway.url}${INBOX_PATHS.clock}`, {
    method: 'POST',
    headers: { Origin: gateway.url, 'Content-Type': 'application/x-www-form-urlencoded', [ACCESS_HEADER]: await access.sign(AWA.email) },
    body: new URLSearchParams({ to: String(Math.round(to)) }).toString(),
  });
  if (response.status !== 200) throw new Error(`the inbox's clock answered ${response.status}`);
  return ((await response.json()) as { now: number }).now;
}

/** What the mailbox recorded, once `found` finds it (the gateway sends after its answer). */
async function recorded(found: (message: Recorded) => boolean): Promise<Recorded[]> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const messages = (await box.messages()).filter(found);
    if (messages.length > 0) return messages;
    await pause(250);
  }
  throw new Error('the mailbox received nothing of what was awaited');
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  // 9 h 40 on a working morning, Yaoundé's time: the centre open, the requests arriving one after another.
  await moveClock(doualaInstant(day, 9 * 60 + 40));
  const tomorrow = addDays(day, 1);
  const called = await send(gateway.url, callback('Jean-Paul Mbarga', '+237699887766', day));
  const booked = await send(gateway.url, appointment('Marie-Claire Ngono', '+237671234567', { day: tomorrow, message: 'Pour ma mère, 82 ans, qui marche mal depuis sa chute.' }));
  const today = await send(gateway.url, appointment('Paulette Eyenga', '+237677889900', { day }));
  await send(gateway.url, application('Estelle Fouda', '+237655443322'));
  // EmailJS refusing for one request: its copy by the second channel.
  await box.answer({ emailjs: 426 });
  const relayed = await send(gateway.url, appointment('Hervé Atangana', '+237691112233', { day: tomorrow, consent: false }));
  await recorded((message) => message.provider === 'relay' && JSON.stringify(message.body).includes(relayed));
  await box.reset();

  const context = await phoneContext(browser);
  const page = await context.newPage();
  const card = (reference: string) => page.getByRole('article').filter({ hasText: reference });
  const take = async (reference: string) => {
    await page.goto(inbox);
    await card(reference).getByRole('button', { name: staffWords.take }).click();
    await page.getByText(staffWords.flash.taken(reference)).waitFor();
  };

  await page.goto(inbox);
  await shoot(page, 'ouvrir-la-boite');
  await shoot(page, 'prendre-une-demande', { top: card(today), mark: [card(today).getByRole('button', { name: staffWords.take })] });

  // « Pas de réponse », a call again at the time offered.
  await take(called);
  await card(called).getByRole('button', { name: outcomeWords.results['no-answer'] }).click();
  await page.getByText(staffWords.flash.outcome(called, 'no-answer')).waitFor();
  await shoot(page, 'noter-un-appel', { top: card(called), mark: [card(called).getByText(outcomeWords.heading).locator('..')] });

  // A home visit tomorrow at 11 h in Bastos.
  await take(booked);
  const agreeing = card(booked);
  await agreeing.getByText(outcomeWords.agreed.open('appointment')).click();
  await agreeing.getByLabel(outcomeWords.agreed.day, { exact: true }).fill(tomorrow);
  await agreeing.getByLabel(outcomeWords.agreed.time, { exact: true }).fill('11:00');
  await agreeing.getByLabel(visitWords.form.home, { exact: true }).check();
  const district = agreeing.getByLabel(visitWords.form.district);
  if ((await district.count()) > 0) await district.selectOption('Bastos');
  await shoot(page, 'fixer-un-rendez-vous', { top: agreeing.getByText(outcomeWords.agreed.open('appointment')), mark: [agreeing.getByRole('button', { name: outcomeWords.results.called })] });
  await agreeing.getByRole('button', { name: outcomeWords.results.called }).click();
  await page.getByText(staffWords.flash.outcome(booked, 'called')).waitFor();

  // The family, on its visit's page: « Je dois changer ».
  const [confirmation] = await recorded((message) => message.provider === 'whatsapp' && JSON.stringify(message.body).includes(booked));
  const link = /https?:\/\/\S+#[\w-]+/.exec(whatsappText(confirmation!.body as Record<string, unknown>))?.[0] ?? '';
  await answerVisit(gateway.url, link, 'change');
  await recorded((message) => message.provider === 'ntfy' && String(message.body).includes(booked) && /changer/.test(decodeURIComponent(message.path)));
  await page.goto(`${inbox}?view=mine`);
  const changing = card(booked);
  await shoot(page, 'la-famille-doit-changer', { centre: changing.getByText(/La famille doit changer/), mark: [changing.getByText(/La famille doit changer/)] });

  // She calls, and moves it to 15 h.
  await changing.getByText(visitWords.form.moveOpen).click();
  const moved = changing.locator('details[open]').filter({ has: page.getByRole('button', { name: visitWords.form.move, exact: true }) });
  await moved.getByLabel(visitWords.form.time, { exact: true }).fill('15:00');
  await shoot(page, 'deplacer-ou-annuler', { top: changing.getByText(visitWords.form.moveOpen), mark: [moved.getByRole('button', { name: visitWords.form.move, exact: true })] });
  await moved.getByRole('button', { name: visitWords.form.move, exact: true }).click();
  await page.getByText(visitWords.flash.done(booked, 'moved')).waitFor();

  // A visit today, at the centre at 14 h 30: the day's list, to print.
  await take(today);
  await card(today).getByText(outcomeWords.agreed.open('appointment')).click();
  await card(today).getByLabel(outcomeWords.agreed.day, { exact: true }).fill(day);
  await card(today).getByLabel(outcomeWords.agreed.time, { exact: true }).fill('14:30');
  await card(today).getByRole('button', { name: outcomeWords.results.called }).click();
  await page.getByText(staffWords.flash.outcome(today, 'called')).waitFor();
  await page.goto(`${inbox}?view=visits`);
  await shoot(page, 'preparer-la-tournee', { mark: [page.getByRole('button', { name: visitWords.print })] });

  // Jean-Paul's card, its journal open: « Traitée », « Rendre ».
  await page.goto(`${inbox}?view=mine`);
  await card(called).locator('details').filter({ hasText: /Journal/ }).evaluate((details: HTMLDetailsElement) => (details.open = true));
  await shoot(page, 'finir-ou-rendre', {
    top: card(called).getByRole('button', { name: staffWords.done }),
    mark: [card(called).getByRole('button', { name: staffWords.done }), card(called).getByRole('button', { name: staffWords.release })],
  });

  // A stranger's script: the same appointment six times; past the day's first three, « À vérifier ».
  for (let sent = 0; sent < 6; sent += 1) await send(gateway.url, scripted(tomorrow));
  await page.goto(`${inbox}?view=check`);
  await shoot(page, 'trier-a-verifier', { mark: [page.getByRole('link', { name: /Toutes indésirables/ })] });

  await page.goto(`${edge.url}${INBOX_PATHS.report}`);
  await shoot(page, 'rapport-du-centre', { top: page.getByRole('heading', { name: /semaine/i }) });

  // Eleven minutes on: Estelle's application, which nobody took, rings again.
  await moveClock(doualaInstant(day, 9 * 60 + 40) + 11 * 60_000);
  await recorded((message) => message.provider === 'ntfy' && /pris/.test(decodeURIComponent(message.path)));
  const notices = (await box.messages()).filter((message) => message.provider === 'ntfy');
  const titleOf = (message: Recorded) => new URL(message.path, 'http://mailbox').searchParams.get('title') ?? '';
  const pick = (pattern: RegExp) => notices.find((message) => pattern.test(titleOf(message)));
  const drawn = [pick(/^Nouvelle demande de rendez-vous/), pick(/changer/), pick(/pris/)].filter((message) => message !== undefined);
  const shade: DrawnNotice[] = drawn.map((message, index) => ({
    time: `9:${41 + index * 4}`,
    title: titleOf(message),
    text: String(message.body),
    urgent: new URL(message.path, 'http://mailbox').searchParams.get('priority') === '5',
  }));
  // A page of its own: the inbox's policy allows no style of the page's own.
  const shadePage = await context.newPage();
  await shadePage.setContent(noticesShade(shade));
  await shoot(shadePage, 'etre-prevenue');

  // The centre's mailbox: the copy the second channel brought.
  await page.goto(mailbox.url);
  await shoot(page, 'canal-de-secours', { top: page.getByRole('article').filter({ hasText: 'Canal de secours' }) });

  // Paulette's family answers on WhatsApp, at the inbox's time (its 24-hour window counts from it): a question, then
  // a voice note, posted as Meta posts them (the mailbox's family phone). Awa answers from the card.
  const paulette = '+237677889900';
  const thread = (reference: string) => card(reference).locator('section.thread');
  const until = async (found: () => Promise<boolean>) => {
    for (let waited = 0; waited < 20_000; waited += 500) {
      if (await found()) return;
      await moveClock(0);
      await pause(500);
    }
    await page.screenshot({ path: join(tmpdir(), 'guide-awaited.png'), fullPage: true });
    throw new Error(`the inbox never showed what was awaited (its page: ${join(tmpdir(), 'guide-awaited.png')})`);
  };
  await box.family(paulette, { type: 'text', text: 'Bonjour, je viendrai avec ma fille. Faut-il apporter les ordonnances ?', name: 'Paulette', at: await moveClock(0) });
  await box.family(paulette, { type: 'voice', name: 'Paulette', at: await moveClock(0) });
  await until(async () => {
    await page.goto(`${inbox}?view=mine`);
    return (await thread(today).locator('audio').count()) > 0;
  });
  await thread(today).getByLabel(threadWords.reply.label).fill('Oui, les ordonnances et le carnet. À tout à l’heure !');
  await thread(today).getByRole('button', { name: threadWords.reply.send, exact: true }).click();
  await page.getByText(threadWords.outcomes.sent(today)).waitFor();
  await until(async () => {
    await page.goto(`${inbox}?view=mine`);
    return (await thread(today).locator('li.message-out').filter({ hasText: 'carnet' }).locator('.ticks-read').count()) > 0;
  });
  await shoot(page, 'lire-et-repondre-whatsapp', { top: thread(today), mark: [thread(today).locator('.reply-form')] });

  // Odile's family, its visit agreed for tomorrow, writes « STOP »: no reminder, one answer, and the card says so.
  const odile = '+237650112233';
  const stopping = await send(gateway.url, appointment('Odile Manga', odile, { day: tomorrow }));
  await take(stopping);
  await card(stopping).getByText(outcomeWords.agreed.open('appointment')).click();
  await card(stopping).getByLabel(outcomeWords.agreed.day, { exact: true }).fill(tomorrow);
  await card(stopping).getByLabel(outcomeWords.agreed.time, { exact: true }).fill('10:00');
  await card(stopping).getByRole('button', { name: outcomeWords.results.called }).click();
  await page.getByText(staffWords.flash.outcome(stopping, 'called')).waitFor();
  await recorded((message) => message.provider === 'whatsapp' && JSON.stringify(message.body).includes(stopping));
  await box.family(odile, { type: 'text', text: 'STOP', name: 'Odile', at: await moveClock(0) });
  // The answer leaves from the inbox's alarm, then its ticks come back.
  await until(async () => {
    await page.goto(`${inbox}?view=mine`);
    return (await thread(stopping).locator('.thread-stopped').count()) > 0 && (await thread(stopping).locator('li.message-out').filter({ hasText: 'plus de rappels' }).locator('.ticks-read').count()) > 0;
  });
  await shoot(page, 'quand-la-famille-ecrit-stop', { top: thread(stopping), mark: [thread(stopping).locator('.thread-stopped')] });
  await context.close();
  console.log(`guide-screenshots: the inbox's pictures in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await browser.close();
  await edge.close();
  await gateway.stop();
  await access.close();
  await mailbox.close();
  await rm(state, { recursive: true, force: true });
}

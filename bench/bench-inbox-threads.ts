// npm run bench:inbox-threads: the staff's first list with 50 WhatsApp threads, opened on a phone over slow 4G (issue 82,
// item 10; docs/records/2026-11-28-inbox-threads.md). The gateway under workerd (wrangler dev) with its defaults, every
// provider the local mailbox; 50 numbers never seen each write `--messages` messages (texts, a photo, a voice note)
// through Meta's signed webhook, which makes 50 « Message WhatsApp » requests in « À prendre ». Then Chromium at 390 px
// (device scale 2, touch) opens /inbox/ signed in through the local Access, cold, `--runs` times, throttled as
// Lighthouse's mobile preset throttles (RTT 562.5 ms, 1.47 Mbit/s down, 675 kbit/s up, CPU 4× slower): when the page
// is drawn (its largest paint) and loaded, its bytes, and which files it asked for (a voice note: never before a tap).
// Options: --runs N (default 5), --messages N (default 6, at least 3). Needs Debian's Chromium (CHROMIUM_PATH).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { ACCESS_HEADER, accessSigner, startFakeAccess } from '../harness/access';
import { freePort, startGateway } from '../harness/gateway';
import { mailboxClient, startMailbox } from '../harness/mailbox';
import { postMeta } from '../harness/messaging';
import { requestRules } from '../site/request-rules';
import { BENCH_STAFF, benchGatewayVars } from './lib/bench-gateway-vars';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const RUNS = option('--runs', 5);
const MESSAGES = Math.max(3, option('--messages', 6));
// --fast: no throttling, to read the gateway's own time apart from the link's.
const THROTTLED = !args.includes('--fast');
const THREADS = 50;
const STAFF = BENCH_STAFF;
// Lighthouse's mobile throttling (its « slow 4G » with devtools throttling): lighthouse-core/config/constants.js.
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const mailbox = await startMailbox();
await mailboxClient(mailbox.url).rules(requestRules());
const access = await startFakeAccess();
const appSecret = randomBytes(16).toString('hex');
const port = await freePort();
const state = await mkdtemp(join(tmpdir(), 'bench-threads-'));
const gateway = await startGateway({
  port,
  persistTo: state,
  vars: {
    ...benchGatewayVars({ mailboxUrl: mailbox.url, access, upstreams: mailbox.upstreams }),
    INBOX_URL: `http://127.0.0.1:${port}/inbox/`,
    // Every request of the run in « À prendre », not set apart as a robot's repeats would be.
    NORMAL_DAY: '1000',
    DAILY_LIMIT: '1000',
    WHATSAPP_PHONE_NUMBER_ID: '100000000000002',
    WHATSAPP_TOKEN: `EAAG-${crypto.randomUUID()}`,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: `verify-${crypto.randomUUID()}`,
  },
});
await mailboxClient(mailbox.url).messaging({ gateway: gateway.url, appSecret });
const sign = accessSigner(access.keys);

/** A family's messages as Meta's webhook writes them: texts, then a photo and a voice note, served by the mailbox's Graph. */
async function writeThread(index: number): Promise<void> {
  const from = `2376${String(70_000_000 + index).padStart(8, '0')}`;
  const phone = mailboxClient(mailbox.url);
  for (const input of [{ type: 'voice' }, { type: 'photo', caption: 'Son ordonnance' }] as const) {
    const posted = await phone.family(from, input);
    if (posted.gateway !== 200) throw new Error(`the webhook answered ${posted.gateway}`);
  }
  for (let message = 0; message < MESSAGES - 2; message += 1) {
    const at = Math.floor(Date.now() / 1000);
    const status = await postMeta(
      { gateway: gateway.url, appSecret },
      { contacts: [{ profile: { name: `Famille ${index}` }, wa_id: from }], messages: [{ from, id: `wamid.BENCH${from}${message}`, timestamp: String(at), type: 'text', text: { body: `Bonjour, c'est pour ma mère (message ${message + 1}) : elle a besoin de soins à domicile à Bastos, le matin si possible.` } }] },
    );
    if (status !== 200) throw new Error(`the webhook answered ${status}`);
  }
}

for (let index = 0; index < THREADS; index += 1) await writeThread(index);
// The alarm fetches the files within seconds: give it time, so the list shows them as a family's would be.
await new Promise((resolve) => setTimeout(resolve, 15_000));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const runs: { lcp: number; firstByte: number; lastByte: number; load: number; bytes: number; requests: number; images: number; audio: number; cards: number; asked: string[] }[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, extraHTTPHeaders: { [ACCESS_HEADER]: await sign(STAFF) } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (THROTTLED) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  const asked: string[] = [];
  page.on('request', (request) => asked.push(`${request.resourceType()} ${request.url()}`));
  await page.addInitScript(() => {
    (window as unknown as { lcp: number }).lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { lcp: number }).lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${gateway.url}/inbox/`, { waitUntil: 'load' });
  await page.waitForTimeout(3_000);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { lcp: (window as unknown as { lcp: number }).lcp, firstByte: navigation?.responseStart ?? 0, lastByte: navigation?.responseEnd ?? 0, load: navigation?.loadEventEnd ?? 0 };
  });
  const cards = await page.locator('li.request').count();
  runs.push({
    ...timing,
    bytes,
    requests: asked.length,
    images: asked.filter((line) => line.startsWith('image ')).length,
    audio: asked.filter((line) => line.startsWith('media ') || /audio|\.ogg/.test(line)).length,
    cards,
    asked: asked.map((line) => line.replace(gateway.url, '')),
  });
  await context.close();
}
await browser.close();
await gateway.stop();
await mailbox.close();
await access.close();
await rm(state, { recursive: true, force: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(JSON.stringify({ threads: THREADS, messagesEach: MESSAGES, runs }, null, 1));
console.log(
  `median of ${RUNS}: first byte ${Math.round(median(runs.map((run) => run.firstByte)))} ms, last byte ${Math.round(median(runs.map((run) => run.lastByte)))} ms, largest paint ${Math.round(median(runs.map((run) => run.lcp)))} ms, load ${Math.round(median(runs.map((run) => run.load)))} ms, ` +
    `${Math.round(median(runs.map((run) => run.bytes)) / 1024)} KB, ${median(runs.map((run) => run.requests))} requests (${median(runs.map((run) => run.images))} images, ${median(runs.map((run) => run.audio))} voice notes), ${median(runs.map((run) => run.cards))} cards`,
);

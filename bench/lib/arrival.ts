// First paint as a visitor gets it, outside Lighthouse: a fresh profile, the phone's screen, and
// Lighthouse's applied slow 4G and 4× CPU set through the DevTools protocol, then the page reached in
// one of two ways, its first contentful paint read from the page's own paint timing:
//   link   from a page of ANOTHER site (http://visitor.test on a second local port, resolved to
//          127.0.0.1 by the browser), by a click on a link to ours: a search result, a WhatsApp link;
//   typed  from a new tab's about:blank (an address typed, a bookmark). Lighthouse too starts from
//          about:blank, but in one tab for every load: the tab's process has just shown a page of the
//          same site, which a page without an opener policy can reuse; a fresh tab has no such process.
// Both count from the navigation's start (the click), as the paint timing does.
import { createServer, type Server } from 'node:http';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

export const ARRIVALS = ['link', 'typed'] as const;
export type Arrival = (typeof ARRIVALS)[number];

const VISITOR_HOST = 'visitor.test';
export const SLOW_4G = throttling.mobileSlow4G;

/** Lighthouse's applied (devtools) slow 4G on a page's session, set as it sets it, and the CPU slowed `cpu` times. */
export async function emulateSlow4G(session: CDPSession, cpu: number = SLOW_4G.cpuSlowdownMultiplier) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

export interface ArrivalBench {
  /** FCP in ms of `url`, reached the way `arrival` says, in a new profile. */
  firstPaint: (url: string, arrival: Arrival) => Promise<number>;
  close: () => Promise<void>;
}

/** The other site's page: one link, to the address in its query (`/?to=…`). */
function visitorSite(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    const href = to.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><meta name="viewport" content="width=device-width"><a id="go" href="${href}" style="display:block;font-size:40px">Centre</a>`);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, port: (server.address() as { port: number }).port })));
}

/**
 * `partialIsolation`: without a process per site, as Chrome on Android runs (only sites that sign in,
 * or send COOP, get one): a link from another site may then open in the same process.
 */
export async function arrivalBench(executablePath: string, { partialIsolation = false } = {}): Promise<ArrivalBench> {
  const visitor = await visitorSite();
  const browser: Browser = await chromium.launch({
    executablePath,
    args: [
      `--host-resolver-rules=MAP ${VISITOR_HOST} 127.0.0.1`,
      '--disable-background-networking',
      '--disable-component-update',
      ...(partialIsolation ? ['--disable-site-isolation-trials'] : []),
    ],
  });
  const screen = screenEmulationMetrics.mobile;

  async function firstPaint(url: string, arrival: Arrival): Promise<number> {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      if (arrival === 'link') await page.goto(`http://${VISITOR_HOST}:${visitor.port}/?to=${encodeURIComponent(url)}`);
      await emulateSlow4G(await context.newCDPSession(page));
      if (arrival === 'link') {
        await Promise.all([page.waitForURL(url, { waitUntil: 'commit', timeout: 30_000 }), page.click('#go')]);
      } else {
        await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
      }
      // Read through the protocol, which the page's CSP does not govern (a scriptless page allows no script).
      const handle = await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        undefined,
        { timeout: 30_000, polling: 50 },
      );
      const fcp = Number(await handle.jsonValue());
      if (!Number.isFinite(fcp)) throw new Error(`no first-contentful-paint entry on ${url}`);
      return fcp;
    } finally {
      await context.close();
    }
  }

  return {
    firstPaint,
    close: async () => {
      await browser.close();
      visitor.server.close();
    },
  };
}

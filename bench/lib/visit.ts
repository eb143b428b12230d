// The bytes of a typical visit, as a phone on the site counts them: the home page, then the services,
// one service and the form. Twice: by clicks (the client router fetches each next page's data), and
// with each page opened anew (a link shared on WhatsApp, a result from a search engine), which pays
// every page's HTML, inlined CSS included. Counted by Chromium itself (bytes on the wire, headers
// included), in a fresh profile each time, without the service worker: its fetches are its own, out of
// the page's sight, and would hide the pages' cost. What the worker adds (its install, once) is in the
// repeat-view table.
import { chromium, devices, type Page } from '@playwright/test';
import { pagePath, servicePath } from '../../lib/routes';
import { KB } from '../../pipeline/lib/page-weight';

const STEPS = [pagePath('home', 'fr'), pagePath('services', 'fr'), servicePath(1, 'fr'), pagePath('appointment', 'fr')];

export interface VisitBytes {
  steps: string[];
  byClicks: number[];
  opened: number[];
}

async function countBytes(page: Page) {
  const session = await page.context().newCDPSession(page);
  let total = 0;
  session.on('Network.loadingFinished', (event) => {
    total += event.encodedDataLength;
  });
  await session.send('Network.enable');
  return () => total;
}

async function settle(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Bytes after each step, cumulated. */
async function visit(executablePath: string, base: string, byClicks: boolean): Promise<number[]> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const bytes = await countBytes(page);
    const totals: number[] = [];
    for (const [index, path] of STEPS.entries()) {
      if (index === 0 || !byClicks) await page.goto(`${base}${path}`);
      // A visible link to the next page, where a visitor would tap it (the menu stays closed).
      else await page.locator(`a[href="${path}"]:visible`).first().click();
      await settle(page, path);
      totals.push(bytes());
    }
    return totals;
  } finally {
    await browser.close();
  }
}

export async function measureVisit(executablePath: string, base: string): Promise<VisitBytes> {
  return { steps: STEPS, byClicks: await visit(executablePath, base, true), opened: await visit(executablePath, base, false) };
}

export function printVisit({ steps, byClicks, opened }: VisitBytes) {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  console.log(`\nA typical visit (${steps.join(' → ')}), KB on the wire, cumulated`);
  console.log(`| step | by clicks | each page opened anew |\n|---|---:|---:|`);
  steps.forEach((step, index) => console.log(`| ${step} | ${kb(byClicks[index] ?? 0)} | ${kb(opened[index] ?? 0)} |`));
}

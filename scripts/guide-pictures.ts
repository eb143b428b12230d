// The staff guide's pictures (docs/guide-du-personnel.md), one a card, each as a 390 px phone shows it: what the
// editor's (scripts/admin-screenshots.ts) and the inbox's (scripts/guide-screenshots.ts) runs share. A picture is
// a palette PNG (sharp, small for an interface: tens of KB), named after its card, in docs/images/guide/;
// tests/site/staff-guide.test.ts fails on a card whose picture is missing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';

export const GUIDE_PICTURES = join(fileURLToPath(new URL('..', import.meta.url)), 'docs', 'images', 'guide');

/** A staff member's phone: 390 × 844 CSS px, touch, two device pixels each, in French, in Yaoundé's time. */
export const PHONE = { width: 390, height: 844 } as const;

export function phoneContext(browser: Browser, baseURL?: string): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, screen: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'fr-FR', timezoneId: 'Africa/Douala', ...(baseURL ? { baseURL } : {}) });
}

/** The frame around what a card's step is about: a red no reader misses (an overlay for the picture, not the product's). */
const MARK = '3px solid #d0021b';

/** What a picture may weigh on a phone's data (tests/site/staff-guide.test.ts allows 64 KiB). */
const PICTURE_BYTES = 60_000;

/**
 * A picture, made small: a palette of 128 colours is sharp for an interface and a tenth of a true-colour PNG; a
 * screen of pictures (the preview's artwork) gets fewer colours, then no dithering, until it weighs what a phone
 * should fetch.
 */
export async function savePicture(png: Buffer, name: string): Promise<string> {
  mkdirSync(GUIDE_PICTURES, { recursive: true });
  const file = join(GUIDE_PICTURES, `${name}.png`);
  let small = Buffer.alloc(0);
  // Fewer colours, then no dithering: the artwork's gradients, dithered, are what weighs.
  for (const [colours, dither] of [[128, 1], [64, 0.5], [64, 0], [32, 0]] as const) {
    small = await sharp(png).png({ palette: true, colours, dither, quality: 80, compressionLevel: 9, effort: 10 }).toBuffer();
    if (small.length <= PICTURE_BYTES) break;
  }
  writeFileSync(file, small);
  console.log(`guide picture: ${file} (${Math.round(small.length / 1024)} KB)`);
  return file;
}

/**
 * The screen as the phone shows it (the viewport, never the whole page), `top` scrolled to its top with a little
 * room above (or `centre` to its middle), a red frame around each of `mark`, and `hide` (a passing message) out of
 * it. What is not on the page is left out, so that a picture still comes when a screen changes. Debian's headless
 * Chromium draws a time field in English (« 10:40 AM ») whatever the page's language: a phone in French does not.
 */
export async function shoot(page: Page, name: string, { top, centre, mark = [], hide }: { top?: Locator; centre?: Locator; mark?: Locator[]; hide?: string } = {}): Promise<string> {
  if (top && (await top.count()) > 0) {
    await top.first().evaluate((element) => element.scrollIntoView({ block: 'start' }));
    // Below what stays stuck at the top of the screen (the inbox's tabs), not under it.
    await page.evaluate(() => {
      const stuck = [...document.querySelectorAll('body *')].filter((element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position) && element.getBoundingClientRect().top <= 1);
      window.scrollBy(0, -12 - Math.max(0, ...stuck.map((element) => element.getBoundingClientRect().bottom)));
    });
  }
  if (centre && (await centre.count()) > 0) await centre.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const marked = (await Promise.all(mark.map(async (locator) => ((await locator.count()) > 0 ? locator.first().elementHandle() : null)))).filter((handle) => handle !== null);
  for (const handle of marked) await handle.evaluate((element: HTMLElement, outline) => (element.style.outline = outline), MARK);
  const hidden = hide ? await page.addStyleTag({ content: `${hide} { display: none !important; }` }) : undefined;
  await page.waitForTimeout(300);
  const png = await page.screenshot();
  await hidden?.evaluate((element) => (element as Element).remove());
  for (const handle of marked) await handle.evaluate((element: HTMLElement) => (element.style.outline = ''));
  return savePicture(png, name);
}

/** A notice as ntfy shows one: its title and text as the gateway sent them. */
export interface DrawnNotice {
  time: string;
  title: string;
  text: string;
  /** ntfy's highest priority: it rings louder, and its tag draws a warning sign. */
  urgent: boolean;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A phone's shade of notices, drawn: we have no phone here, and ntfy's app draws its notices its own way. The words
 * are the gateway's own, and the picture says it is an illustration.
 */
export function noticesShade(notices: DrawnNotice[]): string {
  const card = ({ time, title, text, urgent }: DrawnNotice) =>
    `<div class="card"><div class="head"><span class="icon">n</span>ntfy · aide-et-vie · ${escape(time)}</div><div class="title">${urgent ? '⚠ ' : ''}${escape(title)}</div><div class="text">${escape(text)}</div></div>`;
  return `<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>
  body { margin: 0; min-height: 100vh; background: #1d2733; font: 16px/1.35 Roboto, 'DejaVu Sans', sans-serif; color: #1b1b1f; }
  .bar { color: #e8eaf0; padding: 12px 18px 6px; font-size: 15px; display: flex; justify-content: space-between; }
  .card { background: #eef1f8; margin: 10px; border-radius: 22px; padding: 14px 18px 16px; }
  .head { font-size: 13px; color: #44474f; display: flex; align-items: center; gap: 8px; }
  .icon { width: 20px; height: 20px; border-radius: 50%; background: #338574; color: #fff; font-weight: bold; font-size: 12px; display: inline-flex; align-items: center; justify-content: center; }
  .title { font-weight: 600; margin-top: 8px; }
  .text { margin-top: 4px; color: #2f3036; }
  .caption { color: #c9cfda; font-size: 14px; padding: 10px 18px 16px; }
</style><body><div class="bar"><span>${escape(notices.at(-1)?.time ?? '')}</span><span>Notifications</span></div>
${notices.map(card).join('')}
<div class="caption">Illustration : les titres et les textes sont ceux que la passerelle envoie ; l'application ntfy les présente à sa manière.</div>
</body></html>`;
}

// Full-page screenshots of served routes, to look at what a visitor sees.
// Usage: npx tsx scripts/screenshot.ts [--base http://127.0.0.1:4173] [--out /tmp/shots] /route/ [/route2/ …]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value ?? fallback;
};
const base = option('--base', 'http://127.0.0.1:4173');
const outDir = option('--out', '/tmp/shots');
const widths = option('--widths', '360,1280').split(',').map(Number);
const routes = args.length > 0 ? args : ['/'];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
  for (const route of routes) {
    await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' });
    const name = route.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home';
    const file = `${outDir}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${file}${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ''}`);
  }
  await page.close();
}
await browser.close();

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, settled, test } from '../fixtures';
import { offlinePages } from '../../site/site-routes';
import { listHtmlFiles } from '../../pipeline/lib/html';
import { CHUNKS_URL, HASHED_FILE_NAMED, hashedFilePath } from '../../pipeline/lib/next-output';
import { frenchRoutes, routes } from '../routes';

/*
 * JS weight: the Swiper library is downloaded by /blog and by nothing else.
 * Two checks, on the exported site:
 *  1. static: the scripts every HTML file references (script tags and the
 *     inline route payload) never hold Swiper's code, and only /blog's
 *     scripts can load the chunk that does (through its dynamic import);
 *  2. in a browser: visiting other pages (all of which link to /blog) never
 *     downloads Swiper, even once they have settled; visiting /blog does.
 */

// Strings that only Swiper's own code contains (core defaults and the A11y module), not our markup.
const SWIPER_SIGNATURES = ['swiper-lazy-preloader', 'swiper-notification'];
const isSwiperCode = (source: string) => SWIPER_SIGNATURES.every((signature) => source.includes(signature));

const outDir = fileURLToPath(new URL('../../out', import.meta.url));
const chunksDir = join(outDir, CHUNKS_URL);

const referencedChunks = (html: string) =>
  [...new Set((html.match(HASHED_FILE_NAMED) ?? []).map(hashedFilePath))].filter((path) => path.startsWith(CHUNKS_URL) && path.endsWith('.js')).map((path) => path.slice(CHUNKS_URL.length));
const chunk = (name: string) => readFileSync(join(chunksDir, name), 'utf8');
const offlinePaths = new Set(offlinePages.map((offline) => offline.path));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe('Swiper ships only with /blog', () => {
  // The same files for both viewports: playwright.config.ts runs this spec once, on desktop.

  test('in the built chunks', () => {
    const swiperChunks = readdirSync(chunksDir).filter((name) => name.endsWith('.js') && isSwiperCode(chunk(name)));
    expect(swiperChunks.length, 'the build holds Swiper somewhere').toBeGreaterThan(0);

    // The pages of the site (not the editor at /admin/, which is no page of it).
    const pages = listHtmlFiles(outDir).map((file) => join(outDir, file));
    expect(pages.length).toBeGreaterThanOrEqual(routes.length);
    for (const file of pages) {
      const page = `/${relative(outDir, file)}`;
      const scripts = referencedChunks(readFileSync(file, 'utf8'));
      // The offline pages are kept without scripts on purpose: the worker serves them alone.
      if (offlinePaths.has(page)) {
        expect(scripts, `${page} runs no script`).toEqual([]);
        continue;
      }
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(isSwiperCode(chunk(script)), `${page} references Swiper code in ${script}`).toBe(false);
      }
      const canLoadSwiper = scripts.some((script) => swiperChunks.some((swiperChunk) => chunk(script).includes(swiperChunk)));
      expect(canLoadSwiper, `${page} can load Swiper`).toBe(page === '/blog/index.html' || page === '/en/blog/index.html');
    }

    const sizes = swiperChunks.map((name) => {
      const source = readFileSync(join(chunksDir, name), 'utf8');
      return `${name}: ${kb(Buffer.byteLength(source))} raw, ${kb(gzipSync(source, { level: 9 }).length)} gzip`;
    });
    test.info().annotations.push({ type: 'Swiper chunk(s) loaded by /blog', description: sizes.join('; ') });
    console.log(`Swiper chunk(s) loaded by /blog: ${sizes.join('; ')}`);
  });

  test('in the browser, once each page has settled', async ({ page }) => {
    const downloads: { page: string; url: string; swiper: boolean }[] = [];
    let current = '';
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      downloads.push({ page: current, url: response.url(), swiper: isSwiperCode(body) });
    });
    // The English pages load the same chunks as their French twins (checked in the built files above).
    const others = frenchRoutes.map((route) => route.path).filter((path) => path !== '/blog/');
    // A page load and its settling take a few seconds when the machine is busy: time by the page.
    test.setTimeout(others.length * 10_000);
    for (const path of others) {
      current = path;
      await page.goto(path);
      await settled(page);
      // Links do not prefetch (components/ui/link.tsx); were one to, it would run on idle: give it time.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
      await settled(page);
    }
    expect(downloads.filter((download) => download.swiper)).toEqual([]);

    current = '/blog/';
    await page.goto('/blog/');
    await expect(page.getByRole('button', { name: 'Aller à la diapositive 1' })).toHaveAttribute('aria-current', 'true');
    // The response handler reads each body asynchronously: the last one may land just after the slider shows.
    await expect.poll(() => downloads.filter((download) => download.swiper).map((download) => download.page)).toEqual(['/blog/']);
  });
});

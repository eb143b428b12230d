// Hosts that send no header of ours (GitHub Pages, a bare S3 bucket): the files of out/ served with
// their type and nothing else. Each page's <meta> policy must then hold on its own: the page runs
// under it without a violation (e2e/fixtures fails on any), and it still blocks an injected script.
import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../e2e/fixtures';
import { notFoundPaths } from '../../site/site-routes';
import { pagePath } from '../../lib/routes';

const outDir = fileURLToPath(new URL('../../out', import.meta.url));
const HOST = 'https://headerless.test';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };

/** The file a static host without rules serves for `pathname`: the folder's index.html, or the root 404.html. */
function fileFor(pathname: string): { file: string; status: number } {
  const path = join(outDir, decodeURIComponent(pathname));
  for (const candidate of [path, join(path, 'index.html')]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return { file: candidate, status: 200 };
  }
  return { file: join(outDir, notFoundPaths.fr), status: 404 };
}

test.use({ baseURL: HOST, serviceWorkers: 'block' });

test.beforeEach(async ({ context }) => {
  await context.route(`${HOST}/**`, async (route) => {
    const { file, status } = fileFor(new URL(route.request().url()).pathname);
    await route.fulfill({ status, body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
  });
});

test('a page runs under its <meta> policy alone, and hydrates', async ({ page }) => {
  for (const path of [pagePath('home', 'fr'), pagePath('appointment', 'en')]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toBeUndefined();
    await expect(page.locator('next-route-announcer'), path).toHaveCount(1);
  }
});

test.describe('an injected script', () => {
  test.use({ failOnCspViolation: false });

  test('is blocked by the <meta> policy', async ({ page }) => {
    await page.goto(pagePath('home', 'fr'));
    const ran = await page.evaluate(async () => {
      const blocked = new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
        setTimeout(() => resolve('nothing blocked'), 2_000);
      });
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return { directive: await blocked, executed: (window as { __injected?: boolean }).__injected === true };
    });
    expect(ran).toEqual({ directive: 'script-src-elem', executed: false });
  });
});

import { defineConfig, devices } from '@playwright/test';
import { TEST_PORTS } from './harness/test-ports';

const PORT = TEST_PORTS.site;
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium, never a downloaded browser; --no-sandbox because CI runs as root.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

// Page loads are what make the suite slow on a 2-core machine, so each test runs where it can fail.
// The phone is where our visitors are: it runs every spec but those that set their own viewport, and a
// new spec file runs there alone. The desktop runs the files of SCREEN_DEPENDENT: every route under axe
// and the CSP (one page of each template), the header, the keyboard journey, the form's two columns and
// its states under axe, the pages without JavaScript, reflow at 320 px and 200 % zoom, the contact bar
// (phones have it, the desktop must not: each test skips on the other screen), the estimator's states
// under axe, the footer's link to the trust facts, and the checks of the built files. In those files, a
// test whose result cannot differ at 1280 px (the same words, figures, requests, links or JSON-LD; an
// axe check every-route already makes on that page as it loads; a page that sets its own phone width; a
// menu only phones have) is tagged @phone-only and the desktop leaves it out. Content and behaviour
// (texts, prices, sliders' timers, the form's rules, sharing) are the same code at any width.
const OWN_VIEWPORTS = /\/(reflow|blog-chunks)\.spec\.ts$/;
export const PHONE_ONLY = /@phone-only\b/;
const SCREEN_DEPENDENT = /\/(every-route|navigation|keyboard|appointment-pages|a11y-shell|pages-a11y|pages-nojs|seo-no-js|reflow|blog-chunks|contact-bar|callback-wide|trust|prices)\.spec\.ts$/;
// The editor at /admin/: staff use it on a computer and on a phone. Its journey through the staff
// guide, the banner after « Publier » and the editor opening offline run on both, the phone a 390×844 touch screen (an iPhone 13's, in Chromium); what it writes to
// the repository and the site rebuilt from it are the same at any width: that spec runs on the desktop. The
// gateway's sign-in screen runs on both; the list items of every collection and what the device keeps of
// the editor are read on the phone (@phone-only).
const EDITOR = /\/admin-[\w-]+\.spec\.ts$/;
const EDITOR_ON_PHONE = /\/admin-(journey|online|offline|sign-in|lists)\.spec\.ts$/;
// The site with EmailJS alone (its second channel unset) is another export: playwright.emailjs-only.config.ts.
export const EMAILJS_ONLY = /\/request-emailjs-only\.spec\.ts$/;
// So is the site with the request gateway alone, run against the real gateway: playwright.gateway.config.ts.
export const GATEWAY_SPEC = /\/(request-gateway|inbox|inbox-flood|inbox-repeats|inbox-outcome|visit-gateway|visit-journey|visit-follow|visit-device|whatsapp-thread)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Four workers on CI's two cores: a test waits (for the network to settle, a timer, a server) a quarter
  // of its time, which a third and a fourth worker fill (docs/testing.md, « Where CI's time goes »).
  workers: 4,
  // E2E_JSON_REPORT=<file> also writes every test's duration, per file and project (docs/testing.md).
  reporter: [['list'], ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : [])],
  timeout: 60_000,
  // Four workers on two cores keep the CPU busy to the end: a page may take over Playwright's default 5 s
  // to show what a test waits for (the keyboard journey's focused link scrolled into view).
  // A check that passes still passes at once; one that fails says so after 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    trace: 'on-first-retry',
    launchOptions,
    // A first visit, as most specs test it, is not served by the service worker yet; and a worker in
    // the middle hides requests from page.route. e2e/offline/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  // Workers take tests in this order: the editor's long tests first, the phone's many short ones last,
  // so that no worker is left alone with a 20-second test at the end of the run.
  projects: [
    {
      name: 'editor-phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, launchOptions },
      testMatch: EDITOR_ON_PHONE,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testMatch: [SCREEN_DEPENDENT, EDITOR],
      grepInvert: PHONE_ONLY,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      testIgnore: [OWN_VIEWPORTS, EDITOR, EMAILJS_ONLY, GATEWAY_SPEC],
    },
  ],
  // The exported site, served by a plain static server: what a CDN would serve.
  webServer: {
    command: `node --import tsx harness/serve.ts out`,
    // Brotli at quality 5, not 11: each file still compressed once, but in 1.5 s for the whole export
    // rather than over a minute; no e2e test counts bytes (the budgets and the bench do, at 11).
    env: { PORT: String(PORT), SERVE_BROTLI_QUALITY: '5' },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

import { defineConfig } from '@playwright/test';
import base, { EMAILJS_ONLY } from './playwright.config';
import { TEST_PORTS } from './harness/test-ports';

// The site built with EmailJS alone, its second channel unset (`npm run build:e2e-emailjs-only`, which
// leaves that export in out-emailjs-only/, then `npm run test:e2e-emailjs-only`; both in `npm test`).
// One spec runs here: what build:e2e cannot show, since it always sets a relay. Its own port, so it
// runs beside test:deploy's nginx (harness/test-ports.ts).
const PORT = TEST_PORTS.emailjsOnly;
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  use: { ...base.use, baseURL },
  // E2E_JSON_REPORT is the main suite's (playwright.config.ts).
  reporter: [['list']],
  projects: (base.projects ?? []).filter((project) => project.name === 'mobile').map((project) => ({ ...project, testMatch: EMAILJS_ONLY, testIgnore: [] })),
  webServer: {
    command: `node --import tsx harness/serve.ts out-emailjs-only`,
    // Brotli at quality 5, as playwright.config.ts's server: no test here counts bytes.
    env: { PORT: String(PORT), SERVE_BROTLI_QUALITY: '5' },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

import { defineConfig } from '@playwright/test';
import base, { GATEWAY_SPEC } from './playwright.config';
import { TEST_PORTS } from './harness/test-ports';

// The site built with the request gateway alone (`npm run build:e2e-gateway`, which leaves that export in
// out-gateway/, then `npm run test:e2e-gateway`; both in `npm test`), against the real gateway (gateway/)
// under workerd, every provider faked by the local mailbox: both started by the global set-up, on the ports
// the export was built for (harness/test-ports.ts). Its specs (GATEWAY_SPEC), one worker, their tests in order: they share
// the gateway's day and its limit per address, as visitors do.
const PORT = TEST_PORTS.gatewaySite;
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  use: { ...base.use, baseURL },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  globalSetup: './e2e/request/gateway-setup.ts',
  projects: (base.projects ?? []).filter((project) => project.name === 'mobile').map((project) => ({ ...project, testMatch: GATEWAY_SPEC, testIgnore: [] })),
  webServer: {
    command: `node --import tsx harness/serve.ts out-gateway`,
    env: { PORT: String(PORT), SERVE_BROTLI_QUALITY: '5' },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

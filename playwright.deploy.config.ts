import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { ensureCertificate, nginxBinary, nginxPorts, nginxWorkDir } from './harness/nginx';

// The exported site through real nginx, configured as docs/deploying.md says, over HTTPS
// (`npm run test:deploy`, part of `npm test`):
//  - tests/deploy/: every file's bytes and headers, the redirects, the 404 pages, compression, and
//    MDN's Observatory grade;
//  - the e2e tests tagged @nginx (a few routes, the worker, the form's offline path) run here too,
//    so the two hosts, harness/serve.ts and nginx, cannot drift apart.
// Without nginx, stop here with the command that installs it.
nginxBinary();
const ports = nginxPorts();
const origin = `https://127.0.0.1:${ports.https}`;
const certificate = ensureCertificate(nginxWorkDir(ports));

// The test workers, started after this file is read, trust the throwaway certificate (the header
// checks, the Observatory, the `request` fixture of the e2e tests).
process.env.NODE_EXTRA_CA_CERTS = certificate.certFile;

// Chromium trusts that certificate and no other. Playwright's ignoreHTTPSErrors would open the
// pages but not the service worker: Chromium refuses to register it ("An SSL certificate error
// occurred when fetching the script"); --ignore-certificate-errors would accept any certificate.
const launchOptions = {
  ...base.use?.launchOptions,
  args: [...(base.use?.launchOptions?.args ?? []), `--ignore-certificate-errors-spki-list=${certificate.spki}`],
};

export default defineConfig({
  ...base,
  testDir: '.',
  // E2E_JSON_REPORT is the main suite's (playwright.config.ts).
  reporter: [['list']],
  use: { ...base.use, baseURL: origin, launchOptions },
  projects: [
    { name: 'deploy', testDir: './tests/deploy' },
    {
      name: 'nginx-e2e',
      testDir: './e2e',
      grep: /@nginx/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/serve-nginx.ts out',
    url: `${origin}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 30_000,
  },
});

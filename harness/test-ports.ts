// Every port the tests listen on, in one place, from E2E_PORT (4173 by default): two runs on one
// machine set two E2E_PORTs far apart and never meet. Steps of `npm test` that run side by side
// (test:deploy beside test:e2e-emailjs-only) must not share a port: this table is where to look.
/** `npm run serve`'s port (harness/serve.ts, PORT moves it): the preview, and the editor `npm run editor:local` answers. */
export const PREVIEW_PORT = 4173;
const e2ePort = Number(process.env.E2E_PORT ?? PREVIEW_PORT);

export const TEST_PORTS = {
  /** out/ through harness/serve.ts: the e2e suite (playwright.config.ts). */
  site: e2ePort,
  /** nginx over HTTPS, then its HTTP redirect: test:deploy and `npm run serve:nginx` (harness/nginx.ts). */
  nginxHttps: e2ePort + 1,
  nginxHttp: e2ePort + 2,
  /** out-emailjs-only/: test:e2e-emailjs-only, which runs beside test:deploy. */
  emailjsOnly: e2ePort + 3,
  /** The site the editor's test rebuilds from the fixture's main branch (e2e/editor/rebuilt-site.ts). */
  rebuilt: e2ePort + 4,
  /** out-gateway/ (test:e2e-gateway), and the request gateway its pages were built to post to, under workerd. */
  gatewaySite: e2ePort + 5,
  gateway: e2ePort + 6,
  /** A second gateway, its day's e-mail budget spent (e2e/request/request-gateway.spec.ts). */
  gatewayBudget: e2ePort + 7,
  /** A third, a stranger's flood on a family's address (e2e/request/inbox-flood.spec.ts), and its Access edge. */
  gatewayFlood: e2ePort + 8,
  gatewayFloodEdge: e2ePort + 9,
  /** A fourth, its clock moved by the test: a request raised after a minute (e2e/request/inbox-outcome.spec.ts), a visit
   *  reminded the day before (e2e/request/visit-journey.spec.ts), one spec after the other. */
  gatewayClock: e2ePort + 20,
  /** The next deploy, one server per e2e worker (e2e/offline/offline-deploy.spec.ts). */
  nextDeploy: (worker: number) => e2ePort + 10 + worker,
  /** decap-server, one per e2e worker (e2e/editor/editor-session.ts); DECAP_PORT moves the block. */
  decapServer: (worker: number) => Number(process.env.DECAP_PORT ?? e2ePort + 4000) + worker,
};

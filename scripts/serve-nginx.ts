// `npm run serve:nginx`: the exported site through real nginx, configured exactly as
// docs/deploying.md says, on its HTTPS port (harness/test-ports.ts: E2E_PORT + 1) with a throwaway
// certificate, and its HTTP → HTTPS redirect on the port after. The deploy tests start it (playwright.deploy.config.ts).
import { resolve } from 'node:path';
import { nginxPorts, startNginx } from '../harness/nginx';

const outDir = resolve(process.argv[2] ?? 'out');
const server = await startNginx(outDir, nginxPorts());
console.log(`nginx serves ${outDir} on ${server.origin}/ (HTTP redirect on ${server.httpOrigin}/); certificate: ${server.certificate.certFile}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}

// npm run gateway:local: the request gateway (gateway/) under workerd on http://127.0.0.1:8787, offline,
// its settings from this shell's environment (the names in gateway/src/settings.ts: ALLOWED_ORIGINS,
// EMAILJS_*, RELAY_*, NOTIFY_*, DAILY_LIMIT, PROOF_*, ACCESS_*, STAFF_NAMES…), its inbox under
// gateway/.wrangler/state. Point EMAILJS_API_URL, RELAY_URL and NOTIFY_URL at fakes (harness/mailbox.ts) to
// send nothing for real; `npm run preview` does it all for you. Its inbox, http://127.0.0.1:8787/inbox/, opens
// signed in as a local member of staff through a local stand-in for Cloudflare Access (harness/access.ts, a
// key made for this run), unless the shell sets ACCESS_TEAM_DOMAIN: then the gateway alone, as deployed.
// Ctrl+C stops it.
import { startGatewayBehindAccess } from '../harness/access';
import { freePort, gatewayVarsFrom, startGateway } from '../harness/gateway';

const port = Number(process.env.GATEWAY_PORT ?? 8787);
const vars = gatewayVarsFrom();
if (!vars.PROOF_SECRET) console.warn('gateway:local: PROOF_SECRET is not set: the gateway answers every call with « kept » until it is.');
if (!vars.ALLOWED_ORIGINS) console.warn('gateway:local: ALLOWED_ORIGINS is not set: every origin is refused.');
const names = Object.keys(vars).join(', ') || 'no settings';

let stop: () => Promise<void>;
if (vars.ACCESS_TEAM_DOMAIN) {
  const gateway = await startGateway({ port, vars, echo: true });
  stop = gateway.stop;
  console.log(`gateway:local: ${gateway.url} (${names} from the environment); its inbox at ${gateway.url}/inbox/, behind your Access. Ctrl+C stops it.`);
} else {
  const gateway = await startGatewayBehindAccess({ port, vars: { ...vars }, start: async (given) => startGateway({ port: await freePort(), vars: given, echo: true }) });
  stop = gateway.stop;
  console.log(`gateway:local: ${gateway.url} (${names} from the environment); its inbox at ${gateway.inbox}, signed in as ${gateway.staff.name} (${gateway.staff.email}) by a local Access. Ctrl+C stops it.`);
}
const end = () => void stop().then(() => process.exit(0));
process.on('SIGINT', end);
process.on('SIGTERM', end);

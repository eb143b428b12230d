// npm run gateway:local: the request gateway (gateway/) under workerd on http://127.0.0.1:8787, offline,
// its settings from this shell's environment (the names in gateway/src/settings.ts: ALLOWED_ORIGINS,
// EMAILJS_*, RELAY_*, NOTIFY_*, DAILY_LIMIT, PROOF_*), its ledger under gateway/.wrangler/state. Point
// EMAILJS_API_URL, RELAY_URL and NOTIFY_URL at fakes (harness/mailbox.ts) to send nothing for real;
// `npm run preview` does it all for you. Ctrl+C stops it.
import { gatewayVarsFrom, startGateway } from '../harness/gateway';

const port = Number(process.env.GATEWAY_PORT ?? 8787);
const vars = gatewayVarsFrom();
if (!vars.PROOF_SECRET) console.warn('gateway:local: PROOF_SECRET is not set: the gateway answers every call with « kept » until it is.');
if (!vars.ALLOWED_ORIGINS) console.warn('gateway:local: ALLOWED_ORIGINS is not set: every origin is refused.');
const gateway = await startGateway({ port, vars, echo: true });
console.log(`gateway:local: ${gateway.url} (${Object.keys(vars).join(', ') || 'no settings'} from the environment). Ctrl+C stops it.`);
const stop = () => void gateway.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// npm run preview (the README's command): the site as a visitor gets it, and a request's whole journey on this
// machine, with no account anywhere. It builds the site for the local request gateway
// (NEXT_PUBLIC_REQUEST_GATEWAY_URL, unless the shell sets its own), and serves three things on 127.0.0.1:
//   the site              http://127.0.0.1:4173 (harness/serve.ts, as `npm run serve`)
//   the gateway           http://127.0.0.1:8787 (gateway/ under workerd: harness/gateway.ts), its keys made up
//                         here, every provider pointed at the mailbox; behind a local stand-in for Cloudflare
//                         Access (harness/access.ts), so that its inbox, http://127.0.0.1:8787/inbox/, opens
//                         signed in as a local member of staff, with a key made for this run (no deployed
//                         gateway knows it)
//   the mailbox's page    http://127.0.0.1:8025 (harness/mailbox.ts): each e-mail the centre would receive, each
//                         notice the staff's phones would show, and each WhatsApp and SMS of an appointment as
//                         the family would read it (fakes of Meta's Cloud API and Brevo's SMS, which post their
//                         statuses back to the gateway: harness/messaging.ts). MAILBOX_NOT_ON_WHATSAPP (numbers,
//                         comma-separated) makes those numbers « not on WhatsApp », to see the SMS take over
//   the family's phone    http://127.0.0.1:8025/phone/ (harness/family-phone.ts): each number the fake WhatsApp wrote
//                         to, as a WhatsApp thread where one answers as the family (a text, a quick-reply button, a
//                         photo, a voice note, « STOP »), posted to the gateway as Meta's signed webhook
// No provider is called. Ctrl+C stops all three. `npm run serve` still serves out/ alone, as built.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startGatewayBehindAccess, type GatewayBehindAccess } from '../harness/access';
import { freePort, startGateway } from '../harness/gateway';
import { mailboxClient, startMailbox } from '../harness/mailbox';
import { GATEWAY_VARIABLES } from '../lib/request/gateway/protocol';

const SITE_PORT = Number(process.env.PORT ?? 4173);
const GATEWAY_PORT = Number(process.env.GATEWAY_PORT ?? 8787);
const MAILBOX_PORT = Number(process.env.MAILBOX_PORT ?? 8025);
const site = `http://127.0.0.1:${SITE_PORT}`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', env });
}

const finished = (child: ChildProcess) => new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));

const mailbox = await startMailbox({ port: MAILBOX_PORT });
const gatewayUrl = process.env[GATEWAY_VARIABLES.url] || `http://127.0.0.1:${GATEWAY_PORT}`;
// The app secret the fake WhatsApp signs its statuses and the family's messages with, and the token its media
// endpoints ask of the gateway, made up for this run.
const APP_SECRET = randomBytes(16).toString('hex');
const WHATSAPP_TOKEN = `whatsapp_preview_${randomBytes(8).toString('hex')}`;
const notOnWhatsApp = (process.env.MAILBOX_NOT_ON_WHATSAPP ?? '').split(',').map((one) => one.trim()).filter(Boolean);
await mailboxClient(mailbox.url).messaging({ gateway: gatewayUrl, appSecret: APP_SECRET, token: WHATSAPP_TOKEN, notOnWhatsApp, statusDelayMs: 1_500 });
// Made up for this run: nothing here is anyone's key, and the mailbox takes whatever it is sent. The gateway
// listens on a port of its own; the pages and the staff reach it through the local Access on GATEWAY_PORT.
const gateway: GatewayBehindAccess | null = await startGatewayBehindAccess({
  port: GATEWAY_PORT,
  start: async (vars) => startGateway({ port: await freePort(), vars }),
  vars: {
    ALLOWED_ORIGINS: `${site},http://localhost:${SITE_PORT}`,
    PROOF_SECRET: randomBytes(32).toString('hex'),
    EMAILJS_SERVICE_ID: 'service_preview',
    EMAILJS_TEMPLATE_ID: 'template_preview',
    EMAILJS_PUBLIC_KEY: 'public_preview',
    EMAILJS_PRIVATE_KEY: 'private_preview',
    RELAY_KEY: 'relay_preview',
    RELAY_SENDER: 'site@aide-et-vie.localhost',
    RELAY_TO: 'secours@aide-et-vie.localhost',
    NOTIFY_TOKEN: 'token_preview',
    // An appointment's messages (issue 77), to the mailbox's fakes; the notices' button and the SMS statuses' address.
    WHATSAPP_PHONE_NUMBER_ID: '100000000000002',
    WHATSAPP_TOKEN,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify_preview',
    SMS_SENDER: 'AideEtVie',
    INBOX_URL: `${gatewayUrl}/inbox/`,
    ...mailbox.upstreams,
  },
}).catch((error: unknown) => {
  console.warn(`preview: the local gateway did not start, the site is served without it.\n${String(error)}`);
  return null;
});

let server: ChildProcess | null = null;
const stopAll = async (code: number) => {
  if (server?.exitCode === null) server.kill('SIGTERM');
  await gateway?.stop();
  await mailbox.close();
  process.exit(code);
};
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// Its gateway sends an appointment's messages through the mailbox's fakes: the forms offer the box that asks for them.
const built = await finished(run('npm', ['run', 'build'], { ...process.env, [GATEWAY_VARIABLES.url]: gatewayUrl, [GATEWAY_VARIABLES.visitMessages]: '1' }));
if (built !== 0) await stopAll(built);

// tsx itself, not through npx: it passes our SIGTERM on to the server.
const serving = run(join('node_modules', '.bin', 'tsx'), ['harness/serve.ts', 'out'], { ...process.env, PORT: String(SITE_PORT) });
server = serving;
console.log(
  [
    '',
    `preview: the site          ${site}`,
    `         the gateway       ${gateway ? gateway.url : '(not started)'}`,
    `         the inbox         ${gateway ? `${gateway.inbox}   (signed in as ${gateway.staff.name}, ${gateway.staff.email}: a key of this run alone)` : '(not started)'}`,
    `         the mailbox       ${mailbox.url}   (what the centre, the staff's phones and the families would receive)`,
    `         a family's phone  ${mailbox.url}/phone/   (answer the centre on WhatsApp as the family would)`,
    '         Ctrl+C stops all three.',
    '',
  ].join('\n'),
);
await stopAll(await finished(serving));

// Runs before every build: warns, loudly but without failing, while the site still holds
// the fictitious contacts of content/ (example.com, +237 6 00 00 00 0x…), the EmailJS keys or the
// editor's sign-in are unset, or no request gateway holds the keys; stops it when CMS_SIGN_IN names no
// known path, or when a provider's key is set beside the gateway (it would be published).
import { readdirSync, readFileSync } from 'node:fs';
import nextEnv from '@next/env';
import { RELAY_VARIABLES, relayConfigFromEnv } from '../lib/request/channels/relay-config';
import { GATEWAY_VARIABLES, gatewayUrlFromEnv } from '../lib/request/gateway/protocol';
import { httpsOrigin } from '../lib/request/https-origin';
import { NOTICE_VARIABLES, noticeUrlFromEnv } from '../lib/request/notice/notice-config';
import { EMAILJS_TEMPLATE_VARIABLES, EMAILJS_VARIABLES } from '../lib/request/emailjs-config';
import { signIn } from './lib/decap-config/sign-in';

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const warnings = [];

// What a fictitious value looks like: the reserved example.com domain, the unassigned
// +237 6 00 00 00 0x numbers, the 0000/… of a registration or an authorisation not yet supplied,
// and the words left where a fact is still to come.
const FICTITIOUS = /example\.com|\.com\/example\b|\+237 ?6 ?00 ?00 ?00 ?0\d|wa\.me\/2376000000|\b0000\/|à compléter|à préciser|à confirmer|to be completed|to be confirmed/i;

const contentDir = new URL('../content/', import.meta.url);
const placeholderLines = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ya?ml|md)$/.test(file))
  .sort()
  .flatMap((file) =>
    readFileSync(new URL(file, contentDir), 'utf8')
      .split('\n')
      .map((line, index) => ({ where: `content/${file}:${index + 1}`, line: line.trim() }))
      .filter(({ line }) => FICTITIOUS.test(line)),
  );
if (placeholderLines.length > 0) {
  warnings.push(
    `content/ still holds ${placeholderLines.length} fictitious value(s):`,
    ...placeholderLines.map(({ where, line }) => `    ${where}  ${line.length > 90 ? `${line.slice(0, 87)}…` : line}`),
    "  Replace them with the centre's real contacts before going live (see README, « Before going live »).",
  );
}

// How staff sign in to the editor (CMS_SIGN_IN and its values, pipeline/lib/decap-config/sign-in.ts): an
// unknown path stops the build here; a value still unset leaves the example one, with which staff cannot
// sign in to /admin/.
const editorSignIn = signIn();
if (editorSignIn.unset.length > 0) {
  warnings.push(
    `The editor's sign-in (CMS_SIGN_IN=${editorSignIn.path}) still lacks ${editorSignIn.unset.join(', ')}: it names the example repository or`,
    "  gateway, and staff cannot sign in to /admin/ until it names the centre's (docs/editor-sign-in.md).",
  );
}

// Where requests go. With a gateway (it holds the providers' keys and the staff's topic), the pages need
// none of them, and must carry none: one set beside it would be published in every page, so the build stops.
// Without one, the spec's path: each key below is in every page, for anyone to use.
const gateway = gatewayUrlFromEnv();
const providerVariables = [...Object.values(EMAILJS_VARIABLES), ...Object.values(EMAILJS_TEMPLATE_VARIABLES), ...Object.values(RELAY_VARIABLES), ...Object.values(NOTICE_VARIABLES)];
if (gateway) {
  if (!httpsOrigin(gateway)) {
    console.error(`${GATEWAY_VARIABLES.url} is « ${gateway} »: it must be an https address (or http://127.0.0.1:<port> for a gateway run on this machine).`);
    process.exit(1);
  }
  const published = providerVariables.filter((name) => process.env[name]?.trim());
  if (published.length > 0) {
    console.error(
      `${published.join(', ')} ${published.length > 1 ? 'are' : 'is'} set beside ${GATEWAY_VARIABLES.url}: every page would publish ${published.length > 1 ? 'them' : 'it'}, ` +
        "though only the gateway uses them. Remove them from the site's build settings; they are the gateway's secrets (docs/request-channels.md, « The gateway »).",
    );
    process.exit(1);
  }
} else {
  warnings.push(
    `${GATEWAY_VARIABLES.url} is not set: the pages send to EmailJS (and the relay, and the staff's topic) themselves, with keys every`,
    "  page publishes: anyone can spend the month's quota or write to the staff's phones. Set up the gateway (docs/request-channels.md, « The gateway »).",
  );
  for (const name of Object.values(EMAILJS_VARIABLES)) {
    if (!process.env[name]) {
      warnings.push(`${name} is not set: the appointment form will offer only the WhatsApp / e-mail fallback.`);
    }
  }
  if (process.env[EMAILJS_VARIABLES.templateId] && !process.env[EMAILJS_TEMPLATE_VARIABLES.applicationTemplateId]) {
    warnings.push(
      `${EMAILJS_TEMPLATE_VARIABLES.applicationTemplateId} is not set: an application goes through the main template without its auto-reply, so a`,
      '  candidate gets no e-mail acknowledgement (docs/emailjs.md, « The application\'s template »).',
    );
  }
  const relay = relayConfigFromEnv();
  if (!relay.url) {
    warnings.push('NEXT_PUBLIC_REQUEST_RELAY_URL is not set: no second channel; a request EmailJS does not take waits on the device (docs/request-channels.md).');
  } else if (!httpsOrigin(relay.url)) {
    warnings.push(`NEXT_PUBLIC_REQUEST_RELAY_URL is not an https address (${relay.url}): no second channel.`);
  }
  const noticeUrl = noticeUrlFromEnv();
  if (!noticeUrl) {
    warnings.push('NEXT_PUBLIC_REQUEST_NOTIFY_URL is not set: no notice on the staff\'s phones for a new request (docs/setting-up.md, « The staff\'s phones: ntfy »).');
  } else if (!httpsOrigin(noticeUrl)) {
    warnings.push(`NEXT_PUBLIC_REQUEST_NOTIFY_URL is not an https address (${noticeUrl}): no notice is sent.`);
  }
}
if (!process.env.NEXT_PUBLIC_SITE_URL) {
  warnings.push('NEXT_PUBLIC_SITE_URL is not set: canonical URLs, Open Graph and the sitemap use https://www.example.com.');
}

if (warnings.length > 0) {
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n  WARNING — configuration not ready for production\n\n  ${warnings.join('\n  ')}\n${bar}\n`);
}

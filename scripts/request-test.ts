// A test request through each channel (EmailJS, then the relay), for a weekly job on the git host
// (docs/request-channels.md, « A weekly test of both channels »), and a test notice to the staff's
// phones when the build sets a topic (lib/request/notice/). Only the build's public keys: no secret.
// With a request gateway (NEXT_PUBLIC_REQUEST_GATEWAY_URL), one test request through it instead, as a page
// sends it (a challenge solved, then the post, from REQUEST_TEST_ORIGIN): the gateway sends the e-mail and
// the notice with the keys it alone holds (docs/gateway.md).
// Prints each answer, and exits with 1 when one did not take it, so that the job fails.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { addDays, doualaToday } from '../lib/douala-date';
import { GATEWAY_PATHS, gatewayUrlFromEnv, type GatewayRequestBody } from '../lib/request/gateway/protocol';
import { relayBody } from '../lib/request/channels/relay';
import { relayConfigFromEnv } from '../lib/request/channels/relay-config';
import { httpsOrigin } from '../lib/request/https-origin';
import { emailJsConfigFromEnv, isEmailJsConfigured } from '../lib/request/emailjs-config';
import type { RequestContent } from '../lib/request/payload';
import { newReference } from '../lib/request/reference';
import { EMAILJS_SEND_URL, emailJsBody, postJson } from '../lib/request/channels/emailjs';
import { noticeUrlFromEnv } from '../lib/request/notice/notice-config';
import { postNotice } from '../lib/request/notice/send';

const TEST_LINE = 'Test hebdomadaire du site (envoyé par le dépôt, rien à faire)\u00A0: vérifiez que ce message arrive aussi par l’autre canal.';

const content: RequestContent = {
  locale: 'fr',
  reference: newReference(),
  values: {
    fullName: 'Test hebdomadaire du site',
    email: '',
    phone: '',
    appointmentDate: new Date().toISOString().slice(0, 10),
    appointmentTime: '08:00',
    serviceType: 'Test',
    message: TEST_LINE,
  },
};

// EmailJS checks the page's origin against its allowed list: the job says which site it tests.
const origin = process.env.REQUEST_TEST_ORIGIN?.trim();
const headers: Record<string, string> = origin ? { Origin: origin, Referer: `${origin}/` } : {};
let failed = false;

const gateway = gatewayUrlFromEnv().replace(/\/+$/, '');
if (gateway) {
  // What the gateway holds every request to (checkRequest): an appointment needs an e-mail and a day to come.
  const test: RequestContent = {
    ...content,
    values: { ...content.values, email: 'test-hebdomadaire@example.com', appointmentDate: addDays(doualaToday(), 1) },
  };
  const challenge = (await (await fetch(`${gateway}${GATEWAY_PATHS.challenge}`, { headers })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const body: GatewayRequestBody = { id: crypto.randomUUID(), content: test, proof: btoa(JSON.stringify({ challenge, solution })) };
  const response = await fetch(`${gateway}${GATEWAY_PATHS.request}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  console.log(`Gateway: ${response.status} ${await response.text()}`);
  console.log(`Reference of the test e-mail and its notice: ${content.reference}`);
  process.exit(response.ok ? 0 : 1);
}

const emailjs = emailJsConfigFromEnv();
if (isEmailJsConfigured(emailjs)) {
  const answer = await postJson(EMAILJS_SEND_URL, emailJsBody(content, emailjs), {}, { headers });
  console.log(`EmailJS: ${JSON.stringify(answer)}`);
  failed ||= answer.kind !== 'sent';
} else {
  console.log('EmailJS: NEXT_PUBLIC_EMAILJS_* are not set');
  failed = true;
}

const relay = relayConfigFromEnv();
if (httpsOrigin(relay.url)) {
  const body = { ...relayBody(content, {}, relay.key), subject: `[Test hebdomadaire] Canal de secours ${content.reference}`, alerte: TEST_LINE, que_faire: 'Rien.' };
  const answer = await postJson(relay.url, body, {}, { headers: { ...headers, Accept: 'application/json' } });
  console.log(`Relay: ${JSON.stringify(answer)}`);
  failed ||= answer.kind !== 'sent';
} else {
  console.log('Relay: NEXT_PUBLIC_REQUEST_RELAY_URL is not set (no second channel)');
}

const noticeUrl = noticeUrlFromEnv();
if (httpsOrigin(noticeUrl)) {
  // The same POST as a request's notice (lib/request/notice/send.ts), with a title that says it is a test.
  const status = await postNotice(noticeUrl, {
    title: `Test hebdomadaire du site : ${content.reference}`,
    message: `Rien à faire : si vous lisez ceci, les notices des demandes arrivent sur ce téléphone. Deux e-mails de test portent la même référence, ${content.reference}.`,
    tags: ['white_check_mark'],
    priority: 3,
  });
  console.log(`Notice: ${status ?? 'no answer'}`);
  failed ||= status === null || status < 200 || status >= 300;
} else {
  console.log('Notice: NEXT_PUBLIC_REQUEST_NOTIFY_URL is not set (no notice on the staff\'s phones)');
}

console.log(`Reference of both test e-mails and the notice: ${content.reference}`);
process.exit(failed ? 1 : 0);

import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { addDays, doualaToday } from '../../lib/douala-date';
import { GATEWAY_PATHS, type GatewayRequestBody } from '../../lib/request/gateway/protocol';
import type { RequestValues } from '../../lib/request/values';
import { ACCESS_HEADER, type FakeAccess } from '../../harness/access';
import { E2E_STAFF } from '../../harness/e2e-build-env';
import { mailboxClient, type Recorded } from '../../harness/mailbox';
import { INBOX_PATHS } from '../../gateway/src/inbox/model';
import { TEST_PORTS } from '../../harness/test-ports';
import { marieValues } from '../../tests/request/appointment-request';

/*
 * What the gateway's specs share (request-gateway.spec.ts, inbox.spec.ts: playwright.gateway.config.ts): the
 * local mailbox the set-up started (every provider, recording what the gateway sends), the site's origin, a
 * day the form and the gateway both take, and a request posted as another visitor's browser, or a script, would.
 */

export const mailbox = mailboxClient(process.env.E2E_MAILBOX_URL ?? '');
export const SITE = `http://127.0.0.1:${TEST_PORTS.gatewaySite}`;

const isEmail = (message: Recorded) => message.provider === 'emailjs' && message.status >= 200 && message.status < 300;
export const paramsOf = (message: Recorded) => (message.body as { template_params: { message: string } }).template_params;
/** The e-mails the centre received for a reference, and the staff's notices. */
export const emailsFor = async (reference: string) => (await mailbox.messages()).filter((message) => isEmail(message) && paramsOf(message).message.includes(reference));
export const noticesFor = async (reference: string) => (await mailbox.messages()).filter((message) => message.provider === 'ntfy' && String(message.body).includes(reference));

/** A weekday a week or so ahead, in Yaoundé: a day the form takes and the gateway's own clock too. */
export function appointmentDay(): string {
  let day = addDays(doualaToday(), 6);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

/**
 * A valid request posted as another visitor's browser would (or a script that does the work): a challenge fetched
 * and solved, the site's origin; from `address` (the gateway under wrangler dev takes cf-connecting-ip as given).
 */
export async function postAsABrowser(
  gatewayUrl: string,
  { reference = 'AV-2222', message = 'Un autre visiteur.', address, values }: { reference?: string; message?: string; address?: string; values?: RequestValues } = {},
): Promise<Response> {
  const headers = { Origin: SITE, ...(address ? { 'cf-connecting-ip': address } : {}) };
  const challenge = (await (await fetch(`${gatewayUrl}${GATEWAY_PATHS.challenge}`, { headers })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const body: GatewayRequestBody = {
    id: randomUUID(),
    content: { values: { ...marieValues(message), appointmentDate: appointmentDay(), appointmentTime: '10:30', ...values }, locale: 'fr', reference },
    proof: btoa(JSON.stringify({ challenge, solution })),
  };
  return fetch(`${gatewayUrl}${GATEWAY_PATHS.request}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** A gateway's inbox clock (TEST_CLOCK), moved forward to `to` as Awa (its alarm runs on it); what it then reads. */
export function clockOf(gatewayUrl: string, access: Pick<FakeAccess, 'sign'>) {
  return async (to: number): Promise<number> => {
    const response = await fetch(`${gatewayUrl}${INBOX_PATHS.clock}`, {
      method: 'POST',
      headers: { Origin: gatewayUrl, 'Content-Type': 'application/x-www-form-urlencoded', [ACCESS_HEADER]: await access.sign(E2E_STAFF.awa.email) },
      body: new URLSearchParams({ to: String(Math.round(to)) }).toString(),
    });
    if (response.status !== 200) throw new Error(`the inbox's clock answered ${response.status}`);
    return ((await response.json()) as { now: number }).now;
  };
}

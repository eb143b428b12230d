// The families of the staff guide's pictures of the inbox (scripts/guide-screenshots.ts): their requests posted to
// the local gateway as a page posts them (a challenge solved, then the request, from the site's origin), each from
// an address of its own, with the values the site's forms build.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { applicationValues } from '../lib/request/application';
import { callbackValues } from '../lib/request/callback';
import { GATEWAY_PATHS, GATEWAY_VISIT_PATHS, type GatewayRequestBody } from '../lib/request/gateway/protocol';
import type { RequestContent } from '../lib/request/payload';
import { newReference } from '../lib/request/reference';
import { CONSENT_FIELD, CONSENTED } from '../lib/request/visit/consent';
import { PUBLISHED } from '../tests/request/published-rules';

/** The site's origin, as the local gateway's ALLOWED_ORIGINS names it. */
export const SITE_ORIGIN = 'https://www.aide-et-vie.test';

let addresses = 0;

async function call(gateway: string, path: string, init: RequestInit = {}): Promise<Response> {
  addresses += 1;
  const headers = { Origin: SITE_ORIGIN, 'Content-Type': 'application/json', 'cf-connecting-ip': `198.51.100.${addresses}`, ...(init.headers as Record<string, string> | undefined) };
  return fetch(`${gateway}${path}`, { ...init, headers, signal: AbortSignal.timeout(20_000) });
}

/** A request sent as the site's page sends it: its reference. */
export async function send(gateway: string, content: RequestContent): Promise<string> {
  const challenge = (await (await call(gateway, GATEWAY_PATHS.challenge)).json()) as Challenge;
  const proof = btoa(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) }));
  const body: GatewayRequestBody = { id: crypto.randomUUID(), content, proof };
  const response = await call(gateway, GATEWAY_PATHS.request, { method: 'POST', body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`the gateway refused ${content.reference}: ${response.status} ${await response.text()}`);
  return content.reference;
}

/** The family's answer on its visit's page (« Je serai là », « Je dois changer »), by the token of its link. */
export async function answerVisit(gateway: string, link: string, answer: 'coming' | 'change'): Promise<void> {
  const token = new URL(link).hash.slice(1);
  const response = await call(gateway, GATEWAY_VISIT_PATHS.answer, { method: 'POST', body: JSON.stringify({ token, answer }) });
  if (response.status !== 200) throw new Error(`the visit's answer was refused: ${response.status} ${await response.text()}`);
}

const [service] = PUBLISHED.services;
/** An address of the family's own, on a domain nobody owns. */
const emailOf = (fullName: string) => `${fullName.toLowerCase().normalize('NFD').replace(/[^a-z -]/g, '').trim().replace(/ +/g, '.')}@example.cm`;

/** An appointment, its box ticked (its confirmation and reminder by WhatsApp) unless told. */
export const appointment = (fullName: string, phone: string, { day, consent = true, message = '' }: { day: string; consent?: boolean; message?: string }): RequestContent => ({
  locale: 'fr',
  reference: newReference(),
  values: { fullName, email: emailOf(fullName), phone, appointmentDate: day, appointmentTime: '10:30', serviceType: service, message, [CONSENT_FIELD]: consent ? CONSENTED : '' },
});

export const callback = (fullName: string, phone: string, day: string): RequestContent => ({
  locale: 'fr',
  reference: newReference(),
  kind: 'callback',
  values: callbackValues({ phone, name: fullName, date: day, slot: { slot: 'afternoon', from: '12:00', to: '17:00' }, service: PUBLISHED.serviceTitles[1] }),
});

export const application = (fullName: string, phone: string): RequestContent => ({
  locale: 'fr',
  reference: newReference(),
  kind: 'application',
  values: applicationValues({ fullName, phone, email: '', position: PUBLISHED.open, diploma: 'DEAS', experience: '3', quartier: 'Essos', start: '', message: 'Disponible tout de suite.' }),
});

/** A stranger's script: the same appointment again and again, a fresh reference each time. */
export const scripted = (day: string): RequestContent =>
  appointment('Gagnez Un Cadeau', '+237650000000', { day, consent: false, message: 'Félicitations ! Vous avez gagné un téléphone : appelez vite notre service client.' });

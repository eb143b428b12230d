import { request as httpRequest } from 'node:http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { expect, inject } from 'vitest';
import { mailboxClient, type Recorded } from '../../../harness/mailbox';
import { addDays, doualaToday } from '@/lib/douala-date';
import { applicationValues } from '@/lib/request/application';
import { callbackValues } from '@/lib/request/callback';
import type { GatewayAnswer, GatewayRequestBody } from '@/lib/request/gateway/protocol';
import { newReference } from '@/lib/request/reference';
import type { RequestContent } from '@/lib/request/payload';
import { SITE_ORIGIN } from '../gateway-setup';

/*
 * The request gateway as a page and as a stranger call it: the real Worker under workerd (wrangler dev, started
 * once by gateway-setup.ts for every scenario file of tests/gateway/scenarios.ts), every provider faked by the
 * mailbox (harness/mailbox.ts). What each scenario shares: the calls, a proof, the site's own requests, the mail.
 */

export const { url, mailbox, vars } = inject('gateway');
export const box = mailboxClient(mailbox);

/** Every answer's status line, headers and body, whichever scenario had it: no secret may be in any (keys.ts). */
export const seen: string[] = [];
// Each call comes from its own address unless a test names one: the per-address limit is its own test's.
let addresses = 0;
export const nextAddress = () => `198.51.${Math.floor((addresses += 1) / 250)}.${(addresses % 250) + 1}`;

export type CallInit = RequestInit & { address?: string; origin?: string | null };

export async function call(path: string, init: CallInit = {}): Promise<Response> {
  const { address = nextAddress(), origin = SITE_ORIGIN, headers, ...rest } = init;
  const response = await fetch(`${url}${path}`, {
    signal: AbortSignal.timeout(20_000),
    redirect: 'manual',
    ...rest,
    headers: { ...(origin ? { Origin: origin } : {}), 'cf-connecting-ip': address, ...(headers as Record<string, string> | undefined) },
  });
  const text = await response.clone().text();
  seen.push(`${response.status} ${[...response.headers].join(' ')} ${text}`);
  return response;
}

/** The status of a POST whose body (`bytes` of JSON-looking text) comes in 1 KB chunks, with no Content-Length, as a script may send it. */
export function streamedStatus(bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${url}/request`, {
      method: 'POST',
      agent: false,
      headers: { Origin: SITE_ORIGIN, 'Content-Type': 'application/json', 'cf-connecting-ip': nextAddress() },
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      outgoing.destroy();
    });
    // The gateway may answer, and close, before the last chunk is written.
    outgoing.on('error', (error) => (outgoing.destroyed ? undefined : reject(error)));
    let sent = 0;
    const more = () => {
      while (sent < bytes && !outgoing.destroyed) {
        sent += 1024;
        if (!outgoing.write('x'.repeat(1024))) return void outgoing.once('drain', more);
      }
      if (!outgoing.destroyed) outgoing.end();
    };
    more();
  });
}

export async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A fresh proof, as a page gets it: the gateway's challenge, solved. */
export async function proof(address?: string): Promise<string> {
  const response = await call('/challenge', address ? { address } : {});
  expect(response.status).toBe(200);
  return solved((await response.json()) as Challenge);
}

export const tomorrow = () => addDays(doualaToday(), 1);

/**
 * A family of its own for each request: its name, its number and its address, as different families' are. The
 * gateway groups what repeats (gateway/src/marks.ts): the same number or name sent again and again is a
 * stranger's flood, not a family (tests that flood repeat one family's on purpose).
 */
const FIRST_NAMES = ['Awa', 'Marie', 'Jean', 'Paul', 'Estelle', 'Hervé', 'Brigitte', 'Samuel', 'Nadège', 'Joseph'];
const LAST_NAMES = ['Ngono', 'Mbarga', 'Atangana', 'Essomba', 'Fouda', 'Owona', 'Biya', 'Manga', 'Abena', 'Tchoua', 'Ndzana', 'Mvondo', 'Eyenga', 'Onana', 'Mballa', 'Zambo', 'Ekani', 'Nkoulou', 'Ateba', 'Bella'];
let families = Math.floor(Math.random() * 1_000);
export function family(): { name: string; phone: string; email: string } {
  families += 1;
  const name = `${FIRST_NAMES[families % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(families / FIRST_NAMES.length) % LAST_NAMES.length]}`;
  const phone = `+23767${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  return { name, phone, email: `famille.${families}.${Math.floor(Math.random() * 1e6)}@example.com` };
}

/** Each kind of request, as the site's own builders make it, with a reference of its own, from a family of its own. */
export const contents = {
  appointment: (): RequestContent => {
    const { name, phone, email } = family();
    return {
      locale: 'fr',
      reference: newReference(),
      values: {
        fullName: name,
        email,
        phone,
        appointmentDate: tomorrow(),
        appointmentTime: '10:30',
        serviceType: 'Soins infirmiers à domicile',
        message: 'Pour ma mère, 82 ans.',
      },
    };
  },
  callback: (): RequestContent => ({
    locale: 'en',
    reference: newReference(),
    kind: 'callback',
    values: callbackValues({ phone: family().phone, name: '', date: tomorrow(), slot: { slot: 'afternoon', from: '12:00', to: '17:00' }, service: '' }),
  }),
  application: (): RequestContent => {
    const { name, phone } = family();
    return {
      locale: 'fr',
      reference: newReference(),
      kind: 'application',
      values: applicationValues({
        fullName: name,
        phone,
        email: '',
        position: 'Aide-soignant(e)',
        diploma: 'DEAS',
        experience: '3,5',
        quartier: 'Bastos',
        start: '',
        message: 'Disponible le week-end.',
      }),
    };
  },
};

/** What a page says, its tags and spaces aside, its characters' references read. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/[ \n\t]+/g, ' ');

/** A stranger's script: the same appointment again and again (its number, its name, its long message), a fresh reference each time. */
export function strangerContent(): () => RequestContent {
  const phone = `+23765${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  return () => ({
    locale: 'fr',
    reference: newReference(),
    values: {
      fullName: 'Gagnez Un Cadeau',
      email: 'promo@cadeaux.example',
      phone,
      appointmentDate: tomorrow(),
      appointmentTime: '10:30',
      serviceType: 'Soins infirmiers à domicile',
      message: 'Félicitations ! Vous avez gagné un téléphone : appelez vite notre service client pour le recevoir.',
    },
  });
}

/** A stranger's script: one appointment again and again, its name, e-mail, number and message its own unless given, a fresh reference each time. */
export function script(values: Record<string, string> = {}): () => RequestContent {
  const { name, phone, email } = family();
  const message = `Offre ${crypto.randomUUID().slice(0, 8)} : vous avez gagné un téléphone, appelez vite notre service client.`;
  return () => {
    const base = contents.appointment();
    return { ...base, values: { ...base.values, fullName: name, phone, email, message, ...values } };
  };
}

export interface Posted {
  status: number;
  /** The answer; when it is not JSON (a stack trace must never be one), its text's start, so that a failing test shows it. */
  answer: GatewayAnswer;
}

export async function post(body: unknown, options: { address?: string; origin?: string | null; type?: string; signal?: AbortSignal } = {}): Promise<Posted> {
  const response = await call('/request', {
    method: 'POST',
    headers: { 'Content-Type': options.type ?? 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(options.address ? { address: options.address } : {}),
    ...(options.origin !== undefined ? { origin: options.origin } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  let answer: GatewayAnswer;
  try {
    answer = JSON.parse(text) as GatewayAnswer;
  } catch {
    answer = { outcome: 'not JSON', text: text.slice(0, 300) } as unknown as GatewayAnswer;
  }
  return { status: response.status, answer };
}

export async function request(content: RequestContent, extra: Partial<GatewayRequestBody> & Record<string, unknown> = {}, address?: string): Promise<GatewayRequestBody> {
  return { id: crypto.randomUUID(), content, proof: await proof(address), ...extra };
}

export const carries = (message: Recorded, reference: string) => JSON.stringify(message.body).includes(reference);
export const isDelivery = (message: Recorded) => (message.provider === 'emailjs' || message.provider === 'relay') && message.status >= 200 && message.status < 300;
export const isNotice = (message: Recorded) => message.provider === 'ntfy';
export const titleOf = (message: Recorded) => new URL(message.path, 'http://x').searchParams.get('title');

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits, if need be, until a minute has begun: the limit per address counts by the clock's minute under
 * wrangler dev (miniflare's rate limiter), so that a test that fills it must not straddle two minutes.
 */
export async function freshMinute(spanMs = 5_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < spanMs) await pause(left + 50);
}

/** A stranger's script: `burst` now and at the start of every minute (the limit a minute counts by the clock's minute), until stopped. */
export function everyMinute(burst: () => Promise<unknown>): { stop(): Promise<void> } {
  let going = true;
  const run = (async () => {
    await burst();
    while (going) {
      const next = 60_000 - (Date.now() % 60_000) + 50;
      for (let waited = 0; going && waited < next; waited += 250) await pause(Math.min(250, next - waited));
      if (going) await burst();
    }
  })();
  return {
    async stop() {
      going = false;
      await run;
    },
  };
}

/** What the mailbox holds for a reference, once what the gateway sends after its answer (the copy, the notice) had time to come. */
export async function mailFor(reference: string, { notices = 0, emails = 0, within = 5_000 } = {}): Promise<Recorded[]> {
  for (let waited = 0; ; waited += 100) {
    const messages = (await box.messages()).filter((message) => carries(message, reference));
    const enough = messages.filter(isNotice).length >= notices && messages.filter(isDelivery).length >= emails;
    if (enough || waited > within) return messages;
    await pause(100);
  }
}

import { expect, inject } from 'vitest';
import { ACCESS_HEADER, accessSigner, type TokenOptions } from '../../../harness/access';
import { ACTION_FIELDS, INBOX_PATHS, type InboxAction, type InboxView } from '../../../gateway/src/inbox/model';
import { GATEWAY_PATHS, type GatewayRequestStatus, type GatewayStatusAnswer } from '@/lib/request/gateway/protocol';
import type { RequestContent } from '@/lib/request/payload';
import { STAFF } from '../gateway-setup';
import { call, post, request, url } from './client';

/*
 * The inbox as the staff reach it (through Access, whose tokens the tests sign with the fake team's key:
 * harness/access.ts) and a family's status as its page asks it.
 */

export const sign = accessSigner(inject('gateway').access);
export type Member = keyof typeof STAFF;

export interface InboxCall {
  /** Who is signed in (a token of the team's key), or a token as given, or none. */
  as?: Member | { token: string } | { email: string; options?: TokenOptions } | null;
  method?: string;
  /** A form's fields (an action), by name, or as pairs (a field given more than once: the requests a sweep shows). */
  form?: Record<string, string> | string[][];
  /** The Origin header of a form; the gateway's own by default. */
  origin?: string | null;
  headers?: Record<string, string>;
}

export async function inboxCall(path: string, { as = 'awa', method = 'GET', form, origin = url, headers = {} }: InboxCall = {}): Promise<Response> {
  let token: string | null = null;
  if (typeof as === 'string') token = await sign(STAFF[as].email);
  else if (as && 'token' in as) token = as.token;
  else if (as) token = await sign(as.email, as.options);
  return call(path, {
    method,
    origin: form ? origin : null,
    headers: {
      ...(token ? { [ACCESS_HEADER]: token } : {}),
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
}

/** An inbox page's HTML (a view), as a member of staff reads it. */
export async function inboxPage(as: Member = 'awa', view: InboxView = 'open'): Promise<string> {
  const response = await inboxCall(`${INBOX_PATHS.page}${view === 'open' ? '' : `?view=${view}`}`, { as });
  expect(response.status).toBe(200);
  return response.text();
}

/** An action, as the inbox's form posts it: where it redirects to (the view, with its flash). */
export async function act(action: InboxAction, id: string, as: Member = 'awa', view: InboxView = 'open'): Promise<URL> {
  const response = await inboxCall(INBOX_PATHS.action(action), { as, method: 'POST', form: { [ACTION_FIELDS.id]: id, [ACTION_FIELDS.view]: view, [ACTION_FIELDS.lang]: 'fr' } });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('Location') ?? '', url);
}

/** The flash an action's redirect carries, as its query says it. */
export const flashOf = (location: URL) => Object.fromEntries([...location.searchParams].filter(([name]) => ['flash', 'ref', 'by', 'at'].includes(name)));

/** A family's status query, from the site's page. */
export async function statuses(ids: string[]): Promise<GatewayRequestStatus[]> {
  const response = await call(GATEWAY_PATHS.status, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as GatewayStatusAnswer).statuses;
}

/** A request received: posted as the site's page posts it, from `address` if given; its id. */
export async function received(content: RequestContent, address?: string): Promise<string> {
  const body = await request(content, {}, address);
  const answer = await post(body, address ? { address } : {});
  expect(answer).toEqual({ status: 200, answer: { outcome: 'sent' } });
  return body.id;
}

/** A call's outcome, as her card's form posts it: where it redirects to (the view, with its flash). */
export async function record(id: string, fields: { result: string; callback?: string; date?: string; time?: string }, as: Member = 'awa', view: InboxView = 'mine'): Promise<URL> {
  const form = { [ACTION_FIELDS.id]: id, [ACTION_FIELDS.view]: view, [ACTION_FIELDS.lang]: 'fr', ...fields };
  const response = await inboxCall(INBOX_PATHS.outcome, { as, method: 'POST', form });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('Location') ?? '', url);
}

/** The inbox's clock (TEST_CLOCK), moved forward to `to` (never back), its alarm run on it; what it reads now. */
export async function moveClock(to: number): Promise<number> {
  const response = await inboxCall(INBOX_PATHS.clock, { method: 'POST', form: { to: String(Math.round(to)) } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { now: number }).now;
}

/** What the inbox's clock reads (asked to move to 0: it never goes back). */
export const clockNow = () => moveClock(0);

/** A request's journal as its row keeps it (METER_ROWS' hook), or null. */
export async function journalOf(id: string): Promise<string | null> {
  const response = await inboxCall(INBOX_PATHS.meter, { method: 'POST', form: { journal: id } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { journal: string | null }).journal;
}

/** A request's thread (METER_ROWS' hook, issue 83): its messages' rows, in the order they were written. */
export async function threadOf(id: string): Promise<{ id: string; channel: string; purpose: string; rev?: number; state: string; providerId?: string }[]> {
  const response = await inboxCall(INBOX_PATHS.meter, { method: 'POST', form: { thread: id } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: { id: string; channel: string; purpose: string; rev?: number; state: string; providerId?: string }[] }).messages;
}

/** A page's form that posts to `action`: its hidden fields, in order, as pairs (a sweep's and « Tout effacer »'s name each request they show). */
export function formOf(page: string, action: InboxAction): string[][] {
  const form = new RegExp(`<form method="post" action="${INBOX_PATHS.action(action)}"[\\s\\S]*?</form>`).exec(page)?.[0] ?? '';
  return [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1]!, match[2]!]);
}

/** What « Toutes indésirables… » offers for the group of « À vérifier » that shows `reference`: its page, before « Oui ». */
export async function sweepOffered(reference: string): Promise<string> {
  const check = await inboxPage('awa', 'check');
  const group = check.split('<li class="group">').find((section) => section.includes(reference)) ?? '';
  const link = /<a [^>]*href="([^"]*sweep=1[^"]*)"/.exec(group)?.[1]?.replaceAll('&#38;', '&') ?? '';
  expect(link, `no group of « À vérifier » shows ${reference}`).not.toBe('');
  return (await inboxCall(link)).text();
}

/** A page's form posted as the page offers it (« Oui, … »): where it redirects to. */
export async function confirm(page: string, action: InboxAction): Promise<URL> {
  const response = await inboxCall(INBOX_PATHS.action(action), { method: 'POST', form: formOf(page, action) });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('Location') ?? '', url);
}

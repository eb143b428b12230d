import { expect } from 'vitest';
import { addDays, doualaInstant, doualaToday } from '@/lib/douala-date';
import { GATEWAY_VISIT_PATHS, type GatewayVisit, type GatewayVisitReply, type VisitAnswer } from '@/lib/request/gateway/protocol';
import type { RequestContent } from '@/lib/request/payload';
import { CONSENT_FIELD, CONSENTED } from '@/lib/request/visit/consent';
import type { MessagingSettings } from '../../../harness/messaging';
import type { Recorded } from '../../../harness/mailbox';
import { ACTION_FIELDS, INBOX_PATHS, type InboxView } from '../../../gateway/src/inbox/model';
import { box, call, pause, url, vars } from './client';
import { settled } from './meter';
import { clockNow, inboxCall, moveClock, record, statuses, threadOf, type Member } from './staff';
import type { VisitResult } from '../../../gateway/src/visits/results';

/*
 * What the visits' scenarios share (issue 77): a family that asked for its appointment's messages, « Appelée » with a
 * day, a time and where, a visit's steps, the messages the family's phone received (the mailbox's fakes of WhatsApp
 * and Brevo: harness/messaging.ts), and its page opened by its link.
 */

/** An instant at hh:mm in Yaoundé on an ISO day. */
export const at = (day: string, hours: number, minutes = 0) => doualaInstant(day, hours * 60 + minutes);

/** A day a few days after the inbox's clock: each scenario in a fresh morning. */
export const freshDay = async (ahead = 2) => addDays(doualaToday(new Date(await clockNow())), ahead);

/** The clock moved to `to`, and what its alarm then did, done. */
export async function movedTo(to: number): Promise<void> {
  await moveClock(to);
  await settled();
}

/** A request whose family ticked the box: the confirmation and the reminder, by WhatsApp or SMS. */
export const consenting = (content: RequestContent): RequestContent => ({ ...content, values: { ...content.values, [CONSENT_FIELD]: CONSENTED } });

/** How the fakes behave from now on (the gateway and its app secret always theirs). */
export const fakes = (settings: MessagingSettings = {}) => box.messaging({ gateway: url, appSecret: vars.WHATSAPP_APP_SECRET, statusDelayMs: 10, ...settings });

export interface Where {
  date: string;
  time: string;
  place?: 'centre' | 'home';
  district?: string;
  with?: string;
}

/** « Appelée » with a day, a time and where, as her card's form posts it. */
export const agreed = (id: string, where: Where, as: Member = 'awa') => record(id, { result: 'called', place: 'centre', ...where } as { result: string }, as);

/** A step on a visit (« Déplacer », « Annuler », a result, « Ne plus envoyer de messages »), as its form posts it: where it redirects to. */
export async function visitStep(id: string, step: 'moved' | 'cancelled' | 'consent' | VisitResult, fields: Partial<Where> & { reason?: string } = {}, as: Member = 'awa', view: InboxView = 'mine'): Promise<URL> {
  const posted = step === 'moved' || step === 'cancelled' || step === 'consent' ? { [ACTION_FIELDS.step]: step } : { [ACTION_FIELDS.step]: 'marked', [ACTION_FIELDS.result]: step };
  const form = { [ACTION_FIELDS.id]: id, ...posted, [ACTION_FIELDS.view]: view, [ACTION_FIELDS.lang]: 'fr', ...fields } as Record<string, string>;
  const response = await inboxCall(INBOX_PATHS.visit, { as, method: 'POST', form });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('Location') ?? '', url);
}

const digits = (phone: string) => phone.replace(/^\+/, '');
const recipient = (message: Recorded) => {
  const body = (message.body ?? {}) as { to?: string; recipient?: string };
  return String(message.provider === 'whatsapp' ? body.to : body.recipient);
};

/** Every WhatsApp and SMS the mailbox received for a number (a 2xx or not), in order. */
export async function messagesTo(phone: string): Promise<Recorded[]> {
  return (await box.messages()).filter((message) => (message.provider === 'whatsapp' || message.provider === 'sms') && recipient(message) === digits(phone));
}

/** The messages to a number once there are `count` (within a few seconds), or what there is then. */
export async function sentTo(phone: string, count = 1, within = 5_000): Promise<Recorded[]> {
  for (let waited = 0; ; waited += 100) {
    const found = await messagesTo(phone);
    if (found.length >= count || waited > within) return found;
    await pause(100);
  }
}

/** A WhatsApp message's template and parameters, as sent. */
export function templateOf(message: Recorded): { name: string; language: string; params: string[]; callback: string } {
  const body = message.body as { template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] }; biz_opaque_callback_data: string };
  return { name: body.template.name, language: body.template.language.code, params: body.template.components[0]!.parameters.map((one) => one.text), callback: body.biz_opaque_callback_data };
}

/** The visit a family's status carries (the device that sent the request). */
export async function visitOf(id: string): Promise<GatewayVisit | undefined> {
  const [status] = await statuses([id]);
  return status && 'visit' in status ? status.visit : undefined;
}

/** Until a family's visit reads as `check` says (the providers' statuses come a moment after), or it as it is then. */
export async function visitWhen(id: string, check: (visit: GatewayVisit | undefined) => boolean, within = 5_000): Promise<GatewayVisit | undefined> {
  for (let waited = 0; ; waited += 100) {
    const visit = await visitOf(id);
    if (check(visit) || waited > within) return visit;
    await pause(100);
  }
}

/** A family's page asking the gateway what its link opens, or answering: the status, the text and the reply. */
export async function visitPage(token: unknown, answer?: VisitAnswer | string, address?: string): Promise<{ status: number; text: string; reply: GatewayVisitReply }> {
  const body = answer === undefined ? { token } : { token, answer };
  const response = await call(answer === undefined ? GATEWAY_VISIT_PATHS.visit : GATEWAY_VISIT_PATHS.answer, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(address ? { address } : {}),
  });
  const text = await response.text();
  return { status: response.status, text, reply: JSON.parse(text) as GatewayVisitReply };
}

/**
 * Until a request's thread holds `count` messages delivered (the fakes post their statuses a moment after they
 * answer): before the clock jumps, or a message waiting for its « delivered » would fall back to SMS meanwhile.
 */
export async function delivered(id: string, count = 1, within = 5_000): Promise<void> {
  for (let waited = 0; waited <= within; waited += 100) {
    if ((await threadOf(id)).filter((one) => one.state === 'delivered' || one.state === 'read').length >= count) return;
    await pause(100);
  }
}

/** The token of a link, as the family's page reads it from the address's fragment. */
export const tokenOfLink = (link: string) => new URL(link).hash.slice(1);

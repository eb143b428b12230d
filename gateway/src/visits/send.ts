import type { Locale, VisitMessage, VisitMessagePurpose } from '@/lib/request/for-gateway';
import type { Settings } from '../settings';
import { metaError, providerWords } from './statuses';

/*
 * A visit's message handed to its provider (issue 77), with the keys the gateway alone holds:
 *   WhatsApp   POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages, `Authorization: Bearer {WHATSAPP_TOKEN}`,
 *              the approved utility template of the purpose in the family's language, its body's five parameters,
 *              and our reference as biz_opaque_callback_data, which Meta's statuses name it by;
 *   SMS        POST {SMS_URL} (Brevo's transactional SMS), its key (RELAY_KEY) in an `api-key` header, from
 *              SMS_SENDER, the same words in GSM-7, and the address its statuses are to be posted to (webUrl).
 * A provider that answered no did not send (`refused`, with what it said); one that did not answer within
 * PROVIDER_TIMEOUT_SECONDS may have (`unknown`): it is never asked again for that message.
 */

export type SendOutcome = { kind: 'accepted'; id?: string } | { kind: 'refused'; error: string } | { kind: 'unknown'; error: string };

/** A JSON post to a provider (Meta, Brevo), its answer read whatever it is: its status and JSON, or in words why none came. */
export async function post(url: string, body: unknown, headers: Record<string, string>, settings: Settings, fetcher: typeof fetch): Promise<{ status: number; json: unknown } | { error: string }> {
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.providerTimeoutMs),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // A provider's page of text: its status says enough.
    }
    return { status: response.status, json };
  } catch (error) {
    return { error: error instanceof Error && error.name === 'TimeoutError' ? 'pas de réponse' : 'connexion coupée' };
  }
}

/** A value deep in a provider's JSON, or undefined. */
export const field = (json: unknown, ...path: (string | number)[]): unknown => path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined), json);

export interface WhatsAppMessage {
  purpose: VisitMessagePurpose;
  locale: Locale;
  /** E.164, with its « + ». */
  to: string;
  message: VisitMessage;
  reference: string;
}

export async function sendWhatsApp(settings: Settings, { purpose, locale, to, message, reference }: WhatsAppMessage, fetcher: typeof fetch = fetch): Promise<SendOutcome> {
  const { apiUrl, phoneNumberId, token, templates } = settings.messages.whatsapp;
  const answer = await post(
    `${apiUrl}/${phoneNumberId}/messages`,
    {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: to.replace(/^\+/, ''),
      type: 'template',
      template: { name: templates[purpose], language: { code: locale }, components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }] },
      biz_opaque_callback_data: reference,
    },
    { Authorization: `Bearer ${token}` },
    settings,
    fetcher,
  );
  if ('error' in answer) return { kind: 'unknown', error: answer.error };
  if (answer.status >= 200 && answer.status < 300) {
    const id = field(answer.json, 'messages', 0, 'id');
    return { kind: 'accepted', ...(typeof id === 'string' ? { id: id.slice(0, 200) } : {}) };
  }
  return { kind: 'refused', error: metaError(field(answer.json, 'error')) ?? String(answer.status) };
}

export interface SmsMessage {
  to: string;
  text: string;
  /** Where Brevo posts its statuses (routes/webhooks.ts), or none. */
  webUrl?: string;
}

export async function sendSms(settings: Settings, { to, text, webUrl }: SmsMessage, fetcher: typeof fetch = fetch): Promise<SendOutcome> {
  const { url, key, sender } = settings.messages.sms;
  const answer = await post(
    url,
    { sender, recipient: to.replace(/^\+/, ''), content: text, type: 'transactional', tag: 'rendez-vous', unicodeEnabled: false, ...(webUrl ? { webUrl } : {}) },
    { 'api-key': key },
    settings,
    fetcher,
  );
  if ('error' in answer) return { kind: 'unknown', error: answer.error };
  if (answer.status >= 200 && answer.status < 300) {
    const id = field(answer.json, 'messageId');
    return { kind: 'accepted', ...(typeof id === 'number' || typeof id === 'string' ? { id: String(id) } : {}) };
  }
  const code = field(answer.json, 'code');
  const said = field(answer.json, 'message');
  return { kind: 'refused', error: providerWords(`${answer.status}${typeof code === 'string' ? ` ${code}` : ''}${typeof said === 'string' ? `: ${said}` : ''}`) };
}

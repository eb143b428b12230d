import type { Locale } from '@/lib/request/for-gateway';
import type { Settings } from '../settings';
import { metaError, providerWords } from '../visits/statuses';
import { field, post, type SendOutcome } from '../visits/send';

/*
 * What the centre sends on a family's WhatsApp thread outside a visit's messages (issue 82), with the keys the gateway
 * alone holds, to Meta's Cloud API (POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages, `Authorization:
 * Bearer {WHATSAPP_TOKEN}`):
 *   a free text       { type: 'text', text: { body, preview_url: false } }: a member of staff's reply, or the answer to
 *                     « STOP », only inside the family's 24-hour window (the caller checks it; Meta refuses it after,
 *                     as a `failed` status with 131047)
 *   the template      WHATSAPP_TEMPLATE_REENGAGE in the family's language, its one parameter the reference
 *   « mark as read »  { status: 'read', message_id }: the family's last message, once a person opened the card (the
 *                     family's blue ticks), never counted as a send
 * Each send carries `biz_opaque_callback_data`, the message's reference (threadRef), which Meta's statuses echo: a
 * status that comes before Meta's answer still finds its message. A provider that answered no did not send
 * (`refused`, with what it said); one that did not answer may have (`unknown`): never asked again for that message.
 */

/** The reference a thread's message is sent with, and read back from a status: its request and its id there. */
export const threadRef = (requestId: string, id: string) => `t:${requestId}:${id}`;

export function readThreadRef(text: unknown): { requestId: string; id: string } | null {
  const match = typeof text === 'string' ? /^t:([A-Za-z0-9-]{1,64}):([A-Za-z0-9_.-]{1,60})$/.exec(text) : null;
  return match ? { requestId: match[1]!, id: match[2]! } : null;
}

export type ThreadSend = { kind: 'text'; body: string } | { kind: 'template'; name: string; locale: Locale; params: string[] };

function postMeta(settings: Settings, body: Record<string, unknown>, fetcher: typeof fetch): ReturnType<typeof post> {
  const { apiUrl, phoneNumberId, token } = settings.messages.whatsapp;
  return post(`${apiUrl}/${phoneNumberId}/messages`, { messaging_product: 'whatsapp', ...body }, { Authorization: `Bearer ${token}` }, settings, fetcher);
}

/** One message to a family's number (digits, or E.164), with its reference. */
export async function sendThreadMessage(settings: Settings, { to, send, reference }: { to: string; send: ThreadSend; reference: string }, fetcher: typeof fetch = fetch): Promise<SendOutcome> {
  const content =
    send.kind === 'text'
      ? { type: 'text', text: { body: send.body, preview_url: false } }
      : { type: 'template', template: { name: send.name, language: { code: send.locale }, components: [{ type: 'body', parameters: send.params.map((text) => ({ type: 'text', text })) }] } };
  const answer = await postMeta(settings, { recipient_type: 'individual', to: to.replace(/^\+/, ''), ...content, biz_opaque_callback_data: reference }, fetcher);
  if ('error' in answer) return { kind: 'unknown', error: answer.error };
  if (answer.status >= 200 && answer.status < 300) {
    const id = field(answer.json, 'messages', 0, 'id');
    return { kind: 'accepted', ...(typeof id === 'string' ? { id: id.slice(0, 200) } : {}) };
  }
  return { kind: 'refused', error: metaError(field(answer.json, 'error')) ?? providerWords(String(answer.status)) };
}

/** Meta told that a person read the family's messages up to this one (the family's blue ticks); whether Meta said yes. */
export async function markReadAtMeta(settings: Settings, messageId: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  const answer = await postMeta(settings, { status: 'read', message_id: messageId }, fetcher);
  return !('error' in answer) && answer.status >= 200 && answer.status < 300;
}

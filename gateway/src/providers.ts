import { tryChannels, emailJsBody, postJson, relayBody, noticeFacts, noticeOf, postNotice, type Answer, type Failures, type Channel, type Notice, type NoticeEvent, type RequestContent } from '@/lib/request/for-gateway';
import type { Settings } from './settings';

/*
 * The providers, called from the gateway with the keys it alone holds: EmailJS's REST API with the
 * private key (accessToken), then the relay (Brevo's transactional e-mail), tried in turn as the pages
 * try them (lib/request/channels/index.ts, tryChannels); then the staff's notice (ntfy) with the
 * topic's token. What each says is the site's own code: the e-mail's keys (payload.ts through
 * emailJsBody), the relay's lines (relay.ts, relayBody), the notice's words (notice/notice.ts).
 */

/** A provider that does not answer within this long counts as no answer (two of them fit in the ledger's lease). */
const PROVIDER_TIMEOUT_MS = 15_000;
const NOTICE_TIMEOUT_MS = 10_000;

function emailJsChannel(settings: Settings, post: typeof fetch): Channel {
  // The template of each kind is the site's choice (emailJsTemplateFor, inside emailJsBody): an application through its own when set.
  const { serviceId, templateId, applicationTemplateId, publicKey, privateKey, apiUrl } = settings.emailjs;
  return {
    name: 'emailjs',
    configured: Boolean(serviceId && settings.emailjs.templateId && publicKey && privateKey),
    send: (content) =>
      postJson(
        `${apiUrl}/api/v1.0/email/send`,
        { ...emailJsBody(content, { serviceId, templateId, publicKey, ...(applicationTemplateId ? { applicationTemplateId } : {}) }), accessToken: privateKey },
        { timeoutMs: PROVIDER_TIMEOUT_MS, fetch: post },
      ),
  };
}

/** The relay's e-mail: relay.ts's fields, one a line, as the centre read them from Web3Forms. */
export function relayText(fields: Record<string, string>): string {
  const { subject, from_name, alerte, que_faire, ...rest } = fields;
  void subject;
  void from_name;
  return [alerte, que_faire, '', ...Object.entries(rest).map(([name, value]) => `${name}\u00A0: ${value}`)].join('\n');
}

function relayChannel(settings: Settings, post: typeof fetch): Channel {
  const { url, key, sender, to } = settings.relay;
  return {
    name: 'relay',
    configured: Boolean(url && key && sender && to),
    send: (content, failures) => {
      const fields = relayBody(content, failures, '');
      const email = fields.email ?? '';
      return postJson(
        url,
        {
          sender: { name: fields.from_name, email: sender },
          to: [{ email: to }],
          ...(email ? { replyTo: { email } } : {}),
          subject: fields.subject,
          textContent: relayText(fields),
        },
        { timeoutMs: PROVIDER_TIMEOUT_MS, fetch: post },
        { headers: { 'api-key': key, Accept: 'application/json' } },
      );
    },
  };
}

export interface Delivery {
  answer: Answer;
  failures: Failures;
}

/** EmailJS, then the relay: the first that takes it; never throws. */
export function deliver(content: RequestContent, settings: Settings, post: typeof fetch = fetch): Promise<Delivery> {
  return tryChannels(content, [emailJsChannel(settings, post), relayChannel(settings, post)]);
}

export const anyProvider = (settings: Settings) => [emailJsChannel(settings, fetch), relayChannel(settings, fetch)].some((channel) => channel.configured);

/** Tells the staff's phones, with the topic's token; resolves when sent or given up, never rejects. */
export async function tellStaff(settings: Settings, notice: Notice, post: typeof fetch = fetch): Promise<void> {
  const { url, token } = settings.notify;
  if (!url) return;
  await postNotice(url, notice, { fetch: post, timeoutMs: NOTICE_TIMEOUT_MS, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) }).catch(() => null);
}

export const requestNotice = (event: NoticeEvent, content: RequestContent, failures: Failures): Notice => noticeOf(event, noticeFacts(content), failures);

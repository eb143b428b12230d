import { emailJsBody, postJson, postNotice, relayBody, type Answer, type Channel, type Failures, type Notice, type RequestContent, type SiteRules } from '@/lib/request/for-gateway';
import type { Settings } from './settings';

/*
 * The providers, called from the inbox's alarm (store/outbox.ts) with the keys the gateway alone holds: the
 * e-mail copy through EmailJS's REST API with the private key (accessToken), else the relay (Brevo's
 * transactional e-mail); the staff's notice (ntfy) with the topic's token. What each says is the site's own
 * code: the e-mail's keys (payload.ts through emailJsBody), the relay's lines (relay.ts, relayBody), the
 * notice's words (notice/notice.ts).
 *
 * A provider that answered « no » did not send: the next one is tried. One that did not answer (no answer
 * within PROVIDER_TIMEOUT_SECONDS, a connection cut) may have sent: the copy is `unknown`, and no other
 * provider is asked, so that the centre never receives it twice without being told (issue 67).
 */

const NOTICE_TIMEOUT_MS = 10_000;

function emailJsChannel(settings: Settings, post: typeof fetch): Channel {
  // The template of each kind is the site's choice (emailJsTemplateFor, inside emailJsBody): an application through its own when set.
  const { serviceId, templateId, applicationTemplateId, publicKey, privateKey, apiUrl } = settings.emailjs;
  return {
    name: 'emailjs',
    configured: Boolean(serviceId && templateId && publicKey && privateKey),
    send: (content) =>
      postJson(
        `${apiUrl}/api/v1.0/email/send`,
        { ...emailJsBody(content, { serviceId, templateId, publicKey, ...(applicationTemplateId ? { applicationTemplateId } : {}) }), accessToken: privateKey },
        { timeoutMs: settings.providerTimeoutMs, fetch: post },
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
        { timeoutMs: settings.providerTimeoutMs, fetch: post },
        { headers: { 'api-key': key, Accept: 'application/json' } },
      );
    },
  };
}

const channelsOf = (settings: Settings, post: typeof fetch) => [emailJsChannel(settings, post), relayChannel(settings, post)];

/** What became of one e-mail copy: taken; perhaps taken (a provider that did not answer); refused by every provider (with what each said); no provider set. */
export type CopyOutcome = { kind: 'sent' } | { kind: 'unknown'; failures: Failures } | { kind: 'failed'; failures: Failures } | { kind: 'none' };

/** Whether an answer leaves the send's outcome unknown: nothing came back, so the provider may have sent it. */
const unanswered = (answer: Answer) => answer.kind === 'retry' && (answer.cause === 'timeout' || answer.cause === 'network' || answer.cause === 'offline');

/**
 * Sends the centre its e-mail copy of a request: EmailJS, then the relay when EmailJS said no; never throws.
 * `rules`: the site's (rules.ts), for the e-mail's builders to write from the published lists (issue 67's points 2–5).
 */
export async function sendCopy(content: RequestContent, settings: Settings, post: typeof fetch = fetch, rules: SiteRules | null = null): Promise<CopyOutcome> {
  void rules;
  const failures: Failures = {};
  let asked = false;
  for (const channel of channelsOf(settings, post)) {
    if (!channel.configured) continue;
    asked = true;
    const answer = await channel.send(content, { ...failures });
    if (answer.kind === 'sent') return { kind: 'sent' };
    failures[channel.name] = { status: answer.kind === 'refused' ? answer.status : (answer.status ?? -1), text: answer.text ?? (answer.kind === 'retry' ? answer.cause : '') };
    if (unanswered(answer)) return { kind: 'unknown', failures };
  }
  return asked ? { kind: 'failed', failures } : { kind: 'none' };
}

export const anyProvider = (settings: Settings) => channelsOf(settings, fetch).some((channel) => channel.configured);

/** Tells the staff's phones, with the topic's token; resolves with ntfy's status (null: not sent), never rejects. */
export async function tellStaff(settings: Settings, notice: Notice, post: typeof fetch = fetch): Promise<number | null> {
  const { url, token } = settings.notify;
  if (!url) return null;
  return postNotice(url, notice, { fetch: post, timeoutMs: NOTICE_TIMEOUT_MS, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) }).catch(() => null);
}

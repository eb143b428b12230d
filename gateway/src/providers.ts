import { checkRequest, emailJsBody, postJson, postNotice, relayBody, withHoursNote, type Answer, type Channel, type Failures, type Notice, type RequestContent, type SiteRules } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
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
 *
 * Where each copy goes: EmailJS's to the centre's mailbox, and its template's auto-reply (the acknowledgement)
 * to reply_to, the visitor's address; the relay's to RELAY_TO alone, its replyTo the visitor's address for the
 * staff's « Répondre ». Only the acknowledgement reaches an address a stranger chooses: it prints the name when
 * it reads as a person's, the service of the site's lists with the reference, the day and the time (issue 67.2),
 * and it leaves only for a request the site's published lists hold when the copy is sent (`acknowledge`).
 */

const NOTICE_TIMEOUT_MS = 10_000;

function emailJsChannel(settings: Settings, post: typeof fetch, acknowledge: boolean): Channel {
  // The template of each kind is the site's choice (emailJsTemplateFor, inside emailJsBody): an application through its own when set.
  const { serviceId, templateId, applicationTemplateId, publicKey, privateKey, apiUrl } = settings.emailjs;
  return {
    name: 'emailjs',
    configured: Boolean(serviceId && templateId && publicKey && privateKey),
    send: (content) => {
      const body = emailJsBody(content, { serviceId, templateId, publicKey, ...(applicationTemplateId ? { applicationTemplateId } : {}) });
      // No reply_to, no auto-reply: the centre still reads the address (from_email) and answers it in one tap.
      const params = acknowledge ? body.template_params : { ...body.template_params, reply_to: '' };
      return postJson(`${apiUrl}/api/v1.0/email/send`, { ...body, template_params: params, accessToken: privateKey }, { timeoutMs: settings.providerTimeoutMs, fetch: post });
    },
  };
}

// Every line break a mail program may show as one.
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/**
 * The relay's e-mail: relay.ts's fields, one a line, as the centre read them from Web3Forms. A value of several
 * lines (the message) keeps them, each indented: none of them can read as a field of its own (issue 67.3).
 */
export function relayText(fields: Record<string, string>): string {
  const { subject, from_name, alerte, que_faire, ...rest } = fields;
  void subject;
  void from_name;
  return [alerte, que_faire, '', ...Object.entries(rest).map(([name, value]) => `${name}\u00A0: ${value.replace(LINE_BREAK, '\n    ')}`)].join('\n');
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

const channelsOf = (settings: Settings, post: typeof fetch, acknowledge = false) => [emailJsChannel(settings, post, acknowledge), relayChannel(settings, post)];

/** What became of one e-mail copy: taken; perhaps taken (a provider that did not answer); refused by every provider (with what each said); no provider set. */
export type CopyOutcome = { kind: 'sent' } | { kind: 'unknown'; failures: Failures } | { kind: 'failed'; failures: Failures } | { kind: 'none' };

/** Whether an answer leaves the send's outcome unknown: nothing came back, so the provider may have sent it. */
const unanswered = (answer: Answer) => answer.kind === 'retry' && (answer.cause === 'timeout' || answer.cause === 'network' || answer.cause === 'offline');

/**
 * Sends the centre its e-mail copy of a request: EmailJS, then the relay when EmailJS said no; never throws.
 * `rules`: the site's (rules.ts), for the e-mail's builders to write from the published lists (issue 67's points 2–5).
 */
export async function sendCopy(content: RequestContent, settings: Settings, post: typeof fetch = fetch, rules: SiteRules | null = null): Promise<CopyOutcome> {
  // The line about the hours is the gateway's to judge, from the site's rules, never a page's (lib/hours-note.ts).
  const judged = withHoursNote(content, rules);
  // The acknowledgement leaves only for a request the site's lists hold now: not without them (unread), nor for
  // one taken while they were unread whose service or position they do not hold (issue 67.2).
  const acknowledge = rules !== null && checkRequest(judged, { today: doualaToday(), rules }).ok;
  const failures: Failures = {};
  let asked = false;
  for (const channel of channelsOf(settings, post, acknowledge)) {
    if (!channel.configured) continue;
    asked = true;
    const answer = await channel.send(judged, { ...failures });
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

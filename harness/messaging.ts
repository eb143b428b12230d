// The local mailbox's fakes of a visit's messages (issue 77; harness/mailbox.ts serves them): WhatsApp's Cloud API
// (Meta's Graph API, POST /graph/<version>/<phone number id>/messages) and Brevo's transactional SMS (POST /sms), at
// their documented interfaces, and each provider's statuses posted back to the gateway as the provider posts them:
// Meta's webhook signed with the app's secret (X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body>), naming
// the message by the biz_opaque_callback_data it was sent with; Brevo's events to the address (webUrl) each SMS
// was sent with. How they behave is set over HTTP (PUT /messaging, below): where the gateway is, the app's secret,
// and what each number meets:
//   notOnWhatsApp   numbers Meta accepts, then reports `failed` (131026, « Message undeliverable »), as it does for
//                   a number with no WhatsApp account
//   refuseWhatsApp  numbers (or « all ») refused at once (400, 132001: a template that does not exist)
//   whatsappStatus  what follows an accepted message: « delivered » (sent, then delivered; the default), « read »,
//                   « sent » (never delivered: the fallback's wait), « none »
//   smsStatus       « delivered » (the default), « hard_bounce », « none »; refuseSms: numbers (or « all »), 402
// Nothing here reaches Meta or Brevo.
import { createHmac } from 'node:crypto';
import { fillTemplate, VISIT_TEMPLATES, type VisitMessagePurpose } from '../lib/request/for-gateway';

export interface MessagingSettings {
  /** The gateway's origin, where statuses are posted (/webhook/whatsapp). */
  gateway?: string;
  appSecret?: string;
  notOnWhatsApp?: string[];
  refuseWhatsApp?: string[] | 'all';
  whatsappStatus?: 'delivered' | 'read' | 'sent' | 'none';
  smsStatus?: 'delivered' | 'hard_bounce' | 'none';
  refuseSms?: string[] | 'all';
  /** Milliseconds before each status is posted (the tests' default: at once). */
  statusDelayMs?: number;
  /** The gateway's WHATSAPP_TOKEN: the fake media endpoints answer 401 to any other bearer (harness/family-phone.ts). */
  token?: string;
}

export type MessagingProvider = 'whatsapp' | 'sms';

/** What the family's phone shows, as the page lists it. */
export interface FamilyMessage {
  channel: MessagingProvider;
  to: string;
  text: string;
  /** The statuses posted back, in order. */
  statuses: string[];
}

/** The template's words of a WhatsApp message filled as the phone shows them (the purpose read off its name and the parameters' count). */
export function whatsappText(body: Record<string, unknown>): string {
  // A free reply within the window (issue 82): its own words.
  if (body.type === 'text') return String((body.text as { body?: unknown } | undefined)?.body ?? '');
  if (body.type !== undefined && body.type !== 'template') return `[${String(body.type)}]`;
  const template = (body.template ?? {}) as { name?: string; language?: { code?: string }; components?: { parameters?: { text?: string }[] }[] };
  const params = (template.components?.[0]?.parameters ?? []).map((one) => one.text ?? '');
  const locale = template.language?.code === 'en' ? 'en' : 'fr';
  // The purpose is the template's (its name, WHATSAPP_TEMPLATE_*: each default says it, « rappel », « deplace », « annule »).
  const name = template.name ?? '';
  const purpose: VisitMessagePurpose = /rappel|remind/i.test(name) ? 'reminder' : /deplace|moved/i.test(name) ? 'moved' : /annule|cancel/i.test(name) ? 'cancelled' : 'confirm';
  return fillTemplate(VISIT_TEMPLATES[purpose][locale], params);
}

const listed = (list: string[] | 'all' | undefined, number: string) => list === 'all' || (list ?? []).some((one) => one.replace(/^\+/, '') === number.replace(/^\+/, ''));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The centre's number as the fake's posts name it (metadata), the business account's id. */
export const FAKE_BUSINESS = { account: '100000000000001', display: '237600000001', phoneNumberId: '100000000000002' } as const;

/**
 * Posts a change of the `messages` field (statuses, or a family's messages and contacts) to the gateway as Meta does,
 * signed, or of `smb_message_echoes` (`message_echoes`: what the reception sent from the WhatsApp Business app on the
 * same number); what the gateway answered (0: no answer).
 */
export async function postMeta(settings: MessagingSettings, value: Record<string, unknown>, field: 'messages' | 'smb_message_echoes' = 'messages'): Promise<number> {
  if (!settings.gateway) return 0;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: FAKE_BUSINESS.account, changes: [{ field, value: { messaging_product: 'whatsapp', metadata: { display_phone_number: FAKE_BUSINESS.display, phone_number_id: FAKE_BUSINESS.phoneNumberId }, ...value } }] }],
  });
  const signature = `sha256=${createHmac('sha256', settings.appSecret ?? '').update(body).digest('hex')}`;
  try {
    const response = await fetch(`${settings.gateway}/webhook/whatsapp`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature }, body });
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * The statuses that follow an accepted WhatsApp message, posted back (not awaited by the send's answer). A free reply
 * (not a template) to a number that has not written in 24 hours is accepted, then failed with 131047, as Meta does
 * (« Meta accepts synchronously, then rejects async via the status webhook »: a 2026 pull request of fabrahaingo/joel).
 */
export async function followWhatsApp(settings: MessagingSettings, message: { id: string; to: string; callback: string; outsideWindow?: boolean }, record: (status: string) => void): Promise<void> {
  const base = { id: message.id, recipient_id: message.to.replace(/^\+/, ''), biz_opaque_callback_data: message.callback };
  const steps: Record<string, unknown>[] = message.outsideWindow
    ? [{ status: 'failed', errors: [{ code: 131047, title: 'Re-engagement message', message: 'Re-engagement message', error_data: { details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' } }] }]
    : listed(settings.notOnWhatsApp, message.to)
    ? [{ status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }] }]
    : { delivered: [{ status: 'sent' }, { status: 'delivered' }], read: [{ status: 'sent' }, { status: 'delivered' }, { status: 'read' }], sent: [{ status: 'sent' }], none: [] }[settings.whatsappStatus ?? 'delivered'];
  for (const step of steps) {
    await wait(settings.statusDelayMs ?? 20);
    await postMeta(settings, { statuses: [{ ...base, ...step, timestamp: String(Math.floor(Date.now() / 1000)) }] });
    record(String(step.status));
  }
}

/** Brevo's event for an SMS, posted to the address it was sent with. */
export async function followSms(settings: MessagingSettings, message: { id: number; to: string; webUrl?: string }, record: (status: string) => void): Promise<void> {
  const status = settings.smsStatus ?? 'delivered';
  if (!message.webUrl || status === 'none') return;
  await wait(settings.statusDelayMs ?? 20);
  try {
    await fetch(message.webUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 26570, to: message.to, sms_count: 2, credits_used: 2, messageId: message.id, remaining_credit: 98, msg_status: status, date: new Date().toISOString(), type: 'transactional', reference: `ref-${message.id}`, tag: 'rendez-vous' }),
    });
    record(status);
  } catch {
    // The gateway gone: nothing to tell.
  }
}

/** What the fake answers a send: WhatsApp's (Graph API) and Brevo's, as each documents them. */
export function whatsappAnswer(settings: MessagingSettings, to: string, id: string): { status: number; body: unknown } {
  if (listed(settings.refuseWhatsApp, to)) {
    return { status: 400, body: { error: { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001, error_data: { messaging_product: 'whatsapp', details: 'template name does not exist in the translation' }, fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam' } } };
  }
  return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }], messages: [{ id, message_status: 'accepted' }] } };
}

export function smsAnswer(settings: MessagingSettings, to: string, id: number): { status: number; body: unknown } {
  if (listed(settings.refuseSms, to)) return { status: 402, body: { code: 'not_enough_credits', message: 'Not enough credits to send this SMS' } };
  return { status: 201, body: { messageId: id } };
}

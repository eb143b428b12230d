import type { SettingNumbers } from '@/lib/gateway-settings';
import { VISIT_MESSAGE_PURPOSES, type VisitMessagePurpose } from '@/lib/request/for-gateway';
import type { SettingName, SettingsEnv } from './settings-names';
import { text, textOrDefault } from './settings-read';

/*
 * The settings of a visit's messages (issue 77; docs/gateway-visits.md): WhatsApp's Cloud API (its Graph API's
 * address with its version, the business phone number's id, the access token, the app's secret the webhook's posts
 * are signed with, the verify token of its handshake, the templates' names, one a purpose, and issue 82's
 * re-engagement template), Brevo's SMS (its address, the sender
 * the family reads, with the relay's key, RELAY_KEY), and how long a WhatsApp message may go undelivered before the
 * SMS leaves (each a row of lib/gateway-settings.ts: its default, its docs; the reminder's hour is read as a number,
 * settings.numbers.REMINDER_HOUR). A channel lacking any of its settings is off; none on, no message leaves, and the card says why.
 */

/** Each purpose's setting of its template's name (its default, the name the centre submits to Meta: its row). */
const TEMPLATE_SETTINGS = { confirm: 'WHATSAPP_TEMPLATE_CONFIRM', moved: 'WHATSAPP_TEMPLATE_MOVED', cancelled: 'WHATSAPP_TEMPLATE_CANCELLED', reminder: 'WHATSAPP_TEMPLATE_REMINDER' } as const satisfies Record<VisitMessagePurpose, SettingName>;

/** What the networks show as the SMS's sender: 11 letters or digits at most, not all digits (or a number of 15 digits at most). */
export const isSmsSender = (sender: string) => /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(sender) || /^\d{3,15}$/.test(sender);

export interface MessageSettings {
  whatsapp: {
    apiUrl: string;
    phoneNumberId: string;
    token: string;
    appSecret: string;
    verifyToken: string;
    templates: Record<VisitMessagePurpose, string>;
    /** « Pouvons-nous vous appeler ? », once a family's 24-hour window is closed (issue 82: WHATSAPP_TEMPLATE_REENGAGE). */
    reengage: string;
    on: boolean;
  };
  sms: { url: string; key: string; sender: string; on: boolean };
  fallbackMs: number;
  /** What cannot be read as meant: said on the console when a message would leave. */
  problems: string[];
}

export function readMessageSettings(env: SettingsEnv, numbers: Pick<SettingNumbers, 'CONFIRM_FALLBACK_MINUTES'>): MessageSettings {
  const apiUrl = textOrDefault(env, 'WHATSAPP_API_URL').replace(/\/+$/, '');
  const phoneNumberId = text(env, 'WHATSAPP_PHONE_NUMBER_ID');
  const token = text(env, 'WHATSAPP_TOKEN');
  const appSecret = text(env, 'WHATSAPP_APP_SECRET');
  const sender = text(env, 'SMS_SENDER');
  const key = text(env, 'RELAY_KEY');
  const problems: string[] = [];
  if (phoneNumberId && !/^\d{1,30}$/.test(phoneNumberId)) problems.push('WHATSAPP_PHONE_NUMBER_ID is not the number id Meta gives (digits): WhatsApp is off.');
  if (sender && !isSmsSender(sender)) problems.push(`SMS_SENDER: «\u00A0${sender}\u00A0» is not 11 letters or digits at most: SMS is off.`);
  return {
    whatsapp: {
      apiUrl,
      phoneNumberId,
      token,
      appSecret,
      verifyToken: text(env, 'WHATSAPP_VERIFY_TOKEN'),
      templates: Object.fromEntries(VISIT_MESSAGE_PURPOSES.map((purpose) => [purpose, textOrDefault(env, TEMPLATE_SETTINGS[purpose])])) as Record<VisitMessagePurpose, string>,
      reengage: textOrDefault(env, 'WHATSAPP_TEMPLATE_REENGAGE'),
      on: /^\d{1,30}$/.test(phoneNumberId) && Boolean(token && appSecret),
    },
    sms: { url: textOrDefault(env, 'SMS_URL'), key, sender, on: Boolean(key && sender && isSmsSender(sender)) },
    fallbackMs: numbers.CONFIRM_FALLBACK_MINUTES * 60_000,
    problems,
  };
}

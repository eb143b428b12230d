import { VISIT_MESSAGE_PURPOSES, type VisitMessagePurpose } from '@/lib/request/for-gateway';
import type { SettingName, SettingsEnv } from './settings-names';
import { text, whole } from './settings-read';

/*
 * The settings of a visit's messages (issue 77; docs/gateway-visits.md): WhatsApp's Cloud API (its Graph API's
 * address with its version, the business phone number's id, the access token, the app's secret the webhook's posts
 * are signed with, the verify token of its handshake, the templates' names, one a purpose), Brevo's SMS (its address, the sender
 * the family reads, with the relay's key, RELAY_KEY), how long a WhatsApp message may go undelivered before the SMS
 * leaves, and the hour of the reminder the day before. A channel lacking any of its settings is off; none on, no
 * message leaves, and the card says why.
 */

/** Meta's Graph API, its version written in (a later one is a setting away). */
export const WHATSAPP_DEFAULT_API_URL = 'https://graph.facebook.com/v24.0';
/** Brevo's transactional SMS (developers.brevo.com: POST /v3/transactionalSMS/send, the key in an `api-key` header). */
export const SMS_DEFAULT_URL = 'https://api.brevo.com/v3/transactionalSMS/send';
/** The templates' names as the centre submits them to Meta, one a purpose (each in French and English: docs/deploying.md). */
export const TEMPLATE_DEFAULTS = { confirm: 'rendez_vous_confirmation', moved: 'rendez_vous_deplace', cancelled: 'rendez_vous_annule', reminder: 'rendez_vous_rappel' } as const satisfies Record<VisitMessagePurpose, string>;

/** Each purpose's setting of its template's name. */
const TEMPLATE_SETTINGS = { confirm: 'WHATSAPP_TEMPLATE_CONFIRM', moved: 'WHATSAPP_TEMPLATE_MOVED', cancelled: 'WHATSAPP_TEMPLATE_CANCELLED', reminder: 'WHATSAPP_TEMPLATE_REMINDER' } as const satisfies Record<VisitMessagePurpose, SettingName>;
/** Minutes a WhatsApp message may go without « delivered » before the same words leave by SMS. */
export const DEFAULT_CONFIRM_FALLBACK_MINUTES = 15;
/** The reminder's hour the day before, in Yaoundé. */
export const DEFAULT_REMINDER_HOUR = 10;

/** What the networks show as the SMS's sender: 11 letters or digits at most, not all digits (or a number of 15 digits at most). */
export const isSmsSender = (sender: string) => /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(sender) || /^\d{3,15}$/.test(sender);

export interface MessageSettings {
  whatsapp: { apiUrl: string; phoneNumberId: string; token: string; appSecret: string; verifyToken: string; templates: Record<VisitMessagePurpose, string>; on: boolean };
  sms: { url: string; key: string; sender: string; on: boolean };
  fallbackMs: number;
  reminderHour: number;
  /** What cannot be read as meant: said on the console when a message would leave. */
  problems: string[];
}

export function readMessageSettings(env: SettingsEnv): MessageSettings {
  const apiUrl = (text(env, 'WHATSAPP_API_URL') || WHATSAPP_DEFAULT_API_URL).replace(/\/+$/, '');
  const phoneNumberId = text(env, 'WHATSAPP_PHONE_NUMBER_ID');
  const token = text(env, 'WHATSAPP_TOKEN');
  const appSecret = text(env, 'WHATSAPP_APP_SECRET');
  const sender = text(env, 'SMS_SENDER');
  const key = text(env, 'RELAY_KEY');
  const problems: string[] = [];
  if (phoneNumberId && !/^\d{1,30}$/.test(phoneNumberId)) problems.push('WHATSAPP_PHONE_NUMBER_ID is not the number id Meta gives (digits): WhatsApp is off.');
  if (sender && !isSmsSender(sender)) problems.push(`SMS_SENDER: «\u00A0${sender}\u00A0» is not 11 letters or digits at most: SMS is off.`);
  const hour = Number(text(env, 'REMINDER_HOUR') || Number.NaN);
  return {
    whatsapp: {
      apiUrl,
      phoneNumberId,
      token,
      appSecret,
      verifyToken: text(env, 'WHATSAPP_VERIFY_TOKEN'),
      templates: Object.fromEntries(VISIT_MESSAGE_PURPOSES.map((purpose) => [purpose, text(env, TEMPLATE_SETTINGS[purpose]) || TEMPLATE_DEFAULTS[purpose]])) as Record<VisitMessagePurpose, string>,
      on: /^\d{1,30}$/.test(phoneNumberId) && Boolean(token && appSecret),
    },
    sms: { url: text(env, 'SMS_URL') || SMS_DEFAULT_URL, key, sender, on: Boolean(key && sender && isSmsSender(sender)) },
    fallbackMs: whole(env, 'CONFIRM_FALLBACK_MINUTES', DEFAULT_CONFIRM_FALLBACK_MINUTES) * 60_000,
    reminderHour: Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_REMINDER_HOUR,
    problems,
  };
}

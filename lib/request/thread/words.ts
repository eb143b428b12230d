import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import { fillTemplate } from '../visit/message';

/*
 * What the centre writes to a family on WhatsApp outside a visit's messages (issue 82), in the family's language:
 * the approved template that asks to call it back once WhatsApp's 24-hour window is closed (docs/setting-up.md quotes
 * it from here, word for word, beside the visit's four: tests/request/thread-words.test.ts holds them equal), and the
 * line that answers « STOP » inside the window, a free text (no template: the family just wrote). Both begin and end
 * with words, as Meta asks of a template. French typography, as the visit's words (visit/words.ts).
 */

/**
 * « Pouvons-nous vous appeler ? »: the one message a member of staff may send once the family has not written for 24
 * hours (a utility template, WHATSAPP_TEMPLATE_REENGAGE), its one parameter the request's reference.
 */
export const REENGAGE_TEMPLATE: Record<Locale, string> = {
  fr: `Bonjour, le centre Aide & Vie souhaite vous joindre au sujet de votre demande {{1}}. Pouvons-nous vous appeler${nbsp}?`,
  en: 'Hello, the Aide & Vie centre would like to reach you about your request {{1}}. May we call you?',
};

/** The re-engagement message as the family reads it, and its one parameter. */
export function reengageMessage(reference: string, locale: Locale): { params: string[]; text: string } {
  const params = [reference];
  return { params, text: fillTemplate(REENGAGE_TEMPLATE[locale], params) };
}

/** The answer to « STOP », once: no more confirmations nor reminders, and the centre's phone (none known: the first sentence alone). */
export function stopReply(phone: string | null, locale: Locale): string {
  if (locale === 'en') return `Noted: no more reminders.${phone ? ` To reach us: ${phone}` : ''}`;
  return `C'est noté${nbsp}: plus de rappels.${phone ? ` Pour nous joindre${nbsp}: ${phone}` : ''}`;
}

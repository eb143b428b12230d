import { whatsappChatUrl } from '@/lib/whatsapp';
import { definitionOf } from './kinds';
import type { FallbackWording, KindDefinition } from './kinds/kind';
import { writtenInOwnWords } from './kinds/written';
import type { RequestValues } from './values';

/*
 * When the form cannot send (failure, offline, keys missing) or the device keeps a request, the
 * same request goes by WhatsApp, SMS or e-mail, already written in the page's language, with its
 * reference: the visitor only has to press « Envoyer ». How each kind reads is its definition's
 * (kinds/<kind>.ts, written).
 */

/** How the fallback message reads: its words, the language of its date, the services' names, the request's reference. */
export type { FallbackWording } from './kinds/kind';

/** How a kind is written out: its own way, or its greeting then each value by its label (written.ts). */
function writtenOf(wording: FallbackWording): NonNullable<KindDefinition['written']> {
  const definition = definitionOf(wording);
  return definition.written ?? writtenInOwnWords(definition.fields);
}

/** The request as plain text, one line per field. */
export function buildFallbackLines(values: RequestValues, wording: FallbackWording): string[] {
  return writtenOf(wording).lines(values, wording);
}

export function buildFallbackSubject(values: RequestValues, wording: FallbackWording): string {
  return writtenOf(wording).subject(values, wording);
}

/** https://wa.me/<digits>?text=… with the request URL-encoded. */
export function whatsappRequestUrl(whatsappDigits: string, values: RequestValues, wording: FallbackWording): string {
  return whatsappChatUrl(whatsappDigits, buildFallbackLines(values, wording).join('\n'));
}

/** mailto: with subject and body URL-encoded; CRLF line breaks as RFC 6068 asks. */
export function mailtoRequestUrl(email: string, values: RequestValues, wording: FallbackWording): string {
  const subject = encodeURIComponent(buildFallbackSubject(values, wording));
  const body = encodeURIComponent(buildFallbackLines(values, wording).join('\r\n'));
  return `mailto:${email}?subject=${subject}&body=${body}`;
}

/** sms:<number>?body=… (RFC 5724): the phone's own messaging app, which needs no data at all. */
export function smsRequestUrl(phoneE164: string, values: RequestValues, wording: FallbackWording): string {
  return `sms:${phoneE164}?body=${encodeURIComponent(buildFallbackLines(values, wording).join('\n'))}`;
}

import { formatDate, formatTime, formatTimeRange } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { fill } from '@/lib/i18n';
import { readSlot } from '@/lib/request/callback';
import { templateParams } from '@/lib/request/payload';
import { whatsappChatUrl } from '@/lib/whatsapp';
import type { FallbackCopy } from './words';
import { parseDateInput, parseTimeInput } from '@/lib/douala-date';
import type { AppointmentValues, RequestKind } from './values';

/*
 * When the form cannot send (failure, offline, keys missing) or the device keeps a request, the
 * same request goes by WhatsApp, SMS or e-mail, already written in the page's language, with its
 * reference: the visitor only has to press « Envoyer ».
 */

const nbsp = '\u00A0';

/** How the fallback message reads: its words, the language of its date, the services' names, the request's reference. */
export interface FallbackWording {
  copy: FallbackCopy;
  locale: Locale;
  /** The service names as the page shows them (the e-mail the form sends keeps the centre's). */
  serviceLabels: Record<string, string>;
  /** The request's reference (lib/request/reference.ts): the same whichever way the request reaches the centre. */
  reference?: string;
  /** A call-back (« Rappelez-moi ») reads otherwise: who, which number, when. An appointment by default. */
  kind?: RequestKind;
}

// French puts a no-break space before the colon; English none.
const colonOf = (locale: Locale) => (locale === 'fr' ? `${nbsp}: ` : ': ');

/** A call-back's slot with the times the family chose, in the page's language (« l'après-midi (12 h – 17 h) »). */
export function slotWords(value: string, copy: Pick<FallbackCopy, 'slots'>, locale: Locale): string {
  const chosen = readSlot(value);
  return chosen ? `${copy.slots[chosen.slot]} (${formatTimeRange(chosen.from, chosen.to, locale)})` : value;
}

/** A call-back: the number, when, and the service of its page if any. */
function callbackLines(values: AppointmentValues, { copy, locale, serviceLabels, reference }: FallbackWording): string[] {
  const line = (label: string, value: string) => `${label}${colonOf(locale)}${value || copy.empty}`;
  const date = parseDateInput(values.appointmentDate);
  const slot = slotWords(values.appointmentTime, copy, locale);
  const service = values.serviceType.trim();
  return [
    copy.callbackGreeting,
    '',
    ...(reference ? [line(copy.reference, reference)] : []),
    line(copy.labels.fullName, values.fullName.trim()),
    line(copy.labels.phone, values.phone.trim()),
    line(copy.labels.when, `${date ? formatDate(date, locale) : values.appointmentDate}, ${slot}`),
    ...(service ? [line(copy.labels.service, serviceLabels[service] ?? service)] : []),
  ];
}

/** An application: who, how to reach them, the position, when they can start, and the details and message as sent. */
function applicationLines(values: AppointmentValues, { copy, locale, serviceLabels, reference }: FallbackWording): string[] {
  const line = (label: string, value: string) => `${label}${colonOf(locale)}${value || copy.empty}`;
  const start = parseDateInput(values.appointmentDate);
  const position = values.serviceType.trim();
  return [
    copy.applicationGreeting,
    '',
    ...(reference ? [line(copy.reference, reference)] : []),
    line(copy.labels.position, position ? (serviceLabels[position] ?? position) : copy.spontaneous),
    line(copy.labels.fullName, values.fullName.trim()),
    line(copy.labels.phone, values.phone.trim()),
    line(copy.labels.email, values.email.trim()),
    line(copy.labels.start, start ? formatDate(start, locale) : copy.asSoonAsPossible),
    '',
    values.message.trim(),
  ];
}

/** The request as plain text, one line per field. */
export function buildFallbackLines(values: AppointmentValues, wording: FallbackWording): string[] {
  if (wording.kind === 'callback') return callbackLines(values, wording);
  if (wording.kind === 'application') return applicationLines(values, wording);
  const { copy, locale, serviceLabels, reference } = wording;
  const params = templateParams({ values, locale, reference: reference ?? '' });
  const isoDate = parseDateInput(values.appointmentDate);
  const time = parseTimeInput(values.appointmentTime);
  const line = (label: string, value: string) => `${label}${colonOf(locale)}${value || copy.empty}`;
  return [
    copy.greeting,
    '',
    ...(reference ? [line(copy.reference, reference)] : []),
    line(copy.labels.fullName, params.from_name),
    line(copy.labels.email, params.from_email),
    line(copy.labels.phone, params.phone),
    line(copy.labels.date, isoDate ? formatDate(isoDate, locale) : params.date),
    line(copy.labels.time, time ? formatTime(time, locale) : params.time),
    line(copy.labels.service, serviceLabels[params.service] ?? params.service),
    line(copy.labels.message, values.message.trim() || copy.noMessage),
  ];
}

export function buildFallbackSubject(values: AppointmentValues, { copy, kind }: FallbackWording): string {
  if (kind === 'callback') return copy.callbackSubject;
  if (kind === 'application') return fill(copy.applicationSubject, { position: values.serviceType.trim() || copy.spontaneous });
  const name = values.fullName.trim();
  return name ? fill(copy.subjectWithName, { name }) : copy.subject;
}

/** https://wa.me/<digits>?text=… with the request URL-encoded. */
export function whatsappRequestUrl(whatsappDigits: string, values: AppointmentValues, wording: FallbackWording): string {
  return whatsappChatUrl(whatsappDigits, buildFallbackLines(values, wording).join('\n'));
}

/** mailto: with subject and body URL-encoded; CRLF line breaks as RFC 6068 asks. */
export function mailtoRequestUrl(email: string, values: AppointmentValues, wording: FallbackWording): string {
  const subject = encodeURIComponent(buildFallbackSubject(values, wording));
  const body = encodeURIComponent(buildFallbackLines(values, wording).join('\r\n'));
  return `mailto:${email}?subject=${subject}&body=${body}`;
}

/** sms:<number>?body=… (RFC 5724): the phone's own messaging app, which needs no data at all. */
export function smsRequestUrl(phoneE164: string, values: AppointmentValues, wording: FallbackWording): string {
  return `sms:${phoneE164}?body=${encodeURIComponent(buildFallbackLines(values, wording).join('\n'))}`;
}

import { parseDateInput, parseTimeInput } from '@/lib/douala-date';
import type { AppointmentValues, RequestKind } from '@/lib/request/values';
import { readSlot, type CallbackSlot, type SlotTimes } from '@/lib/request/callback';
import { SPONTANEOUS } from '@/lib/request/application';
import { frenchDay } from '@/lib/french-date';
import { formatDate, formatTimeRange } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

/*
 * What the centre reads of a request (an appointment, a call-back, an application), whichever way it comes (the EmailJS template's keys, which the
 * relay and the WhatsApp, SMS and e-mail fallbacks carry too): built here only, from what the visitor
 * typed, for the first send and for every later one, by a page or by the service worker. A stored
 * request keeps the visitor's values, never a built payload: one written by an older build leaves with
 * today's keys. The body EmailJS is posted is channels/emailjs.ts's.
 */

/** The EmailJS template parameters: the centre's e-mail template reads exactly these keys. A type, not an interface, so it fits a Record. */
export type TemplateParams = {
  from_name: string;
  from_email: string;
  reply_to: string;
  phone: string;
  date: string;
  time: string;
  service: string;
  message: string;
};

/** Sent instead of an empty message, so the centre sees the field was left empty on purpose. */
export const EMPTY_MESSAGE = '(Aucun message supplémentaire)';

/**
 * Written for the centre's staff, who read French, whatever the page's language: the request's
 * reference on the first line of the message, and, from the English site, that the answer should be
 * in English.
 */
const REFERENCE_LINE = 'Référence\u00A0: {reference}';
const LANGUAGE_NOTE: Record<Locale, string> = { fr: '', en: '[Site anglais – répondre en anglais]' };

/*
 * A call-back (« Rappelez-moi »), in the same eight keys, in French: no e-mail (from_email and
 * reply_to empty: the centre's template shows none, and EmailJS's auto-reply has no one to write to),
 * the day in `date` as for an appointment, the slot in `time`, the service of the page it came from in
 * `service` (or that it is a call-back), and the whole of it in words on the message's second line.
 */
const CALLBACK_SERVICE = 'Rappel téléphonique';
const NO_NAME = '(Nom non donné)';
const SLOT_NAMES: Record<CallbackSlot, string> = { morning: 'le matin', afternoon: "l'après-midi", evening: 'le soir' };

/** « l'après-midi (12 h – 17 h) »: a slot as the centre reads it, with the times the family chose. */
export function centreSlot({ slot, from, to }: SlotTimes): string {
  return `${SLOT_NAMES[slot]} (${formatTimeRange(from, to, 'fr')})`;
}

/** What a request is made of: the visitor's values, the language of its page, its reference, and whether it is a call-back. */
export interface RequestContent {
  values: AppointmentValues;
  locale: Locale;
  reference: string;
  /** Absent: an appointment (entry.ts stores only a call-back's). */
  kind?: RequestKind;
  /**
   * An appointment asked for when the centre takes none: the line that says so (lib/hours-note.ts), on the
   * message's second line. Written by the form when it is sent and kept with the request (entry.ts), or by the
   * request gateway from its site's rules (/request-rules.json).
   */
  hoursNote?: string;
}

const firstLines = (reference: string, locale: Locale, text: string, hours: string | null = null) => {
  const note = LANGUAGE_NOTE[locale];
  return `${REFERENCE_LINE.replace('{reference}', reference)}\n${hours ? `${hours}\n` : ''}${note ? `${note} ` : ''}${text}`;
};

function callbackParams({ values, locale, reference }: RequestContent): TemplateParams {
  const chosen = readSlot(values.appointmentTime);
  const slot = chosen ? centreSlot(chosen) : values.appointmentTime;
  const date = parseDateInput(values.appointmentDate);
  const phone = values.phone.trim();
  const service = values.serviceType.trim();
  const when = `${date ? `le ${formatDate(date, 'fr')}` : values.appointmentDate}, ${slot}`;
  return {
    from_name: values.fullName.trim() || NO_NAME,
    from_email: '',
    reply_to: '',
    phone,
    date: date ?? values.appointmentDate.trim(),
    time: slot,
    service: service || CALLBACK_SERVICE,
    message: firstLines(reference, locale, `Rappel demandé au ${phone}, ${when}, heure de Yaoundé.${service ? ` Service\u00A0: ${service}.` : ''}`),
  };
}

/*
 * An application (/recrutement/, lib/request/application.ts), in the same eight keys, in French:
 * « Candidature » and the position first, in `service` (« Candidature — Aide-soignant(e) ») and on the
 * message's second line, then the diploma, experience and quartier, then the candidate's words; the day
 * one can start in `date` (« Dès que possible » when none), no time.
 */
const APPLICATION = 'Candidature';
const AS_SOON_AS_POSSIBLE = 'Dès que possible';

function applicationParams({ values, locale, reference }: RequestContent): TemplateParams {
  const position = values.serviceType.trim() || SPONTANEOUS;
  const email = values.email.trim();
  const start = parseDateInput(values.appointmentDate);
  return {
    from_name: values.fullName.trim(),
    from_email: email,
    reply_to: email,
    phone: values.phone.trim(),
    date: start ?? AS_SOON_AS_POSSIBLE,
    time: '',
    service: values.serviceType.trim() ? `${APPLICATION} — ${position}` : SPONTANEOUS,
    message: firstLines(
      reference,
      locale,
      `${APPLICATION}\u00A0: ${position}\nDisponible\u00A0: ${start ? `à partir du ${frenchDay(start)}` : AS_SOON_AS_POSSIBLE.toLowerCase()}\n${values.message.trim()}`,
    ),
  };
}

/**
 * The template parameters of a validated request. Text is sent as typed (trimmed), never as HTML:
 * the template must print it with {{ }}.
 */
export function templateParams(content: RequestContent): TemplateParams {
  if (content.kind === 'callback') return callbackParams(content);
  if (content.kind === 'application') return applicationParams(content);
  const { values, locale, reference, hoursNote } = content;
  const email = values.email.trim();
  const text = values.message.trim() || EMPTY_MESSAGE;
  return {
    from_name: values.fullName.trim(),
    from_email: email,
    reply_to: email,
    // E.164 from the phone input: international format, e.g. +237671234567.
    phone: values.phone.trim(),
    date: parseDateInput(values.appointmentDate) ?? values.appointmentDate.trim(),
    time: parseTimeInput(values.appointmentTime) ?? values.appointmentTime.trim(),
    service: values.serviceType,
    message: firstLines(reference, locale, text, hoursNote),
  };
}

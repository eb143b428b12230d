import { parseDateInput, parseTimeInput } from '@/lib/appointment/douala-date';
import type { AppointmentValues } from '@/lib/appointment/types';
import type { Locale } from '@/lib/i18n';
import type { EmailJsConfig } from './emailjs-config';

/*
 * What EmailJS receives for a request: built here only, from what the visitor typed, for the first
 * send and for every later one, by a page or by the service worker. A stored request keeps the
 * visitor's values, never a built payload: one written by an older build leaves with today's keys.
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

/** The body EmailJS's own SDK (4.4.1) posts; tests/request-send.test.ts holds the two side by side. */
export interface EmailJsBody {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: TemplateParams;
}

export const EMAILJS_LIB_VERSION = '4.4.1';

/** Sent instead of an empty message, so the centre sees the field was left empty on purpose. */
export const EMPTY_MESSAGE = '(Aucun message supplémentaire)';

/**
 * Written for the centre's staff, who read French, whatever the page's language: the request's
 * reference on the first line of the message, and, from the English site, that the answer should be
 * in English.
 */
const REFERENCE_LINE = 'Référence\u00A0: {reference}';
const LANGUAGE_NOTE: Record<Locale, string> = { fr: '', en: '[Site anglais – répondre en anglais]' };

/** What a request is made of: the form's values, the language of its page, its reference. */
export interface RequestContent {
  values: AppointmentValues;
  locale: Locale;
  reference: string;
}

/**
 * The template parameters of a validated request. Text is sent as typed (trimmed), never as HTML:
 * the template must print it with {{ }}.
 */
export function templateParams({ values, locale, reference }: RequestContent): TemplateParams {
  const email = values.email.trim();
  const text = values.message.trim() || EMPTY_MESSAGE;
  const note = LANGUAGE_NOTE[locale];
  return {
    from_name: values.fullName.trim(),
    from_email: email,
    reply_to: email,
    // E.164 from the phone input: international format, e.g. +237671234567.
    phone: values.phone.trim(),
    date: parseDateInput(values.appointmentDate) ?? values.appointmentDate.trim(),
    time: parseTimeInput(values.appointmentTime) ?? values.appointmentTime.trim(),
    service: values.serviceType,
    message: `${REFERENCE_LINE.replace('{reference}', reference)}\n${note ? `${note} ` : ''}${text}`,
  };
}

/** The whole body of the POST, in the order EmailJS's SDK writes it. */
export function emailJsBody(content: RequestContent, config: EmailJsConfig): EmailJsBody {
  return {
    lib_version: EMAILJS_LIB_VERSION,
    user_id: config.publicKey,
    service_id: config.serviceId,
    template_id: config.templateId,
    template_params: templateParams(content),
  };
}

import { parseDateInput, parseTimeInput } from './douala-date';
import type { AppointmentValues, TemplateParams } from './types';

/** Sent instead of an empty message, so the centre sees the field was left empty on purpose. */
export const EMPTY_MESSAGE = '(Aucun message supplémentaire)';

/**
 * The EmailJS template_params for a validated request: exactly the eight keys the centre's e-mail template reads.
 * Text is sent as typed (trimmed), never as HTML: the template must print it with {{ }}.
 */
export function buildTemplateParams(values: AppointmentValues, marker = ''): TemplateParams {
  const email = values.email.trim();
  const text = values.message.trim() || EMPTY_MESSAGE;
  // A request from the English site starts with a short note for the centre, inside the same key.
  const message = marker ? `${marker} ${text}` : text;
  return {
    from_name: values.fullName.trim(),
    from_email: email,
    reply_to: email,
    // E.164 from the phone input: international format, e.g. +237671234567.
    phone: values.phone.trim(),
    date: parseDateInput(values.appointmentDate) ?? values.appointmentDate.trim(),
    time: parseTimeInput(values.appointmentTime) ?? values.appointmentTime.trim(),
    service: values.serviceType,
    message,
  };
}

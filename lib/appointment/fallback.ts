import { formatDateFr } from '@/lib/format';
import { parseDateInput } from './douala-date';
import { buildTemplateParams } from './payload';
import type { AppointmentValues } from './types';

/*
 * When the form cannot send (failure, offline, keys missing), the same request goes by
 * WhatsApp or e-mail, already written: the visitor only has to press « Envoyer ».
 */

const nbsp = '\u00A0';

/** The request as plain French text, one line per field. */
export function buildFallbackLines(values: AppointmentValues): string[] {
  const params = buildTemplateParams(values);
  const isoDate = parseDateInput(values.appointmentDate);
  const line = (label: string, value: string) => `${label}${nbsp}: ${value || 'non renseigné'}`;
  return [
    'Bonjour, je souhaite demander un rendez-vous.',
    '',
    line('Nom complet', params.from_name),
    line('E-mail', params.from_email),
    line('Téléphone', params.phone),
    line('Date souhaitée', isoDate ? formatDateFr(isoDate) : params.date),
    line('Heure souhaitée', params.time),
    line('Service', params.service),
    line('Message', params.message),
  ];
}

export function buildFallbackSubject(values: AppointmentValues): string {
  const name = values.fullName.trim();
  return name ? `Demande de rendez-vous – ${name}` : 'Demande de rendez-vous';
}

/** https://wa.me/<digits>?text=… with the request URL-encoded. */
export function whatsappRequestUrl(whatsappDigits: string, values: AppointmentValues): string {
  const digits = whatsappDigits.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(buildFallbackLines(values).join('\n'))}`;
}

/** mailto: with subject and body URL-encoded; CRLF line breaks as RFC 6068 asks. */
export function mailtoRequestUrl(email: string, values: AppointmentValues): string {
  const subject = encodeURIComponent(buildFallbackSubject(values));
  const body = encodeURIComponent(buildFallbackLines(values).join('\r\n'));
  return `mailto:${email}?subject=${subject}&body=${body}`;
}

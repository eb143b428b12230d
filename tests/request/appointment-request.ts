import type { AppointmentValues } from '@/lib/request/values';

/*
 * Marie's request, the one the appointment tests send (e2e/request/appointment-helpers.ts types it into the
 * form): the values as the inputs give them, and what the centre's EmailJS template receives for them.
 * Only the message changes from one test to the next.
 */

export function marieValues(message: string): AppointmentValues {
  return {
    fullName: 'Marie Ngono',
    email: 'marie.ngono@example.com',
    phone: '+237671234567',
    appointmentDate: '2026-03-20',
    appointmentTime: '14:30',
    serviceType: 'Suivi de grossesse',
    message,
  };
}

/** What the template receives: `message` is the whole of it, its reference on the first line; the service carries the reference too (issue 67.2). */
export function mariePayload(message: string, reference = /^Référence\u00A0: (\S+)/.exec(message)?.[1] ?? '') {
  return {
    from_name: 'Marie Ngono',
    from_email: 'marie.ngono@example.com',
    reply_to: 'marie.ngono@example.com',
    phone: '+237671234567',
    date: '2026-03-20',
    time: '14:30',
    service: `Suivi de grossesse (${reference})`,
    message,
  };
}

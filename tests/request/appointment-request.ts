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

export function mariePayload(message: string) {
  return {
    from_name: 'Marie Ngono',
    from_email: 'marie.ngono@example.com',
    reply_to: 'marie.ngono@example.com',
    phone: '+237671234567',
    date: '2026-03-20',
    time: '14:30',
    service: 'Suivi de grossesse',
    message,
  };
}

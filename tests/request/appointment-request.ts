import type { KindValues } from '@/lib/request/kinds';

/*
 * Marie's request, the one the appointment tests send (e2e/request/appointment-helpers.ts types it into the
 * form): the values as the inputs give them, and what the centre's EmailJS template receives for them.
 * Only the message changes from one test to the next.
 */

export function marieValues(message: string): KindValues<'appointment'> {
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

/**
 * What the template receives: the spec's eight keys, `message` the whole of it with its reference on the first
 * line; the reference alone in a ninth key, and what the centre adds for itself in a tenth, `notice` (empty: the
 * centre takes appointments at the time chosen; DECISIONS, « The spec's payload »).
 */
export function mariePayload(message: string, reference = /^Référence\u00A0: (\S+)/.exec(message)?.[1] ?? '') {
  return {
    from_name: 'Marie Ngono',
    from_email: 'marie.ngono@example.com',
    reply_to: 'marie.ngono@example.com',
    phone: '+237671234567',
    date: '2026-03-20',
    time: '14:30',
    service: 'Suivi de grossesse',
    message,
    reference,
    notice: '',
  };
}

import type { RequestValues } from '../values';

/*
 * The family's consent to the messages of its appointment (issue 77; DECISIONS, « The agreed appointment »): a box on
 * the form, unticked by default (« Recevoir la confirmation et un rappel de mon rendez-vous par WhatsApp ou SMS »),
 * whose value the request carries under CONSENT_FIELD: CONSENTED when ticked, '' when not (and when an older page
 * sent none). The gateway reads it through wantsVisitMessages alone, and sends nothing without it. Pure.
 */

/** The value's name in an appointment's and a call-back's values (kinds/appointment.ts, kinds/callback.ts). */
export const CONSENT_FIELD = 'reminders';
/** The one value that says yes; anything else (none, '') says no. */
export const CONSENTED = 'yes';

/** Whether the family asked for the confirmation and the reminder of its appointment. */
export const wantsVisitMessages = (values: RequestValues): boolean => values[CONSENT_FIELD] === CONSENTED;

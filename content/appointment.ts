/*
 * Fixed choices of the appointment request form (spec, section 5).
 * The e-mail the centre receives carries the chosen label as is.
 */

/** The service types a visitor can ask for, in the spec's order. */
export const appointmentServices = [
  'Consultation générale',
  'Suivi de grossesse',
  'Gestion de médication',
  'Soins spécialisés',
  'Autre',
] as const;

export type AppointmentService = (typeof appointmentServices)[number];

/** The empty first option of the service list. */
export const servicePlaceholder = 'Type de service';

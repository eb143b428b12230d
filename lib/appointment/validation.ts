import { addDays, parseDateInput, parseTimeInput } from './douala-date';
import { FIELD_ORDER, LIMITS, type AppointmentField, type AppointmentValues } from './types';

/*
 * The form's own validation (the form has noValidate): the same French messages in every
 * browser, shown under each field. Pure, so it is unit-tested without a browser.
 */

export type FieldErrors = Partial<Record<AppointmentField, string>>;

const nbsp = '\u00A0';

export const MESSAGES = {
  fullNameRequired: 'Indiquez votre nom complet.',
  fullNameTooLong: `Le nom ne peut pas dépasser ${LIMITS.fullName} caractères.`,
  emailRequired: 'Indiquez votre adresse e-mail, pour que nous puissions vous répondre.',
  emailInvalid: `Cette adresse e-mail n'est pas complète. Exemple${nbsp}: nom@exemple.com`,
  phoneTooShort: "Ce numéro de téléphone est trop court. Vérifiez qu'il ne manque pas de chiffre.",
  phoneTooLong: "Ce numéro de téléphone est trop long. Vérifiez qu'il n'y a pas de chiffre en trop.",
  phoneInvalidCountry:
    `L'indicatif du pays n'est pas reconnu. Choisissez le pays dans la liste, ou commencez par l'indicatif (par exemple${nbsp}+237).`,
  phoneNotANumber: "Ce numéro de téléphone n'est pas valide. Utilisez seulement des chiffres.",
  phoneInvalid: "Ce numéro de téléphone n'existe pas dans ce pays. Vérifiez-le, ou laissez ce champ vide.",
  dateRequired: 'Choisissez la date du rendez-vous.',
  dateInvalid: `Cette date n'est pas valide. Exemple${nbsp}: 16/03/2026.`,
  datePast: "Cette date est déjà passée. Choisissez aujourd'hui ou un jour à venir.",
  dateTooFar: 'Choisissez une date dans les 12 prochains mois.',
  timeRequired: "Choisissez l'heure du rendez-vous.",
  timeInvalid: `Cette heure n'est pas valide. Exemple${nbsp}: 14:30.`,
  serviceRequired: 'Choisissez le type de service.',
  messageTooLong: `Le message ne peut pas dépasser ${LIMITS.message.toLocaleString('fr-FR')} caractères.`,
} as const;

// Deliberately simple: something@something.tld, no spaces. The browser's own rule would accept « a@b ».
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= LIMITS.email;
}

export interface ValidationContext {
  /** Today in Yaoundé (ISO), from doualaToday(). */
  today: string;
  /** The allowed service labels. */
  services: readonly string[];
  /**
   * phoneError from ./phone-error. It comes with libphonenumber (about 40 KB gzip), which the form
   * loads only when it is about to be used; without it a phone number is not checked.
   */
  phoneError?: (phone: string) => string | undefined;
}

/** Every field's error, in French; an empty object means the request can be sent. */
export function validateAppointment(values: AppointmentValues, { today, services, phoneError }: ValidationContext): FieldErrors {
  const errors: FieldErrors = {};

  const fullName = values.fullName.trim();
  if (!fullName) errors.fullName = MESSAGES.fullNameRequired;
  else if (fullName.length > LIMITS.fullName) errors.fullName = MESSAGES.fullNameTooLong;

  const email = values.email.trim();
  if (!email) errors.email = MESSAGES.emailRequired;
  else if (!isEmail(email)) errors.email = MESSAGES.emailInvalid;

  const phone = values.phone.trim();
  const phoneMessage = phone && phoneError ? phoneError(phone) : undefined;
  if (phoneMessage) errors.phone = phoneMessage;

  if (!values.appointmentDate.trim()) errors.appointmentDate = MESSAGES.dateRequired;
  else {
    const date = parseDateInput(values.appointmentDate);
    // ISO strings compare in calendar order.
    if (!date) errors.appointmentDate = MESSAGES.dateInvalid;
    else if (date < today) errors.appointmentDate = MESSAGES.datePast;
    else if (date > addDays(today, LIMITS.daysAhead)) errors.appointmentDate = MESSAGES.dateTooFar;
  }

  if (!values.appointmentTime.trim()) errors.appointmentTime = MESSAGES.timeRequired;
  else if (!parseTimeInput(values.appointmentTime)) errors.appointmentTime = MESSAGES.timeInvalid;

  if (!services.includes(values.serviceType)) errors.serviceType = MESSAGES.serviceRequired;

  if (values.message.length > LIMITS.message) errors.message = MESSAGES.messageTooLong;

  return errors;
}

/** The first field, in screen order, that has an error: it gets focus. */
export function firstInvalidField(errors: FieldErrors): AppointmentField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

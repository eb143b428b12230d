import type { Locale } from '@/lib/i18n';
import type { SendFailureKind } from '@/lib/request/failure';
import type { AppointmentField } from './types';

/*
 * Types only, no words: the shape of every word the appointment form shows or writes, as one plain
 * object. The words are in copy/appointment.ts; the page (a server component) picks them in its
 * language and hands them to the form: the form's scripts carry no text of their own, so a French
 * page never ships English words, and the other way round. `{name}` marks where a value goes (fill()
 * of lib/i18n, or a link in the sentence).
 */

export interface ValidationMessages {
  fullNameRequired: string;
  fullNameTooLong: string;
  /** A name with no letter at all (only invisible characters, say). */
  fullNameLetters: string;
  /** A name with characters that turn the writing around (right-to-left override…). */
  fullNameDirection: string;
  emailRequired: string;
  emailInvalid: string;
  /** More than one address (a comma, a semicolon). */
  emailOne: string;
  phoneTooShort: string;
  phoneTooLong: string;
  phoneInvalidCountry: string;
  phoneNotANumber: string;
  phoneInvalid: string;
  dateRequired: string;
  dateInvalid: string;
  datePast: string;
  dateTooFar: string;
  timeRequired: string;
  timeInvalid: string;
  serviceRequired: string;
  messageTooLong: string;
  messageDirection: string;
}

export type PhoneErrorMessages = Pick<
  ValidationMessages,
  'phoneTooShort' | 'phoneTooLong' | 'phoneInvalidCountry' | 'phoneNotANumber' | 'phoneInvalid'
>;

export interface FailureMessages extends Record<Exclude<SendFailureKind, 'unknown'>, string> {
  /** The alert's first words, before the explanation (« Erreur: »). */
  prefix: string;
  /** Said when nothing is known about the failure: what happened, in plain words (never « check the console »: a visitor has none). */
  unknown: string;
}

/** The request written out for WhatsApp and e-mail, and the links that send it. */
export interface FallbackCopy {
  greeting: string;
  /** The label of the request's reference line. */
  reference: string;
  labels: { fullName: string; email: string; phone: string; date: string; time: string; service: string; message: string };
  /** Shown for an optional field left empty. */
  empty: string;
  /** The e-mail subject; `{name}` is the visitor's name when given. */
  subject: string;
  subjectWithName: string;
  /** In the written request, instead of an empty message. */
  noMessage: string;
  whatsapp: string;
  email: string;
  newTab: string;
  /** « Ou appelez-nous au {phone}. » */
  call: string;
}

/** The panel that takes the form's place while a request is kept on the device: waiting, refused, unconfirmed, expired, damaged. */
export interface OutboxCopy {
  waitingTitle: string;
  waitingServiceTitle: string;
  noConnection: string;
  serviceBusy: string;
  /** When the browser will wake the worker for it, even with the page closed (Background Sync). */
  leavesAlone: string;
  /** Elsewhere: it leaves while the site is open, or at the next visit. */
  leavesOnVisit: string;
  /** « … jusqu'au {date} … » */
  until: string;
  mayLose: string;
  /** « Référence : {reference} » */
  reference: string;
  summary: string;
  hurry: string;
  sms: string;
  retry: string;
  stillWaiting: string;
  cancel: string;
  cancelled: string;
  deleted: string;
  another: string;
  refusedTitle: string;
  refusedText: string;
  takeBack: string;
  delete: string;
  unconfirmedTitle: string;
  unconfirmedText: string;
  sendAgain: string;
  expiredTitle: string;
  /** « Votre demande {reference} du {date} … pendant {days} jours … » */
  expiredText: string;
  close: string;
  damagedTitle: string;
  damagedText: string;
}

export interface AppointmentCopy {
  /** The language the form writes dates and numbers in. */
  locale: Locale;
  intro: string;
  /** « Urgence ? N'utilisez pas ce formulaire, appelez le {phone} (24h/24). » */
  urgent: string;
  restored: string;
  /** « … écrire à {email} ou nous appeler au {phone}. » */
  noscript: string;
  /** The label of each field. */
  labels: Record<AppointmentField, string>;
  hints: { email: string; phone: string; message: string };
  servicePlaceholder: string;
  optional: string;
  /** Read before an error by screen readers (« Erreur : »). */
  errorPrefix: string;
  phoneCountry: string;
  /** « {count} / {max} caractères » */
  counter: string;
  limitNear: string;
  limitReached: string;
  /** « Vous avez atteint la limite. Pour en dire plus, appelez-nous au {phone}. » */
  limitCall: string;
  honeypot: string;
  offline: { title: string; text: string };
  failureIntro: string;
  submit: string;
  sending: string;
  /** « … suffit pour un premier contact. {link} » */
  privacy: string;
  privacyLink: string;
  confirmation: {
    title: string;
    /** « Merci{name}. Nous avons bien reçu votre demande de rendez-vous : » */
    thanks: string;
    /** « {service}, le {date} à {time} » */
    summary: string;
    /** « Notre équipe vous répond au plus vite à l'adresse {email}{byPhone} pour confirmer l'heure. … » */
    reply: string;
    byPhone: string;
    /** « En cas d'urgence, n'attendez pas : appelez le {phone}. » */
    urgent: string;
    /** « Référence de votre demande : {reference}. … » */
    reference: string;
    again: string;
  };
  validation: ValidationMessages;
  failures: FailureMessages;
  fallback: FallbackCopy;
  outbox: OutboxCopy;
}

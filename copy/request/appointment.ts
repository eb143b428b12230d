import { LIMITS } from '@/lib/request/values';
import type { AppointmentCopy } from '@/lib/request';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { specsOf } from '@/lib/request/kinds/rule-table';
import { formatCount } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import { dayAdviceCopy } from './day-advice';
import { formCopy, type OwnWords } from './form-copy';

/*
 * The appointment request form's own words, in each language, over every form's (form-words.ts). Its service
 * choices are content (each service's `form`, content/appointment.ts): the centre may change them.
 */

/** The empty first option of the service list (the spec's). */
export const servicePlaceholder = 'Type de service';

const maxMessage = formatCount(LIMITS.message, 'fr');
const maxMessageEn = formatCount(LIMITS.message, 'en');

const french: OwnWords<AppointmentCopy> = {
  locale: 'fr',
  intro: `Remplissez ce formulaire${nbsp}: nous vous recontactons pour confirmer le rendez-vous. Les champs marqués «${nbsp}facultatif${nbsp}» peuvent rester vides.`,
  urgent: `Urgence${nbsp}? N'utilisez pas ce formulaire, appelez le {phone} (24${nbsp}h/24).`,
  restored: 'Nous avons retrouvé ce que vous aviez commencé à écrire.',
  noscript: 'Ce formulaire a besoin de JavaScript. Vous pouvez nous écrire à {email} ou nous appeler au {phone}.',
  labels: {
    fullName: 'Nom complet',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    appointmentDate: 'Date souhaitée',
    appointmentTime: 'Heure souhaitée',
    serviceType: 'Service souhaité',
    message: 'Message',
  },
  hints: {
    email: 'Nous vous répondons à cette adresse.',
    phone: `Pour vous rappeler plus vite. Un numéro hors du Cameroun${nbsp}? Choisissez d'abord le pays avec le drapeau.`,
    message: `Par exemple${nbsp}: pour qui est le rendez-vous, à domicile ou au centre. ${maxMessage} caractères au maximum.`,
  },
  placeholders: { serviceType: servicePlaceholder },
  counter: `{count}${nbsp}/${nbsp}{max} caractères`,
  limitNear: 'Il reste moins de 100 caractères.',
  limitReached: `Vous avez atteint la limite de ${maxMessage} caractères.`,
  limitCall: 'Vous avez atteint la limite. Pour en dire plus, appelez-nous au {phone}.',
  honeypot: 'Ne remplissez pas ce champ',
  offline: {
    title: 'Vous êtes hors connexion.',
    text: `Vous pouvez quand même envoyer le formulaire${nbsp}: votre demande sera gardée sur cet appareil et partira d'elle-même dès le retour de la connexion. Ou envoyez-nous la même demande tout de suite${nbsp}:`,
  },
  submit: 'Envoyer la demande',
  privacy: `Merci de ne pas écrire d'informations médicales détaillées${nbsp}: le type de service suffit pour un premier contact. {link}`,
  privacyLink: 'Comment nous protégeons vos données',
  validation: {
    // Its phone may be left empty; its day, time and service are an appointment's.
    phoneInvalid: "Ce numéro de téléphone n'existe pas dans ce pays. Vérifiez-le, ou laissez ce champ vide.",
    dateRequired: 'Choisissez la date du rendez-vous.',
    timeRequired: "Choisissez l'heure du rendez-vous.",
    serviceRequired: 'Choisissez le type de service.',
  },
  dayAdvice: dayAdviceCopy.fr,
};

const english: OwnWords<AppointmentCopy> = {
  locale: 'en',
  intro: 'Fill in this form and we will contact you to confirm the appointment. You can leave fields marked “optional” blank.',
  urgent: 'Emergency? Do not use this form: call {phone} (24 hours a day).',
  restored: 'Welcome back. We have kept what you started to write.',
  noscript: 'This form needs JavaScript. You can write to us at {email} or call us on {phone}.',
  labels: {
    fullName: 'Full name',
    email: 'Email address',
    phone: 'Phone',
    appointmentDate: 'Preferred date',
    appointmentTime: 'Preferred time',
    serviceType: 'Service needed',
    message: 'Message',
  },
  hints: {
    email: 'We will reply to this address.',
    phone: 'So we can call you back sooner. Not a Cameroonian number? First choose the country using the flag.',
    message: `For example: who the appointment is for, and whether you would like it at home or at the centre. Up to ${maxMessageEn} characters.`,
  },
  placeholders: { serviceType: 'Type of service' },
  counter: '{count}\u00A0/\u00A0{max} characters',
  limitNear: 'Fewer than 100 characters left.',
  limitReached: `You have reached the limit of ${maxMessageEn} characters.`,
  limitCall: 'You have reached the limit. To tell us more, call us on {phone}.',
  honeypot: 'Do not fill in this field',
  offline: {
    title: 'You are offline.',
    text: 'You can still send the form. Your request will be saved on this device and sent automatically as soon as you are back online. Or send us the same request now:',
  },
  submit: 'Send the request',
  privacy: 'Please do not include detailed medical information: the type of service is enough for now. {link}',
  privacyLink: 'How we protect your data',
  validation: {
    phoneInvalid: 'This phone number does not exist in this country. Please check it, or leave the field blank.',
    dateRequired: 'Please choose the date of the appointment.',
    timeRequired: 'Please choose the time of the appointment.',
    serviceRequired: 'Please choose the type of service.',
  },
  dayAdvice: dayAdviceCopy.en,
};

const fields = specsOf(REQUEST_KINDS.appointment.fields);

/** Every word of the form, in each language, every form's with its own: `appointmentCopy[locale]`. */
export const appointmentCopy = {
  fr: formCopy('fr', french, fields),
  en: formCopy('en', english, fields),
} as Record<Locale, AppointmentCopy>;

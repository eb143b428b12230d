import { LIMITS } from '@/lib/request/values';
import type { AppointmentCopy } from '@/lib/request';
import { formatCount, formatTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import { dayAdviceCopy } from './day-advice';
import { NAME_RULE_EN, NAME_RULE_FR } from './name-rule';

/*
 * Every word the appointment request form says, in each language. Its service choices are content
 * (each service's `form`, content/appointment.ts): the centre may change them.
 */

/** The empty first option of the service list (the spec's). */
export const servicePlaceholder = 'Type de service';

// The time the error message gives as an example, written as each language writes times (the field reads both).
const EXAMPLE_TIME = '14:30';

const maxMessage = formatCount(LIMITS.message, 'fr');
const maxMessageEn = formatCount(LIMITS.message, 'en');

/** What a send button says when tapped before the page's scripts (this form's, « Rappelez-moi »'s). */
export const notReady = {
  fr: `Un instant${nbsp}: la page finit d'arriver, la connexion est lente. Appuyez de nouveau dans quelques secondes, ou appelez-nous au {phone}.`,
  en: 'One moment: the page is still arriving over a slow connection. Tap again in a few seconds, or call us on {phone}.',
};

const french: AppointmentCopy = {
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
  optional: ' (facultatif)',
  errorPrefix: `Erreur${nbsp}: `,
  phoneCountry: "Pays de l'indicatif téléphonique",
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
  sending: 'Envoi en cours...',
  notReady: notReady.fr,
  privacy: `Merci de ne pas écrire d'informations médicales détaillées${nbsp}: le type de service suffit pour un premier contact. {link}`,
  privacyLink: 'Comment nous protégeons vos données',
  unreachable: `Erreur: votre demande n'a pas pu partir, la connexion ne passe pas. Réessayez plus tard, ou appelez-nous au {phone}${nbsp}: un appel passe même sans forfait Internet.`,
  validation: {
    fullNameRequired: 'Indiquez votre nom complet.',
    ...NAME_RULE_FR,
    fullNameLetters: 'Écrivez votre nom avec des lettres.',
    fullNameLine: 'Écrivez votre nom sur une seule ligne, sans retour à la ligne.',
    emailRequired: 'Indiquez votre adresse e-mail, pour que nous puissions vous répondre.',
    emailInvalid: `Cette adresse e-mail n'est pas valide. Écrivez-la sans accents ni espaces, par exemple${nbsp}: nom@exemple.com`,
    emailOne: 'Indiquez une seule adresse e-mail, sans virgule ni point-virgule.',
    phoneTooShort: "Ce numéro de téléphone est trop court. Vérifiez qu'il ne manque pas de chiffre.",
    phoneTooLong: "Ce numéro de téléphone est trop long. Vérifiez qu'il n'y a pas de chiffre en trop.",
    phoneInvalidCountry: `L'indicatif du pays n'est pas reconnu. Choisissez le pays dans la liste, ou commencez par l'indicatif (par exemple${nbsp}+237).`,
    phoneNotANumber: "Ce numéro de téléphone n'est pas valide. Utilisez seulement des chiffres.",
    phoneInvalid: "Ce numéro de téléphone n'existe pas dans ce pays. Vérifiez-le, ou laissez ce champ vide.",
    dateRequired: 'Choisissez la date du rendez-vous.',
    dateInvalid: `Cette date n'est pas valide. Exemple${nbsp}: 16/03/2026.`,
    datePast: "Cette date est déjà passée. Choisissez aujourd'hui ou un jour à venir.",
    dateTooFar: 'Choisissez une date dans les 12 prochains mois.',
    timeRequired: "Choisissez l'heure du rendez-vous.",
    timeInvalid: `Cette heure n'est pas valide. Exemple${nbsp}: ${formatTime(EXAMPLE_TIME, 'fr')}.`,
    serviceRequired: 'Choisissez le type de service.',
    messageTooLong: `Le message ne peut pas dépasser ${maxMessage} caractères.`,
    messageDirection: "Le message contient des caractères invisibles qui changent le sens de l'écriture. Effacez-le et tapez-le à nouveau, sans copier-coller.",
  },
  dayAdvice: dayAdviceCopy.fr,
};

const english: AppointmentCopy = {
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
  optional: ' (optional)',
  errorPrefix: 'Error: ',
  phoneCountry: 'Country code of your phone number',
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
  sending: 'Sending...',
  notReady: notReady.en,
  privacy: 'Please do not include detailed medical information: the type of service is enough for now. {link}',
  privacyLink: 'How we protect your data',
  unreachable: 'Error: your request could not be sent, there is no connection. Try again later, or call us on {phone}: a call works even without mobile data.',
  validation: {
    fullNameRequired: 'Please enter your full name.',
    ...NAME_RULE_EN,
    fullNameLetters: 'Please write your name with letters.',
    fullNameLine: 'Please write your name on one line, without a line break.',
    emailRequired: 'Please enter your email address, so that we can reply to you.',
    emailInvalid: 'This email address is not valid. Please write it without accents or spaces, for example: name@example.com',
    emailOne: 'Please give one email address only, without commas or semicolons.',
    phoneTooShort: 'This phone number is too short. Check that no digits are missing.',
    phoneTooLong: 'This phone number is too long. Check that there are no extra digits.',
    phoneInvalidCountry: 'The country code is not recognised. Choose the country from the list, or start with the code (for example +237).',
    phoneNotANumber: 'This phone number is not valid. Use digits only.',
    phoneInvalid: 'This phone number does not exist in this country. Please check it, or leave the field blank.',
    dateRequired: 'Please choose the date of the appointment.',
    dateInvalid: 'This date is not valid. For example: 16/03/2026.',
    datePast: 'This date has already passed. Please choose today or a later date.',
    dateTooFar: 'Please choose a date within the next 12 months.',
    timeRequired: 'Please choose the time of the appointment.',
    timeInvalid: `This time is not valid. For example: ${formatTime(EXAMPLE_TIME, 'en')}.`,
    serviceRequired: 'Please choose the type of service.',
    messageTooLong: `The message cannot be longer than ${maxMessageEn} characters.`,
    messageDirection: 'The message contains invisible characters that change the direction of the writing. Please delete it and type it again, without copying and pasting.',
  },
  dayAdvice: dayAdviceCopy.en,
};

/** Every word of the form, in each language: `appointmentCopy[locale]`. */
export const appointmentCopy: Record<Locale, AppointmentCopy> = { fr: french, en: english };

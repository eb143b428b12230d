import type { AppointmentCopy } from '@/lib/appointment/copy';
import { LIMITS } from '@/lib/appointment/types';
import { formatTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { offline } from './offline';
import { nbsp } from '@/lib/typography';

/*
 * Every word the appointment request form says, in each language. Its service choices are content
 * (content/appointment/services.yml, content/appointment.ts): the centre may change them.
 */

/** The empty first option of the service list (the spec's). */
export const servicePlaceholder = 'Type de service';

// The time the error message gives as an example, written as each language writes times (the field reads both).
const EXAMPLE_TIME = '14:30';

const frenchNumber = new Intl.NumberFormat('fr-FR');
const maxMessage = frenchNumber.format(LIMITS.message);
const maxMessageEn = new Intl.NumberFormat('en-GB').format(LIMITS.message);

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
  servicePlaceholder,
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
  failureIntro: `Votre demande n'est pas perdue${nbsp}: tout ce que vous avez écrit est gardé ci-dessus. Vous pouvez réessayer, ou nous l'envoyer tout de suite, déjà rédigée${nbsp}:`,
  submit: 'Envoyer la demande',
  sending: 'Envoi en cours...',
  privacy: `Merci de ne pas écrire d'informations médicales détaillées${nbsp}: le type de service suffit pour un premier contact. {link}`,
  privacyLink: 'Comment nous protégeons vos données',
  confirmation: {
    title: 'Demande envoyée',
    thanks: `Merci{name}. Nous avons bien reçu votre demande de rendez-vous${nbsp}:`,
    summary: '{service}, le {date} à {time}',
    reply: "Notre équipe vous répond au plus vite à l'adresse {email}{byPhone} pour confirmer l'heure. Le rendez-vous est confirmé seulement après notre réponse.",
    byPhone: ' ou par téléphone',
    urgent: `En cas d'urgence, n'attendez pas${nbsp}: appelez le {phone}.`,
    reference: `Référence de votre demande${nbsp}: {reference}. Donnez-la si vous nous appelez à son sujet.`,
    again: 'Nouvelle demande',
  },
  validation: {
    fullNameRequired: 'Indiquez votre nom complet.',
    fullNameTooLong: `Le nom ne peut pas dépasser ${LIMITS.fullName} caractères.`,
    fullNameLetters: 'Écrivez votre nom avec des lettres.',
    fullNameDirection: "Votre nom contient des caractères invisibles qui changent le sens de l'écriture. Effacez-le et tapez-le à nouveau.",
    emailRequired: 'Indiquez votre adresse e-mail, pour que nous puissions vous répondre.',
    emailInvalid: `Cette adresse e-mail n'est pas complète. Exemple${nbsp}: nom@exemple.com`,
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
    messageTooLong: `Le message ne peut pas dépasser ${LIMITS.message.toLocaleString('fr-FR')} caractères.`,
    messageDirection: "Le message contient des caractères invisibles qui changent le sens de l'écriture. Effacez-le et tapez-le à nouveau, sans copier-coller.",
  },
  failures: {
    prefix: 'Erreur: ',
    unknown: "Votre demande n'est pas partie, et nous ne savons pas pourquoi. Ce n'est pas de votre faute.",
    offline: "Vous n'êtes pas connecté à Internet pour le moment. Votre demande n'a pas été envoyée.",
    network: "La connexion au service d'envoi a échoué. Vérifiez votre connexion Internet, puis réessayez.",
    'not-configured': "L'envoi en ligne n'est pas disponible pour le moment. Votre demande n'a pas été envoyée.",
    'bad-request': "Notre service d'envoi n'a pas accepté la demande. Ce n'est pas de votre faute.",
    blocked: "Notre service d'envoi a bloqué la demande. Ce n'est pas de votre faute.",
    'rate-limited':
      'Une demande vient déjà de partir de cet appareil. Merci de patienter une dizaine de secondes, puis réessayez.',
    headless: "Notre service d'envoi n'accepte pas ce navigateur. Votre demande n'a pas été envoyée.",
    server: "Notre service d'envoi ne répond pas correctement pour le moment. Votre demande n'a pas été envoyée.",
  },
  fallback: {
    greeting: 'Bonjour, je souhaite demander un rendez-vous.',
    reference: 'Référence',
    labels: {
      fullName: 'Nom complet',
      email: 'E-mail',
      phone: 'Téléphone',
      date: 'Date souhaitée',
      time: 'Heure souhaitée',
      service: 'Service',
      message: 'Message',
    },
    empty: 'non renseigné',
    subject: 'Demande de rendez-vous',
    subjectWithName: 'Demande de rendez-vous – {name}',
    noMessage: '(Aucun message supplémentaire)',
    whatsapp: 'Envoyer par WhatsApp',
    email: 'Envoyer par e-mail',
    newTab: ' (nouvel onglet)',
    call: 'Ou appelez-nous au {phone}.',
  },
  outbox: offline.fr.panel,
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
  servicePlaceholder: 'Type of service',
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
  failureIntro: 'Your request is not lost: everything you wrote is still above. You can try again, or send it to us now. The message is ready for you:',
  submit: 'Send the request',
  sending: 'Sending...',
  privacy: 'Please do not include detailed medical information: the type of service is enough for now. {link}',
  privacyLink: 'How we protect your data',
  confirmation: {
    title: 'Request sent',
    thanks: 'Thank you{name}. We have received your appointment request:',
    summary: '{service}, on {date} at {time}',
    reply: 'Our team will reply to {email}{byPhone} as soon as possible to confirm the time. Your appointment is only confirmed once we have replied.',
    byPhone: ' or by phone',
    urgent: 'In an emergency, do not wait: call {phone}.',
    reference: 'Your request’s reference: {reference}. Please give it if you call us about it.',
    again: 'New request',
  },
  validation: {
    fullNameRequired: 'Please enter your full name.',
    fullNameTooLong: `The name cannot be longer than ${LIMITS.fullName} characters.`,
    fullNameLetters: 'Please write your name with letters.',
    fullNameDirection: 'Your name contains invisible characters that change the direction of the writing. Please delete it and type it again.',
    emailRequired: 'Please enter your email address, so that we can reply to you.',
    emailInvalid: 'This email address is incomplete. For example: name@example.com',
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
  failures: {
    prefix: 'Error: ',
    unknown: 'Your request has not been sent, and we do not know why. This is not your fault.',
    offline: 'You are not connected to the internet at the moment. Your request has not been sent.',
    network: 'We could not reach our sending service. Check your internet connection, then try again.',
    'not-configured': 'Sending online is not available at the moment. Your request has not been sent.',
    'bad-request': 'Our sending service did not accept the request. This is not your fault.',
    blocked: 'Our sending service blocked the request. This is not your fault.',
    'rate-limited': 'A request has just been sent from this device. Please wait about ten seconds, then try again.',
    headless: 'Our sending service does not accept this browser. Your request has not been sent.',
    server: 'Our sending service is not responding properly at the moment. Your request has not been sent.',
  },
  fallback: {
    greeting: 'Hello, I would like to request an appointment.',
    reference: 'Reference',
    labels: {
      fullName: 'Full name',
      email: 'Email',
      phone: 'Phone',
      date: 'Preferred date',
      time: 'Preferred time',
      service: 'Service',
      message: 'Message',
    },
    empty: 'not given',
    subject: 'Appointment request',
    subjectWithName: 'Appointment request – {name}',
    noMessage: '(No additional message)',
    whatsapp: 'Send on WhatsApp',
    email: 'Send by email',
    newTab: ' (opens in a new tab)',
    call: 'Or call us on {phone}.',
  },
  outbox: offline.en.panel,
};

/** Every word of the form, in each language: `appointmentCopy[locale]`. */
export const appointmentCopy: Record<Locale, AppointmentCopy> = { fr: french, en: english };

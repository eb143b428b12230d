import type { Locale } from '@/lib/i18n';
import type { SharedFormWords } from '@/lib/request';
import { formatCount, formatTime } from '@/lib/format';
import { LIMITS } from '@/lib/request/values';
import { nbsp } from '@/lib/typography';

// The time the error message gives as an example, written as each language writes times (the field reads both).
const EXAMPLE_TIME = '14:30';

/*
 * The words every form says, whatever its kind (the appointment's, « Rappelez-moi », the application, a kind with
 * its own page): « (facultatif) », « Erreur : », « Envoi en cours... », the note before the scripts, and what is
 * wrong with each value a rule checks (kinds/rule-table.ts), the phone's included. Written once: a kind's words
 * (copy/request/<kind>.ts) hold only what is its own, and say any of these their own way where they must
 * (an appointment's « Choisissez la date du rendez-vous. »). `{min}` and `{max}`: the bounds of the field's rule.
 * One object a language: the words after « Envoyer » come in a module of their language only (fr.ts, en.ts).
 */

export const FORM_WORDS_FR: SharedFormWords = {
  optional: ' (facultatif)',
  errorPrefix: `Erreur${nbsp}: `,
  phoneCountry: "Pays de l'indicatif téléphonique",
  sending: 'Envoi en cours...',
  notReady: `Un instant${nbsp}: la page finit d'arriver, la connexion est lente. Appuyez de nouveau dans quelques secondes, ou appelez-nous au {phone}.`,
  unreachable: `Erreur: votre demande n'a pas pu partir, la connexion ne passe pas. Réessayez plus tard, ou appelez-nous au {phone}${nbsp}: un appel passe même sans forfait Internet.`,
  noscript: `Ce formulaire a besoin de JavaScript. Appelez-nous au {phone}, ou écrivez à {email}${nbsp}: nous serons heureux de vous lire.`,
  privacy: `Ce que nous faisons de vos informations${nbsp}: {privacy}.`,
  privacyLink: 'confidentialité',
  consent: {
    label: 'Recevoir la confirmation et un rappel de mon rendez-vous par WhatsApp ou SMS',
    hint: `Seulement une fois le rendez-vous fixé avec vous au téléphone, au numéro indiqué plus haut${nbsp}: le jour, l'heure et le lieu, jamais votre message ni le motif de votre demande.`,
  },
  validation: {
    fullNameRequired: 'Indiquez votre nom complet.',
    fullNameTooLong: `Le nom ne peut pas dépasser ${LIMITS.fullName} caractères.`,
    fullNameLetters: 'Écrivez votre nom avec des lettres.',
    fullNameDirection: "Votre nom contient des caractères invisibles qui changent le sens de l'écriture. Effacez-le et tapez-le à nouveau.",
    fullNameLine: 'Écrivez votre nom sur une seule ligne, sans retour à la ligne.',
    emailRequired: 'Indiquez votre adresse e-mail, pour que nous puissions vous répondre.',
    emailInvalid: `Cette adresse e-mail n'est pas valide. Écrivez-la sans accents ni espaces, par exemple${nbsp}: nom@exemple.com`,
    emailOne: 'Indiquez une seule adresse e-mail, sans virgule ni point-virgule.',
    phoneRequired: 'Indiquez votre numéro de téléphone.',
    phoneTooShort: "Ce numéro de téléphone est trop court. Vérifiez qu'il ne manque pas de chiffre.",
    phoneTooLong: "Ce numéro de téléphone est trop long. Vérifiez qu'il n'y a pas de chiffre en trop.",
    phoneInvalidCountry: `L'indicatif du pays n'est pas reconnu. Choisissez le pays dans la liste, ou commencez par l'indicatif (par exemple${nbsp}+237).`,
    phoneNotANumber: "Ce numéro de téléphone n'est pas valide. Utilisez seulement des chiffres.",
    phoneInvalid: "Ce numéro de téléphone n'existe pas dans ce pays. Vérifiez-le.",
    dateRequired: 'Choisissez une date.',
    dateInvalid: `Cette date n'est pas valide. Exemple${nbsp}: 16/03/2026.`,
    datePast: "Cette date est déjà passée. Choisissez aujourd'hui ou un jour à venir.",
    dateClosed: `Le centre est fermé ce jour-là${nbsp}: choisissez un jour où il est ouvert.`,
    dateTooFar: 'Choisissez une date dans les 12 prochains mois.',
    timeRequired: 'Choisissez une heure.',
    timeInvalid: `Cette heure n'est pas valide. Exemple${nbsp}: ${formatTime(EXAMPLE_TIME, 'fr')}.`,
    serviceRequired: 'Choisissez dans la liste.',
    answerRequired: 'Répondez par oui ou par non.',
    required: 'Remplissez ce champ.',
    tooLong: `Ce texte est trop long${nbsp}: {max} caractères au plus, sans caractères invisibles.`,
    numberInvalid: `Écrivez un nombre entier en chiffres, par exemple${nbsp}: 12.`,
    numberRange: 'Écrivez un nombre de {min} à {max}.',
    messageTooLong: `Le message ne peut pas dépasser ${formatCount(LIMITS.message, 'fr')} caractères.`,
    messageDirection: "Le message contient des caractères invisibles qui changent le sens de l'écriture. Effacez-le et tapez-le à nouveau, sans copier-coller.",
  },
};

export const FORM_WORDS_EN: SharedFormWords = {
  optional: ' (optional)',
  errorPrefix: 'Error: ',
  phoneCountry: 'Country code of your phone number',
  sending: 'Sending...',
  notReady: 'One moment: the page is still arriving over a slow connection. Tap again in a few seconds, or call us on {phone}.',
  unreachable: 'Error: your request could not be sent, there is no connection. Try again later, or call us on {phone}: a call works even without mobile data.',
  noscript: 'This form needs JavaScript. Call us on {phone}, or write to {email}: we will be glad to hear from you.',
  privacy: 'What we do with your information: {privacy}.',
  privacyLink: 'privacy',
  consent: {
    label: 'Get the confirmation and a reminder of my appointment by WhatsApp or SMS',
    hint: 'Only once the appointment is agreed with you on the phone, to the number above: the day, the time and the place, never your message or the reason for your request.',
  },
  validation: {
    fullNameRequired: 'Please enter your full name.',
    fullNameTooLong: `The name cannot be longer than ${LIMITS.fullName} characters.`,
    fullNameLetters: 'Please write your name with letters.',
    fullNameDirection: 'Your name contains invisible characters that change the direction of the writing. Please delete it and type it again.',
    fullNameLine: 'Please write your name on one line, without a line break.',
    emailRequired: 'Please enter your email address, so that we can reply to you.',
    emailInvalid: 'This email address is not valid. Please write it without accents or spaces, for example: name@example.com',
    emailOne: 'Please give one email address only, without commas or semicolons.',
    phoneRequired: 'Please enter your phone number.',
    phoneTooShort: 'This phone number is too short. Check that no digits are missing.',
    phoneTooLong: 'This phone number is too long. Check that there are no extra digits.',
    phoneInvalidCountry: 'The country code is not recognised. Choose the country from the list, or start with the code (for example +237).',
    phoneNotANumber: 'This phone number is not valid. Use digits only.',
    phoneInvalid: 'This phone number does not exist in this country. Please check it.',
    dateRequired: 'Please choose a date.',
    dateInvalid: 'This date is not valid. For example: 16/03/2026.',
    datePast: 'This date has already passed. Please choose today or a later date.',
    dateClosed: 'The centre is closed that day: please choose a day when it is open.',
    dateTooFar: 'Please choose a date within the next 12 months.',
    timeRequired: 'Please choose a time.',
    timeInvalid: `This time is not valid. For example: ${formatTime(EXAMPLE_TIME, 'en')}.`,
    serviceRequired: 'Please choose from the list.',
    answerRequired: 'Please answer yes or no.',
    required: 'Please fill in this field.',
    tooLong: 'This is too long: {max} characters at most, with no invisible characters.',
    numberInvalid: 'Please write a whole number in digits, for example: 12.',
    numberRange: 'Please write a number from {min} to {max}.',
    messageTooLong: `The message cannot be longer than ${formatCount(LIMITS.message, 'en')} characters.`,
    messageDirection: 'The message contains invisible characters that change the direction of the writing. Please delete it and type it again, without copying and pasting.',
  },
};

/** Both, for a page's server component, which hands its form the words of its language only: `formWords[locale]`. */
export const formWords: Record<Locale, SharedFormWords> = { fr: FORM_WORDS_FR, en: FORM_WORDS_EN };

import type { AppointmentCopy } from '@/lib/appointment/copy';
import { LIMITS } from '@/lib/appointment/types';

/*
 * The appointment request form: its fixed choices and every word it says.
 * The service names are the centre's own: the e-mail it receives carries them as they are.
 */

/** The service types a visitor can ask for, in the centre's order. */
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

const nbsp = '\u00A0';
const frenchNumber = new Intl.NumberFormat('fr-FR');
const maxMessage = frenchNumber.format(LIMITS.message);

export const appointmentCopy: AppointmentCopy = {
  locale: 'fr',
  intro: `Remplissez ce formulaire${nbsp}: nous vous recontactons pour confirmer le rendez-vous. Les champs marqués «${nbsp}facultatif${nbsp}» peuvent rester vides.`,
  urgent: `Urgence${nbsp}? N'utilisez pas ce formulaire, appelez le {phone} (24h/24).`,
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
  serviceLabels: Object.fromEntries(appointmentServices.map((service) => [service, service])),
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
    text: `Continuez à remplir le formulaire, rien ne sera perdu${nbsp}: vous pourrez l'envoyer quand la connexion reviendra. Ou envoyez-nous la même demande tout de suite${nbsp}:`,
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
    again: 'Nouvelle demande',
  },
  validation: {
    fullNameRequired: 'Indiquez votre nom complet.',
    fullNameTooLong: `Le nom ne peut pas dépasser ${LIMITS.fullName} caractères.`,
    emailRequired: 'Indiquez votre adresse e-mail, pour que nous puissions vous répondre.',
    emailInvalid: `Cette adresse e-mail n'est pas complète. Exemple${nbsp}: nom@exemple.com`,
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
    timeInvalid: `Cette heure n'est pas valide. Exemple${nbsp}: 14:30.`,
    serviceRequired: 'Choisissez le type de service.',
    messageTooLong: `Le message ne peut pas dépasser ${LIMITS.message.toLocaleString('fr-FR')} caractères.`,
  },
  failures: {
    prefix: 'Erreur: ',
    unknown: 'Veuillez vérifier la console',
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
    whatsapp: 'Envoyer par WhatsApp',
    email: 'Envoyer par e-mail',
    newTab: ' (nouvel onglet)',
    call: 'Ou appelez-nous au {phone}.',
  },
};

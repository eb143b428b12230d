import { formatCount } from '@/lib/format';
import { perLocale } from '@/lib/i18n';
import type { Contract, PayPeriod } from '@/lib/jobs';
import { LIMITS } from '@/lib/request/values';
import { nbsp } from '@/lib/typography';

/*
 * The words of /recrutement/ around what the centre wrote (content/careers/page.yml, content/jobs/):
 * its headings, a position's labels, the application form's labels, and what it says once sent. The
 * form's own words travel with the page (the form is the page's one task, and they are few), with every form's
 * (copy/request/form-words.ts); the fallbacks' are the request's (copy/request/<locale>.ts).
 */

const careersSource = {
  why: {
    eyebrow: { fr: 'Pourquoi nous rejoindre', en: 'Why join us' },
    title: { fr: 'Une équipe où l’on prend soin de vous aussi', en: 'A team that looks after you too' },
    lead: {
      fr: `Soigner les autres demande beaucoup. Chez nous, vous n’êtes jamais seul(e)${nbsp}: on vous forme, on vous écoute, et on vous paie à l’heure.`,
      en: 'Caring for others asks a lot of you. With us, you are never on your own: we train you, we listen to you, and we pay you on time.',
    },
  },
  positions: {
    eyebrow: { fr: 'Offres d’emploi', en: 'Vacancies' },
    title: { fr: 'Nos postes ouverts', en: 'Open positions' },
    none: {
      fr: `Aucun poste n'est ouvert en ce moment. Mais nous aimons rencontrer de bons soignants${nbsp}: envoyez-nous une candidature spontanée ci-dessous, nous la gardons et vous appelons dès qu'une place se libère.`,
      en: 'There are no open positions right now. But we are always glad to meet good carers: send us an open application below, and we will keep it and call you as soon as a place comes up.',
    },
    contract: { fr: 'Contrat', en: 'Contract' },
    contracts: {
      cdi: { fr: 'CDI', en: 'Permanent (CDI)' },
      cdd: { fr: 'CDD', en: 'Fixed term (CDD)' },
      vacations: { fr: 'Vacations', en: 'Paid by the shift' },
      stage: { fr: 'Stage', en: 'Internship' },
    } satisfies Record<Contract, unknown>,
    hours: { fr: `Horaires${nbsp}:`, en: 'Hours:' },
    quartiers: { fr: `Quartiers${nbsp}:`, en: 'Neighbourhoods:' },
    requirements: { fr: 'Ce que nous demandons', en: 'What we ask' },
    offer: { fr: 'Ce que nous offrons', en: 'What we offer' },
    /** {date}: the last day one may apply. */
    until: { fr: `Candidatures jusqu'au {date}`, en: 'Apply by {date}' },
    apply: { fr: 'Postuler à ce poste', en: 'Apply for this job' },
    /** The list's link to a position's own page. */
    more: { fr: 'Voir le poste et postuler', en: 'See the job and apply' },
    pay: { fr: `Salaire${nbsp}:`, en: 'Pay:' },
    /** No figure published (content/jobs/: the pay left empty or « à préciser »). */
    payToBeSet: { fr: 'à préciser avec le centre', en: 'to be agreed with the centre' },
    /** After the amount: « 90 000 FCFA / mois » (lib/format.ts, formatPrice). */
    payPer: {
      month: { fr: 'mois', en: 'month' },
      week: { fr: 'semaine', en: 'week' },
      day: { fr: 'jour', en: 'day' },
      hour: { fr: 'heure', en: 'hour' },
    } satisfies Record<PayPeriod, unknown>,
    partTime: { fr: 'Temps partiel', en: 'Part time' },
  },
  /** A position's own page (/recrutement/<slug>/). */
  position: {
    eyebrow: { fr: 'Offre d’emploi', en: 'Job vacancy' },
    /** The page's description for search engines and shares (site/positions.ts fits it in 160 characters): {title}, {contract}, {quartiers}. */
    description: {
      fr: `{title} ({contract}) à Yaoundé${nbsp}: {quartiers}. Horaires, salaire, ce que nous offrons${nbsp}; postulez en deux minutes, sans CV.`,
      en: '{title} ({contract}) in Yaoundé: {quartiers}. Hours, pay and what we offer; apply in two minutes, no CV needed.',
    },
    descriptionNoQuartier: {
      fr: `{title} ({contract}) à Yaoundé, dans notre centre de soins à domicile. Horaires, salaire, ce que nous offrons${nbsp}; postulez en deux minutes, sans CV.`,
      en: '{title} ({contract}) in Yaoundé, with our home-care centre. Hours, pay and what we offer; apply in two minutes, no CV needed.',
    },
    closedDescription: {
      fr: `{title}${nbsp}: ce poste est pourvu ou fermé. Voyez nos postes ouverts aujourd’hui à Yaoundé, ou envoyez une candidature spontanée en deux minutes.`,
      en: '{title}: this job has been filled or closed. See the positions open today in Yaoundé, or send us an open application in two minutes.',
    },
    closedDescriptionNoTitle: {
      fr: `Ce poste est pourvu ou fermé. Voyez les postes ouverts aujourd’hui dans notre centre de soins à domicile, à Yaoundé, ou envoyez une candidature spontanée.`,
      en: 'This job has been filled or closed. See the positions open today at our home-care centre in Yaoundé, or send us an open application in two minutes.',
    },
    aboutTitle: { fr: 'Le poste en bref', en: 'The job at a glance' },
    back: { fr: 'Tous nos postes ouverts', en: 'All our open positions' },
    howTitle: { fr: 'Comment postuler', en: 'How to apply' },
    /** {days}: the working days the centre usually takes (content/settings/centre.yml). */
    how: {
      fr: [
        'Remplissez le formulaire ci-dessous en deux minutes, sans CV.',
        `Nous vous appelons d’habitude sous {days}${nbsp}jours ouvrés pour en parler.`,
        'Votre CV ou la photo de votre diplôme, envoyez-les ensuite par WhatsApp, avec la référence que le site vous donne.',
      ],
      en: [
        'Fill in the form below in two minutes, no CV needed.',
        'We usually call you within {days} working days to talk about it.',
        'Send your CV or a photo of your diploma afterwards on WhatsApp, with the reference the site gives you.',
      ],
    },
    formTitle: { fr: 'Postuler à ce poste', en: 'Apply for this job' },
    closedTitle: { fr: 'Ce poste est pourvu ou fermé', en: 'This job has been filled or closed' },
    /** No position named (lib/jobs.ts, CLOSED_NOTICE_SLUG). */
    closedTextNoTitle: {
      fr: `Merci de votre intérêt${nbsp}! Voici les postes ouverts aujourd’hui, et vous pouvez toujours nous envoyer une candidature spontanée${nbsp}: nous la gardons et vous appelons dès qu’une place se libère.`,
      en: 'Thank you for your interest! Here are the positions open today, and you can always send us an open application: we will keep it and call you as soon as a place comes up.',
    },
    /** {title}: the position; {date}: its last day. */
    closedText: {
      fr: `L’offre «${nbsp}{title}${nbsp}» était ouverte jusqu’au {date}. Merci de votre intérêt${nbsp}! Voici les postes ouverts aujourd’hui, et vous pouvez toujours nous envoyer une candidature spontanée${nbsp}: nous la gardons et vous appelons dès qu’une place se libère.`,
      en: 'The “{title}” vacancy was open until {date}. Thank you for your interest! Here are the positions open today, and you can always send us an open application: we will keep it and call you as soon as a place comes up.',
    },
    closedFormTitle: { fr: 'Candidature spontanée', en: 'Open application' },
  },
  form: {
    eyebrow: { fr: 'Candidature', en: 'Apply' },
    title: { fr: 'Postulez en deux minutes', en: 'Apply in two minutes' },
    lead: {
      fr: `Pas besoin de CV pour commencer${nbsp}: dites-nous qui vous êtes, nous vous appelons. Vous pourrez nous envoyer votre CV ensuite, par WhatsApp ou par e-mail.`,
      en: 'No CV needed to start: tell us who you are and we will call you. You can send us your CV afterwards, on WhatsApp or by email.',
    },
    labels: {
      fullName: { fr: 'Nom complet', en: 'Full name' },
      phone: { fr: 'Téléphone', en: 'Phone' },
      email: { fr: 'E-mail', en: 'Email' },
      position: { fr: 'Poste', en: 'Position' },
      diploma: { fr: 'Diplôme', en: 'Qualification' },
      experience: { fr: `Années d'expérience`, en: 'Years of experience' },
      quartier: { fr: 'Votre quartier', en: 'Your neighbourhood' },
      start: { fr: 'Disponible à partir du', en: 'Can start on' },
      message: { fr: 'Quelques mots sur vous', en: 'A few words about you' },
    },
    hints: {
      phone: {
        fr: `Le numéro où nous vous appelons. Par exemple 6 71 23 45 67.`,
        en: 'The number we will call you on. For example 6 71 23 45 67.',
      },
      diploma: { fr: `Par exemple DEAS, diplôme d’infirmier(e), ou «${nbsp}aucun${nbsp}».`, en: 'For example a care assistant or nursing diploma, or “none”.' },
      experience: { fr: `Par exemple «${nbsp}3${nbsp}ans${nbsp}», «${nbsp}2,5${nbsp}» ou «${nbsp}6${nbsp}mois${nbsp}».`, en: 'For example “3 years”, “2.5” or “6 months”.' },
      quartier: { fr: 'Pour vous proposer des familles près de chez vous.', en: 'So we can offer you families close to home.' },
      start: { fr: 'Laissez vide si vous pouvez commencer tout de suite.', en: 'Leave empty if you can start straight away.' },
      message: {
        fr: `Vos expériences, les langues que vous parlez, vos disponibilités${nbsp}: ce que vous voulez.`,
        en: 'Your experience, the languages you speak, when you are free: anything you like.',
      },
    },
    spontaneous: { fr: 'Candidature spontanée (aucun poste précis)', en: 'Open application (no particular position)' },
    submit: { fr: 'Envoyer ma candidature', en: 'Send my application' },
    privacy: {
      fr: `Nous gardons votre candidature six mois au plus, puis la supprimons. Ce que nous en faisons${nbsp}: {privacy}.`,
      en: 'We keep your application for six months at most, then delete it. What we do with it: {privacy}.',
    },
    validation: {
      fullNameRequired: { fr: 'Écrivez votre nom, pour que nous sachions qui appeler.', en: 'Write your name, so we know who to call.' },
      phone: {
        fr: `Ce numéro ne semble pas juste. Un numéro du Cameroun a 9 chiffres, par exemple 6 71 23 45 67${nbsp}; d'un autre pays, commencez par + et son indicatif.`,
        en: 'This number does not look right. A Cameroon number has 9 digits, for example 6 71 23 45 67; from another country, start with + and its code.',
      },
      email: { fr: `Cette adresse e-mail ne semble pas juste${nbsp}: vérifiez-la, ou laissez ce champ vide.`, en: 'This email address does not look right: check it, or leave it empty.' },
      start: { fr: 'Choisissez un jour à venir, ou laissez vide.', en: 'Choose a day from today on, or leave it empty.' },
      // The form's limit (LIMITS.message), written as each language writes numbers: « 2 000 », « 2,000 ».
      message: {
        fr: `Votre message ne peut pas dépasser ${formatCount(LIMITS.message, 'fr')} caractères.`,
        en: `Your message cannot be longer than ${formatCount(LIMITS.message, 'en')} characters.`,
      },
    },
  },
  sent: {
    title: { fr: 'Candidature envoyée, merci', en: 'Application sent, thank you' },
    text: {
      fr: `Merci{name}. Nous avons bien reçu votre candidature${nbsp}: {position}. Nous vous appelons au {phone} pour en parler.`,
      en: 'Thank you{name}. We have received your application: {position}. We will call you on {phone} to talk about it.',
    },
    keptTitle: { fr: 'Candidature gardée sur cet appareil', en: 'Application kept on this device' },
    keptText: {
      fr: `Pas de connexion pour l'instant${nbsp}: votre candidature part toute seule dès que la connexion revient. Rien n'est perdu.`,
      en: 'No connection for now: your application will leave by itself as soon as the connection is back. Nothing is lost.',
    },
    reference: { fr: `Référence${nbsp}: {reference}`, en: 'Reference: {reference}' },
    cvTitle: { fr: `Un CV${nbsp}? Envoyez-le quand vous voulez`, en: 'A CV? Send it whenever you like' },
    cvText: {
      fr: `Pas de fichier à envoyer ici${nbsp}: si vous avez un CV ou une photo de votre diplôme, envoyez-les par WhatsApp ou par e-mail, la référence est déjà écrite.`,
      en: 'No file to upload here: if you have a CV or a photo of your diploma, send them on WhatsApp or by email, with the reference already written.',
    },
    cvWhatsapp: { fr: 'Envoyer mon CV par WhatsApp', en: 'Send my CV on WhatsApp' },
    cvEmail: { fr: 'Envoyer mon CV par e-mail', en: 'Send my CV by email' },
    /** The message already written: {reference}, {name}, {position}. */
    cvMessage: {
      fr: `Bonjour, voici mon CV pour ma candidature {reference} ({position}). {name}`,
      en: 'Hello, here is my CV for my application {reference} ({position}). {name}',
    },
    cvSubject: { fr: 'CV – candidature {reference}', en: 'CV – application {reference}' },
    again: { fr: 'Nouvelle candidature', en: 'New application' },
    failed: {
      fr: `Votre candidature n'est pas partie. Rien n'est perdu${nbsp}: vous pouvez réessayer, ou nous l'envoyer tout de suite, déjà rédigée${nbsp}:`,
      en: 'Your application was not sent. Nothing is lost: you can try again, or send it to us now, already written:',
    },
    unreachable: {
      fr: `Votre candidature n'a pas pu partir, la connexion ne passe pas. Réessayez plus tard, ou appelez-nous au {phone}.`,
      en: 'Your application could not be sent: there is no connection. Try again later, or call us on {phone}.',
    },
  },
  /** The about page's and the footer's link here. */
  aboutLink: {
    fr: `Vous aimeriez travailler avec nous${nbsp}? Découvrez nos offres d'emploi`,
    en: 'Would you like to work with us? See our vacancies',
  },
};

/** /recrutement/'s words in each language: `careers[locale].form.labels.phone`. */
export const careers = perLocale(careersSource);
export type CareersCopy = (typeof careers)['fr'];

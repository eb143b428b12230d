import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { GatewayOutcomeKind, RequestKind } from '@/lib/request/for-gateway';
import { OUTCOME_WORDS } from './outcome-words';
import type { EmailCopy, InboxView } from './model';

/*
 * The inbox's words, French first (the staff's language), English beside it. They live here and not in
 * copy/: the gateway is deployed alone and reads lib/ only. A function takes what is already written
 * (a name, « 10 h 12 ») and gives plain text, which the page escapes like any other.
 */


export interface InboxWords {
  /** The page's <title> and heading. */
  title: string;
  hello: (name: string) => string;
  /** The other language: its name, written in itself, and its code. */
  otherLanguage: { name: string; locale: Locale };
  refresh: string;
  signOut: string;
  viewsLabel: string;
  views: Record<InboxView, string>;
  kinds: Record<RequestKind, string>;
  received: (when: string) => string;
  /** A request from the other language's pages: the family is answered in its language. */
  answerIn: Record<Locale, string>;
  noName: string;
  phone: string;
  call: string;
  whatsapp: string;
  /** The label of the day (and time) a request asks for, by kind. */
  when: Record<RequestKind, string>;
  asSoonAsPossible: string;
  service: string;
  position: string;
  spontaneous: string;
  message: string;
  email: string;
  days: { today: string; yesterday: string; tomorrow: string };
  emailCopy: Record<Exclude<EmailCopy, 'sent'>, string>;
  yours: (since: string) => string;
  takenBy: (name: string, since: string) => string;
  doneBy: (name: string, when: string) => string;
  take: string;
  done: string;
  release: string;
  junk: { open: string; warning: string; confirm: string };
  /** « À vérifier »: what the list is, each group's heading, its newest request, the way to all of it and back. */
  check: {
    intro: string;
    /** « 37 demandes de la même adresse aujourd'hui », or « … depuis hier, 23 h 58 » (`since`: when the first came, not today). */
    group: (count: number, since: string | null) => string;
    newest: (when: string) => string;
    seeAll: (count: number) => string;
    back: string;
  };
  /** « Toutes indésirables »: every request of one group, behind a second tap. */
  junkGroup: { open: string; warning: (count: number) => string; confirm: (count: number) => string };
  flash: {
    taken: (reference: string) => string;
    alreadyTaken: (reference: string, name: string, since: string) => string;
    done: (reference: string) => string;
    released: (reference: string) => string;
    junk: (reference: string) => string;
    junkGroup: (count: number) => string;
    gone: (reference: string) => string;
    outcome: (reference: string, result: GatewayOutcomeKind) => string;
    notTaken: (reference: string) => string;
  };
  empty: Record<InboxView, string>;
  notStaff: { title: string; text: string; ask: string; other: string };
}

export const WORDS: Record<Locale, InboxWords> = {
  fr: {
    title: 'Boîte des demandes',
    hello: (name) => `Bonjour ${name}${nbsp}!`,
    otherLanguage: { name: 'English', locale: 'en' },
    refresh: 'Actualiser',
    signOut: 'Se déconnecter',
    viewsLabel: 'Listes des demandes',
    views: { open: 'À prendre', check: 'À vérifier', mine: 'À moi', team: 'Collègues', done: 'Traitées' },
    kinds: { appointment: 'Rendez-vous', callback: 'Rappel', application: 'Candidature' },
    received: (when) => `Reçue ${when}`,
    answerIn: { fr: 'Répondre en français', en: 'Répondre en anglais' },
    noName: '(nom non donné)',
    phone: 'Téléphone',
    call: 'Appeler',
    whatsapp: 'WhatsApp',
    when: { appointment: 'Rendez-vous souhaité', callback: 'À rappeler', application: 'Disponible' },
    asSoonAsPossible: 'dès que possible',
    service: 'Service',
    position: 'Poste',
    spontaneous: 'Candidature spontanée',
    message: 'Message',
    email: 'E-mail',
    days: { today: "aujourd'hui", yesterday: 'hier', tomorrow: 'demain' },
    emailCopy: {
      queued: "Copie e-mail en cours d'envoi",
      'over-budget': 'Pas de copie e-mail (budget du jour)',
      failing: "La copie e-mail n'a pas pu partir",
      unknown: 'Copie e-mail incertaine',
      none: 'Pas de copie e-mail',
      held: 'Pas de copie e-mail (à vérifier)',
    },
    yours: (since) => `Vous vous en occupez depuis ${since}`,
    takenBy: (name, since) => `${name} s'en occupe depuis ${since}`,
    doneBy: (name, when) => `Traitée par ${name}, ${when}`,
    take: "Je m'en occupe",
    done: 'Traitée',
    release: 'Rendre',
    junk: {
      open: 'Indésirable…',
      warning: `Seulement pour un envoi de robot ou une plaisanterie${nbsp}: la demande disparaît aussitôt de la boîte, et d'autres envois de la même adresse sont refusés un moment.`,
      confirm: 'Oui, elle est indésirable',
    },
    check: {
      intro: `Des demandes venues d'adresses internet qui en ont envoyé beaucoup, rangées par adresse. Une vraie famille peut s'y trouver (plusieurs familles partagent parfois une adresse)${nbsp}: lisez avant de tout marquer indésirable.`,
      group: (count, since) => `${count === 1 ? '1 demande de cette adresse' : `${count} demandes de la même adresse`} ${since ? `depuis ${since}` : "aujourd'hui"}`,
      newest: (when) => `La plus récente${nbsp}: ${when}`,
      seeAll: (count) => `Voir les ${count} demandes`,
      back: 'Toutes les adresses à vérifier',
    },
    junkGroup: {
      open: 'Toutes indésirables…',
      warning: (count) =>
        `Seulement si ce sont des envois de robot ou des plaisanteries${nbsp}: ${count === 1 ? 'la demande de cette adresse disparaît' : `les ${count} demandes de cette adresse disparaissent`} aussitôt de la boîte, et d'autres envois de la même adresse sont refusés un moment.`,
      confirm: (count) => (count === 1 ? 'Oui, elle est indésirable' : `Oui, les ${count} sont indésirables`),
    },
    flash: {
      taken: (reference) => `${reference} est à vous. La famille voit votre prénom et l'heure.`,
      alreadyTaken: (reference, name, since) => `${reference}${nbsp}: ${name} s'en occupe déjà depuis ${since}.`,
      done: (reference) => `${reference} est traitée. Merci${nbsp}!`,
      released: (reference) => `${reference} est rendue${nbsp}: elle attend de nouveau dans «${nbsp}À prendre${nbsp}».`,
      junk: (reference) => `${reference} est marquée indésirable et retirée de la boîte.`,
      junkGroup: (count) =>
        count === 0
          ? "Ces demandes n'étaient plus dans la boîte."
          : `${count === 1 ? 'Une demande marquée indésirable et retirée' : `${count} demandes marquées indésirables et retirées`} de la boîte${nbsp}; cette adresse est refusée un moment.`,
      gone: (reference) => `${reference} n'est plus dans la boîte${nbsp}: traitée, indésirable ou effacée.`,
      outcome: (reference, result) => `${reference}${nbsp}: «${nbsp}${OUTCOME_WORDS.fr.results[result]}${nbsp}» noté. La famille le lit sur la page de sa demande.`,
      notTaken: (reference) => `${reference} n'est plus à vous (rendue, ou jamais prise)${nbsp}: prenez-la d'abord.`,
    },
    empty: {
      open: `Aucune demande en attente. Chaque famille a quelqu'un${nbsp}: merci${nbsp}!`,
      check: `Rien à vérifier${nbsp}: aucune adresse n'a envoyé plus que d'habitude.`,
      mine: `Vous n'avez aucune demande en cours. Quand vous avez un moment, prenez-en une dans «${nbsp}À prendre${nbsp}».`,
      team: "Vos collègues n'ont aucune demande en cours.",
      done: "Les demandes que l'équipe a traitées apparaîtront ici.",
    },
    notStaff: {
      title: "Cette boîte est réservée à l'équipe",
      text: `La connexion a réussi, mais votre adresse e-mail ne fait pas partie de la liste de l'équipe du centre${nbsp}: rien de la boîte ne vous est montré.`,
      ask: `Vous faites partie de l'équipe${nbsp}? Demandez à la personne qui s'occupe du site de vous ajouter, puis rechargez cette page.`,
      other: 'Me connecter avec une autre adresse',
    },
  },
  en: {
    title: 'Requests inbox',
    hello: (name) => `Hello ${name}!`,
    otherLanguage: { name: 'Français', locale: 'fr' },
    refresh: 'Refresh',
    signOut: 'Sign out',
    viewsLabel: 'Lists of requests',
    views: { open: 'To take', check: 'To check', mine: 'Mine', team: 'Colleagues', done: 'Done' },
    kinds: { appointment: 'Appointment', callback: 'Call-back', application: 'Application' },
    received: (when) => `Received ${when}`,
    answerIn: { fr: 'Answer in French', en: 'Answer in English' },
    noName: '(no name given)',
    phone: 'Phone',
    call: 'Call',
    whatsapp: 'WhatsApp',
    when: { appointment: 'Appointment wanted', callback: 'Call back', application: 'Available' },
    asSoonAsPossible: 'as soon as possible',
    service: 'Service',
    position: 'Position',
    spontaneous: 'Open application',
    message: 'Message',
    email: 'Email',
    days: { today: 'today', yesterday: 'yesterday', tomorrow: 'tomorrow' },
    emailCopy: {
      queued: 'Email copy on its way',
      'over-budget': 'No email copy (today’s budget is spent)',
      failing: 'The email copy could not be sent',
      unknown: 'Email copy uncertain',
      none: 'No email copy',
      held: 'No email copy (to check)',
    },
    yours: (since) => `You have had it since ${since}`,
    takenBy: (name, since) => `${name} has had it since ${since}`,
    doneBy: (name, when) => `Done by ${name}, ${when}`,
    take: 'I’ll take it',
    done: 'Done',
    release: 'Give back',
    junk: {
      open: 'Junk…',
      warning: 'Only for a robot’s or a prankster’s request: it leaves the inbox at once, and more requests from the same address are refused for a while.',
      confirm: 'Yes, it is junk',
    },
    check: {
      intro: 'Requests from internet addresses that sent many, grouped by address. A real family may be among them (several families sometimes share an address): read them before marking them all as junk.',
      group: (count, since) => `${count === 1 ? '1 request from this address' : `${count} requests from the same address`} ${since ? `since ${since}` : 'today'}`,
      newest: (when) => `Newest: ${when}`,
      seeAll: (count) => `See all ${count} requests`,
      back: 'All the addresses to check',
    },
    junkGroup: {
      open: 'All junk…',
      warning: (count) =>
        `Only if they are robots’ or pranksters’ requests: ${count === 1 ? 'the request from this address leaves' : `the ${count} requests from this address leave`} the inbox at once, and more from the same address are refused for a while.`,
      confirm: (count) => (count === 1 ? 'Yes, it is junk' : `Yes, all ${count} are junk`),
    },
    flash: {
      taken: (reference) => `${reference} is yours. The family sees your first name and the time.`,
      alreadyTaken: (reference, name, since) => `${reference}: ${name} has already had it since ${since}.`,
      done: (reference) => `${reference} is done. Thank you!`,
      released: (reference) => `${reference} is given back: it waits again under “To take”.`,
      junk: (reference) => `${reference} is marked as junk and removed from the inbox.`,
      junkGroup: (count) =>
        count === 0
          ? 'Those requests were no longer in the inbox.'
          : `${count === 1 ? 'One request marked as junk and removed' : `${count} requests marked as junk and removed`} from the inbox; this address is refused for a while.`,
      gone: (reference) => `${reference} is no longer in the inbox: done, junk or deleted.`,
      outcome: (reference, result) => `${reference}: “${OUTCOME_WORDS.en.results[result]}” noted. The family reads it on its request’s page.`,
      notTaken: (reference) => `${reference} is no longer yours (given back, or never taken): take it first.`,
    },
    empty: {
      open: 'No request waiting. Every family has someone: thank you!',
      check: 'Nothing to check: no address has sent more than usual.',
      mine: 'You have no request in hand. When you have a moment, take one from “To take”.',
      team: 'Your colleagues have no request in hand.',
      done: 'The requests the team has finished will show here.',
    },
    notStaff: {
      title: 'This inbox is for the centre’s team',
      text: 'You are signed in, but your email address is not on the list of the centre’s team, so nothing of the inbox is shown to you.',
      ask: 'Are you on the team? Ask the person who looks after the website to add you, then reload this page.',
      other: 'Sign in with another address',
    },
  },
};

import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import { inboxOf, type RequestKind } from '@/lib/request/for-gateway';
import type { MarkKind } from '../marks';
import type { EmailCopy, GroupKind, InboxView } from './model';
import { FLASH_WORDS, type FlashWords } from './flash-words';
import { SET_APART_WORDS, type SetApartWords } from './set-apart-words';

/*
 * The inbox's words, French first (the staff's language), English beside it. They live here and not in
 * copy/: the gateway is deployed alone and reads lib/ only. A function takes what is already written
 * (a name, « 10 h 12 ») and gives plain text, which the page escapes like any other. Here: the page, its lists
 * and cards; apart, the words of what is set apart (set-apart-words.ts) and of what an action came to
 * (flash-words.ts), gathered here into WORDS.
 */


export interface InboxWords extends SetApartWords, FlashWords {
  /** The page's <title> and heading. */
  title: string;
  hello: (name: string) => string;
  /** The other language: its name, written in itself, and its code. */
  otherLanguage: { name: string; locale: Locale };
  refresh: string;
  signOut: string;
  viewsLabel: string;
  views: Record<InboxView, string>;
  received: (when: string) => string;
  /** A request from the other language's pages: the family is answered in its language. */
  answerIn: Record<Locale, string>;
  noName: string;
  phone: string;
  call: string;
  whatsapp: string;
  message: string;
  email: string;
  /** A day in words, and an instant: the day, then « à » its time (« aujourd'hui à 2 h », never « aujourd'hui, 2 h », read as two hours). */
  days: { today: string; yesterday: string; tomorrow: string; at: (day: string, time: string) => string };
  emailCopy: Record<Exclude<EmailCopy, 'sent'>, string>;
  yours: (since: string) => string;
  takenBy: (name: string, since: string) => string;
  doneBy: (name: string, when: string) => string;
  take: string;
  done: string;
  release: string;
  /** « Indésirable » on one request, behind a second tap (`hours`: JUNK_HOURS). */
  junk: { open: string; warning: (hours: number) => string; confirm: string };
  /** « À vérifier »: what the list is, each group's heading, its newest request, the way to all of it and back. */
  check: {
    intro: string;
    /** « 37 demandes avec le même message aujourd'hui », or « … depuis hier, 23 h 58 » (`since`: when the first came, not today). */
    group: (count: number, kind: GroupKind, since: string | null) => string;
    newest: (when: string) => string;
    seeAll: (count: number) => string;
    back: string;
  };
  empty: Record<InboxView, string>;
  notStaff: { title: string; text: string; ask: string; other: string };
}

/** A kind's name on a card and in a group's list, in a language: its definition's (lib/request/kinds/), not a word of this table. */
export const kindLabel = (kind: RequestKind, locale: Locale) => inboxOf(kind).words.label[locale];

export const WORDS: Record<Locale, InboxWords> = {
  fr: {
    title: 'Boîte des demandes',
    hello: (name) => `Bonjour ${name}${nbsp}!`,
    otherLanguage: { name: 'English', locale: 'en' },
    refresh: 'Actualiser',
    signOut: 'Se déconnecter',
    viewsLabel: 'Listes des demandes',
    views: { open: 'À prendre', check: 'À vérifier', junk: 'Indésirables', mine: 'À moi', team: 'Collègues', done: 'Traitées', visits: 'Rendez-vous' },
    received: (when) => `Reçue ${when}`,
    answerIn: { fr: 'Répondre en français', en: 'Répondre en anglais' },
    noName: '(nom non donné)',
    phone: 'Téléphone',
    call: 'Appeler',
    whatsapp: 'WhatsApp',
    message: 'Message',
    email: 'E-mail',
    days: { today: 'aujourd’hui', yesterday: 'hier', tomorrow: 'demain', at: (day, time) => `${day} à ${time}` },
    emailCopy: {
      queued: 'Copie e-mail en cours d’envoi',
      'over-budget': 'Pas de copie e-mail (budget du jour)',
      failing: 'La copie e-mail n’a pas pu partir',
      unknown: 'Copie e-mail incertaine',
      none: 'Pas de copie e-mail',
      held: 'Pas de copie e-mail (mise à part)',
      shared: 'Pas de copie e-mail (beaucoup de demandes de la même connexion aujourd’hui)',
    },
    yours: (since) => `Vous vous en occupez depuis ${since}`,
    takenBy: (name, since) => `${name} s’en occupe depuis ${since}`,
    doneBy: (name, when) => `Traitée par ${name}, ${when}`,
    take: 'Je m’en occupe',
    done: 'Traitée',
    release: 'Rendre',
    junk: {
      open: 'Indésirable…',
      warning: (hours) =>
        `Seulement pour un envoi de robot ou une plaisanterie${nbsp}: la demande va dans «${nbsp}Indésirables${nbsp}» (effacée dans ${hours}${nbsp}h, sauf si vous dites «${nbsp}Pas indésirable${nbsp}»). Pendant ${hours}${nbsp}h, une nouvelle demande qui répète son numéro, son e-mail et son message attendra dans «${nbsp}À vérifier${nbsp}»${nbsp}: vous la verrez avant de décider.`,
      confirm: 'Oui, elle est indésirable',
    },
    check: {
      intro: `Des demandes qui en répètent d’autres du jour (le même message, le même numéro, le même e-mail ou le même nom), rangées par ce qu’elles répètent. Une vraie famille peut s’y trouver${nbsp}: lisez avant de tout marquer indésirable.`,
      group: (count, kind, since) => {
        const requests = count === 1 ? '1 demande' : `${count} demandes`;
        if (kind === 'address') return `${requests} de la même adresse internet, ${count === 1 ? 'reçue' : 'reçues'} avant la mise à jour`;
        const what = ({ message: 'le même message', phone: 'le même numéro', email: 'la même adresse e-mail', name: 'le même nom' } satisfies Record<MarkKind, string>)[kind];
        return `${requests} avec ${what} ${since ? `depuis ${since}` : 'aujourd’hui'}`;
      },
      newest: (when) => `La plus récente${nbsp}: ${when}`,
      seeAll: (count) => `Voir les ${count} demandes`,
      back: 'Toutes les demandes à vérifier',
    },
    empty: {
      open: `Aucune demande en attente. Chaque famille a quelqu’un${nbsp}: merci${nbsp}!`,
      check: `Rien à vérifier${nbsp}: aucune demande n’en répète d’autres.`,
      junk: `Rien d’indésirable.`,
      mine: `Vous n’avez aucune demande en cours. Quand vous avez un moment, prenez-en une dans «${nbsp}À prendre${nbsp}».`,
      team: 'Vos collègues n’ont aucune demande en cours.',
      done: 'Les demandes que l’équipe a traitées apparaîtront ici.',
      visits: `Aucun rendez-vous ces 7 prochains jours, ni à marquer «${nbsp}Venu${nbsp}» ou «${nbsp}Absent${nbsp}».`,
    },
    notStaff: {
      title: 'Cette boîte est réservée à l’équipe',
      text: `La connexion a réussi, mais votre adresse e-mail ne fait pas partie de la liste de l’équipe du centre${nbsp}: rien de la boîte ne vous est montré.`,
      ask: `Vous faites partie de l’équipe${nbsp}? Demandez à la personne qui s’occupe du site de vous ajouter, puis rechargez cette page.`,
      other: 'Me connecter avec une autre adresse',
    },
    ...SET_APART_WORDS.fr,
    ...FLASH_WORDS.fr,
  },
  en: {
    title: 'Requests inbox',
    hello: (name) => `Hello ${name}!`,
    otherLanguage: { name: 'Français', locale: 'fr' },
    refresh: 'Refresh',
    signOut: 'Sign out',
    viewsLabel: 'Lists of requests',
    views: { open: 'To take', check: 'To check', junk: 'Junk', mine: 'Mine', team: 'Colleagues', done: 'Done', visits: 'Appointments' },
    received: (when) => `Received ${when}`,
    answerIn: { fr: 'Answer in French', en: 'Answer in English' },
    noName: '(no name given)',
    phone: 'Phone',
    call: 'Call',
    whatsapp: 'WhatsApp',
    message: 'Message',
    email: 'Email',
    days: { today: 'today', yesterday: 'yesterday', tomorrow: 'tomorrow', at: (day, time) => `${day} at ${time}` },
    emailCopy: {
      queued: 'Email copy on its way',
      'over-budget': 'No email copy (today’s budget is spent)',
      failing: 'The email copy could not be sent',
      unknown: 'Email copy uncertain',
      none: 'No email copy',
      held: 'No email copy (set apart)',
      shared: 'No email copy (many requests from the same connection today)',
    },
    yours: (since) => `You have had it since ${since}`,
    takenBy: (name, since) => `${name} has had it since ${since}`,
    doneBy: (name, when) => `Done by ${name}, ${when}`,
    take: 'I’ll take it',
    done: 'Done',
    release: 'Give back',
    junk: {
      open: 'Junk…',
      warning: (hours) =>
        `Only for a robot’s or a prankster’s request: it goes to “Junk” (deleted in ${hours} hours unless you say “Not junk”). For ${hours} hours, a new request repeating its number, email and message waits in “To check”: you see it before you decide.`,
      confirm: 'Yes, it is junk',
    },
    check: {
      intro: 'Requests that repeat others of the day (the same message, number, email or name), grouped by what they repeat. A real family may be among them: read them before marking them all as junk.',
      group: (count, kind, since) => {
        const requests = count === 1 ? '1 request' : `${count} requests`;
        if (kind === 'address') return `${requests} from the same internet address, received before the update`;
        const what = ({ message: 'the same message', phone: 'the same number', email: 'the same email address', name: 'the same name' } satisfies Record<MarkKind, string>)[kind];
        return `${requests} with ${what} ${since ? `since ${since}` : 'today'}`;
      },
      newest: (when) => `Newest: ${when}`,
      seeAll: (count) => `See all ${count} requests`,
      back: 'All the requests to check',
    },
    empty: {
      open: 'No request waiting. Every family has someone: thank you!',
      check: 'Nothing to check: no request repeats others.',
      junk: 'Nothing in junk.',
      mine: 'You have no request in hand. When you have a moment, take one from “To take”.',
      team: 'Your colleagues have no request in hand.',
      done: 'The requests the team has finished will show here.',
      visits: 'No appointment in the next 7 days, and none to mark “Came” or “Did not come”.',
    },
    notStaff: {
      title: 'This inbox is for the centre’s team',
      text: 'You are signed in, but your email address is not on the list of the centre’s team, so nothing of the inbox is shown to you.',
      ask: 'Are you on the team? Ask the person who looks after the website to add you, then reload this page.',
      other: 'Sign in with another address',
    },
    ...SET_APART_WORDS.en,
    ...FLASH_WORDS.en,
  },
};

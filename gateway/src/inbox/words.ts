import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import { inboxOf, KIND_NAMES, type GatewayOutcomeKind, type RequestKind } from '@/lib/request/for-gateway';
import { OUTCOME_WORDS } from './outcome-words';
import type { EmailCopy, GroupKind, InboxView } from './model';

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
  /** Each kind's name on a card (its definition's: lib/request/kinds/). */
  kinds: Record<RequestKind, string>;
  received: (when: string) => string;
  /** A request from the other language's pages: the family is answered in its language. */
  answerIn: Record<Locale, string>;
  noName: string;
  phone: string;
  call: string;
  whatsapp: string;
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
  /** « Toutes indésirables… »: the link to a group's sweep, then the page that shows what it takes before it is confirmed. */
  junkGroup: {
    open: string;
    title: (count: number) => string;
    what: (count: number, kind: GroupKind, hours: number) => string;
    others: string;
    onTop: string;
    more: (count: number) => string;
    confirm: (count: number) => string;
    cancel: string;
    none: string;
  };
  /** « Indésirables »: what the list is, when each is deleted, « Pas indésirable », and emptying it now. */
  bin: {
    intro: (hours: number) => string;
    deletedAt: (when: string) => string;
    notJunk: string;
    /** `shown`: how many, as the tab says it (« 99+ » past what a tab counts). */
    empty: { open: string; warning: (count: number, shown: string) => string; confirm: (count: number, shown: string) => string };
  };
  flash: {
    taken: (reference: string) => string;
    alreadyTaken: (reference: string, name: string, since: string) => string;
    done: (reference: string) => string;
    released: (reference: string) => string;
    junk: (reference: string) => string;
    notJunk: (reference: string) => string;
    junkGroup: (count: number) => string;
    emptied: (count: number) => string;
    gone: (reference: string) => string;
    outcome: (reference: string, result: GatewayOutcomeKind) => string;
    notTaken: (reference: string) => string;
  };
  empty: Record<InboxView, string>;
  notStaff: { title: string; text: string; ask: string; other: string };
}

/** Each kind's name in a language, as its definition gives it. */
const kindLabels = (locale: Locale) => Object.fromEntries(KIND_NAMES.map((kind) => [kind, inboxOf(kind).words.label[locale]])) as Record<RequestKind, string>;

export const WORDS: Record<Locale, InboxWords> = {
  fr: {
    title: 'Boîte des demandes',
    hello: (name) => `Bonjour ${name}${nbsp}!`,
    otherLanguage: { name: 'English', locale: 'en' },
    refresh: 'Actualiser',
    signOut: 'Se déconnecter',
    viewsLabel: 'Listes des demandes',
    views: { open: 'À prendre', check: 'À vérifier', junk: 'Indésirables', mine: 'À moi', team: 'Collègues', done: 'Traitées' },
    kinds: kindLabels('fr'),
    received: (when) => `Reçue ${when}`,
    answerIn: { fr: 'Répondre en français', en: 'Répondre en anglais' },
    noName: '(nom non donné)',
    phone: 'Téléphone',
    call: 'Appeler',
    whatsapp: 'WhatsApp',
    message: 'Message',
    email: 'E-mail',
    days: { today: "aujourd'hui", yesterday: 'hier', tomorrow: 'demain' },
    emailCopy: {
      queued: "Copie e-mail en cours d'envoi",
      'over-budget': 'Pas de copie e-mail (budget du jour)',
      failing: "La copie e-mail n'a pas pu partir",
      unknown: 'Copie e-mail incertaine',
      none: 'Pas de copie e-mail',
      held: 'Pas de copie e-mail (mise à part)',
      shared: "Pas de copie e-mail (beaucoup de demandes de la même connexion aujourd'hui)",
    },
    yours: (since) => `Vous vous en occupez depuis ${since}`,
    takenBy: (name, since) => `${name} s'en occupe depuis ${since}`,
    doneBy: (name, when) => `Traitée par ${name}, ${when}`,
    take: "Je m'en occupe",
    done: 'Traitée',
    release: 'Rendre',
    junk: {
      open: 'Indésirable…',
      warning: (hours) =>
        `Seulement pour un envoi de robot ou une plaisanterie${nbsp}: la demande va dans «${nbsp}Indésirables${nbsp}» (effacée dans ${hours}${nbsp}h, sauf si vous dites «${nbsp}Pas indésirable${nbsp}»), et les prochaines avec le même numéro, le même e-mail ou le même message y vont aussi pendant ${hours}${nbsp}h.`,
      confirm: 'Oui, elle est indésirable',
    },
    check: {
      intro: `Des demandes qui en répètent d'autres du jour (le même message, le même numéro, le même e-mail ou le même nom), rangées par ce qu'elles répètent. Une vraie famille peut s'y trouver${nbsp}: lisez avant de tout marquer indésirable.`,
      group: (count, kind, since) => {
        const requests = count === 1 ? '1 demande' : `${count} demandes`;
        if (kind === 'address') return `${requests} de la même adresse internet, ${count === 1 ? 'reçue' : 'reçues'} avant la mise à jour`;
        const what = { message: 'le même message', phone: 'le même numéro', email: 'la même adresse e-mail', name: 'le même nom' }[kind];
        return `${requests} avec ${what} ${since ? `depuis ${since}` : "aujourd'hui"}`;
      },
      newest: (when) => `La plus récente${nbsp}: ${when}`,
      seeAll: (count) => `Voir les ${count} demandes`,
      back: 'Toutes les demandes à vérifier',
    },
    junkGroup: {
      open: 'Toutes indésirables…',
      title: (count) => (count === 1 ? `Marquer cette demande indésirable${nbsp}?` : `Marquer ces ${count} demandes indésirables${nbsp}?`),
      what: (count, kind, hours) => {
        const what = { message: 'le même message', phone: 'le même numéro', email: 'la même adresse e-mail', name: 'le même nom', address: 'la même adresse internet' }[kind];
        const these = count === 1 ? 'Elle va' : 'Elles vont';
        const future = kind === 'name' || kind === 'address' ? '' : ` Pendant ${hours}${nbsp}h, les prochaines demandes avec ${what} y iront aussi.`;
        return `${these} dans «${nbsp}Indésirables${nbsp}»${nbsp}: ${count === 1 ? 'gardée' : 'gardées'} ${hours}${nbsp}h (vous pouvez encore dire «${nbsp}Pas indésirable${nbsp}»), puis ${count === 1 ? 'effacée' : 'effacées'}.${future}`;
      },
      others: `Les autres demandes, même venues de la même connexion, ne changent pas.`,
      onTop: `dans «${nbsp}À prendre${nbsp}»`,
      more: (count) => `… et ${count} ${count === 1 ? 'autre, plus ancienne' : 'autres, plus anciennes'}.`,
      confirm: (count) => (count === 1 ? 'Oui, elle est indésirable' : `Oui, les ${count} sont indésirables`),
      cancel: 'Annuler',
      none: `Plus rien à marquer${nbsp}: ces demandes ont été prises ou déjà mises à part.`,
    },
    bin: {
      intro: (hours) =>
        `Des demandes qui répètent ce que l'équipe a marqué indésirable. Elles sont gardées ${hours}${nbsp}h, puis effacées${nbsp}; tant qu'elles sont là, la famille voit «${nbsp}reçue${nbsp}». Une vraie demande${nbsp}? Touchez «${nbsp}Pas indésirable${nbsp}»${nbsp}: elle revient dans «${nbsp}À prendre${nbsp}».`,
      deletedAt: (when) => `Effacée ${when}`,
      notJunk: 'Pas indésirable',
      empty: {
        open: 'Tout effacer maintenant…',
        warning: (count, shown) => `${count === 1 ? 'La demande indésirable est effacée' : `Les ${shown} demandes indésirables sont effacées`} aussitôt${nbsp}: si l'une était vraie, sa famille ne verrait plus «${nbsp}reçue${nbsp}».`,
        confirm: (count, shown) => (count === 1 ? "Oui, l'effacer" : `Oui, effacer les ${shown}`),
      },
    },
    flash: {
      taken: (reference) => `${reference} est à vous. La famille voit votre prénom et l'heure.`,
      alreadyTaken: (reference, name, since) => `${reference}${nbsp}: ${name} s'en occupe déjà depuis ${since}.`,
      done: (reference) => `${reference} est traitée. Merci${nbsp}!`,
      released: (reference) => `${reference} est rendue${nbsp}: elle attend de nouveau dans «${nbsp}À prendre${nbsp}».`,
      junk: (reference) => `${reference} est dans «${nbsp}Indésirables${nbsp}»${nbsp}; les prochaines avec le même numéro, e-mail ou message y iront aussi un moment.`,
      notJunk: (reference) => `${reference} n'est pas indésirable${nbsp}: elle est de retour dans «${nbsp}À prendre${nbsp}».`,
      junkGroup: (count) =>
        count === 0
          ? "Ces demandes n'étaient plus à vérifier."
          : `${count === 1 ? '1 demande est' : `${count} demandes sont`} dans «${nbsp}Indésirables${nbsp}»${nbsp}; les prochaines qui répètent la même chose y iront aussi un moment.`,
      emptied: (count) => (count === 1 ? '1 demande indésirable effacée.' : `${count} demandes indésirables effacées.`),
      gone: (reference) => `${reference} n'est plus dans la boîte${nbsp}: traitée, indésirable ou effacée.`,
      outcome: (reference, result) => `${reference}${nbsp}: «${nbsp}${OUTCOME_WORDS.fr.results[result]}${nbsp}» noté. La famille le lit sur la page de sa demande.`,
      notTaken: (reference) => `${reference} n'est plus à vous (rendue, ou jamais prise)${nbsp}: prenez-la d'abord.`,
    },
    empty: {
      open: `Aucune demande en attente. Chaque famille a quelqu'un${nbsp}: merci${nbsp}!`,
      check: `Rien à vérifier${nbsp}: aucune demande n'en répète d'autres.`,
      junk: `Rien d'indésirable.`,
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
    views: { open: 'To take', check: 'To check', junk: 'Junk', mine: 'Mine', team: 'Colleagues', done: 'Done' },
    kinds: kindLabels('en'),
    received: (when) => `Received ${when}`,
    answerIn: { fr: 'Answer in French', en: 'Answer in English' },
    noName: '(no name given)',
    phone: 'Phone',
    call: 'Call',
    whatsapp: 'WhatsApp',
    message: 'Message',
    email: 'Email',
    days: { today: 'today', yesterday: 'yesterday', tomorrow: 'tomorrow' },
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
        `Only for a robot’s or a prankster’s request: it goes to “Junk” (deleted in ${hours} hours unless you say “Not junk”), and the next ones with the same number, email or message go there too for ${hours} hours.`,
      confirm: 'Yes, it is junk',
    },
    check: {
      intro: 'Requests that repeat others of the day (the same message, number, email or name), grouped by what they repeat. A real family may be among them: read them before marking them all as junk.',
      group: (count, kind, since) => {
        const requests = count === 1 ? '1 request' : `${count} requests`;
        if (kind === 'address') return `${requests} from the same internet address, received before the update`;
        const what = { message: 'the same message', phone: 'the same number', email: 'the same email address', name: 'the same name' }[kind];
        return `${requests} with ${what} ${since ? `since ${since}` : 'today'}`;
      },
      newest: (when) => `Newest: ${when}`,
      seeAll: (count) => `See all ${count} requests`,
      back: 'All the requests to check',
    },
    junkGroup: {
      open: 'All junk…',
      title: (count) => (count === 1 ? 'Mark this request as junk?' : `Mark these ${count} requests as junk?`),
      what: (count, kind, hours) => {
        const what = { message: 'the same message', phone: 'the same number', email: 'the same email address', name: 'the same name', address: 'the same internet address' }[kind];
        const future = kind === 'name' || kind === 'address' ? '' : ` For ${hours} hours, the next requests with ${what} go there too.`;
        return `${count === 1 ? 'It goes' : 'They go'} to “Junk”: kept ${hours} hours (you can still say “Not junk”), then deleted.${future}`;
      },
      others: 'Other requests, even from the same connection, do not change.',
      onTop: 'in “To take”',
      more: (count) => `… and ${count} ${count === 1 ? 'older one' : 'older ones'}.`,
      confirm: (count) => (count === 1 ? 'Yes, it is junk' : `Yes, all ${count} are junk`),
      cancel: 'Cancel',
      none: 'Nothing left to mark: those requests were taken or set apart already.',
    },
    bin: {
      intro: (hours) =>
        `Requests that repeat what the team marked as junk. They are kept ${hours} hours, then deleted; while they are here, the family sees “received”. A real request? Tap “Not junk”: it goes back to “To take”.`,
      deletedAt: (when) => `Deleted ${when}`,
      notJunk: 'Not junk',
      empty: {
        open: 'Delete all now…',
        warning: (count, shown) => `${count === 1 ? 'The junk request is' : `The ${shown} junk requests are`} deleted at once: if one was real, its family would no longer see “received”.`,
        confirm: (count, shown) => (count === 1 ? 'Yes, delete it' : `Yes, delete all ${shown}`),
      },
    },
    flash: {
      taken: (reference) => `${reference} is yours. The family sees your first name and the time.`,
      alreadyTaken: (reference, name, since) => `${reference}: ${name} has already had it since ${since}.`,
      done: (reference) => `${reference} is done. Thank you!`,
      released: (reference) => `${reference} is given back: it waits again under “To take”.`,
      junk: (reference) => `${reference} is in “Junk”; the next ones with the same number, email or message will go there too for a while.`,
      notJunk: (reference) => `${reference} is not junk: it is back under “To take”.`,
      junkGroup: (count) =>
        count === 0 ? 'Those requests were no longer to check.' : `${count === 1 ? '1 request is' : `${count} requests are`} in “Junk”; the next ones that repeat the same will go there too for a while.`,
      emptied: (count) => (count === 1 ? '1 junk request deleted.' : `${count} junk requests deleted.`),
      gone: (reference) => `${reference} is no longer in the inbox: done, junk or deleted.`,
      outcome: (reference, result) => `${reference}: “${OUTCOME_WORDS.en.results[result]}” noted. The family reads it on its request’s page.`,
      notTaken: (reference) => `${reference} is no longer yours (given back, or never taken): take it first.`,
    },
    empty: {
      open: 'No request waiting. Every family has someone: thank you!',
      check: 'Nothing to check: no request repeats others.',
      junk: 'Nothing in junk.',
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

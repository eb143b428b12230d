import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import { STRONG_MARKS } from '../marks';
import type { GroupKind } from './model';

/*
 * The inbox's words for what the staff set apart (words.ts holds the rest, and gathers these into its WORDS): a
 * group's sweep before it is confirmed (« Toutes indésirables… », inbox/group.ts) and « Indésirables » (render.ts).
 */

export interface SetApartWords {
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
    /** `count`: the requests the page shows, which it deletes (no other); `more`: the page is full, older ones may wait past it. */
    empty: { open: string; warning: (count: number, more: boolean) => string; confirm: (count: number) => string };
  };
}

/** Whether a group's sweep marks what its requests share junk: a strong mark's group (marks.ts), not a name's nor an address's. */
const marksJunk = (kind: GroupKind) => (STRONG_MARKS as readonly GroupKind[]).includes(kind);

export const SET_APART_WORDS: Record<Locale, SetApartWords> = {
  fr: {
    junkGroup: {
      open: 'Toutes indésirables…',
      title: (count) => (count === 1 ? `Marquer cette demande indésirable${nbsp}?` : `Marquer ces ${count} demandes indésirables${nbsp}?`),
      what: (count, kind, hours) => {
        const what = ({ message: 'le même message', phone: 'le même numéro', email: 'la même adresse e-mail', name: 'le même nom', address: 'la même adresse internet' } satisfies Record<GroupKind, string>)[kind];
        const these = count === 1 ? 'Elle va' : 'Elles vont';
        const future = marksJunk(kind) ? ` Pendant ${hours}${nbsp}h, une nouvelle demande avec ${what} et le reste de ce qu’elles ont en commun attendra dans «${nbsp}À vérifier${nbsp}», nommée sur les téléphones${nbsp}: vous la verrez avant de décider.` : '';
        return `${these} dans «${nbsp}Indésirables${nbsp}»${nbsp}: ${count === 1 ? 'gardée' : 'gardées'} ${hours}${nbsp}h (vous pouvez encore dire «${nbsp}Pas indésirable${nbsp}»), puis ${count === 1 ? 'effacée' : 'effacées'}.${future}`;
      },
      others: `Les autres demandes, même venues de la même connexion, ne changent pas.`,
      onTop: `dans «${nbsp}À prendre${nbsp}»`,
      more: (count) => `… et ${count} ${count === 1 ? 'autre, plus ancienne, qui reste' : 'autres, plus anciennes, qui restent'} dans «${nbsp}À vérifier${nbsp}»${nbsp}: seules les demandes de cette liste sont marquées. La suivante vous les montrera.`,
      confirm: (count) => (count === 1 ? 'Oui, elle est indésirable' : `Oui, les ${count} sont indésirables`),
      cancel: 'Annuler',
      none: `Plus rien à marquer${nbsp}: ces demandes ont été prises ou déjà mises à part.`,
    },
    bin: {
      intro: (hours) =>
        `Des demandes que l’équipe a marquées indésirables, une à une ou avec leur groupe. Elles sont gardées ${hours}${nbsp}h, puis effacées${nbsp}; tant qu’elles sont là, la famille voit «${nbsp}reçue${nbsp}». Une vraie demande${nbsp}? Touchez «${nbsp}Pas indésirable${nbsp}»${nbsp}: elle revient dans «${nbsp}À prendre${nbsp}».`,
      deletedAt: (when) => `Effacée ${when}`,
      notJunk: 'Pas indésirable',
      empty: {
        open: 'Tout effacer maintenant…',
        warning: (count, more) =>
          `${count === 1 ? 'La demande de cette page est effacée' : `Les ${count} demandes de cette page sont effacées`} aussitôt${nbsp}: si l’une était vraie, sa famille ne verrait plus «${nbsp}reçue${nbsp}».${more ? ` Celles qui n’y sont pas, plus anciennes, restent${nbsp}: elles s’afficheront ensuite.` : ''}`,
        confirm: (count) => (count === 1 ? 'Oui, l’effacer' : `Oui, effacer ces ${count}`),
      },
    },
  },
  en: {
    junkGroup: {
      open: 'All junk…',
      title: (count) => (count === 1 ? 'Mark this request as junk?' : `Mark these ${count} requests as junk?`),
      what: (count, kind, hours) => {
        const what = ({ message: 'the same message', phone: 'the same number', email: 'the same email address', name: 'the same name', address: 'the same internet address' } satisfies Record<GroupKind, string>)[kind];
        const future = marksJunk(kind) ? ` For ${hours} hours, a new request with ${what} and the rest of what they share waits in “To check”, named on the phones: you see it before you decide.` : '';
        return `${count === 1 ? 'It goes' : 'They go'} to “Junk”: kept ${hours} hours (you can still say “Not junk”), then deleted.${future}`;
      },
      others: 'Other requests, even from the same connection, do not change.',
      onTop: 'in “To take”',
      more: (count) => `… and ${count} ${count === 1 ? 'older one, which stays' : 'older ones, which stay'} in “To check”: only the requests of this list are marked. The next one shows ${count === 1 ? 'it' : 'them'}.`,
      confirm: (count) => (count === 1 ? 'Yes, it is junk' : `Yes, all ${count} are junk`),
      cancel: 'Cancel',
      none: 'Nothing left to mark: those requests were taken or set apart already.',
    },
    bin: {
      intro: (hours) =>
        `Requests the team marked as junk, one by one or with their group. They are kept ${hours} hours, then deleted; while they are here, the family sees “received”. A real request? Tap “Not junk”: it goes back to “To take”.`,
      deletedAt: (when) => `Deleted ${when}`,
      notJunk: 'Not junk',
      empty: {
        open: 'Delete all now…',
        warning: (count, more) =>
          `${count === 1 ? 'The request on this page is' : `The ${count} requests on this page are`} deleted at once: if one was real, its family would no longer see “received”.${more ? ' Older ones not on it stay: they show next.' : ''}`,
        confirm: (count) => (count === 1 ? 'Yes, delete it' : `Yes, delete these ${count}`),
      },
    },
  },
};

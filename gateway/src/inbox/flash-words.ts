import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { GatewayOutcomeKind } from '@/lib/request/for-gateway';
import type { FLASHES, FlashKind } from './flash';
import type { VisitDone } from '../visits/fields';
import type { ReplyOutcome } from '../thread/reply';
import { THREAD_WORDS } from './thread-words';
import { VISIT_WORDS } from './visit-words';
import { OUTCOME_WORDS } from './outcome-words';

/*
 * What an action came to, said on the page after it (render.ts, the flash): the inbox's words for it, which
 * words.ts gathers into its WORDS.
 */

/** How each flash is said, from what it carries (flash.ts, FLASHES: a new flash has its words here). */
interface Said {
  reference: (reference: string) => string;
  count: (count: number) => string;
  taker: (reference: string, name: string, since: string) => string;
  result: (reference: string, result: GatewayOutcomeKind) => string;
  step: (reference: string, step: VisitDone) => string;
  said: (reference: string, said: ReplyOutcome) => string;
}

export interface FlashWords {
  flash: { [K in FlashKind]: Said[(typeof FLASHES)[K]] };
}

export const FLASH_WORDS: Record<Locale, FlashWords> = {
  fr: {
    flash: {
      taken: (reference) => `${reference} est à vous. La famille voit votre prénom et l’heure.`,
      'already-taken': (reference, name, since) => `${reference}${nbsp}: ${name} s’en occupe déjà depuis ${since}.`,
      done: (reference) => `${reference} est traitée. Merci${nbsp}!`,
      released: (reference) => `${reference} est rendue${nbsp}: elle attend de nouveau dans «${nbsp}À prendre${nbsp}».`,
      junk: (reference) => `${reference} est dans «${nbsp}Indésirables${nbsp}»${nbsp}; celles qui la répètent attendront un moment dans «${nbsp}À vérifier${nbsp}».`,
      'not-junk': (reference) => `${reference} n’est pas indésirable${nbsp}: elle est de retour dans «${nbsp}À prendre${nbsp}».`,
      'junk-group': (count) =>
        count === 0
          ? 'Ces demandes n’étaient plus à vérifier.'
          : `${count === 1 ? '1 demande est' : `${count} demandes sont`} dans «${nbsp}Indésirables${nbsp}»${nbsp}; celles qui les répètent attendront un moment dans «${nbsp}À vérifier${nbsp}».`,
      emptied: (count) => (count === 1 ? '1 demande indésirable effacée.' : `${count} demandes indésirables effacées.`),
      gone: (reference) => `${reference} n’est plus dans la boîte${nbsp}: traitée, indésirable ou effacée.`,
      outcome: (reference, result) => `${reference}${nbsp}: «${nbsp}${OUTCOME_WORDS.fr.results[result]}${nbsp}» noté. La famille le lit sur la page de sa demande.`,
      'not-taken': (reference) => `${reference} n’est plus à vous (rendue, ou jamais prise)${nbsp}: prenez-la d’abord.`,
      visit: (reference, step) => VISIT_WORDS.fr.flash.done(reference, step),
      'visit-refused': (reference) => VISIT_WORDS.fr.flash.refused(reference),
      reply: (reference, said) => THREAD_WORDS.fr.outcomes[said](reference),
    },
  },
  en: {
    flash: {
      taken: (reference) => `${reference} is yours. The family sees your first name and the time.`,
      'already-taken': (reference, name, since) => `${reference}: ${name} has already had it since ${since}.`,
      done: (reference) => `${reference} is done. Thank you!`,
      released: (reference) => `${reference} is given back: it waits again under “To take”.`,
      junk: (reference) => `${reference} is in “Junk”; those repeating it will wait a while in “To check”.`,
      'not-junk': (reference) => `${reference} is not junk: it is back under “To take”.`,
      'junk-group': (count) =>
        count === 0 ? 'Those requests were no longer to check.' : `${count === 1 ? '1 request is' : `${count} requests are`} in “Junk”; those repeating them will wait a while in “To check”.`,
      emptied: (count) => (count === 1 ? '1 junk request deleted.' : `${count} junk requests deleted.`),
      gone: (reference) => `${reference} is no longer in the inbox: done, junk or deleted.`,
      outcome: (reference, result) => `${reference}: “${OUTCOME_WORDS.en.results[result]}” noted. The family reads it on its request’s page.`,
      'not-taken': (reference) => `${reference} is no longer yours (given back, or never taken): take it first.`,
      visit: (reference, step) => VISIT_WORDS.en.flash.done(reference, step),
      'visit-refused': (reference) => VISIT_WORDS.en.flash.refused(reference),
      reply: (reference, said) => THREAD_WORDS.en.outcomes[said](reference),
    },
  },
};

import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import { capitalised } from '@/lib/hours';
import { inboxOf, type GatewayOutcomeKind, type RequestKind } from '@/lib/request/for-gateway';

/** What « Appelée » with a day agrees for a kind, in a language (its definition's: « rendez-vous », « entretien »). */
const meeting = (kind: RequestKind, locale: Locale) => inboxOf(kind).words.meeting[locale];

/*
 * The inbox's words after « Je m'en occupe » (issue 73; inbox/outcome.ts draws them): the call's outcome in a tap,
 * the last one on the card, a request raised again, and the journal. French first, English beside it, as words.ts.
 * A function takes what is already written (« 10 h 20 », « lundi 7 décembre ») and gives plain text.
 */

export interface OutcomeWords {
  /** Above the three buttons. */
  heading: string;
  /** Each button, and how the card and the journal name the outcome. */
  results: Record<GatewayOutcomeKind, string>;
  /** « Appelée »'s optional day and time agreed, behind a tap: its summary (an appointment, an interview), its fields. */
  agreed: { open: (kind: RequestKind) => string; day: string; time: string; hint: string };
  /** « Pas de réponse »'s time: « Je rappelle à »; and, when an hour on the centre is closed, what its time is (« aujourd'hui à 8 h »). */
  callAgainAt: string;
  callAgainOffered: (when: string) => string;
  /** The last outcome on the card: « Pas de réponse à 10 h 20 ; rappel prévu vers 14 h ». */
  last: {
    called: (when: string, agreed: string | null, kind: RequestKind) => string;
    noAnswer: (when: string, callback: string) => string;
    whatsapp: (when: string) => string;
  };
  /** « Lundi 7 décembre à 10 h » (a day, and its time if any). */
  agreedOn: (day: string, time: string | null) => string;
  /** On a card nobody took: it was raised again. */
  raised: (when: string) => string;
  journal: {
    title: (count: number) => string;
    received: string;
    notified: string;
    raised: string;
    taken: (name: string) => string;
    outcome: (name: string, said: string) => string;
    /** The time she promised to call again came with no new outcome: the phones told. */
    reminded: string;
    released: (name: string) => string;
    handedBack: string;
    /** Given back by the gateway after a promised call with no news since. */
    promiseLapsed: string;
    done: (name: string) => string;
    junk: (name: string) => string;
    notJunk: (name: string) => string;
  };
}

export const OUTCOME_WORDS: Record<Locale, OutcomeWords> = {
  fr: {
    heading: 'Résultat de l’appel',
    results: { called: 'Appelée', 'no-answer': 'Pas de réponse', whatsapp: 'Message WhatsApp envoyé' },
    agreed: {
      open: (kind) => `${capitalised(meeting(kind, 'fr'))} fixé…`,
      day: 'Jour',
      time: 'Heure',
      hint: `Remplissez si un jour est convenu au téléphone, puis touchez «${nbsp}Appelée${nbsp}»${nbsp}: la famille le lit.`,
    },
    callAgainAt: 'Je rappelle à',
    callAgainOffered: (when) => `Proposé à l’ouverture du centre${nbsp}: ${when}.`,
    last: {
      called: (when, agreed, kind) => `Appelée ${when}${agreed ? `${nbsp}; ${meeting(kind, 'fr')} ${agreed}` : ''}`,
      noAnswer: (when, callback) => `Pas de réponse ${when}${nbsp}; rappel prévu ${callback}`,
      whatsapp: (when) => `Message WhatsApp envoyé ${when}`,
    },
    agreedOn: (day, time) => (time ? `${day} à ${time}` : day),
    raised: (when) => `Relancée ${when}${nbsp}: personne ne l’avait prise`,
    journal: {
      title: (count) => `Journal (${count})`,
      received: 'Reçue',
      notified: 'Annoncée sur les téléphones',
      raised: `Relancée sur les téléphones${nbsp}: personne ne l’avait prise`,
      taken: (name) => `Prise par ${name}`,
      outcome: (name, said) => `${name}${nbsp}: ${said}`,
      reminded: `Heure du rappel promis${nbsp}: les téléphones prévenus`,
      released: (name) => `Rendue par ${name}`,
      handedBack: `Rendue à «${nbsp}À prendre${nbsp}»${nbsp}: pas de résultat d’appel à temps`,
      promiseLapsed: `Rendue à «${nbsp}À prendre${nbsp}»${nbsp}: pas de nouvelles après le rappel promis`,
      done: (name) => `Traitée par ${name}`,
      junk: (name) => `Marquée indésirable par ${name}`,
      notJunk: (name) => `Pas indésirable, dit ${name}${nbsp}: de nouveau à prendre`,
    },
  },
  en: {
    heading: 'Outcome of the call',
    results: { called: 'Called', 'no-answer': 'No answer', whatsapp: 'WhatsApp message sent' },
    agreed: {
      open: (kind) => `${capitalised(meeting(kind, 'en'))} agreed…`,
      day: 'Day',
      time: 'Time',
      hint: 'Fill these in if a day was agreed on the phone, then tap “Called”: the family reads it.',
    },
    callAgainAt: 'I’ll call again at',
    callAgainOffered: (when) => `Offered for when the centre opens: ${when}.`,
    last: {
      called: (when, agreed, kind) => `Called ${when}${agreed ? `; ${meeting(kind, 'en')} ${agreed}` : ''}`,
      noAnswer: (when, callback) => `No answer ${when}; calling again ${callback}`,
      whatsapp: (when) => `WhatsApp message sent ${when}`,
    },
    agreedOn: (day, time) => (time ? `${day} at ${time}` : day),
    raised: (when) => `Raised again ${when}: nobody had taken it`,
    journal: {
      title: (count) => `Journal (${count})`,
      received: 'Received',
      notified: 'Announced on the phones',
      raised: 'Raised again on the phones: nobody had taken it',
      taken: (name) => `Taken by ${name}`,
      outcome: (name, said) => `${name}: ${said}`,
      reminded: 'Promised call-back due: the phones reminded',
      released: (name) => `Given back by ${name}`,
      handedBack: 'Given back to “To take”: no outcome of a call in time',
      promiseLapsed: 'Given back to “To take”: no news after the promised call-back',
      done: (name) => `Done by ${name}`,
      junk: (name) => `Marked as junk by ${name}`,
      notJunk: (name) => `Not junk, said ${name}: to take again`,
    },
  },
};

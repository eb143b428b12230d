import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { VisitAnswer } from '@/lib/request/for-gateway';
import type { CancelReason } from '../visits/model';
import { MESSAGE_WORDS, type MessageWords } from './visit-message-words';
import type { VisitDone } from '../visits/fields';
import type { VisitStep } from '../visits/journal-facts';
import { VISIT_RESULTS, type VisitResult } from '../visits/results';

/*
 * The inbox's words about a visit agreed on the phone (issue 77): its panel on the card (visit-panel.ts), its forms,
 * the list « Rendez-vous » (visits-list.ts), its journal's lines and the flashes. French first, English beside it, as
 * words.ts. A function takes what is already written (« mardi 1er décembre à 11 h », « Awa ») and gives plain text.
 */

export interface VisitWords extends Omit<MessageWords, 'journal'> {
  /** The list's tab and heading. */
  list: string;
  panel: string;
  /** « avec Awa »: who comes, after where (lib/request/visit/words.ts, placeWords: « à domicile (Bastos) »). */
  with: (name: string) => string;
  states: { booked: string; cancelled: (reason: string) => string };
  reasons: Record<CancelReason, string>;
  /** The form's parts: place, district, who, reason; « Rendez-vous fixé… » is the outcome's. */
  form: { place: string; centre: string; home: string; district: string; noDistrict: string; with: string; nobody: string; reason: string; move: string; moveOpen: string; cancelOpen: string; cancel: string; cancelWarning: string; day: string; time: string };
  waiting: string;
  /** The family's answer to this revision, and when it came (« à 11 h 33 », « hier à 9 h »). */
  answers: Record<VisitAnswer, (when: string) => string>;
  journal: {
    step: (name: string, step: VisitStep, said: string) => string;
    message: MessageWords['journal'];
    answered: (answer: VisitAnswer) => string;
    /** Consent withdrawn: by a member of staff, or by the family (« STOP »). */
    consent: (name: string | undefined) => string;
  };
  flash: { done: (reference: string, step: VisitDone) => string; refused: (reference: string) => string };
  /** Who comes changed with no message (issue 83): the family reads it on its page. */
  withChanged: (name: string, when: string) => string;
  /**
   * The family's consent, as the card says it before the call (issue 83): it asked for the messages (and gave no number
   * to write to), did not, or withdrew it since (when: « à 11 h 33 »); the button that withdraws it, and what it does.
   */
  consent: { asked: string; noPhone: string; notAsked: string; off: (when: string) => string; withdraw: string; warning: string };
  /** No message leaves while the gateway's settings have a problem (issue 83). */
  held: (problems: string) => string;
  /** The list: its days (today with its date in words), its print button and the sheet's time, a day without a visit. */
  days: { past: string; today: (day: string) => string; tomorrow: string; week: string };
  print: string;
  printedAt: (time: string) => string;
  noneToday: string;
  revision: (rev: number) => string;
}

export const VISIT_WORDS: Record<Locale, VisitWords> = {
  fr: {
    list: 'Rendez-vous',
    panel: 'Rendez-vous',
    with: (name) => `avec ${name}`,
    states: { booked: 'Prévu', cancelled: (reason) => `Annulé${nbsp}: ${reason}` },
    reasons: { family: 'à la demande de la famille', centre: 'le centre ne peut pas', mistake: 'rendez-vous en double ou erreur' },
    form: {
      place: 'Où',
      centre: 'Au centre',
      home: 'À domicile',
      district: 'Quartier',
      noDistrict: 'Quartier non précisé',
      with: 'Avec',
      nobody: 'Personne en particulier',
      reason: 'Pourquoi',
      move: 'Déplacer',
      moveOpen: 'Déplacer…',
      cancelOpen: 'Annuler…',
      cancel: 'Oui, annuler le rendez-vous',
      cancelWarning: 'La famille verra que le rendez-vous est annulé (pas la raison). Appelez-la pour le lui dire.',
      day: 'Jour',
      time: 'Heure',
    },
    ...MESSAGE_WORDS.fr,
    waiting: 'à venir',
    answers: { coming: (when) => `La famille sera là (réponse ${when})`, change: (when) => `La famille doit changer le rendez-vous (demande ${when})${nbsp}: appelez-la` },
    journal: {
      step: (name, step, said) => `${name}${nbsp}: ${VISIT_STEP_FR[step]}${said ? ` ${said}` : ''}`,
      message: MESSAGE_WORDS.fr.journal,
      answered: (answer) => (answer === 'coming' ? `La famille${nbsp}: «${nbsp}Je serai là${nbsp}»` : `La famille${nbsp}: «${nbsp}Je dois changer${nbsp}»`),
      consent: (name) => (name ? `${name}${nbsp}: plus de messages à la famille` : `La famille${nbsp}: plus de messages («${nbsp}STOP${nbsp}»)`),
    },
    flash: {
      done: (reference, step) => `${reference}${nbsp}: ${DONE_FR(step)}.`,
      refused: (reference) => `${reference}${nbsp}: rien n’a changé (le rendez-vous n’est plus à venir, pas encore à son heure, ou un champ manque).`,
    },
    withChanged: (name, when) => `Avec ${name} depuis ${when}${nbsp}: pas de nouveau message (la famille le lit sur sa page).`,
    consent: {
      asked: 'La famille a demandé la confirmation par WhatsApp ou SMS.',
      noPhone: `La famille a demandé la confirmation par WhatsApp ou SMS, mais son numéro ne permet pas de lui écrire${nbsp}: appelez-la.`,
      notAsked: 'La famille n’a pas demandé de messages.',
      off: (when) => `La famille ne veut plus de messages (noté ${when}).`,
      withdraw: 'Ne plus envoyer de messages',
      warning: 'Plus aucune confirmation ni aucun rappel ne partira pour cette demande. À faire quand la famille le demande.',
    },
    held: (problems) => `Aucun message ne part${nbsp}: un réglage de la passerelle est à corriger (${problems}). Appelez la famille en attendant.`,
    days: { past: 'Passés, à marquer', today: (day) => `Aujourd’hui, ${day}`, tomorrow: 'Demain', week: 'Les 7 jours suivants' },
    print: 'Imprimer la liste du jour',
    printedAt: (time) => `Liste imprimée à ${time}.`,
    noneToday: 'Aucun rendez-vous ce jour.',
    revision: (rev) => (rev > 1 ? `déplacé ${rev - 1} fois` : ''),
  },
  en: {
    list: 'Appointments',
    panel: 'Appointment',
    with: (name) => `with ${name}`,
    states: { booked: 'Booked', cancelled: (reason) => `Cancelled: ${reason}` },
    reasons: { family: 'at the family’s request', centre: 'the centre cannot', mistake: 'a duplicate or a mistake' },
    form: {
      place: 'Where',
      centre: 'At the centre',
      home: 'At home',
      district: 'District',
      noDistrict: 'District not given',
      with: 'With',
      nobody: 'No one in particular',
      reason: 'Why',
      move: 'Move',
      moveOpen: 'Move…',
      cancelOpen: 'Cancel…',
      cancel: 'Yes, cancel the appointment',
      cancelWarning: 'The family will see that the appointment is cancelled (not why). Call them to tell them.',
      day: 'Day',
      time: 'Time',
    },
    ...MESSAGE_WORDS.en,
    waiting: 'to come',
    answers: { coming: (when) => `The family will be there (answer ${when})`, change: (when) => `The family needs to change the appointment (asked ${when}): call them` },
    journal: {
      step: (name, step, said) => `${name}: ${VISIT_STEP_EN[step]}${said ? ` ${said}` : ''}`,
      message: MESSAGE_WORDS.en.journal,
      answered: (answer) => (answer === 'coming' ? 'The family: “I’ll be there”' : 'The family: “I need to change it”'),
      consent: (name) => (name ? `${name}: no more messages to the family` : 'The family: no more messages (“STOP”)'),
    },
    flash: {
      done: (reference, step) => `${reference}: ${DONE_EN(step)}.`,
      refused: (reference) => `${reference}: nothing changed (the appointment is no longer to come, not yet at its time, or a field is missing).`,
    },
    withChanged: (name, when) => `With ${name} since ${when}: no new message (the family reads it on its page).`,
    consent: {
      asked: 'The family asked for the confirmation by WhatsApp or SMS.',
      noPhone: 'The family asked for the confirmation by WhatsApp or SMS, but its number cannot be written to: call them.',
      notAsked: 'The family did not ask for messages.',
      off: (when) => `The family wants no more messages (noted ${when}).`,
      withdraw: 'Stop sending messages',
      warning: 'No confirmation or reminder will leave for this request any more. Do it when the family asks.',
    },
    held: (problems) => `No message leaves: a setting of the gateway needs fixing (${problems}). Call the family meanwhile.`,
    days: { past: 'Past, to mark', today: (day) => `Today, ${day}`, tomorrow: 'Tomorrow', week: 'The next 7 days' },
    print: 'Print today’s list',
    printedAt: (time) => `List printed at ${time}.`,
    noneToday: 'No appointment that day.',
    revision: (rev) => (rev > 1 ? `moved ${rev - 1} time${rev > 2 ? 's' : ''}` : ''),
  },
};

const VISIT_STEP_FR: Record<VisitStep, string> = { agreed: 'rendez-vous fixé', moved: 'rendez-vous déplacé', cancelled: 'rendez-vous annulé', marked: 'marqué' };
const VISIT_STEP_EN: Record<VisitStep, string> = { agreed: 'appointment agreed', moved: 'appointment moved', cancelled: 'appointment cancelled', marked: 'marked' };
/** What a visit's step came to, as its flash says it: a step's words, or its result's (results.ts). */
const isResult = (step: VisitDone): step is VisitResult => Object.hasOwn(VISIT_RESULTS, step);
const STEP_DONE_FR: Record<Exclude<VisitDone, VisitResult>, string> = {
  moved: 'rendez-vous déplacé. Un message part si ce qu’il dit a changé et si la famille les a demandés',
  cancelled: 'rendez-vous annulé. La famille en reçoit le message si elle les a demandés',
  consent: 'plus aucun message ne partira pour cette demande',
};
const STEP_DONE_EN: Record<Exclude<VisitDone, VisitResult>, string> = {
  moved: 'appointment moved. A message leaves if what it says changed and the family asked for messages',
  cancelled: 'appointment cancelled. The family gets its message if they asked for messages',
  consent: 'no more messages will leave for this request',
};
const DONE_FR = (step: VisitDone) => (isResult(step) ? `«${nbsp}${VISIT_RESULTS[step].words.fr.mark}${nbsp}» noté` : STEP_DONE_FR[step]);
const DONE_EN = (step: VisitDone) => (isResult(step) ? `“${VISIT_RESULTS[step].words.en.mark}” noted` : STEP_DONE_EN[step]);

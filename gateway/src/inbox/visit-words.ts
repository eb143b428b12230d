import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { VisitAnswer, VisitMessagePurpose } from '@/lib/request/for-gateway';
import type { CancelReason, MessageChannel, SendState, VisitStep } from '../visits/model';

/*
 * The inbox's words about a visit agreed on the phone (issue 77): its panel on the card (visit-panel.ts), its forms,
 * the list « Rendez-vous » (visits-list.ts), its journal's lines and the flashes. French first, English beside it, as
 * words.ts. A function takes what is already written (« mardi 1er décembre à 11 h », « Awa ») and gives plain text.
 */

export interface VisitWords {
  /** The list's tab and heading. */
  list: string;
  panel: string;
  /** « mardi 1er décembre à 11 h, à domicile (Bastos), avec Awa ». */
  where: { centre: string; home: (district: string | null) => string; with: (name: string) => string };
  states: { booked: string; cancelled: (reason: string) => string; attended: string; missed: string };
  reasons: Record<CancelReason, string>;
  steps: Record<VisitStep, string>;
  /** The form's parts: place, district, who, reason; « Rendez-vous fixé… » is the outcome's. */
  form: { place: string; centre: string; home: string; district: string; noDistrict: string; with: string; nobody: string; reason: string; move: string; moveOpen: string; cancelOpen: string; cancel: string; cancelWarning: string; day: string; time: string };
  purposes: Record<VisitMessagePurpose, string>;
  channels: Record<MessageChannel, string>;
  sendStates: Record<SendState, string>;
  /** No message for this visit: the family did not ask, or gave no number to write to. */
  noMessages: { consent: string; phone: string };
  notSent: (purpose: VisitMessagePurpose, why: string) => string;
  waiting: string;
  answers: Record<VisitAnswer, (when: string) => string>;
  journal: {
    step: (name: string, step: VisitStep, said: string) => string;
    message: (purpose: VisitMessagePurpose, channel: MessageChannel | 'none', state: SendState | 'not-sent') => string;
    answered: (answer: VisitAnswer) => string;
  };
  flash: { done: (reference: string, step: VisitStep) => string; refused: (reference: string) => string };
  /** The list: its days, its empty state, its print button, its lines' parts. */
  days: { past: string; today: string; tomorrow: string; week: string };
  empty: string;
  print: string;
  revision: (rev: number) => string;
}

export const VISIT_WORDS: Record<Locale, VisitWords> = {
  fr: {
    list: 'Rendez-vous',
    panel: 'Rendez-vous',
    where: { centre: 'au centre', home: (district) => `à domicile${district ? ` (${district})` : ''}`, with: (name) => `avec ${name}` },
    states: { booked: 'Prévu', cancelled: (reason) => `Annulé${nbsp}: ${reason}`, attended: 'Venu', missed: 'Absent' },
    reasons: { family: 'à la demande de la famille', centre: 'le centre ne peut pas', mistake: 'rendez-vous en double ou erreur' },
    steps: { agreed: 'Rendez-vous fixé', moved: 'Rendez-vous déplacé', cancelled: 'Rendez-vous annulé', attended: 'Venu', missed: 'Absent' },
    form: {
      place: 'Où',
      centre: 'Au centre',
      home: 'À domicile',
      district: 'Quartier',
      noDistrict: '(quartier non précisé)',
      with: 'Avec',
      nobody: '(personne de précis)',
      reason: 'Pourquoi',
      move: 'Déplacer',
      moveOpen: 'Déplacer…',
      cancelOpen: 'Annuler…',
      cancel: 'Oui, annuler le rendez-vous',
      cancelWarning: `La famille verra que le rendez-vous est annulé (pas la raison). Appelez-la pour le lui dire.`,
      day: 'Jour',
      time: 'Heure',
    },
    purposes: { confirm: 'Confirmation', reminder: 'Rappel la veille' },
    channels: { whatsapp: 'WhatsApp', sms: 'SMS' },
    sendStates: { leaving: "en cours d'envoi", accepted: 'envoyé', sent: 'envoyé', delivered: 'reçu', read: 'lu', failed: 'non remis', refused: 'refusé', unknown: 'incertain' },
    noMessages: {
      consent: `Pas de message${nbsp}: la famille n'a pas demandé la confirmation par WhatsApp ou SMS.`,
      phone: `Pas de message${nbsp}: pas de numéro de téléphone où écrire.`,
    },
    notSent: (purpose, why) => `${purpose === 'confirm' ? 'Confirmation non envoyée' : 'Rappel non envoyé'}${nbsp}: ${why}. Appelez ou écrivez à la famille.`,
    waiting: 'à venir',
    answers: { coming: (when) => `La famille sera là (répondu ${when})`, change: (when) => `La famille doit changer le rendez-vous (demandé ${when})${nbsp}: appelez-la` },
    journal: {
      step: (name, step, said) => `${name}${nbsp}: ${VISIT_STEP_FR[step]}${said ? ` ${said}` : ''}`,
      message: (purpose, channel, state) =>
        `${purpose === 'confirm' ? 'Confirmation' : 'Rappel'} ${channel === 'none' ? `non envoyé${purpose === 'confirm' ? 'e' : ''}` : `${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}${nbsp}: ${state === 'not-sent' ? 'non envoyé' : SEND_FR[state]}`}`,
      answered: (answer) => (answer === 'coming' ? `La famille${nbsp}: «${nbsp}Je serai là${nbsp}»` : `La famille${nbsp}: «${nbsp}Je dois changer${nbsp}»`),
    },
    flash: {
      done: (reference, step) => `${reference}${nbsp}: ${VISIT_STEP_FR[step]}.${step === 'moved' ? " Une nouvelle confirmation part si la famille l'a demandée." : ''}`,
      refused: (reference) => `${reference}${nbsp}: rien n'a changé (le rendez-vous n'est plus à venir, ou un champ manque).`,
    },
    days: { past: 'Passés, à marquer', today: "Aujourd'hui", tomorrow: 'Demain', week: 'Les 7 jours suivants' },
    empty: 'Aucun rendez-vous cette semaine.',
    print: 'Imprimer la liste du jour',
    revision: (rev) => (rev > 1 ? `déplacé ${rev - 1} fois` : ''),
  },
  en: {
    list: 'Appointments',
    panel: 'Appointment',
    where: { centre: 'at the centre', home: (district) => `at home${district ? ` (${district})` : ''}`, with: (name) => `with ${name}` },
    states: { booked: 'Booked', cancelled: (reason) => `Cancelled: ${reason}`, attended: 'Came', missed: 'Did not come' },
    reasons: { family: 'at the family’s request', centre: 'the centre cannot', mistake: 'a duplicate or a mistake' },
    steps: { agreed: 'Appointment agreed', moved: 'Appointment moved', cancelled: 'Appointment cancelled', attended: 'Came', missed: 'Did not come' },
    form: {
      place: 'Where',
      centre: 'At the centre',
      home: 'At home',
      district: 'District',
      noDistrict: '(district not given)',
      with: 'With',
      nobody: '(no one in particular)',
      reason: 'Why',
      move: 'Move',
      moveOpen: 'Move…',
      cancelOpen: 'Cancel…',
      cancel: 'Yes, cancel the appointment',
      cancelWarning: 'The family will see that the appointment is cancelled (not why). Call them to tell them.',
      day: 'Day',
      time: 'Time',
    },
    purposes: { confirm: 'Confirmation', reminder: 'Reminder the day before' },
    channels: { whatsapp: 'WhatsApp', sms: 'SMS' },
    sendStates: { leaving: 'sending', accepted: 'sent', sent: 'sent', delivered: 'received', read: 'read', failed: 'not delivered', refused: 'refused', unknown: 'uncertain' },
    noMessages: { consent: 'No message: the family did not ask for the confirmation by WhatsApp or SMS.', phone: 'No message: no phone number to write to.' },
    notSent: (purpose, why) => `${purpose === 'confirm' ? 'Confirmation not sent' : 'Reminder not sent'}: ${why}. Call or write to the family.`,
    waiting: 'to come',
    answers: { coming: (when) => `The family will be there (answered ${when})`, change: (when) => `The family needs to change the appointment (asked ${when}): call them` },
    journal: {
      step: (name, step, said) => `${name}: ${VISIT_STEP_EN[step]}${said ? ` ${said}` : ''}`,
      message: (purpose, channel, state) =>
        `${purpose === 'confirm' ? 'Confirmation' : 'Reminder'} ${channel === 'none' ? 'not sent' : `${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}: ${state === 'not-sent' ? 'not sent' : SEND_EN[state]}`}`,
      answered: (answer) => (answer === 'coming' ? 'The family: “I’ll be there”' : 'The family: “I need to change it”'),
    },
    flash: {
      done: (reference, step) => `${reference}: ${VISIT_STEP_EN[step].toLowerCase()}.${step === 'moved' ? ' A new confirmation leaves if the family asked for it.' : ''}`,
      refused: (reference) => `${reference}: nothing changed (the appointment is no longer to come, or a field is missing).`,
    },
    days: { past: 'Past, to mark', today: 'Today', tomorrow: 'Tomorrow', week: 'The next 7 days' },
    empty: 'No appointment this week.',
    print: 'Print today’s list',
    revision: (rev) => (rev > 1 ? `moved ${rev - 1} time${rev > 2 ? 's' : ''}` : ''),
  },
};

const VISIT_STEP_FR: Record<VisitStep, string> = { agreed: 'rendez-vous fixé', moved: 'rendez-vous déplacé', cancelled: 'rendez-vous annulé', attended: 'venu', missed: 'absent' };
const VISIT_STEP_EN: Record<VisitStep, string> = { agreed: 'appointment agreed', moved: 'appointment moved', cancelled: 'appointment cancelled', attended: 'came', missed: 'did not come' };
const SEND_FR: Record<SendState, string> = { leaving: "en cours d'envoi", accepted: 'envoyé', sent: 'envoyé', delivered: 'reçu', read: 'lu', failed: 'non remis', refused: 'refusé', unknown: 'incertain' };
const SEND_EN: Record<SendState, string> = { leaving: 'sending', accepted: 'sent', sent: 'sent', delivered: 'received', read: 'read', failed: 'not delivered', refused: 'refused', unknown: 'uncertain' };

import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { VisitMessagePurpose } from '@/lib/request/for-gateway';
import type { MessageChannel, SendState } from '../visits/model';

/*
 * A visit's messages as the staff read them (issue 83, item 5): each purpose's one name, on the card, the list and the
 * journal alike, and where it stands on each channel, the state agreeing with the name in French (« Confirmation
 * WhatsApp reçue », « Rappel la veille WhatsApp reçu »: a confirmation is feminine, a reminder masculine). Pure.
 */

/** A channel a message was tried on, where it stands there, and what the provider said when it would not. */
export type Tried = readonly [channel: MessageChannel, state: SendState, error?: string];

export interface MessageWords {
  /** Each purpose's name: « Confirmation », « Message de déplacement », « Message d’annulation », « Rappel la veille ». */
  purposes: Record<VisitMessagePurpose, string>;
  /** Where it stands on each channel tried, after its name: « WhatsApp non remise (131026 …), SMS reçue ». */
  sent: (purpose: VisitMessagePurpose, tried: readonly Tried[]) => string;
  /** No channel could send it: « Confirmation non envoyée : … ». */
  notSent: (purpose: VisitMessagePurpose, why: string) => string;
  /** The journal's line of one channel's news, or of a message that could not leave at all (`none`). */
  journal: (purpose: VisitMessagePurpose, channel: MessageChannel | 'none', state: SendState | 'not-sent') => string;
}

const CHANNELS: Record<MessageChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

/** French: each purpose's name and whether it is feminine; each state, masculine then feminine. */
const NAMES_FR: Record<VisitMessagePurpose, { name: string; feminine: boolean }> = {
  confirm: { name: 'Confirmation', feminine: true },
  moved: { name: 'Message de déplacement', feminine: false },
  cancelled: { name: 'Message d’annulation', feminine: false },
  reminder: { name: 'Rappel la veille', feminine: false },
};
const STATES_FR: Record<SendState | 'not-sent', readonly [string, string]> = {
  leaving: ['en cours d’envoi', 'en cours d’envoi'],
  accepted: ['envoyé', 'envoyée'],
  sent: ['envoyé', 'envoyée'],
  delivered: ['reçu', 'reçue'],
  read: ['lu', 'lue'],
  failed: ['non remis', 'non remise'],
  refused: ['refusé', 'refusée'],
  unknown: ['incertain', 'incertaine'],
  'not-sent': ['non envoyé', 'non envoyée'],
};
const stateFr = (purpose: VisitMessagePurpose, state: SendState | 'not-sent') => STATES_FR[state][NAMES_FR[purpose].feminine ? 1 : 0];

const NAMES_EN: Record<VisitMessagePurpose, { name: string }> = { confirm: { name: 'Confirmation' }, moved: { name: 'Move message' }, cancelled: { name: 'Cancellation message' }, reminder: { name: 'Reminder the day before' } };
const STATES_EN: Record<SendState | 'not-sent', string> = {
  leaving: 'sending',
  accepted: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'not delivered',
  refused: 'refused',
  unknown: 'uncertain',
  'not-sent': 'not sent',
};

/** « WhatsApp refusé (132001 …) »: a channel, its state, and the provider's words when it failed or refused. */
const onChannel = ([channel, state, error]: Tried, said: string) => `${CHANNELS[channel]} ${said}${error && (state === 'failed' || state === 'refused') ? ` (${error})` : ''}`;

export const MESSAGE_WORDS: Record<Locale, MessageWords> = {
  fr: {
    purposes: { confirm: NAMES_FR.confirm.name, moved: NAMES_FR.moved.name, cancelled: NAMES_FR.cancelled.name, reminder: NAMES_FR.reminder.name },
    sent: (purpose, tried) => tried.map((one) => onChannel(one, stateFr(purpose, one[1]))).join(', '),
    notSent: (purpose, why) => `${NAMES_FR[purpose].name} ${stateFr(purpose, 'not-sent')}${nbsp}: ${why}. Appelez ou écrivez à la famille.`,
    journal: (purpose, channel, state) =>
      channel === 'none' ? `${NAMES_FR[purpose].name} ${stateFr(purpose, 'not-sent')}` : `${NAMES_FR[purpose].name} ${CHANNELS[channel]}${nbsp}: ${stateFr(purpose, state)}`,
  },
  en: {
    purposes: { confirm: NAMES_EN.confirm.name, moved: NAMES_EN.moved.name, cancelled: NAMES_EN.cancelled.name, reminder: NAMES_EN.reminder.name },
    sent: (_, tried) => tried.map((one) => onChannel(one, STATES_EN[one[1]])).join(', '),
    notSent: (purpose, why) => `${NAMES_EN[purpose].name} not sent: ${why}. Call or write to the family.`,
    journal: (purpose, channel, state) => (channel === 'none' ? `${NAMES_EN[purpose].name} not sent` : `${NAMES_EN[purpose].name} ${CHANNELS[channel]}: ${STATES_EN[state]}`),
  },
};

import type { InboundMessage } from '../whatsapp/inbound-kinds';

/*
 * Who a WhatsApp message is from (or, an echo, to): the family's number, digits as Meta writes them; or, when WhatsApp
 * gives none (a family that turned on usernames, 2026: `from_user_id` alone), its business-scoped account. A thread
 * is a sender's: `key` names it once (`p:<digits>`, `u:<account>`). Pure.
 */

export interface Sender {
  key: string;
  /** Digits, no `+` ('' when WhatsApp gives none). */
  phone: string;
  /** WhatsApp's user id, when there is no number ('' otherwise). */
  account: string;
}

export function senderOf(message: Pick<InboundMessage, 'phone' | 'userId'>): Sender {
  if (message.phone) return { key: `p:${message.phone}`, phone: message.phone, account: '' };
  return { key: `u:${message.userId}`, phone: '', account: message.userId };
}

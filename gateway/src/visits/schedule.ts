import { addDays, doualaInstant, doualaToday } from '@/lib/douala-date';
import type { SettingNumbers } from '@/lib/gateway-settings';
import type { VisitMessagePurpose } from '@/lib/request/for-gateway';
import { visitInstant, type ChannelSend, type MessageChannel, type StoredVisit, type VisitMessageRecord } from './model';

/*
 * When a visit's messages leave, and by which channel (issue 77; docs/gateway-visits.md). Pure.
 *   confirm    at once when the visit is agreed, and again at each move (its new revision's);
 *   reminder   the day before at REMINDER_HOUR (Yaoundé), or at once when agreed after that hour the day before;
 *              none for a visit agreed the same day; a moved visit's is its new revision's;
 * and none once the visit has begun, or for a visit cancelled or marked. Each (revision, purpose) leaves once: by
 * WhatsApp when it is on; by SMS when WhatsApp is off, refused it, said it failed, or brought no « delivered » within
 * CONFIRM_FALLBACK_MINUTES; by neither, the message is not sent, and the holder's phone told. A channel never sends it
 * twice, even when its outcome is unknown (a run that died, a provider that did not answer).
 */

export interface MessageTimes {
  fallbackMs: number;
}

/** When a message of this purpose of the visit's revision is due, or null: none for it. Its settings as read (settings.numbers). */
export function dueAt(visit: StoredVisit, purpose: VisitMessagePurpose, { REMINDER_HOUR }: Pick<SettingNumbers, 'REMINDER_HOUR'>): number | null {
  if (visit.state !== 'booked') return null;
  const start = visitInstant(visit);
  switch (purpose) {
    case 'confirm':
      return visit.agreedAt < start ? visit.agreedAt : null;
    case 'reminder': {
      // Agreed on the visit's day: the confirmation is its reminder.
      if (doualaToday(new Date(visit.agreedAt)) >= visit.date) return null;
      const at = Math.max(doualaInstant(addDays(visit.date, -1), REMINDER_HOUR * 60), visit.agreedAt);
      return at < start ? at : null;
    }
  }
}

/** What to do next with a message: send it by a channel, say it could not be sent (and why), wait until a time, or nothing more. */
export type MessageStep = { send: MessageChannel } | { notSent: string } | { wait: number } | { done: true };

/** The channels on now. */
export type Channels = Record<MessageChannel, boolean>;

const delivered = (send: ChannelSend | undefined) => send?.state === 'delivered' || send?.state === 'read';
const gaveUp = (send: ChannelSend) => send.state === 'failed' || send.state === 'refused';
const why = (channel: MessageChannel, send: ChannelSend) => `${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}\u00A0: ${send.error ?? send.state}`;

/** The next step of a message due at `due`, for a visit that begins at `start`. */
export function nextStep(message: VisitMessageRecord | undefined, { due, start, now }: { due: number; start: number; now: number }, channels: Channels, { fallbackMs }: Pick<MessageTimes, 'fallbackMs'>): MessageStep {
  if (message?.notSent) return { done: true };
  const { whatsapp, sms } = message ?? {};
  // Too late: the visit has begun (an alarm long down); nothing more leaves for it.
  const late = now >= start;
  if (sms) return gaveUp(sms) ? { notSent: [whatsapp && why('whatsapp', whatsapp), why('sms', sms)].filter(Boolean).join(', ') } : { done: true };
  if (!whatsapp) {
    if (now < due) return { wait: due };
    if (late) return { done: true };
    return channels.whatsapp ? { send: 'whatsapp' } : channels.sms ? { send: 'sms' } : { notSent: 'aucun canal de messages réglé' };
  }
  if (delivered(whatsapp)) return { done: true };
  if (gaveUp(whatsapp)) return channels.sms && !late ? { send: 'sms' } : { notSent: why('whatsapp', whatsapp) };
  // Accepted, sent, or unknown: the SMS when « delivered » has not come in time.
  const fallback = whatsapp.at + fallbackMs;
  if (now < fallback) return { wait: fallback };
  return channels.sms && !late ? { send: 'sms' } : { done: true };
}

import { addDays, doualaInstant, doualaToday } from '@/lib/douala-date';
import type { SettingNumbers } from '@/lib/gateway-settings';
import { unreachable } from '@/lib/closed-set';
import { VISIT_MESSAGE_PURPOSES, type VisitMessagePurpose } from '@/lib/request/for-gateway';
import type { ChannelSend, MessageChannel, SendState, VisitMessageRecord, VisitRecord } from './model';

/*
 * When a visit's messages leave, and by which channel (issues 77, 83; docs/gateway-visits.md). Pure.
 *   confirm    at once when the visit is agreed; and at a move, when the family was told nothing of it before
 *   moved      at once at a move of its day, time or place (a new revision), when the family was told of it before
 *   cancelled  at once when it is cancelled, when the family was told of it before
 *   reminder   the day before at REMINDER_HOUR (Yaoundé), or at once when agreed after that hour the day before;
 *              none for a visit agreed the same day; a moved visit's is its new revision's
 * and none once the visit has begun, nor for a visit marked. Each (revision, purpose) leaves once: by WhatsApp when it
 * is on; by SMS when WhatsApp is off, refused it, said it failed, or brought no « delivered » within
 * CONFIRM_FALLBACK_MINUTES; by neither, it is unsent, and the holder's phone told. A channel never sends it twice, even
 * when its outcome is unknown (a run that died, a provider that did not answer).
 */

export interface MessageTimes {
  fallbackMs: number;
}

/** A message's states that say it may have reached the family. */
const LEFT: Readonly<Record<SendState, boolean>> = { leaving: true, accepted: true, sent: true, delivered: true, read: true, failed: false, refused: false, unknown: true };

/** Whether the family was told of this visit by a message of a revision before `rev` (or of any, without one). */
export const toldBefore = (visit: VisitRecord, rev = Number.POSITIVE_INFINITY) =>
  visit.messages.some((one) => one.direction === 'out' && one.visitGen === visit.gen && (one.rev ?? 0) < rev && LEFT[one.state]);

/** Whether a message of this purpose of the visit's revision was tried (on a channel, or said unsent). */
const triedFor = (visit: VisitRecord, purpose: VisitMessagePurpose) =>
  visit.messages.some((one) => one.visitGen === visit.gen && one.rev === visit.rev && one.purpose === purpose) || visit.unsent.some((one) => one.rev === visit.rev && one.purpose === purpose);

/** When a message of this purpose is due for the visit as it stands, or null: none for it. Its hour as read (settings.numbers). */
export function dueAt(visit: VisitRecord, purpose: VisitMessagePurpose, { REMINDER_HOUR }: Pick<SettingNumbers, 'REMINDER_HOUR'>): number | null {
  const start = visit.at;
  const before = (at: number) => (at < start ? at : null);
  switch (purpose) {
    // A revision is told once, by one or the other (whatever a late status says of the one before).
    case 'confirm':
      return visit.phase === 'booked' && !toldBefore(visit, visit.rev) && !triedFor(visit, 'moved') ? before(visit.revAt) : null;
    case 'moved':
      return visit.phase === 'booked' && visit.rev > 1 && toldBefore(visit, visit.rev) && !triedFor(visit, 'confirm') ? before(visit.revAt) : null;
    case 'cancelled':
      return visit.phase === 'cancelled' && toldBefore(visit) ? before(visit.changedAt) : null;
    case 'reminder': {
      // Agreed on the visit's day: the confirmation is its reminder.
      if (visit.phase !== 'booked' || doualaToday(new Date(visit.revAt)) >= visit.date) return null;
      return before(Math.max(doualaInstant(addDays(visit.date, -1), REMINDER_HOUR * 60), visit.revAt));
    }
    default:
      return unreachable(purpose);
  }
}

/** The purposes due for the visit as it stands, each with when. */
export const duePurposes = (visit: VisitRecord, times: Pick<SettingNumbers, 'REMINDER_HOUR'>) =>
  VISIT_MESSAGE_PURPOSES.flatMap((purpose) => {
    const due = dueAt(visit, purpose, times);
    return due === null ? [] : [{ purpose, due }];
  });

/** What to do next with a message: send it by a channel, say no channel could (and why), wait until a time, or nothing more. */
export type MessageStep = { send: MessageChannel } | { unsent: string } | { wait: number } | { done: true };

/** The channels on now. */
export type Channels = Record<MessageChannel, boolean>;

const delivered = (send: ChannelSend | undefined) => send?.state === 'delivered' || send?.state === 'read';
const gaveUp = (send: ChannelSend) => send.state === 'failed' || send.state === 'refused';
const why = (channel: MessageChannel, send: ChannelSend) => `${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}\u00A0: ${send.error ?? send.state}`;

/** The next step of a message due at `due`, for a visit that begins at `start`. */
export function nextStep(message: VisitMessageRecord | undefined, { due, start, now }: { due: number; start: number; now: number }, channels: Channels, { fallbackMs }: Pick<MessageTimes, 'fallbackMs'>): MessageStep {
  if (message?.unsent) return { done: true };
  const { whatsapp, sms } = message ?? {};
  // Too late: the visit has begun (an alarm long down); nothing more leaves for it.
  const late = now >= start;
  if (sms) return gaveUp(sms) ? { unsent: [whatsapp && why('whatsapp', whatsapp), why('sms', sms)].filter(Boolean).join(', ') } : { done: true };
  if (!whatsapp) {
    if (now < due) return { wait: due };
    if (late) return { done: true };
    return channels.whatsapp ? { send: 'whatsapp' } : channels.sms ? { send: 'sms' } : { unsent: 'aucun canal de messages réglé' };
  }
  if (delivered(whatsapp)) return { done: true };
  if (gaveUp(whatsapp)) return channels.sms && !late ? { send: 'sms' } : { unsent: why('whatsapp', whatsapp) };
  // Accepted, sent, or unknown: the SMS when « delivered » has not come in time.
  const fallback = whatsapp.at + fallbackMs;
  if (now < fallback) return { wait: fallback };
  return channels.sms && !late ? { send: 'sms' } : { done: true };
}

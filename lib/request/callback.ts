import { addDays, doualaMinutes, doualaToday } from '@/lib/douala-date';
import { EMPTY_VALUES, type AppointmentValues } from './values';

/*
 * « Rappelez-moi »: when the centre calls back, as the visitor chooses it in two taps: today or
 * tomorrow, then morning, afternoon or evening, in Yaoundé's time whatever the device's. A slot of
 * today is offered only while there is time to call in it: until half an hour before it ends. Pure,
 * no words: the words are in copy/, the French ones the centre reads in lib/request/payload.ts.
 */

export const CALLBACK_DAYS = ['today', 'tomorrow'] as const;
export type CallbackDay = (typeof CALLBACK_DAYS)[number];

export const CALLBACK_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type CallbackSlot = (typeof CALLBACK_SLOTS)[number];

/** When the centre calls in each slot (HH:MM, Yaoundé), within its weekday hours (8 h – 20 h). */
export const SLOT_HOURS: Record<CallbackSlot, { from: string; to: string }> = {
  morning: { from: '08:00', to: '12:00' },
  afternoon: { from: '12:00', to: '17:00' },
  evening: { from: '17:00', to: '20:00' },
};

/** A slot of today stops being offered this long before it ends: the centre needs the time to call. */
export const LAST_CALL_MINUTES = 30;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function isCallbackSlot(value: unknown): value is CallbackSlot {
  return CALLBACK_SLOTS.includes(value as CallbackSlot);
}

/** Whether the centre can still call in this slot of this day, at `now`. */
export function isOffered(day: CallbackDay, slot: CallbackSlot, now: Date = new Date()): boolean {
  return day === 'tomorrow' || doualaMinutes(now) < minutesOf(SLOT_HOURS[slot].to) - LAST_CALL_MINUTES;
}

/** The slots offered for a day, in order (tomorrow: all of them; today: those not over yet). */
export function offeredSlots(day: CallbackDay, now: Date = new Date()): CallbackSlot[] {
  return CALLBACK_SLOTS.filter((slot) => isOffered(day, slot, now));
}

/** The day as a calendar date in Yaoundé (ISO), as the request carries it. */
export function callbackDate(day: CallbackDay, now: Date = new Date()): string {
  const today = doualaToday(now);
  return day === 'today' ? today : addDays(today, 1);
}

/** What the visitor chose: the number (E.164, checked), a name or nothing, when, and the service of the page, if any. */
export interface CallbackChoice {
  phone: string;
  name: string;
  day: CallbackDay;
  slot: CallbackSlot;
  /** The service's French title on a service page (the name the centre knows it by); '' elsewhere. */
  service: string;
}

/**
 * A call-back as the request carries it (the outbox, the payload, the fallbacks): the form's values,
 * the day as a date, the slot where the form has a time, no e-mail and no message.
 */
export function callbackValues({ phone, name, day, slot, service }: CallbackChoice, now: Date = new Date()): AppointmentValues {
  return { ...EMPTY_VALUES, fullName: name.trim(), phone, appointmentDate: callbackDate(day, now), appointmentTime: slot, serviceType: service };
}

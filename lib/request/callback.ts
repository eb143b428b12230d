import { addDays, doualaMinutes, doualaToday } from '@/lib/douala-date';
import { DAY_PARTS, minutesOf, openDaysAfter, openingsOn, PART_ENDS, timeOf, type ClosedSpan, type DayPart, type OpeningRow } from '@/lib/hours';
import type { RequestValues } from './values';

/*
 * « Rappelez-moi »: when the centre calls back, as the visitor chooses it in two taps: a day, then a
 * part of it, in Yaoundé's time whatever the device's. Both come from the appointments and call-backs
 * hours (the settings) minus the days the centre is closed: a day is offered when the centre calls
 * then, a slot is the part of the day's hours that falls in the morning, the afternoon or the evening,
 * and a slot of today is offered only while there is time to call in it (until half an hour before it
 * ends). The slot's times travel with the request (slotValue), so that what the centre reads later, an
 * e-mail the worker rebuilds after a deploy that changed the hours, says what the family chose. Pure,
 * no words: the words are in copy/, the French ones the centre reads in lib/request/payload.ts.
 */

/** The slots: the parts of the day (lib/hours.ts); a slot is the day's hours within its part. */
export const CALLBACK_SLOTS = DAY_PARTS;
export type CallbackSlot = DayPart;

/** A slot of a day: its part and its times (HH:MM, Yaoundé). */
export interface SlotTimes {
  slot: CallbackSlot;
  from: string;
  to: string;
}

/** Less of the day's hours than this in a part is no slot: half an hour past noon before a lunch break is no afternoon. */
const SHORTEST_SLOT_MINUTES = 60;

/** A slot of today stops being offered this long before it ends: the centre needs the time to call. */
export const LAST_CALL_MINUTES = 30;

/** How many opening days the call-back offers after today: from Friday night, Saturday and Monday. */
export const DAYS_AHEAD = 2;

export function isCallbackSlot(value: unknown): value is CallbackSlot {
  return CALLBACK_SLOTS.includes(value as CallbackSlot);
}

/** The slots of a day, in order: each part of the day's hours (an hour of them at least), from its first opening to its last closing. */
export function slotsOn(date: string, rows: readonly OpeningRow[], closures: readonly ClosedSpan[]): SlotTimes[] {
  const openings = openingsOn(date, rows, closures);
  let start = 0;
  return CALLBACK_SLOTS.flatMap((slot) => {
    const [begins, ends] = [start, minutesOf(PART_ENDS[slot])];
    start = ends;
    const within = openings
      .map((open) => ({ opens: Math.max(begins, open.opens), closes: Math.min(ends, open.closes) }))
      .filter((open) => open.closes - open.opens >= SHORTEST_SLOT_MINUTES);
    if (within.length === 0) return [];
    return [{ slot, from: timeOf(within[0]!.opens), to: timeOf(within.at(-1)!.closes) }];
  });
}

/** Where the centre reads the call-back's hours: the appointments and call-backs set, and the days it is closed. */
export interface CallbackHours {
  hours: readonly OpeningRow[];
  closures: readonly ClosedSpan[];
}

/** The slots offered on a day at `now`: all of them on a later day, today's until half an hour before each ends. */
export function offeredSlots(date: string, { hours, closures }: CallbackHours, now: Date = new Date()): SlotTimes[] {
  const today = doualaToday(now);
  if (date < today) return [];
  const slots = slotsOn(date, hours, closures);
  return date > today ? slots : slots.filter((slot) => doualaMinutes(now) < minutesOf(slot.to) - LAST_CALL_MINUTES);
}

/** The days offered at `now`: today while a slot of it is, then the next DAYS_AHEAD opening days. */
export function callbackDays(open: CallbackHours, now: Date = new Date()): string[] {
  const today = doualaToday(now);
  const later = openDaysAfter(today, DAYS_AHEAD, open.hours, open.closures);
  return offeredSlots(today, open, now).length > 0 ? [today, ...later] : later;
}

/** How a day offered is said: today, tomorrow, or its weekday and date. */
export function dayKind(date: string, now: Date = new Date()): 'today' | 'tomorrow' | 'later' {
  const today = doualaToday(now);
  return date === today ? 'today' : date === addDays(today, 1) ? 'tomorrow' : 'later';
}

/** A slot as the request carries it in the form's time field: its part and its times (« afternoon 12:00-17:00 »). */
export function slotValue({ slot, from, to }: SlotTimes): string {
  return `${slot} ${from}-${to}`;
}

const SLOT_VALUE = /^(morning|afternoon|evening) (\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** The slot a request carries (slotValue), or null. */
export function readSlot(value: string): SlotTimes | null {
  const match = SLOT_VALUE.exec(value);
  return match ? { slot: match[1] as CallbackSlot, from: match[2]!, to: match[3]! } : null;
}

/** A call-back's values (kinds/callback.ts holds each to its rule): the number, a name or none, the day, the slot with its times, the service of its page. */
export type CallbackField = 'phone' | 'fullName' | 'day' | 'slot' | 'service';

/** What the visitor chose: the number (E.164, checked), a name or nothing, the day, the slot, and the service of the page, if any. */
export interface CallbackChoice {
  phone: string;
  name: string;
  /** The day (ISO, Yaoundé). */
  date: string;
  slot: SlotTimes;
  /** The service's French title on a service page (the name the centre knows it by); '' elsewhere. */
  service: string;
}

/**
 * A call-back as the request carries it (the outbox, the payload, the fallbacks): the number, a name or
 * none, the day, the slot with its times, the service of its page or none.
 */
export function callbackValues({ phone, name, date, slot, service }: CallbackChoice): RequestValues<CallbackField> {
  return { phone, fullName: name.trim(), day: date, slot: slotValue(slot), service };
}

/** What « Rappelez-moi » offers at `now`: the days, the slots of the day shown, and why today is not offered, when it is not. */
export interface CallbackOffer {
  days: string[];
  /** The day whose slots are shown: the one chosen while it is offered, else the first offered. */
  shown: string | undefined;
  slots: SlotTimes[];
  /** Today offers no slot: the centre is closed (with why), or its calls of today are over. */
  today?: { closure?: ClosedSpan };
}

/**
 * `prerendered`: the page as the build drew it, before it knows the visitor's clock: the day's slots
 * are all shown, so that a choice made before the scripts is not refused for the build's hour.
 */
export function callbackOffer(open: CallbackHours, chosen: string | null, now: Date = new Date(), { prerendered = false } = {}): CallbackOffer {
  const days = callbackDays(open, now);
  const shown = chosen && days.includes(chosen) ? chosen : days[0];
  const today = doualaToday(now);
  const closure = open.closures.find((closed) => closed.from <= today && today <= closed.to);
  return {
    days,
    shown,
    slots: !shown ? [] : prerendered ? slotsOn(shown, open.hours, open.closures) : offeredSlots(shown, open, now),
    ...(days[0] !== today ? { today: closure ? { closure } : {} } : {}),
  };
}

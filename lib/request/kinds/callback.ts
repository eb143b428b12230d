import { parseDateInput } from '@/lib/douala-date';
import { formatDay } from '@/lib/format';
import { HORIZON_DAYS } from '@/lib/hours';
import { isCallbackSlot, offeredSlots, readSlot, slotValue, type CallbackField, type CallbackSlot } from '../callback';
import { slotValueInWords } from '../slot-words';
import type { RequestValues } from '../values';
import { CONSENT_FIELD } from '../visit/consent';
import { centreSlot, firstLines, SERVICE_WORDS, STAFF_WORDS, whoKeys } from './for-centre';
import type { Carried, CarryContext, ContentOf, KindDefinition, KindParams } from './kind';
import type { FieldRule, FieldRules } from './rule-table';
import { SERVICE_NAME } from './appointment';
import { headLines, lineOf } from './written';
import { choiceLabel } from './choice-label';

/*
 * A call-back (« Rappelez-moi », lib/request/callback.ts): a number, maybe a name, a day and a slot with its
 * times, the service of the page it came from if any; no e-mail, so no acknowledgement (it goes through the
 * main template, reply_to empty). In the eight keys, in French: the day in `date`, the slot in `time`, the
 * service of its page in `service` (or that it is a call-back), and the whole of it in words on the
 * message's second line.
 */

export const CALLBACK_FIELDS = {
  phone: { is: 'phone', need: 'required' },
  fullName: { is: 'name', need: 'optional' },
  // Today or one of the next opening days (callback.ts), which days closed may push as far as the call-back looks for one.
  day: { is: 'date', need: 'required', daysAhead: HORIZON_DAYS },
  slot: { is: 'slot' },
  // The service of the page it came from: a service's French title, which the form's list may not hold.
  service: { is: 'choice', of: 'serviceTitles', need: 'optional', max: SERVICE_NAME },
  // The confirmation and the reminder of the appointment agreed on the call, by WhatsApp or SMS (issue 77: visit/consent.ts).
  [CONSENT_FIELD]: { is: 'consent' },
} as const satisfies FieldRules & Record<CallbackField, FieldRule>;

type CallbackValues = RequestValues<CallbackField>;

const CALLBACK_SERVICE = 'Rappel téléphonique';
const NO_NAME = '(Nom non donné)';

/**
 * The slots' times before version 3, when a call-back stored its slot's name alone (« afternoon »):
 * the times those builds offered under each name, so that a request kept since still says what the
 * family chose. Version 3 stores the times with the slot (callback.ts, slotValue).
 */
const VERSION_2_SLOTS: Record<CallbackSlot, { from: string; to: string }> = {
  morning: { from: '08:00', to: '12:00' },
  afternoon: { from: '12:00', to: '17:00' },
  evening: { from: '17:00', to: '20:00' },
};

/** « le jeudi 26 mars 2026, l'après-midi (12 h – 17 h) »: the day and the slot, for the centre. */
function promise(values: CallbackValues): string | undefined {
  const chosen = readSlot(values.slot);
  if (!chosen) return undefined;
  const date = parseDateInput(values.day);
  return date ? `le ${formatDay(date, 'fr')}, ${centreSlot(chosen)}` : centreSlot(chosen);
}

function params({ values, locale, reference }: ContentOf<typeof CALLBACK_FIELDS>): KindParams {
  const chosen = readSlot(values.slot);
  const slot = chosen ? centreSlot(chosen) : values.slot;
  const date = parseDateInput(values.day);
  const phone = values.phone.trim();
  const name = values.fullName.trim();
  const service = values.service.trim();
  const when = `${date ? `le ${formatDay(date, 'fr')}` : values.day}, ${slot}`;
  return {
    ...whoKeys(values),
    // No name given is said so: the staff call a number, not a person.
    ...(name ? {} : { from_name: NO_NAME }),
    date: date ?? values.day.trim(),
    time: slot,
    service: service || CALLBACK_SERVICE,
    message: firstLines(reference, locale, `Rappel demandé au ${phone}, ${when}, heure de Yaoundé.${service ? ` Service\u00A0: ${service}.` : ''}`, name),
    reference,
  };
}

/**
 * What « Rappelez-moi » asks: a number typed in one box, maybe a name, a day and a part of it (its own two
 * questions: components/request/callback/callback-when.tsx). The service is its page's, not typed.
 */
const CALLBACK_FORM = {
  phone: { is: 'phone', need: 'required', plain: true },
  fullName: { is: 'name', need: 'optional' },
  day: { is: 'custom' },
  slot: { is: 'custom' },
  // The confirmation and the reminder of an appointment agreed when the centre calls back (issue 77).
  [CONSENT_FIELD]: { is: 'consent' },
} as const satisfies FieldRules;

/** A day and a slot still offered now, in Yaoundé's time, with the times the hours give it that day; else the day and slot to choose again. */
function carry(typed: Partial<RequestValues>, { now, open }: CarryContext): Carried {
  const { phone = '', fullName = '', day = '', slot: part = '', service = '', [CONSENT_FIELD]: consent = '' } = typed;
  if (!day || !part) return { field: 'slot', problem: 'whenRequired' };
  const slot = offeredSlots(day, open, now).find((offered) => offered.slot === part);
  return slot ? { values: { phone, fullName: fullName.trim(), day, slot: slotValue(slot), service, [CONSENT_FIELD]: consent } } : { field: 'slot', problem: 'slotPast' };
}

export const callback = {
  fields: CALLBACK_FIELDS,
  staff: {
    phone: STAFF_WORDS.phone,
    fullName: STAFF_WORDS.fullName,
    day: { label: { fr: 'À rappeler', en: 'Call back' } },
    slot: { label: { fr: 'Créneau', en: 'Slot' } },
    service: SERVICE_WORDS,
    reminders: STAFF_WORDS.reminders,
  },
  form: { fields: CALLBACK_FORM, carry },
  formerNames: { day: 'appointmentDate', slot: 'appointmentTime', service: 'serviceType' },
  // Up to version 2, a slot was stored by its name alone: it gets the times it was chosen with.
  upgrade(values, version) {
    const slot = values.slot;
    const before3 = !(typeof version === 'number' && version >= 3);
    return before3 && isCallbackSlot(slot) ? { ...values, slot: slotValue({ slot, ...VERSION_2_SLOTS[slot] }) } : values;
  },
  mail: { own: params },
  madeBy: 'family',
  // On the home page, /contact/ and every service's page: none of its own.
  page: null,
  visit: true,
  relaySubject: 'Demande de rappel',
  inbox: { label: { fr: 'Rappel', en: 'Call-back' }, meeting: { fr: 'rendez-vous', en: 'appointment' } },
  notice: { title: 'Rappel demandé', promise },
  template: 'main',
  written: {
    /** The number, when, and the service of its page if any. */
    lines(values, { copy, locale, choiceLabels, reference }) {
      const line = lineOf(copy, locale);
      const date = parseDateInput(values.day);
      const service = values.service.trim();
      return [
        ...headLines(copy.callbackGreeting, { copy, locale, reference }),
        line(copy.labels.fullName, values.fullName.trim()),
        line(copy.labels.phone, values.phone.trim()),
        line(copy.labels.when, `${date ? formatDay(date, locale) : values.day}, ${slotValueInWords(values.slot, locale)}`),
        ...(service ? [line(copy.labels.service, choiceLabel(choiceLabels, service))] : []),
      ];
    },
    subject: (_, { copy }) => copy.callbackSubject,
  },
} satisfies KindDefinition<typeof CALLBACK_FIELDS>;

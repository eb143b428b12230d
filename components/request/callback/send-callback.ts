import { nameProblem } from '@/lib/request/kinds/rules';
import { callbackValues, offeredSlots, type SlotTimes } from '@/lib/request/callback';
import type { RequestCopy, RequestKind, ServiceChoice, CallbackHours } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { readPhone, type PhoneProblem } from '@/lib/phone-reading';
import { loadRequestWith } from '@/components/request/form/load-request';
import { unreachable, type Sending as SendingOf } from '@/components/request/form/send-outcome';
import { submitChecked } from '@/components/request/form/submit-checked';

/*
 * « Rappelez-moi »'s « Envoyer », a chunk of its own with the phone library (lib/phone-reading.ts):
 * loaded at the first touch of the form (use-callback-request.ts), never with the page. It checks what
 * was typed (the number by the phone library, a name by the rule of lib/request/kinds/rules.ts, a day and
 * a slot still offered now), then hands the call-back to submit() of lib/request with its kind.
 */

const KIND = 'callback' satisfies RequestKind;

export type CallbackField = 'phone' | 'name' | 'when';
export type CallbackErrors = Partial<Record<CallbackField, string>>;

/** What was typed and chosen: the number, a name or '', the day (ISO, Yaoundé) and the slot (a CallbackSlot), '' until chosen. */
export interface Typed {
  phone: string;
  name: string;
  day: string;
  slot: string;
}

export type Sending = SendingOf<CallbackErrors>;

const PHONE_MESSAGES: Record<PhoneProblem, keyof RequestCopy['callback']['validation']> = {
  empty: 'phoneRequired',
  'not-a-number': 'phoneNotANumber',
  'invalid-country': 'phoneInvalidCountry',
  'too-short': 'phoneTooShort',
  'too-long': 'phoneTooLong',
  invalid: 'phoneInvalid',
};

/**
 * The number read by the phone library (Cameroon by default), a name if any, a day and a slot still
 * offered in Yaoundé's time, with the times the hours give it that day.
 */
function check(typed: Typed & { service: string }, messages: RequestCopy['callback']['validation'], open: CallbackHours, now: Date): { errors: CallbackErrors; e164?: string; slot?: SlotTimes } {
  const read = readPhone(typed.phone);
  const slot = typed.day && typed.slot ? offeredSlots(typed.day, open, now).find((offered) => offered.slot === typed.slot) : undefined;
  const name = typed.name.trim() ? nameProblem(typed.name.trim()) : undefined;
  const errors: CallbackErrors = {
    ...(read.ok ? {} : { phone: messages[PHONE_MESSAGES[read.problem]] }),
    ...(name ? { name: messages[name] } : {}),
    ...(!typed.day || !typed.slot ? { when: messages.whenRequired } : !slot ? { when: messages.slotPast } : {}),
  };
  return { errors, ...(read.ok ? { e164: read.e164 } : {}), ...(slot ? { slot } : {}) };
}

/** Checks and sends a call-back with its reference: what became of it. */
export async function sendCallback(typed: Typed & { service: ServiceChoice['value'] }, { locale, reference, open }: { locale: Locale; reference: string; open: CallbackHours }): Promise<Sending> {
  const loaded = await loadRequestWith(locale).catch(() => null);
  if (!loaded) return unreachable();
  const now = new Date();
  const { errors, e164, slot } = check(typed, loaded.words.callback.validation, open, now);
  if (!e164 || !typed.day || !slot || Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const values = callbackValues({ phone: e164, name: typed.name, date: typed.day, slot, service: typed.service });
  return submitChecked(loaded, values, { locale, reference, kind: KIND });
}

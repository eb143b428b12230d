import { nameProblem } from '@/lib/request/form/validation';
import { callbackValues, isOffered } from '@/lib/request/callback';
import type { RequestCopy, AppointmentValues, ServiceChoice, CallbackDay, CallbackSlot, SendFailure, RequestView } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { readPhone, type PhoneProblem } from '@/lib/phone-reading';
import { loadRequestWith } from '@/components/request/form/load-request';

/*
 * « Rappelez-moi »'s « Envoyer », a chunk of its own with the phone library (lib/phone-reading.ts):
 * loaded at the first touch of the form (use-callback-request.ts), never with the page. It checks what
 * was typed, then hands the call-back to submit() of lib/request, the form's own entry point.
 */

export type CallbackField = 'phone' | 'name' | 'when';
export type CallbackErrors = Partial<Record<CallbackField, string>>;

export interface Typed {
  phone: string;
  name: string;
  day: CallbackDay | null;
  slot: CallbackSlot | null;
  /** The service of the page: its French title, or ''. */
  service: ServiceChoice['value'];
}

/** What the visitor is told of a kept call-back: why it waits, whether it leaves with the page closed, until when it is tried. */
export interface KeptFacts {
  cause?: RequestView['cause'];
  inBackground: boolean;
  expiresAt: number;
}

export type Sending =
  | { kind: 'invalid'; errors: CallbackErrors }
  | { kind: 'sent' | 'kept'; values: AppointmentValues; words: RequestCopy; kept?: KeptFacts }
  | { kind: 'refused'; failure: SendFailure; values: AppointmentValues; words: RequestCopy }
  /** Its code or words could not come (offline from the first touch): the form says so in its own words. */
  | { kind: 'unreachable'; failure: SendFailure };

const PHONE_MESSAGES: Record<PhoneProblem, keyof RequestCopy['callback']['validation']> = {
  empty: 'phoneRequired',
  'not-a-number': 'phoneNotANumber',
  'invalid-country': 'phoneInvalidCountry',
  'too-short': 'phoneTooShort',
  'too-long': 'phoneTooLong',
  invalid: 'phoneInvalid',
};
const NAME_MESSAGES = { direction: 'fullNameDirection', letters: 'fullNameLetters', 'too-long': 'fullNameTooLong' } as const;

/** The number read by the phone library (Cameroon by default), a name if any, a day and a slot still offered in Yaoundé's time. */
function check(typed: Typed, messages: RequestCopy['callback']['validation'], now: Date): { errors: CallbackErrors; e164?: string } {
  const read = readPhone(typed.phone);
  const problem = typed.name.trim() ? nameProblem(typed.name.trim()) : undefined;
  const errors: CallbackErrors = {
    ...(read.ok ? {} : { phone: messages[PHONE_MESSAGES[read.problem]] }),
    ...(problem ? { name: messages[NAME_MESSAGES[problem]] } : {}),
    ...(!typed.day || !typed.slot ? { when: messages.whenRequired } : !isOffered(typed.day, typed.slot, now) ? { when: messages.slotPast } : {}),
  };
  return read.ok ? { errors, e164: read.e164 } : { errors };
}

/** Checks and sends a call-back with its reference: what became of it. */
export async function sendCallback(typed: Typed, { locale, reference }: { locale: Locale; reference: string }): Promise<Sending> {
  const loaded = await loadRequestWith(locale).catch(() => null);
  if (!loaded) return { kind: 'unreachable', failure: { kind: navigator.onLine ? 'network' : 'offline' } };
  const now = new Date();
  const { errors, e164 } = check(typed, loaded.words.callback.validation, now);
  if (!e164 || !typed.day || !typed.slot || Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const values = callbackValues({ phone: e164, name: typed.name, day: typed.day, slot: typed.slot, service: typed.service }, now);
  const result = await loaded.request.submit(values, { locale, reference, kind: 'callback' });
  if (result.kind === 'refused') return { kind: 'refused', failure: result.failure, values, words: loaded.words };
  if (result.kind === 'kept') {
    // The note of every page follows it from now on (lib/request/follow.ts).
    loaded.request.keptWith(result.device);
    await loaded.request.refreshRequests();
    const { cause, expiresAt } = result.request;
    return { kind: 'kept', values, words: loaded.words, kept: { ...(cause ? { cause } : {}), inBackground: result.device.sendsInBackground, expiresAt } };
  }
  return { kind: result.kind, values, words: loaded.words };
}

import { doualaToday } from '@/lib/douala-date';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { checkForm, type FormMessages } from '@/lib/request/form/validation';
import { PHONE_LIBRARY } from '@/lib/request/form/phone-library';
import type { RuleContext } from '@/lib/request/kinds/rules';
import type { CallbackHours, FieldErrors, RequestCopy, RequestKind, RequestValues } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { loadRequestWith } from './load-request';
import { unreachable, type Sending } from './send-outcome';
import { submitChecked } from './submit-checked';

/*
 * Every form's « Envoyer » but the appointment's (use-kind-form.ts), a chunk of its own with the phone library
 * (lib/request/form/phone-library.ts) and the kinds' definitions: loaded at the first touch of a form, never
 * with the page. It checks what was typed by its kind's form's rules (lib/request/kinds/<kind>.ts), makes the
 * request's values of it (the kind's `carry`: a call-back's slot with its times, an application's details in
 * its message), then hands them to submit() of lib/request with the kind.
 */

export interface TypedSend {
  kind: RequestKind;
  locale: Locale;
  /** What was typed, and what the page gives without asking (a call-back's service), by name. */
  typed: RequestValues;
  /** The lists the page offers, by name: what each choice may be. */
  lists?: RuleContext['lists'];
  /** The form's words for what is wrong: the page's, or those that come after « Envoyer » (« Rappelez-moi »'s). */
  messages: FormMessages | ((words: RequestCopy) => FormMessages);
  /** The centre's hours and days closed (a call-back's slots offered now). */
  open: CallbackHours;
}

/** Checks and sends a request of a kind with its reference: what became of it. */
export async function sendTyped({ kind, locale, typed, lists, messages, open }: TypedSend, reference: string): Promise<Sending<FieldErrors>> {
  const definition = REQUEST_KINDS[kind];
  const form = 'form' in definition ? definition.form : undefined;
  // Words that come after « Envoyer » come first; the page's own are checked with before anything is fetched.
  const early = typeof messages === 'function' ? await loadRequestWith(locale).catch(() => null) : undefined;
  if (early === null) return unreachable();
  const said = typeof messages === 'function' ? messages(early!.words) : messages;
  const { values, errors } = checkForm(form?.fields ?? definition.fields, typed, { today: doualaToday(), locale, ...(lists ? { lists } : {}), messages: said, phone: PHONE_LIBRARY });
  // What the kind's form checks itself (a call-back's day and slot still offered) is said with the rest, at once.
  const carried = form ? form.carry(values, { now: new Date(), open }) : { values };
  const all: FieldErrors = 'problem' in carried ? { ...errors, [carried.field]: said[carried.problem] ?? '' } : errors;
  if (Object.keys(all).length > 0 || 'problem' in carried) return { kind: 'invalid', errors: all };
  const loaded = early ?? (await loadRequestWith(locale).catch(() => null));
  if (!loaded) return unreachable();
  return submitChecked(loaded, carried.values, { locale, reference, kind });
}

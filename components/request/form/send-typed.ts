import { doualaToday } from '@/lib/douala-date';
import { centreDays, hoursNote } from '@/lib/hours-note';
import { definitionOf, REQUEST_KINDS } from '@/lib/request/kinds';
import { checkForm, type FormMessages } from '@/lib/request/form/validation';
import { PHONE_LIBRARY } from '@/lib/request/form/phone-library';
import type { RuleContext } from '@/lib/request/kinds/rules';
import type { CallbackHours, FamilyKind, FieldErrors, RequestCopy, RequestValues } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { loadRequestWith } from './load-request';
import { unreachable, type Sending } from './send-outcome';
import { submitChecked } from './submit-checked';

/*
 * Every form's « Envoyer » (the appointment's, « Rappelez-moi », an application, a kind with its own page:
 * use-kind-form.ts), a chunk of its own with the phone library (lib/request/form/phone-library.ts) and the kinds'
 * definitions: loaded at the first touch of a form, never with the page. It checks what was typed by its kind's
 * form's rules (lib/request/kinds/<kind>.ts), makes the request's values of it (the kind's `carry`: a call-back's
 * slot with its times, an application's details in its message), writes the line on a time the centre takes no
 * appointment at where its kind asks a day and a time (lib/hours-note.ts), then hands them to submit() of
 * lib/request with the kind; a robot that filled the hidden field is shown the confirmation and nothing is sent.
 */

export interface TypedSend {
  kind: FamilyKind;
  locale: Locale;
  /** What was typed, and what the page gives without asking (a call-back's service), by name. */
  typed: RequestValues;
  /** The lists the page offers, by name: what each choice may be. */
  lists?: RuleContext['lists'];
  /** The form's words for what is wrong: the page's, or those that come after « Envoyer » (« Rappelez-moi »'s), over every form's. */
  messages: FormMessages | ((words: RequestCopy) => FormMessages);
  /** The centre's hours and days closed (a call-back's slots offered now; a day and time outside them, said to the centre). */
  open: CallbackHours;
}

type Checked = { values: RequestValues; errors: FieldErrors };

/** What was typed, checked by its kind's form's rules and carried (a call-back's slot still offered now), with the words it is said in. */
function check({ kind, locale, typed, lists, messages, open }: TypedSend, words: RequestCopy | undefined): Checked {
  const definition = REQUEST_KINDS[kind];
  const form = 'form' in definition ? definition.form : undefined;
  const said = typeof messages === 'function' ? { ...words!.form.validation, ...messages(words!) } : messages;
  const { values, errors } = checkForm(form?.fields ?? definition.fields, typed, { today: doualaToday(), locale, ...(lists ? { lists } : {}), openDays: open, messages: said, phone: PHONE_LIBRARY });
  // What the kind's form checks itself (a call-back's day and slot still offered) is said with the rest, at once.
  const carried = form ? form.carry(values, { now: new Date(), open }) : { values };
  if ('problem' in carried) return { values, errors: { ...errors, [carried.field]: said[carried.problem] ?? '' } };
  return { values: carried.values, errors };
}

/** The errors of what is typed now, once a send found some (the form's errors follow the typing then): its words came with that send. */
export function recheck(send: TypedSend, words: RequestCopy | null): FieldErrors {
  return typeof send.messages === 'function' && !words ? {} : check(send, words ?? undefined).errors;
}

/** Checks and sends a request of a kind with its reference: what became of it. `robot`: the hidden field was filled. */
export async function sendTyped(send: TypedSend, reference: string, { robot = false } = {}): Promise<Sending<FieldErrors>> {
  const { kind, locale, open } = send;
  // Words that come after « Envoyer » come first; the page's own are checked with before anything is fetched.
  const early = typeof send.messages === 'function' ? await loadRequestWith(locale).catch(() => null) : undefined;
  if (early === null) return unreachable();
  const { values, errors } = check(send, early?.words);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const loaded = early ?? (await loadRequestWith(locale).catch(() => null));
  if (!loaded) return unreachable();
  // A filled honeypot is a robot: nothing is sent, and it sees the usual confirmation.
  if (robot) return { kind: 'sent', values, words: loaded.words };
  const asked = definitionOf({ kind }).hoursNote;
  const note = asked ? hoursNote(values[asked.day] ?? '', values[asked.time] ?? '', centreDays(open)) : null;
  return submitChecked(loaded, values, { locale, reference, kind, ...(note ? { hoursNote: note } : {}) });
}

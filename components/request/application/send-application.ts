import { isEmail, nameProblem } from '@/lib/request/kinds/rules';
import { applicationValues } from '@/lib/request/application';
import { LIMITS } from '@/lib/request/values';
import { doualaToday } from '@/lib/douala-date';
import type { Locale } from '@/lib/i18n';
import { readPhone } from '@/lib/phone-reading';
import { loadRequestWith } from '@/components/request/form/load-request';
import { unreachable, type Sending as SendingOf } from '@/components/request/form/send-outcome';
import { submitChecked } from '@/components/request/form/submit-checked';
import type { RequestKind } from '@/lib/request';
import type { ApplicationCopy } from './application-copy';

/*
 * The application's « Envoyer », a chunk of its own with the phone library (lib/phone-reading.ts):
 * loaded at the first touch of the form, never with the page. It checks what was typed (kindly: the
 * years are never refused, lib/request/application.ts reads them), then hands the application to
 * submit() of lib/request with its kind.
 */

const KIND = 'application' satisfies RequestKind;

export type ApplicationField = 'fullName' | 'phone' | 'email' | 'position' | 'diploma' | 'experience' | 'quartier' | 'start' | 'message';
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;
export type Typed = Record<ApplicationField, string>;

export type Sending = SendingOf<ApplicationErrors>;


/** A name, a number the phone library reads (Cameroon by default), an e-mail if any, a start from today in Yaoundé, a message within its limit. */
export function checkApplication(typed: Typed, messages: ApplicationCopy['validation'], today: string): { errors: ApplicationErrors; e164?: string } {
  const read = readPhone(typed.phone);
  const name = typed.fullName.trim();
  const problem = name ? nameProblem(name) : undefined;
  const email = typed.email.trim();
  const errors: ApplicationErrors = {
    ...(!name ? { fullName: messages.fullNameRequired } : problem ? { fullName: messages[problem] } : {}),
    ...(read.ok ? {} : { phone: messages.phone }),
    ...(email && !isEmail(email) ? { email: messages.email } : {}),
    ...(typed.start && !(/^\d{4}-\d{2}-\d{2}$/.test(typed.start) && typed.start >= today) ? { start: messages.start } : {}),
    ...(typed.message.length > LIMITS.message ? { message: messages.message } : {}),
  };
  return read.ok ? { errors, e164: read.e164 } : { errors };
}

/** Checks and sends an application with its reference: what became of it. */
export async function sendApplication(typed: Typed, { locale, reference, messages }: { locale: Locale; reference: string; messages: ApplicationCopy['validation'] }): Promise<Sending> {
  const { errors, e164 } = checkApplication(typed, messages, doualaToday());
  if (!e164 || Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const loaded = await loadRequestWith(locale).catch(() => null);
  if (!loaded) return unreachable();
  const values = applicationValues({ ...typed, phone: e164 });
  return submitChecked(loaded, values, { locale, reference, kind: KIND });
}

import { useRef, type FormEvent } from 'react';
import { firstInvalidField } from '@/lib/request/form/validation';
import { loadRequest } from '@/lib/request/load';
import { centreDays, hoursNote } from '@/lib/hours-note';
import type { CentreContacts, RequestKind, RequestValues, FieldErrors } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import type { PhoneKitModule } from '../phone/phone-field';
import type { useRequestWords } from './load-request';
import { unreachable } from './send-outcome';
import { submitChecked } from './submit-checked';
import type { useDraft } from './use-draft';
import type { useKeptRequest } from './use-kept-request';
import type { usePhoneKit } from '../phone/use-phone-kit';
import { useSending, type ShowEffects } from './use-sending';

const KIND = 'appointment' satisfies RequestKind;

/** A request that left: what the confirmation says. */
export interface SentRequest {
  values: RequestValues;
  reference: string;
  kind: RequestKind;
}

interface SubmitSetup {
  locale: Locale;
  draft: ReturnType<typeof useDraft>;
  kept: ReturnType<typeof useKeptRequest>;
  phone: ReturnType<typeof usePhoneKit>;
  /** The words after « Envoyer », fetched with the request's code (load-request.ts). */
  after: ReturnType<typeof useRequestWords>;
  validate: (values: RequestValues, kit: PhoneKitModule | null) => FieldErrors;
  focusField: (field: string) => void;
  /** The form's hours and days closed: the e-mail says when the time chosen is outside them (lib/hours-note.ts). */
  days: Pick<CentreContacts, 'hours' | 'closures'>;
}

/**
 * The appointment form's « Envoyer », on every form's sending (use-sending.ts, submit-checked.ts): check
 * (with the phone library when a number was typed and it can come), then the honeypot, then submit()
 * (lib/request/submit.ts), which says sent, kept or refused. The request's reference is its draft's. Focus
 * follows what the visitor must read next: the first wrong field, the alert, the kept request, or the
 * confirmation.
 */
export function useRequestSubmit({ locale, draft, kept, phone, after, validate, focusField, days }: SubmitSetup) {
  const sending = useSending<FieldErrors>(locale, 'Appointment request', { reference: draft.currentReference });
  const honeypotRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const keptRef = useRef<HTMLHeadingElement>(null);

  /** Sent, or kept on the device: the form is done with it (its draft goes, the words that say so render with it); refused: the alert. */
  const shown: ShowEffects<FieldErrors> = {
    alongside(result) {
      if (result.kind !== 'sent' && result.kind !== 'kept') return;
      draft.clear();
      after.adopt(result.words);
      // The kept request takes the form's place (its panel).
      if (result.kind === 'kept') kept.reveal();
    },
    then(result) {
      if (result.kind === 'sent') confirmationRef.current?.focus();
      else if (result.kind === 'kept') keptRef.current?.focus();
      else if (result.kind !== 'invalid') alertRef.current?.focus();
    },
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.busy()) return;

    // A number is checked with the phone library: wait for it if it is still on its way.
    let kit = phone.kit;
    if (!kit && draft.current().phone) kit = await sending.before(phone.load);

    const values = draft.current();
    const errors = validate(values, kit);
    const firstInvalid = firstInvalidField(errors);
    if (firstInvalid) {
      // Render the messages first, so the focused field is read with its error. That render must
      // know the phone library just awaited (its own update is a transition, which flushSync skips).
      sending.show({ kind: 'invalid', errors }, { alongside: () => kit && phone.setKit(kit), then: () => focusField(firstInvalid) });
      return;
    }

    // A filled honeypot is a robot: nothing is sent, and it sees the usual confirmation.
    if (honeypotRef.current?.value) {
      const words = await after.load();
      if (words) await sending.run(async () => ({ kind: 'sent', values, words }), shown);
      return;
    }

    sending.clearFailure();
    await sending.run(async (reference) => {
      // Its code and words came when the page was idle; if they never could (offline from the first
      // visit), the alert says so in the form's own words, with the phone.
      const words = await after.load();
      if (!words) return unreachable();
      // Here by now (after.load fetched it with the words): lib/request/submit.ts.
      const note = hoursNote(values.appointmentDate ?? '', values.appointmentTime ?? '', centreDays(days));
      return submitChecked({ request: await loadRequest(), words }, values, { locale, reference, kind: KIND, ...(note ? { hoursNote: note } : {}) });
    }, shown);
  }

  const { outcome } = sending;
  return {
    /** A send found errors: they are shown, as the visitor corrects them, until the request leaves. */
    showErrors: Object.keys(sending.errors).length > 0,
    submitting: sending.submitting,
    failure: sending.failure?.failure ?? null,
    sent: outcome?.kind === 'sent' ? ({ values: outcome.values, reference: outcome.reference, kind: KIND } satisfies SentRequest) : null,
    honeypotRef,
    alertRef,
    confirmationRef,
    keptRef,
    handleSubmit,
    /** Back to an empty form after a confirmation, the focus on its first field. */
    newRequest() {
      sending.again(() => {});
      focusField('fullName');
    },
  };
}

import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { firstInvalidField } from '@/lib/request/form/validation';
import { loadRequest } from '@/lib/request/load';
import { centreDays, hoursNote } from '@/lib/hours-note';
import type { AppointmentContacts, AppointmentField, AppointmentValues, RequestCopy, RequestKind, FieldErrors, SendFailure } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import type { PhoneKitModule } from '../phone/phone-field';
import type { useRequestWords } from './load-request';
import type { useAppointmentDraft } from './use-appointment-draft';
import type { useKeptRequest } from './use-kept-request';
import type { usePhoneKit } from '../phone/use-phone-kit';

/** A request that left: what the confirmation says. */
export interface SentRequest {
  values: AppointmentValues;
  reference: string;
  kind: RequestKind;
}

interface SubmitSetup {
  locale: Locale;
  draft: ReturnType<typeof useAppointmentDraft>;
  kept: ReturnType<typeof useKeptRequest>;
  phone: ReturnType<typeof usePhoneKit>;
  /** The words after « Envoyer », fetched with the request's code (load-request.ts). */
  after: ReturnType<typeof useRequestWords>;
  validate: (values: AppointmentValues, kit: PhoneKitModule | null) => FieldErrors;
  focusField: (field: AppointmentField) => void;
  /** The form's hours and days closed: the e-mail says when the time chosen is outside them (lib/hours-note.ts). */
  days: Pick<AppointmentContacts, 'hours' | 'closures'>;
}

/**
 * The form's « Envoyer »: check (with the phone library when a number was typed and it can come),
 * then the honeypot, then submit() (lib/request/submit.ts), which says sent, kept or refused. Focus
 * follows what the visitor must read next: the first wrong field, the alert, the kept request, or
 * the confirmation.
 */
export function useRequestSubmit({ locale, draft, kept, phone, after, validate, focusField, days }: SubmitSetup) {
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  // A ref, not state: two submit events in the same tick both see it at once.
  const inFlight = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const keptRef = useRef<HTMLHeadingElement>(null);

  function showFailure(next: SendFailure) {
    flushSync(() => {
      setSubmitting(false);
      setFailure(next);
    });
    alertRef.current?.focus();
  }

  /** Sent, or kept on the device: the form is done with it. */
  function showDone(then: () => void, focus: HTMLHeadingElement | null | (() => HTMLHeadingElement | null)) {
    flushSync(() => {
      draft.clear();
      setSubmitting(false);
      setFailure(null);
      setShowErrors(false);
      then();
    });
    (typeof focus === 'function' ? focus() : focus)?.focus();
  }

  /** The confirmation, with the words that say it (rendered in the same update). */
  function confirm(words: RequestCopy, values: AppointmentValues, reference: string) {
    after.adopt(words);
    setSent({ values, reference, kind: 'appointment' });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;

    // A number is checked with the phone library: wait for it if it is still on its way.
    let kit = phone.kit;
    if (!kit && draft.current().phone) {
      inFlight.current = true;
      try {
        kit = await phone.load();
      } finally {
        inFlight.current = false;
      }
    }

    const values = draft.current();
    const reference = draft.currentReference();
    const firstInvalid = firstInvalidField(validate(values, kit));
    if (firstInvalid) {
      // Render the messages first, so the focused field is read with its error. That render must
      // know the phone library just awaited (its own update is a transition, which flushSync skips).
      flushSync(() => {
        if (kit) phone.setKit(kit);
        setShowErrors(true);
        setFailure(null);
      });
      focusField(firstInvalid);
      return;
    }

    // A filled honeypot is a robot: nothing is sent, and it sees the usual confirmation.
    if (honeypotRef.current?.value) {
      const words = await after.load();
      if (words) showDone(() => confirm(words, values, reference), () => confirmationRef.current);
      return;
    }

    inFlight.current = true;
    setFailure(null);
    setSubmitting(true);
    try {
      // Its code and words came when the page was idle; if they never could (offline from the first
      // visit), the alert says so in the form's own words, with the phone.
      const words = await after.load();
      if (!words) return showFailure({ kind: navigator.onLine ? 'network' : 'offline' });
      // Here by now (after.load fetched it with the words): lib/request/submit.ts.
      const result = await (await loadRequest()).submit(values, { locale, reference, hoursNote: hoursNote(values.appointmentDate, values.appointmentTime, centreDays(days)) });
      if (result.kind === 'refused') return showFailure(result.failure);
      if (result.kind === 'sent') return showDone(() => confirm(words, values, reference), () => confirmationRef.current);
      await kept.show(result);
      showDone(() => after.adopt(words), () => keptRef.current);
    } catch (error) {
      console.error('Appointment request not sent:', error);
      showFailure({ kind: 'unknown' });
    } finally {
      inFlight.current = false;
    }
  }

  return {
    showErrors,
    submitting,
    failure,
    sent,
    honeypotRef,
    alertRef,
    confirmationRef,
    keptRef,
    handleSubmit,
    /** Back to an empty form after a confirmation, the focus on its first field. */
    newRequest() {
      flushSync(() => setSent(null));
      focusField('fullName');
    },
  };
}

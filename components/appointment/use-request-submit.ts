import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { isEmailJsConfigured, LIMIT_RATE, SEND_PATIENCE_MS, type EmailJsConfig } from '@/lib/appointment/emailjs-config';
import { buildTemplateParams } from '@/lib/appointment/payload';
import { sendRequest, type SendResult } from '@/lib/appointment/send';
import { isConnectionFailure, type SendFailure } from '@/lib/appointment/send-error';
import type { AppointmentField, AppointmentValues, TemplateParams } from '@/lib/appointment/types';
import { firstInvalidField, type FieldErrors } from '@/lib/appointment/validation';
import type { OutboxEntry } from '@/lib/outbox/entry';
import type { PhoneKitModule } from './phone-field';
import type { useAppointmentDraft } from './use-appointment-draft';
import type { useOutboxRequest } from './use-outbox-request';
import type { usePhoneKit } from './use-phone-kit';

const patience = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

interface SubmitSetup {
  /** Put before the message of the e-mail the centre receives ('' for none). */
  payloadMarker: string;
  draft: ReturnType<typeof useAppointmentDraft>;
  outbox: ReturnType<typeof useOutboxRequest>;
  phone: ReturnType<typeof usePhoneKit>;
  validate: (values: AppointmentValues, kit: PhoneKitModule | null) => FieldErrors;
  emailJs: EmailJsConfig;
  focusField: (field: AppointmentField) => void;
}

/**
 * The send pipeline: check (with the phone library when a number was typed), then the honeypot,
 * the keys, and EmailJS. A request is kept in the outbox before it leaves: with no connection it
 * waits there and leaves by itself later. Focus follows what the visitor must read next: the first
 * wrong field, the alert, the waiting request, or the confirmation.
 */
export function useRequestSubmit({ payloadMarker, draft, outbox, phone, validate, emailJs, focusField }: SubmitSetup) {
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [sent, setSent] = useState<TemplateParams | null>(null);
  // A ref, not state: two submit events in the same tick both see it at once.
  const inFlight = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const pendingRef = useRef<HTMLHeadingElement>(null);

  function showFailure(next: SendFailure) {
    flushSync(() => {
      setSubmitting(false);
      setFailure(next);
    });
    alertRef.current?.focus();
  }

  function showSent(params: TemplateParams) {
    flushSync(() => {
      draft.clear();
      setSubmitting(false);
      setFailure(null);
      setShowErrors(false);
      setSent(params);
    });
    confirmationRef.current?.focus();
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

    const current = draft.current();
    const firstInvalid = firstInvalidField(validate(current, kit));
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

    const params = buildTemplateParams(current, payloadMarker);
    // A filled honeypot is a robot: nothing is sent, and it sees the usual confirmation.
    if (honeypotRef.current?.value) return showSent(params);
    if (!isEmailJsConfigured(emailJs)) {
      console.error('Appointment request not sent: NEXT_PUBLIC_EMAILJS_* were not set at build time.');
      return showFailure({ kind: 'not-configured' });
    }

    inFlight.current = true;
    setFailure(null);
    setSubmitting(true);
    // Kept first, claimed by this page: if the page is closed halfway, the request is not lost, and
    // nothing else sends it while this page does.
    const kept = await outbox.keep(current);
    const send = () => sendRequest(params, emailJs, { limitRate: LIMIT_RATE });
    try {
      if (!navigator.onLine) return kept ? await showWaiting(kept) : showFailure({ kind: 'offline' });
      if (!kept) {
        const result = await send();
        return result.ok ? showSent(params) : showFailure(result.failure);
      }
      const sending = outbox.hold(kept, send);
      const result = await Promise.race([sending, patience(SEND_PATIENCE_MS)]);
      // Still no answer: the request waits like one sent offline, and leaves the outbox with this send's answer.
      if (!result) return await showWaiting(kept, sending);
      if (!result.ok && isConnectionFailure(result.failure)) return await showWaiting(kept);
      await outbox.forget(kept);
      if (result.ok) showSent(params);
      else showFailure(result.failure);
    } finally {
      inFlight.current = false;
    }
  }

  /** No connection: the request waits on the device, and the form gives way to it. */
  async function showWaiting(kept: OutboxEntry, stillSending?: Promise<SendResult>) {
    await (stillSending ? outbox.waitFor(kept, stillSending) : outbox.wait(kept));
    flushSync(() => {
      draft.clear();
      setSubmitting(false);
      setFailure(null);
      setShowErrors(false);
    });
    pendingRef.current?.focus();
  }

  return {
    showErrors,
    submitting,
    failure,
    sent,
    honeypotRef,
    alertRef,
    confirmationRef,
    pendingRef,
    handleSubmit,
    /** Back to an empty form after a confirmation, the focus on its first field. */
    newRequest() {
      flushSync(() => setSent(null));
      focusField('fullName');
    },
  };
}

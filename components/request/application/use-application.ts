import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { newReference } from '@/lib/request/reference';
import { loadOnce } from '@/lib/request/load';
import { POSITION_PARAM } from '@/lib/routes';
import { loadRequestWith } from '@/components/request/form/load-request';
import type { ApplicationCopy, PositionChoice } from './application-copy';
import { showSending, unreachable, type FailureState, type SentOutcome } from '@/components/request/form/send-outcome';
import type { ApplicationErrors, ApplicationField, Typed } from './send-application';

export type { ApplicationField };

/** The checks and the send, with the phone library: a chunk of their own, at the first touch. */
const loadSend = loadOnce(() => import('./send-application'));

export type ApplicationOutcome = SentOutcome;
export type ApplicationFailure = FailureState;

const EMPTY: Typed = { fullName: '', phone: '', email: '', position: '', diploma: '', experience: '', quartier: '', start: '', message: '' };
export const FIELD_ORDER: readonly ApplicationField[] = ['fullName', 'phone', 'email', 'position', 'diploma', 'experience', 'quartier', 'start', 'message'];

/**
 * The application's state: what was typed (kept in the fields until it has left), the errors, what
 * became of it. The position comes chosen from a position's « Postuler » (?poste=<slug>): the page is
 * static, so the browser reads it once the scripts run.
 */
export function useApplication({ copy, positions }: { copy: ApplicationCopy; positions: PositionChoice[] }) {
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ApplicationFailure | null>(null);
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(null);
  const reference = useRef('');
  const inFlight = useRef(false);

  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get(POSITION_PARAM);
    const chosen = positions.find((position) => position.slug === slug);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known in the browser only
    if (chosen) setTyped((current) => ({ ...current, position: chosen.value }));
  }, [positions]);

  function set(field: ApplicationField, value: string) {
    setTyped((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>, idOf: (field: ApplicationField) => string) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    const { locale } = copy;
    try {
      const send = await loadSend().catch(() => null);
      reference.current ||= newReference();
      const sending = send
        ? await send.sendApplication(typed, { locale, reference: reference.current, messages: copy.validation })
        : unreachable();
      showSending(sending, reference.current, {
        setErrors,
        setFailure,
        setOutcome,
        focusInvalid: (found: ApplicationErrors) => {
          const first = FIELD_ORDER.find((field) => found[field]);
          if (first) document.getElementById(idOf(first))?.focus();
        },
        noErrors: {},
      });
    } catch (error) {
      console.error('Application not sent:', error);
      const words = await loadRequestWith(locale).then((both) => both.words, () => null);
      setFailure({ failure: { kind: 'unknown' }, values: null, reference: '', words });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return {
    typed,
    errors,
    submitting,
    failure,
    outcome,
    set,
    handleSubmit,
    /** The code a send needs (its checks, the phone library, the request's, its words), fetched at the first touch. */
    warmUp() {
      void loadSend().catch(() => {});
      void loadRequestWith(copy.locale).catch(() => {});
    },
    again() {
      flushSync(() => {
        setOutcome(null);
        setTyped(EMPTY);
      });
      reference.current = '';
    },
  };
}

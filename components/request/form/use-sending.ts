import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { newReference } from '@/lib/request/reference';
import type { Locale } from '@/lib/i18n';
import { loadRequestWith } from './load-request';
import type { FailureState, Sending, SentOutcome } from './send-outcome';

/** What a form does besides what the hook shows, as a send's result is shown: in the same update (`alongside`), and once it is drawn (`then`: where the focus goes). */
export interface ShowEffects<Errors> {
  alongside?: (sending: Sending<Errors>) => void;
  then?: (sending: Sending<Errors>) => void;
}

/**
 * What every form holds besides its fields (the appointment form, « Rappelez-moi », an application): the
 * errors, whether a send is on its way, what became of it (sent or kept: `outcome`; refused or
 * unreachable: `failure`), and its reference: the form's own (`reference`: the appointment's draft keeps
 * one), or one made at the first « Envoyer » and kept through a retry, so that the centre sees one
 * request. `what` names it in the console.
 */
export function useSending<Errors extends object>(locale: Locale, what: string, { reference: own }: { reference?: () => string } = {}) {
  const noErrors = {} as Errors;
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<FailureState | null>(null);
  const [outcome, setOutcome] = useState<SentOutcome | null>(null);
  const reference = useRef('');
  // A ref, not state: two submit events in the same tick both see it at once.
  const inFlight = useRef(false);

  /** Shows what became of a send, in one update: its errors, its failure with the fallbacks, or its outcome; then `then`. */
  function show(sending: Sending<Errors>, { alongside, then }: ShowEffects<Errors> = {}) {
    flushSync(() => {
      setSubmitting(false);
      switch (sending.kind) {
        case 'invalid':
          setErrors(sending.errors);
          setFailure(null);
          break;
        case 'unreachable':
          setFailure({ failure: sending.failure, values: null, reference: '', words: null });
          break;
        case 'broken':
          setFailure({ failure: { kind: 'unknown' }, values: null, reference: '', words: sending.words });
          break;
        case 'refused':
          setFailure({ failure: sending.failure, values: sending.values, reference: reference.current, words: sending.words });
          break;
        default:
          setOutcome({ kind: sending.kind, values: sending.values, reference: reference.current, words: sending.words, ...(sending.kept ? { kept: sending.kept } : {}) });
          setFailure(null);
          setErrors(noErrors);
      }
      alongside?.(sending);
    });
    then?.(sending);
  }

  /** One send at a time, with the request's reference; its result shown, and a bug told as a failure with the fallbacks, never silence. */
  async function run(send: (reference: string) => Promise<Sending<Errors>>, effects?: ShowEffects<Errors>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      reference.current = own ? own() : reference.current || newReference();
      show(await send(reference.current), effects);
    } catch (error) {
      console.error(`${what} not sent:`, error);
      const words = await loadRequestWith(locale).then((both) => both.words, () => null);
      show({ kind: 'broken', words }, effects);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** Another request: no outcome, the form's own fields emptied in the same update, a new reference. */
  function again(emptyFields: () => void) {
    flushSync(() => {
      setOutcome(null);
      emptyFields();
    });
    reference.current = '';
  }

  return {
    errors,
    setErrors,
    submitting,
    failure,
    outcome,
    run,
    show,
    again,
    /** A send, or what must come before it, is on its way: a second « Envoyer » waits. */
    busy: () => inFlight.current,
    /** What must come before a send (the phone library), a second « Envoyer » waiting for it. */
    async before<T>(work: () => Promise<T>): Promise<T> {
      inFlight.current = true;
      try {
        return await work();
      } finally {
        inFlight.current = false;
      }
    },
    /** The failure shown goes as a new send starts (the appointment form's alert, which its own words replace). */
    clearFailure: () => setFailure(null),
  };
}

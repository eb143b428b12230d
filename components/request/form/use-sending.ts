import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { newReference } from '@/lib/request/reference';
import type { Locale } from '@/lib/i18n';
import { loadRequestWith } from './load-request';
import type { FailureState, Sending, SentOutcome } from './send-outcome';

/**
 * What a short request's form (« Rappelez-moi », an application) holds besides its fields: the errors,
 * whether a send is on its way, what became of it, and its reference, made at the first « Envoyer » and
 * kept through a retry so that the centre sees one request. `what` names it in the console.
 */
export function useSending<Errors extends object>(locale: Locale, what: string) {
  const noErrors = {} as Errors;
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<FailureState | null>(null);
  const [outcome, setOutcome] = useState<SentOutcome | null>(null);
  const reference = useRef('');
  const inFlight = useRef(false);

  /** Shows what became of a send: its errors (the first invalid field focused once drawn), its failure with the fallbacks, or its outcome. */
  function show(sending: Sending<Errors>, focusInvalid: (errors: Errors) => void) {
    switch (sending.kind) {
      case 'invalid':
        flushSync(() => {
          setErrors(sending.errors);
          setFailure(null);
        });
        focusInvalid(sending.errors);
        return;
      case 'unreachable':
        setFailure({ failure: sending.failure, values: null, reference: '', words: null });
        return;
      case 'refused':
        setFailure({ failure: sending.failure, values: sending.values, reference: reference.current, words: sending.words });
        return;
      default:
        setOutcome({ kind: sending.kind, values: sending.values, reference: reference.current, words: sending.words, ...(sending.kept ? { kept: sending.kept } : {}) });
        setFailure(null);
        setErrors(noErrors);
    }
  }

  /** One send at a time; its result shown, and a bug told as a failure with the fallbacks, never silence. */
  async function run(send: (reference: string) => Promise<Sending<Errors>>, focusInvalid: (errors: Errors) => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      reference.current ||= newReference();
      show(await send(reference.current), focusInvalid);
    } catch (error) {
      console.error(`${what} not sent:`, error);
      const words = await loadRequestWith(locale).then((both) => both.words, () => null);
      setFailure({ failure: { kind: 'unknown' }, values: null, reference: '', words });
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

  return { errors, setErrors, submitting, failure, outcome, run, again };
}

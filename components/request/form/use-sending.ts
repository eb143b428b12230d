import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { newReference } from '@/lib/request/reference';
import type { Locale } from '@/lib/i18n';
import { loadRequestWith } from './load-request';
import { showSending, type FailureState, type Sending, type SentOutcome } from './send-outcome';

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

  /** One send at a time; its result shown, and a bug told as a failure with the fallbacks, never silence. */
  async function run(send: (reference: string) => Promise<Sending<Errors>>, focusInvalid: (errors: Errors) => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      reference.current ||= newReference();
      showSending(await send(reference.current), reference.current, { setErrors, setFailure, setOutcome, focusInvalid, noErrors });
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

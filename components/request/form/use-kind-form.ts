import { useState, type FormEvent, type RefObject } from 'react';
import { prepareProof } from '@/lib/request/proof';
import { loadOnce } from '@/lib/request/load';
import type { FieldErrors, RequestValues } from '@/lib/request';
import type { FieldSpec } from '@/lib/request/kinds/rules';
import { useEarlyInput } from '@/components/ui/early-input';
import { loadRequestWith } from './load-request';
import { unreachable } from './send-outcome';
import type { TypedSend } from './send-typed';
import { keptValue, typedEarly } from './typed';
import { useSending } from './use-sending';

/** The checks and the send, with the phone library: a chunk of their own, at the first touch. */
const loadSend = loadOnce(() => import('./send-typed'));

interface KindFormSetup {
  /** Its kind, its page's language, its words for what is wrong, its lists, the centre's hours: what its send needs. */
  send: Omit<TypedSend, 'typed'>;
  /** What the form asks, in its order on screen (its kind's form's rules). */
  fields: readonly FieldSpec[];
  /** The values as they start (and again after « Nouvelle demande »), and those the page gives without asking. */
  start: RequestValues;
  formRef: RefObject<HTMLFormElement | null>;
  /** The error a field's change clears (a choice of two fields may share one). */
  errorOf?: (field: string) => string;
  /** Names it in the console. */
  what: string;
}

/**
 * Every form's state but the appointment's (« Rappelez-moi », an application, a kind with its own page): what
 * was typed (it stays in the fields until it has left, and what was typed before the scripts is adopted), and
 * what every form holds (use-sending.ts). Its checks and its send come in a chunk of their own at the first touch
 * (`warmUp`), with the request's code and words and the gateway's proof; what it says after « Envoyer » is the
 * form's.
 */
export function useKindForm({ send, fields, start, formRef, errorOf = (field) => field, what }: KindFormSetup) {
  const [typed, setTyped] = useState(start);
  const sending = useSending<FieldErrors>(send.locale, what);
  const { setErrors, run } = sending;

  /** A field typed or chosen: its error goes. */
  function set(field: string, value: string) {
    setTyped((current) => ({ ...current, [field]: keptValue(fields.find((spec) => spec.name === field), value) }));
    const error = errorOf(field);
    setErrors((current) => (current[error] ? { ...current, [error]: undefined } : current));
  }

  // Typed or chosen before the scripts (seconds on a slow link): kept, not wiped by the first render after hydration.
  useEarlyInput(formRef, () => {
    for (const [field, value] of Object.entries(typedEarly(formRef.current, fields))) set(field, value);
  });

  return {
    typed,
    set,
    errors: sending.errors,
    submitting: sending.submitting,
    failure: sending.failure,
    outcome: sending.outcome,
    /** The code a send needs (its checks, the phone library, the request's, its words), fetched at the first touch, and the gateway's proof started. */
    warmUp() {
      void loadSend().catch(() => {});
      void loadRequestWith(send.locale).catch(() => {});
      prepareProof();
    },
    /** « Envoyer »: the first field at fault takes the focus (`focusInvalid`), else the request leaves or is kept. */
    async handleSubmit(event: FormEvent<HTMLFormElement>, focusInvalid: (errors: FieldErrors) => void) {
      event.preventDefault();
      await run(
        async (reference) => {
          const chunk = await loadSend().catch(() => null);
          return chunk ? chunk.sendTyped({ ...send, typed }, reference) : unreachable();
        },
        { then: (result) => result.kind === 'invalid' && focusInvalid(result.errors) },
      );
    },
    /** Another request: the fields as they started, a new reference. */
    again() {
      sending.again(() => setTyped(start));
    },
  };
}

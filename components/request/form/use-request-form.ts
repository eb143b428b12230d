import { useState, type FormEvent } from 'react';
import { prepareProof } from '@/lib/request/proof';
import { oneLine } from '@/lib/request/one-line';
import type { Locale } from '@/lib/i18n';
import { loadRequestWith } from './load-request';
import { unreachable, type Sending } from './send-outcome';
import { useSending } from './use-sending';

interface FormSetup<Field extends string, Errors, Send> {
  locale: Locale;
  /** Names it in the console. */
  what: string;
  /** The fields as they start (and again after « Nouvelle demande »). */
  start: Record<Field, string>;
  /** The form's checks and its send, with the phone library: a chunk of its own (loadOnce), fetched at the first touch. */
  load: () => Promise<Send>;
  /** Checks what was typed and sends it with its reference, through the chunk: what became of it. */
  send: (chunk: Send, typed: Record<Field, string>, reference: string) => Promise<Sending<Errors>>;
  /** The error a field's change clears (a choice of two fields may share one). */
  errorOf?: (field: Field) => keyof Errors;
}

/**
 * The state of a form whose fields are its own (« Rappelez-moi », an application): what was typed (it stays
 * in the fields until it has left), and what every form holds (use-sending.ts). Its checks and its send come
 * in a chunk of their own at the first touch (`warmUp`), with the request's code and words and the gateway's
 * proof; what it says after « Envoyer » is the form's.
 */
export function useRequestForm<Field extends string, Errors extends Partial<Record<string, string>>, Send>({
  locale,
  what,
  start,
  load,
  send,
  errorOf = (field) => field as unknown as keyof Errors,
}: FormSetup<Field, Errors, Send>) {
  const [typed, setTyped] = useState(start);
  const sending = useSending<Errors>(locale, what);
  const { setErrors, run } = sending;

  return {
    typed,
    errors: sending.errors,
    submitting: sending.submitting,
    failure: sending.failure,
    outcome: sending.outcome,
    /** A field typed or chosen: its error goes. Every field but the message is of one line: a line break or a tab pasted is a space (one-line.ts). */
    set(field: Field, value: string) {
      setTyped((current) => ({ ...current, [field]: field === 'message' ? value : oneLine(value) }));
      const error = errorOf(field);
      setErrors((current) => (current[error] ? { ...current, [error]: undefined } : current));
    },
    /** The code a send needs (its checks, the phone library, the request's, its words), fetched at the first touch, and the gateway's proof started. */
    warmUp() {
      void load().catch(() => {});
      void loadRequestWith(locale).catch(() => {});
      prepareProof();
    },
    /** « Envoyer »: the first field at fault takes the focus (`focusInvalid`), else the request leaves or is kept. */
    async handleSubmit(event: FormEvent<HTMLFormElement>, focusInvalid: (errors: Errors) => void) {
      event.preventDefault();
      await run(
        async (reference) => {
          const chunk = await load().catch(() => null);
          return chunk ? send(chunk, typed, reference) : unreachable();
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

import { useId, useState, type FormEvent, type RefObject } from 'react';
import { prepareProof } from '@/lib/request/proof';
import { loadOnce } from '@/lib/request/load';
import type { FieldErrors, RequestValues } from '@/lib/request';
import type { FieldSpec } from '@/lib/request/kinds/rule-table';
import { loadRequestWith } from './load-request';
import { unreachable } from './send-outcome';
import type { DraftStore } from './draft-store';
import type { TypedSend } from './send-typed';
import { useDraft } from './use-draft';
import { useSending, type ShowEffects } from './use-sending';

/** The checks and the send, with the phone library: a chunk of their own, at the first touch. */
const loadSend = loadOnce(() => import('./send-typed'));

interface KindFormSetup {
  /** Its kind, its page's language, its words for what is wrong, its lists, the centre's hours: what its send needs. */
  send: Omit<TypedSend, 'typed'>;
  /** What the form asks, in its order on screen (its kind's form's rules). */
  fields: readonly FieldSpec[];
  /** The values as they start (and again after « Nouvelle demande »): what the page gives without asking; every other field empty. */
  start?: RequestValues;
  formRef: RefObject<HTMLFormElement | null>;
  /** The error a field's change clears (a choice of two fields may share one). */
  errorOf?: (field: string) => string;
  /** Names it in the console. */
  what: string;
  /** Where what is typed is kept until it leaves (the appointment's: draft-store.ts, this tab's sessionStorage); none, not kept. */
  keepsDraft?: DraftStore;
  /** Once a send found faults, the errors follow the typing (each change checked again), rather than going with a change. */
  errorsFollowTyping?: boolean;
  /** The hidden field robots fill (the appointment's): filled, nothing is sent and the confirmation shows. */
  honeypot?: RefObject<HTMLInputElement | null>;
  /** A draft restored (a number in it: the phone field's library is wanted). */
  onRestore?: (values: RequestValues) => void;
}

/**
 * Every form's state (the appointment's, « Rappelez-moi », an application, a kind with its own page): what was
 * typed (it stays in the fields until it has left; what was typed before the scripts is adopted), its draft
 * (use-draft.ts) and reference, and what every form holds (use-sending.ts). Its checks and its send come in a
 * chunk of their own at the first touch (`warmUp`), with the request's code and words and the gateway's proof;
 * what it says after « Envoyer » is the form's.
 */
export function useKindForm({ send, fields, start, formRef, errorOf = (field) => field, what, keepsDraft, errorsFollowTyping = false, honeypot, onRestore }: KindFormSetup) {
  const baseId = useId();
  const draft = useDraft({ kind: send.kind, fields, ...(start ? { start } : {}), ...(keepsDraft ? { keep: keepsDraft } : {}), form: formRef, ...(onRestore ? { onRestore } : {}) });
  const sending = useSending<FieldErrors>(send.locale, what, { reference: draft.currentReference });
  const { setErrors, run } = sending;
  // Once a send found faults, with the form's errors following the typing: the chunk that checks, and the words it came with.
  const [checker, setChecker] = useState<{ recheck: (typed: RequestValues) => FieldErrors } | null>(null);

  /** A field typed or chosen: its error goes (or, following the typing, is what the field holds now). */
  function set(field: string, value: string) {
    draft.update(field, value);
    const error = errorOf(field);
    setErrors((current) => (current[error] ? { ...current, [error]: undefined } : current));
  }

  const errors = checker ? checker.recheck(draft.values) : sending.errors;

  return {
    draft,
    values: draft.values,
    set,
    errors,
    /** A field's id (its label's `for`, its messages' ids), and any other of the form's: one prefix a form. */
    idOf: (field: string) => `${baseId}-${field}`,
    submitting: sending.submitting,
    failure: sending.failure,
    outcome: sending.outcome,
    /** The checks and the send alone, ahead of any touch (a form its page is for, once its phone library came): kept by the browser for a send made offline later. */
    preload() {
      void loadSend().catch(() => {});
    },
    /** The code a send needs (its checks, the phone library, the request's, its words), fetched at the first touch, and the gateway's proof started. */
    warmUp() {
      void loadSend().catch(() => {});
      void loadRequestWith(send.locale).catch(() => {});
      prepareProof();
    },
    /** « Envoyer »: the first field at fault takes the focus (`focusInvalid`), else the request leaves or is kept; `effects`, what the form does besides. */
    async handleSubmit(event: FormEvent<HTMLFormElement>, focusInvalid: (errors: FieldErrors) => void, effects: ShowEffects<FieldErrors> = {}) {
      event.preventDefault();
      if (sending.busy()) return;
      // The alert of the last try goes as this one starts: the next says what became of it.
      sending.clearFailure();
      await run(
        async (reference) => {
          const chunk = await loadSend().catch(() => null);
          if (!chunk) return unreachable();
          const typed = { ...send, typed: draft.current() };
          const result = await chunk.sendTyped(typed, reference, { robot: Boolean(honeypot?.current?.value) });
          if (result.kind === 'invalid' && errorsFollowTyping) {
            const words = await loadRequestWith(send.locale).then((both) => both.words, () => null);
            setChecker({ recheck: (values) => chunk.recheck({ ...send, typed: values }, words) });
          }
          return result;
        },
        {
          alongside(result) {
            if (result.kind === 'sent' || result.kind === 'kept') {
              draft.clear();
              setChecker(null);
            }
            effects.alongside?.(result);
          },
          then(result) {
            if (result.kind === 'invalid') focusInvalid(result.errors);
            effects.then?.(result);
          },
        },
      );
    },
    /** Another request: the fields as they started, a new reference. */
    again() {
      sending.again(() => draft.clear());
    },
  };
}

import { useEffect, useState, type FormEvent } from 'react';
import { loadOnce } from '@/lib/request/load';
import { prepareProof } from '@/lib/request/proof';
import { POSITION_PARAM } from '@/lib/routes';
import { loadRequestWith } from '@/components/request/form/load-request';
import type { ApplicationCopy, PositionChoice } from './application-copy';
import { unreachable, type FailureState, type SentOutcome } from '@/components/request/form/send-outcome';
import { useSending } from '@/components/request/form/use-sending';
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
 * became of it. The position comes chosen on its own page (`chosen`, in the HTML already), or from a
 * link shared before positions had pages (?poste=<slug>), which the browser reads once the scripts run.
 */
export function useApplication({ copy, positions, chosen }: { copy: ApplicationCopy; positions: PositionChoice[]; chosen?: string | undefined }) {
  const start: Typed = { ...EMPTY, position: positions.find((position) => position.slug && position.slug === chosen)?.value ?? '' };
  const [typed, setTyped] = useState<Typed>(start);
  const { errors, setErrors, submitting, failure, outcome, run, again } = useSending<ApplicationErrors>(copy.locale, 'Application');

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
    const { locale } = copy;
    await run(
      async (reference) => {
        const send = await loadSend().catch(() => null);
        return send ? send.sendApplication(typed, { locale, reference, messages: copy.validation }) : unreachable();
      },
      (found) => {
        const first = FIELD_ORDER.find((field) => found[field]);
        if (first) document.getElementById(idOf(first))?.focus();
      },
    );
  }

  return {
    typed,
    errors,
    submitting,
    failure,
    outcome,
    set,
    handleSubmit,
    /** The code a send needs (its checks, the phone library, the request's, its words), fetched at the first touch, and the gateway's proof started. */
    warmUp() {
      void loadSend().catch(() => {});
      void loadRequestWith(copy.locale).catch(() => {});
      prepareProof();
    },
    again() {
      again(() => setTyped(start));
    },
  };
}

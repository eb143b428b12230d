import { useEffect, useState, type FormEvent } from 'react';
import type { CallbackCopy, CallbackHours, CallbackSlot } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { loadOnce } from '@/lib/request/load';
import { prepareProof } from '@/lib/request/proof';
import { loadRequestWith } from '@/components/request/form/load-request';
import { unreachable, type FailureState, type SentOutcome } from '@/components/request/form/send-outcome';
import { useSending } from '@/components/request/form/use-sending';
import type { CallbackErrors, CallbackField } from './send-callback';

export type { CallbackField };

/** The checks and the send, with the phone library: a chunk of their own, at the first touch. */
const loadSend = loadOnce(() => import('./send-callback'));

/** What became of the request: it left, or it waits on the device; the words that say so come with it. */
export type CallbackOutcome = SentOutcome;
export type CallbackFailureState = FailureState;

/**
 * « Rappelez-moi »'s state: what was typed and chosen (it stays in the fields until it has left), the
 * errors, what became of the request. Its « Envoyer » is send-callback.ts, and what it says after is
 * callback-outcome.tsx, which takes the focus once drawn: both come at the first touch.
 */
export function useCallbackRequest({ copy, service, open }: { copy: CallbackCopy; service: string; open: CallbackHours }) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<CallbackSlot | null>(null);
  const { errors, setErrors, submitting, failure, outcome, run, again } = useSending<CallbackErrors>(copy.locale, 'Call-back request');
  // Yaoundé's clock, known in the browser only (the prerendered page offers the build's days): today's past slots go.
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, []);

  const clear = (field: CallbackField) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  /** The first field with an error takes the focus; for « when », the first choice still to make. */
  function focusFirst(found: CallbackErrors, ids: Record<CallbackField, string>, form: HTMLFormElement) {
    const first = (['phone', 'name', 'when'] as const).find((field) => found[field]);
    if (first === 'when') form.querySelector<HTMLInputElement>(`input[name="${day ? 'slot' : 'day'}"]:not(:disabled)`)?.focus();
    else if (first) document.getElementById(ids[first])?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>, ids: Record<CallbackField, string>) {
    event.preventDefault();
    const form = event.currentTarget;
    const locale: Locale = copy.locale;
    await run(
      async (reference) => {
        const send = await loadSend().catch(() => null);
        return send ? send.sendCallback({ phone, name, day, slot, service }, { locale, reference, open }) : unreachable();
      },
      (found) => focusFirst(found, ids, form),
    );
  }

  return {
    fields: { phone, name, day, slot },
    now,
    errors,
    submitting,
    failure,
    outcome,
    /** The code a send needs (its checks, the phone library, the request's, its words), fetched at the first touch, and the gateway's proof started. */
    warmUp() {
      void loadSend().catch(() => {});
      void loadRequestWith(copy.locale).catch(() => {});
      prepareProof();
    },
    setPhone(value: string) {
      setPhone(value);
      clear('phone');
    },
    setName(value: string) {
      setName(value);
      clear('name');
    },
    setDay(value: string) {
      setDay(value);
      clear('when');
    },
    setSlot(value: CallbackSlot) {
      setSlot(value);
      clear('when');
    },
    handleSubmit,
    /** Another call-back: empty fields, a new reference. */
    again() {
      again(() => {
        setPhone('');
        setName('');
        setDay(null);
        setSlot(null);
      });
    },
  };
}

import { useEffect, useState, type FormEvent } from 'react';
import type { CallbackCopy, CallbackHours } from '@/lib/request';
import { loadOnce } from '@/lib/request/load';
import { useRequestForm } from '@/components/request/form/use-request-form';
import type { CallbackErrors, CallbackField, Typed } from './send-callback';

export type { CallbackField };

/** The checks and the send, with the phone library: a chunk of their own, at the first touch. */
const loadSend = loadOnce(() => import('./send-callback'));

const START: Typed = { phone: '', name: '', day: '', slot: '' };

/**
 * « Rappelez-moi »'s state: a number, maybe a name, a day and a slot (useRequestForm: they stay in the
 * fields until the request has left), and Yaoundé's clock, which the days and slots offered follow. Its
 * « Envoyer » is send-callback.ts, and what it says after is callback-outcome.tsx, which takes the focus
 * once drawn: both come at the first touch.
 */
export function useCallbackRequest({ copy, service, open }: { copy: CallbackCopy; service: string; open: CallbackHours }) {
  const locale = copy.locale;
  const form = useRequestForm<keyof Typed, CallbackErrors, typeof import('./send-callback')>({
    locale,
    what: 'Call-back request',
    start: START,
    load: loadSend,
    send: (chunk, typed, reference) => chunk.sendCallback({ ...typed, service }, { locale, reference, open }),
    // The day and the slot are one question: « when ».
    errorOf: (field) => (field === 'day' || field === 'slot' ? 'when' : field),
  });
  // Yaoundé's clock, known in the browser only (the prerendered page offers the build's days): today's past slots go.
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, []);

  /** The first field with an error takes the focus; for « when », the first choice still to make. */
  function focusFirst(found: CallbackErrors, ids: Record<CallbackField, string>, element: HTMLFormElement) {
    const first = (['phone', 'name', 'when'] as const).find((field) => found[field]);
    if (first === 'when') element.querySelector<HTMLInputElement>(`input[name="${form.typed.day ? 'slot' : 'day'}"]:not(:disabled)`)?.focus();
    else if (first) document.getElementById(ids[first])?.focus();
  }

  return {
    ...form,
    fields: form.typed,
    now,
    handleSubmit(event: FormEvent<HTMLFormElement>, ids: Record<CallbackField, string>) {
      const element = event.currentTarget;
      return form.handleSubmit(event, (found) => focusFirst(found, ids, element));
    },
  };
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { CallbackCopy, RequestCopy } from '@/lib/appointment/copy';
import type { AppointmentValues } from '@/lib/appointment/types';
import { nameProblem } from '@/lib/appointment/validation';
import { callbackValues, isOffered, type CallbackDay, type CallbackSlot } from '@/lib/callback';
import { loadOnce } from '@/lib/load-once';
import type { PhoneProblem } from '@/lib/phone-reading';
import type { SendFailure } from '@/lib/request/failure';
import { newReference } from '@/lib/request/reference';
import { loadRequestWith } from '@/components/appointment/request-words';

/** The phone library's reading of a typed number (lib/phone-reading.ts): its own chunk, at the first touch. */
const loadPhoneReading = loadOnce(() => import('@/lib/phone-reading'));

export type CallbackField = 'phone' | 'name' | 'when';
export type CallbackErrors = Partial<Record<CallbackField, string>>;

/** What became of the request: it left, or it waits on the device; the words that say so come with it. */
export type CallbackOutcome = { kind: 'sent' | 'kept'; values: AppointmentValues; reference: string; words: RequestCopy };

const PHONE_MESSAGES: Record<PhoneProblem, keyof RequestCopy['callback']['validation']> = {
  empty: 'phoneRequired',
  'not-a-number': 'phoneNotANumber',
  'invalid-country': 'phoneInvalidCountry',
  'too-short': 'phoneTooShort',
  'too-long': 'phoneTooLong',
  invalid: 'phoneInvalid',
};

/**
 * « Rappelez-moi »'s state and its « Envoyer »: the phone read by the phone library (Cameroon by
 * default), an optional name, a day and a slot still offered in Yaoundé's time, then submit() of
 * lib/request as a call-back: sent, kept on the device, or refused with the same request by WhatsApp,
 * SMS or e-mail. What was typed stays in the fields until it has left. (What it says then is a chunk
 * of its own, callback-outcome.tsx, which takes the focus once drawn.)
 */
export function useCallbackRequest({ copy, service }: { copy: CallbackCopy; service: string }) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [day, setDay] = useState<CallbackDay | null>(null);
  const [slot, setSlot] = useState<CallbackSlot | null>(null);
  const [errors, setErrors] = useState<CallbackErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ failure: SendFailure; values: AppointmentValues | null; reference: string; words: RequestCopy | null } | null>(null);
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  // Yaoundé's clock, known in the browser only (the prerendered page offers every slot): today's past slots go.
  const [now, setNow] = useState<Date | null>(null);
  const reference = useRef('');
  const inFlight = useRef(false);

  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, []);

  /** The code a send needs (the request, its words, the phone library), fetched at the first touch. */
  const warmUp = () => {
    void loadRequestWith(copy.locale).catch(() => {});
    void loadPhoneReading().catch(() => {});
  };

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
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const [loaded, reading] = await Promise.all([loadRequestWith(copy.locale).catch(() => null), loadPhoneReading().catch(() => null)]);
      if (!loaded || !reading) {
        setFailure({ failure: { kind: navigator.onLine ? 'network' : 'offline' }, values: null, reference: '', words: null });
        return;
      }
      const messages = loaded.words.callback.validation;
      const read = reading.readPhone(phone);
      const typedName = name.trim();
      const problem = typedName ? nameProblem(typedName) : undefined;
      const at = new Date();
      const found: CallbackErrors = {
        ...(read.ok ? {} : { phone: messages[PHONE_MESSAGES[read.problem]] }),
        ...(problem ? { name: messages[problem === 'direction' ? 'fullNameDirection' : problem === 'letters' ? 'fullNameLetters' : 'fullNameTooLong'] } : {}),
        ...(!day || !slot ? { when: messages.whenRequired } : !isOffered(day, slot, at) ? { when: messages.slotPast } : {}),
      };
      if (!read.ok || Object.keys(found).length > 0 || !day || !slot) {
        flushSync(() => {
          setErrors(found);
          setFailure(null);
        });
        focusFirst(found, ids, form);
        return;
      }
      reference.current ||= newReference();
      const values = callbackValues({ phone: read.e164, name: typedName, day, slot, service }, at);
      const result = await loaded.request.submit(values, { locale: copy.locale, reference: reference.current, kind: 'callback' });
      if (result.kind === 'refused') {
        setFailure({ failure: result.failure, values, reference: reference.current, words: loaded.words });
        return;
      }
      if (result.kind === 'kept') {
        // The note of every page follows it from now on (lib/request/follow.ts).
        loaded.request.keptWith(result.device);
        await loaded.request.refreshRequests();
      }
      setOutcome({ kind: result.kind, values, reference: reference.current, words: loaded.words });
      setFailure(null);
      setErrors({});
    } catch (error) {
      console.error('Call-back request not sent:', error);
      const words = await loadRequestWith(copy.locale).then((both) => both.words, () => null);
      setFailure({ failure: { kind: 'unknown' }, values: null, reference: '', words });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return {
    fields: { phone, name, day, slot },
    now,
    errors,
    submitting,
    failure,
    outcome,
    warmUp,
    setPhone(value: string) {
      setPhone(value);
      clear('phone');
    },
    setName(value: string) {
      setName(value);
      clear('name');
    },
    setDay(value: CallbackDay) {
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
      flushSync(() => {
        setOutcome(null);
        setPhone('');
        setName('');
        setDay(null);
        setSlot(null);
      });
      reference.current = '';
    },
  };
}

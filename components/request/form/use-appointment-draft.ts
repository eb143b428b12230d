import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Country } from 'react-phone-number-input';
import { DRAFT_KEY, EMPTY_APPOINTMENT, isEmptyDraft, parseDraft, serializeDraft } from '@/lib/request/form/draft';

import { newReference } from '@/lib/request/reference';
import { oneLine } from '@/lib/request/one-line';
import type { AppointmentField, KindValues } from '@/lib/request';
import { earlyInput } from '@/components/ui/early-input';
import { DEFAULT_COUNTRY, standInPhone } from '../phone/phone-country';

// sessionStorage can throw (storage disabled, quota): a lost draft must never break the form.
function storeDraft(values: KindValues<'appointment'>, phoneCountry: Country | undefined, reference: string) {
  try {
    if (isEmptyDraft(values)) window.sessionStorage.removeItem(DRAFT_KEY);
    else window.sessionStorage.setItem(DRAFT_KEY, serializeDraft({ values, phoneCountry, reference }));
  } catch {
    // Nothing to do: the values are still in the form.
  }
}

function readDraft() {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return null;
  }
}

/**
 * The form's values, saved to this tab's sessionStorage at every change (an event, not an effect:
 * a reload or a crash loses nothing) and restored once after hydration, with the request's
 * reference (known in the browser only: the prerendered page has none). The phone input keeps its
 * own country; a new `phoneSetup.key` remounts it with a restored or reset country.
 */
/** A field's value as the form keeps it: every field but the message is of one line, a line break or a tab pasted a space (one-line.ts). */
const kept = (field: AppointmentField, value: string) => (field === 'message' ? value : oneLine(value));

/** What was typed in the form before its scripts ran (React's first update of a field would write over it); the phone as the library would read it. */
function typedEarly(form: HTMLFormElement | null): Partial<KindValues<'appointment'>> {
  const typed: Partial<KindValues<'appointment'>> = {};
  for (const [name, value] of earlyInput(form)) {
    if (Object.hasOwn(EMPTY_APPOINTMENT, name)) typed[name as AppointmentField] = name === 'phone' ? standInPhone(value) : kept(name as AppointmentField, value);
  }
  return typed;
}

export function useAppointmentDraft({ onRestore, form }: { onRestore: (values: KindValues<'appointment'>) => void; form: RefObject<HTMLFormElement | null> }) {
  const [values, setValues] = useState<KindValues<'appointment'>>(EMPTY_APPOINTMENT);
  // The latest values even when several changes come before a re-render (autofill).
  const latest = useRef<KindValues<'appointment'>>(EMPTY_APPOINTMENT);
  const phoneCountry = useRef<Country | undefined>(DEFAULT_COUNTRY);
  const [phoneSetup, setPhoneSetup] = useState<{ key: number; country: Country | undefined }>({
    key: 0,
    country: DEFAULT_COUNTRY,
  });
  const [restored, setRestored] = useState(false);
  // The reference of the request being written: every fallback and the e-mail carry it.
  const [reference, setReference] = useState('');
  const referenceRef = useRef('');

  function replace(next: KindValues<'appointment'>) {
    latest.current = next;
    setValues(next);
  }

  function adoptReference(next: string) {
    referenceRef.current = next;
    setReference(next);
  }

  // Once, after hydration: sessionStorage does not exist on the server, where the page is prerendered.
  useEffect(() => {
    const draft = readDraft();
    // Syncing with an external store (and a random number) that only exist after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    adoptReference(draft?.reference ?? newReference());
    // Typed on this page before the scripts: kept as typed, over an older draft's same fields.
    const early = typedEarly(form.current);
    const typed = Object.keys(early).length > 0;
    const hasDraft = draft !== null && !isEmptyDraft(draft.values);
    if (!hasDraft && !typed) return;
    const next = { ...(hasDraft ? draft.values : EMPTY_APPOINTMENT), ...early };
    if (hasDraft) phoneCountry.current = (draft.phoneCountry as Country | undefined) ?? (draft.values.phone ? undefined : DEFAULT_COUNTRY);
    latest.current = next;
    setValues(next);
    if (typed) storeDraft(next, phoneCountry.current, referenceRef.current);
    if (!hasDraft) return;
    const country = phoneCountry.current;
    setPhoneSetup((setup) => ({ key: setup.key + 1, country }));
    setRestored(true);
    onRestore(next);
    // Runs once: the callback of the first render is the one that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    values,
    phoneSetup,
    restored,
    reference,
    /** The values as they are now, between renders. */
    current: () => latest.current,
    /** The reference as it is now (made at the first call if hydration has not come yet). */
    currentReference: () => (referenceRef.current ||= newReference()),
    update(field: AppointmentField, value: string) {
      const next = { ...latest.current, [field]: kept(field, value) };
      replace(next);
      storeDraft(next, phoneCountry.current, referenceRef.current);
    },
    setPhoneCountry(country: Country | undefined) {
      phoneCountry.current = country;
      storeDraft(latest.current, country, referenceRef.current);
    },
    /** A request taken back from the outbox, in the form again with its reference (and in the draft, like anything typed). */
    restore(next: KindValues<'appointment'>, nextReference: string) {
      const country = next.phone ? undefined : DEFAULT_COUNTRY;
      phoneCountry.current = country;
      replace(next);
      adoptReference(nextReference);
      storeDraft(next, country, nextReference);
      setPhoneSetup((setup) => ({ key: setup.key + 1, country }));
    },
    /** After a send, or once the device keeps it: an empty form, the default country, a new reference, no draft left behind. */
    clear() {
      storeDraft(EMPTY_APPOINTMENT, DEFAULT_COUNTRY, '');
      phoneCountry.current = DEFAULT_COUNTRY;
      replace(EMPTY_APPOINTMENT);
      adoptReference(newReference());
      setPhoneSetup((setup) => ({ key: setup.key + 1, country: DEFAULT_COUNTRY }));
      setRestored(false);
    },
  };
}

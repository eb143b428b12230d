import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Country } from 'react-phone-number-input';
import { draftKey, emptyValues, isEmptyDraft, parseDraft, serializeDraft } from '@/lib/request/form/draft';
import { newReference } from '@/lib/request/reference';
import type { RequestKind, RequestValues } from '@/lib/request';
import { DEFAULT_COUNTRY } from '../phone/phone-country';
import type { FieldSpec } from '@/lib/request/kinds/rules';
import { keptValue, typedEarly } from './typed';

/*
 * A form's values, saved to this tab's sessionStorage at every change (an event, not an effect: a reload or a
 * crash loses nothing) and restored once after hydration, with the request's reference (known in the browser
 * only: the prerendered page has none). The phone input keeps its own country; a new `phoneSetup.key`
 * remounts it with a restored or reset country. One draft a kind (lib/request/form/draft.ts).
 */

// sessionStorage can throw (storage disabled, quota): a lost draft must never break the form.
function storeDraft(key: string, values: RequestValues, phoneCountry: Country | undefined, reference: string) {
  try {
    if (isEmptyDraft(values)) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, serializeDraft({ values, phoneCountry, reference }));
  } catch {
    // Nothing to do: the values are still in the form.
  }
}

function readDraft(key: string, fields: readonly string[]) {
  try {
    return parseDraft(window.sessionStorage.getItem(key), fields);
  } catch {
    return null;
  }
}

interface DraftSetup {
  kind: RequestKind;
  fields: readonly FieldSpec[];
  onRestore: (values: RequestValues) => void;
  form: RefObject<HTMLFormElement | null>;
}

export function useDraft({ kind, fields, onRestore, form }: DraftSetup) {
  const key = draftKey(kind);
  const names = fields.map((field) => field.name);
  const [empty] = useState(() => emptyValues(names));
  const [values, setValues] = useState<RequestValues>(empty);
  // The latest values even when several changes come before a re-render (autofill).
  const latest = useRef<RequestValues>(empty);
  const phoneCountry = useRef<Country | undefined>(DEFAULT_COUNTRY);
  const [phoneSetup, setPhoneSetup] = useState<{ key: number; country: Country | undefined }>({ key: 0, country: DEFAULT_COUNTRY });
  const [restored, setRestored] = useState(false);
  // The reference of the request being written: every fallback and the e-mail carry it.
  const [reference, setReference] = useState('');
  const referenceRef = useRef('');

  function replace(next: RequestValues) {
    latest.current = next;
    setValues(next);
  }

  function adoptReference(next: string) {
    referenceRef.current = next;
    setReference(next);
  }

  // Once, after hydration: sessionStorage does not exist on the server, where the page is prerendered.
  useEffect(() => {
    const draft = readDraft(key, names);
    // Syncing with an external store (and a random number) that only exist after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    adoptReference(draft?.reference ?? newReference());
    // Typed on this page before the scripts: kept as typed, over an older draft's same fields.
    const early = typedEarly(form.current, fields);
    const typed = Object.keys(early).length > 0;
    const hasDraft = draft !== null && !isEmptyDraft(draft.values);
    if (!hasDraft && !typed) return;
    const next = { ...(hasDraft ? draft.values : empty), ...early };
    if (hasDraft) phoneCountry.current = (draft.phoneCountry as Country | undefined) ?? (draft.values.phone ? undefined : DEFAULT_COUNTRY);
    latest.current = next;
    setValues(next);
    if (typed) storeDraft(key, next, phoneCountry.current, referenceRef.current);
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
    update(field: string, value: string) {
      const next = { ...latest.current, [field]: keptValue(fields.find((spec) => spec.name === field), value) };
      replace(next);
      storeDraft(key, next, phoneCountry.current, referenceRef.current);
    },
    setPhoneCountry(country: Country | undefined) {
      phoneCountry.current = country;
      storeDraft(key, latest.current, country, referenceRef.current);
    },
    /** A request taken back from the outbox, in the form again with its reference (and in the draft, like anything typed). */
    restore(next: RequestValues, nextReference: string) {
      const country = next.phone ? undefined : DEFAULT_COUNTRY;
      phoneCountry.current = country;
      const values = { ...empty, ...next };
      replace(values);
      adoptReference(nextReference);
      storeDraft(key, values, country, nextReference);
      setPhoneSetup((setup) => ({ key: setup.key + 1, country }));
    },
    /** After a send, or once the device keeps it: an empty form, the default country, a new reference, no draft left behind. */
    clear() {
      storeDraft(key, empty, DEFAULT_COUNTRY, '');
      phoneCountry.current = DEFAULT_COUNTRY;
      replace(empty);
      adoptReference(newReference());
      setPhoneSetup((setup) => ({ key: setup.key + 1, country: DEFAULT_COUNTRY }));
      setRestored(false);
    },
  };
}

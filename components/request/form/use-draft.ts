import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Country } from 'react-phone-number-input';
import { newReference } from '@/lib/request/reference';
import type { RequestKind, RequestValues } from '@/lib/request';
import { DEFAULT_COUNTRY } from '../phone/phone-country';
import type { FieldSpec } from '@/lib/request/kinds/rule-table';
import type { DraftStore } from './draft-store';
import { keptValue, typedEarly } from './typed';

/*
 * Every form's values (the appointment's, « Rappelez-moi », an application, a kind with its own page), from what
 * was typed before the scripts ran to the request that leaves, with the request's reference (known in the browser
 * only: the prerendered page has none), made as the form mounts and kept through a retry. A form that keeps a
 * draft (`keep`: the appointment's, in this tab's sessionStorage: draft-store.ts) saves its values at every change
 * (an event, not an effect: a reload or a crash loses nothing) and restores them once after hydration. The phone input keeps its own country; a new `phoneSetup.key` remounts it with a
 * restored or reset country.
 */

interface DraftSetup {
  kind: RequestKind;
  fields: readonly FieldSpec[];
  /** The values as they start (and again after a request left): every field empty, and what the page gives without asking (a call-back's service). */
  start?: RequestValues;
  /** Where it is kept, and restored from (the appointment's: draft-store.ts, this tab's sessionStorage); none, not kept. */
  keep?: DraftStore;
  /** Values restored from a draft (a number: its field's library is wanted). */
  onRestore?: (values: RequestValues) => void;
  form: RefObject<HTMLFormElement | null>;
}

export function useDraft({ kind, fields, start = {}, keep, onRestore, form }: DraftSetup) {
  const names = fields.map((field) => field.name);
  const [empty] = useState<RequestValues>(() => ({ ...Object.fromEntries(names.map((name) => [name, ''])), ...start }));
  const [values, setValues] = useState<RequestValues>(empty);
  // The latest values even when several changes come before a re-render (autofill).
  const latest = useRef<RequestValues>(empty);
  const phoneCountry = useRef<Country | undefined>(DEFAULT_COUNTRY);
  const [phoneSetup, setPhoneSetup] = useState<{ key: number; country: Country | undefined }>({ key: 0, country: DEFAULT_COUNTRY });
  const [restored, setRestored] = useState(false);
  // The reference of the request being written: every fallback and the e-mail carry it.
  const [reference, setReference] = useState('');
  const referenceRef = useRef('');
  const save = (next: RequestValues, country: Country | undefined, nextReference: string) => keep?.write(kind, next, country, nextReference);

  function replace(next: RequestValues) {
    latest.current = next;
    setValues(next);
  }

  function adoptReference(next: string) {
    referenceRef.current = next;
    setReference(next);
  }

  // Once, as the form mounts after hydration (before React's first update writes over what was typed early):
  // sessionStorage does not exist on the server, where the page is prerendered.
  useLayoutEffect(() => {
    const draft = keep?.read(kind, names) ?? null;
    // Syncing with an external store (and a random number) that only exist after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    adoptReference(draft?.reference ?? newReference());
    // Typed on this page before the scripts: kept as typed, over an older draft's same fields.
    const early = typedEarly(form.current, fields);
    const typed = Object.keys(early).length > 0;
    const hasDraft = draft !== null;
    if (!hasDraft && !typed) return;
    const next = { ...(hasDraft ? { ...draft.values, ...start } : empty), ...early };
    if (hasDraft) phoneCountry.current = (draft.phoneCountry as Country | undefined) ?? (draft.values.phone ? undefined : DEFAULT_COUNTRY);
    latest.current = next;
    setValues(next);
    if (typed) save(next, phoneCountry.current, referenceRef.current);
    if (!hasDraft) return;
    const country = phoneCountry.current;
    setPhoneSetup((setup) => ({ key: setup.key + 1, country }));
    setRestored(true);
    onRestore?.(next);
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
      save(next, phoneCountry.current, referenceRef.current);
    },
    setPhoneCountry(country: Country | undefined) {
      phoneCountry.current = country;
      save(latest.current, country, referenceRef.current);
    },
    /** A request taken back from the outbox, in the form again with its reference (and in the draft, like anything typed). */
    restore(next: RequestValues, nextReference: string) {
      const country = next.phone ? undefined : DEFAULT_COUNTRY;
      phoneCountry.current = country;
      const values = { ...empty, ...next };
      replace(values);
      adoptReference(nextReference);
      save(values, country, nextReference);
      setPhoneSetup((setup) => ({ key: setup.key + 1, country }));
    },
    /** After a send, or once the device keeps it: the form as it started, the default country, a new reference, no draft left behind. */
    clear() {
      save(empty, DEFAULT_COUNTRY, '');
      phoneCountry.current = DEFAULT_COUNTRY;
      replace(empty);
      adoptReference(newReference());
      setPhoneSetup((setup) => ({ key: setup.key + 1, country: DEFAULT_COUNTRY }));
      setRestored(false);
    },
  };
}

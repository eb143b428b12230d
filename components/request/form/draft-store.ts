import type { Country } from 'react-phone-number-input';
import { draftKey, isEmptyDraft, parseDraft, serializeDraft, type Draft } from '@/lib/request/form/draft';
import type { RequestKind, RequestValues } from '@/lib/request';

/*
 * Where a form that keeps a draft keeps it (the appointment's: use-draft.ts, `keep`): this tab's sessionStorage,
 * one draft a kind (lib/request/form/draft.ts). Handed to the form by the one that keeps one, so that a form that
 * keeps none (« Rappelez-moi » on every service's page) does not carry it.
 */

export interface DraftStore {
  /** The kind's draft with these fields; none when there is none, or nothing typed in it. */
  read(kind: RequestKind, fields: readonly string[]): Draft | null;
  write(kind: RequestKind, values: RequestValues, phoneCountry: Country | undefined, reference: string): void;
}

// sessionStorage can throw (storage disabled, quota): a lost draft must never break the form.
export const sessionDraft: DraftStore = {
  read(kind, fields) {
    try {
      const draft = parseDraft(window.sessionStorage.getItem(draftKey(kind)), fields);
      return draft && !isEmptyDraft(draft.values) ? draft : null;
    } catch {
      return null;
    }
  },
  write(kind, values, phoneCountry, reference) {
    try {
      if (isEmptyDraft(values)) window.sessionStorage.removeItem(draftKey(kind));
      else window.sessionStorage.setItem(draftKey(kind), serializeDraft({ values, phoneCountry, reference }));
    } catch {
      // Nothing to do: the values are still in the form.
    }
  },
};

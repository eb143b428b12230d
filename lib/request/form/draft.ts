import { isReference } from '@/lib/request/reference';
import { APPOINTMENT_FIELD_ORDER, LIMITS, type RequestKind, type RequestValues } from '../values';

/*
 * The unsent request, kept in sessionStorage (never localStorage: it may hold health
 * details on a shared phone). It survives a reload or a crash of the tab, and is gone
 * when the tab is closed or the request is sent. One draft a kind, whichever page shows its form
 * (the appointment's on the form page and the contact page): nothing typed is lost.
 */

/** Where a kind's form keeps its draft. */
export const draftKey = (kind: RequestKind) => `${kind}-draft`;
export const DRAFT_KEY = draftKey('appointment');
const VERSION = 1;

export interface Draft {
  /** Each field of the form, by its name. */
  values: RequestValues;
  /** The country chosen in the phone input (ISO 3166 alpha-2), kept apart from the number. */
  phoneCountry?: string;
  /** The request's reference, from its first words to its sending (lib/request/reference.ts). */
  reference?: string;
}

/** A form with nothing typed yet: each of its fields empty. */
export const emptyValues = (fields: readonly string[]): RequestValues => Object.fromEntries(fields.map((field) => [field, '']));

export function serializeDraft(draft: Draft): string {
  return JSON.stringify({ v: VERSION, values: draft.values, phoneCountry: draft.phoneCountry, reference: draft.reference });
}

/** Reads a stored draft of a form of these fields (an appointment's by default); anything malformed or from another version is ignored. */
export function parseDraft(raw: string | null, fields: readonly string[] = APPOINTMENT_FIELD_ORDER): Draft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as { v?: unknown; values?: unknown; phoneCountry?: unknown; reference?: unknown };
  if (record.v !== VERSION || typeof record.values !== 'object' || record.values === null) return null;
  const stored = record.values as Record<string, unknown>;
  const values = emptyValues(fields);
  for (const field of fields) {
    const value = stored[field];
    if (typeof value === 'string') values[field] = value;
  }
  // The phone input only takes E.164; anything else would confuse it.
  if (values.phone !== undefined && !/^\+\d{1,17}$/.test(values.phone)) values.phone = '';
  const phoneCountry =
    typeof record.phoneCountry === 'string' && /^[A-Z]{2}$/.test(record.phoneCountry) ? record.phoneCountry : undefined;
  return { values, phoneCountry, ...(isReference(record.reference) ? { reference: record.reference } : {}) };
}

/** True when nothing worth keeping has been typed. */
export function isEmptyDraft(values: RequestValues): boolean {
  return Object.values(values).every((value) => value.trim() === '');
}

/**
 * The appointment's draft with a text written into its message, as « Demander ce devis » does before it
 * opens the form (the estimator of a service's page): after what the visitor already wrote, never twice,
 * cut at the message's limit. Everything else of the draft (name, phone, reference) is kept.
 */
export function draftWithMessage(current: Draft | null, text: string): Draft {
  const base: Draft = current ?? { values: emptyValues(APPOINTMENT_FIELD_ORDER) };
  const before = (base.values.message ?? '').trim();
  const message = before === '' ? text : before.includes(text) ? before : `${before}\n\n${text}`;
  return { ...base, values: { ...base.values, message: message.slice(0, LIMITS.message) } };
}

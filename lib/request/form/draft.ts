import { isReference } from '@/lib/request/reference';
import type { KindValues } from '../kinds';
import { APPOINTMENT_FIELD_ORDER as FIELD_ORDER, LIMITS } from '../values';

/** An appointment with nothing typed yet. */
export const EMPTY_APPOINTMENT = Object.fromEntries(FIELD_ORDER.map((field) => [field, ''])) as KindValues<'appointment'>;

/*
 * The unsent request, kept in sessionStorage (never localStorage: it may hold health
 * details on a shared phone). It survives a reload or a crash of the tab, and is gone
 * when the tab is closed or the request is sent. Both pages share it: nothing typed is lost.
 */

export const DRAFT_KEY = 'appointment-draft';
const VERSION = 1;

export interface Draft {
  values: KindValues<'appointment'>;
  /** The country chosen in the phone input (ISO 3166 alpha-2), kept apart from the number. */
  phoneCountry?: string;
  /** The request's reference, from its first words to its sending (lib/request/reference.ts). */
  reference?: string;
}

export function serializeDraft(draft: Draft): string {
  return JSON.stringify({ v: VERSION, values: draft.values, phoneCountry: draft.phoneCountry, reference: draft.reference });
}

/** Reads a stored draft; anything malformed or from another version is ignored. */
export function parseDraft(raw: string | null): Draft | null {
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
  const values: KindValues<'appointment'> = { ...EMPTY_APPOINTMENT };
  for (const field of FIELD_ORDER) {
    const value = stored[field];
    if (typeof value === 'string') values[field] = value;
  }
  // The phone input only takes E.164; anything else would confuse it.
  if (!/^\+\d{1,17}$/.test(values.phone)) values.phone = '';
  const phoneCountry =
    typeof record.phoneCountry === 'string' && /^[A-Z]{2}$/.test(record.phoneCountry) ? record.phoneCountry : undefined;
  return { values, phoneCountry, ...(isReference(record.reference) ? { reference: record.reference } : {}) };
}

/** True when nothing worth keeping has been typed. */
export function isEmptyDraft(values: KindValues<'appointment'>): boolean {
  return FIELD_ORDER.every((field) => values[field].trim() === '');
}

/**
 * The draft with a text written into its message, as « Demander ce devis » does before it opens the
 * form (the estimator of a service's page): after what the visitor already wrote, never twice, cut
 * at the message's limit. Everything else of the draft (name, phone, reference) is kept.
 */
export function draftWithMessage(current: Draft | null, text: string): Draft {
  const base: Draft = current ?? { values: { ...EMPTY_APPOINTMENT } };
  const before = base.values.message.trim();
  const message = before === '' ? text : before.includes(text) ? before : `${before}\n\n${text}`;
  return { ...base, values: { ...base.values, message: message.slice(0, LIMITS.message) } };
}

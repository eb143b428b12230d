import { REQUEST_KINDS } from './kinds';
import { fieldsOf, type FieldRules } from './kinds/rules';
import type { RequestKind, RequestValues } from './values';
import { isRecord } from '@/lib/unknown-value';

/*
 * A kind's values as something stored or posted holds them, read as untrusted: an entry of the outbox
 * (entry.ts), a body posted to the gateway (gateway/body.ts), a row of the gateway's inbox. Apart from the
 * kinds' table (kinds/index.ts), which pages load: only the request's code and the gateway read what was stored. Each of the
 * kind's fields by its name, or by the name it had before (its definition's formerNames: issue 74 named
 * every kind's values for what they hold; an older build wrote a call-back's day as `appointmentDate`).
 */

export interface ReadValues {
  /** Every field of the kind, by today's name: '' where nothing of it was a string. */
  values: RequestValues;
  /** Each field was a string, under its name or its former one. */
  whole: boolean;
  /** A field was read by its former name: written by an older build. */
  former: boolean;
}


/** `formerFirst`: what an older build wrote (an entry of a version before the names), where a value stands under both names. */
export function readValues(kind: RequestKind, raw: unknown, { formerFirst = false } = {}): ReadValues {
  const stored = isRecord(raw) ? raw : {};
  const definition = REQUEST_KINDS[kind];
  const formerNames: Partial<Record<string, string>> = 'formerNames' in definition ? definition.formerNames : {};
  const values: RequestValues = {};
  let whole = true;
  let former = false;
  for (const field of fieldsOf(definition.fields)) {
    const named = stored[field];
    const was = formerNames[field];
    const before = was === undefined ? undefined : stored[was];
    if (typeof named === 'string' && !(formerFirst && typeof before === 'string')) values[field] = named;
    else if (typeof before === 'string') {
      values[field] = before;
      former = true;
    } else if ((definition.fields as FieldRules)[field]?.is !== 'consent') {
      values[field] = '';
      whole = false;
    }
    // A box an older page did not have (the consent to the appointment's messages, issue 77): not there, not ticked.
  }
  return { values, whole, former };
}

/** The values a kind carries of what a form built: each of its fields, '' where the form left one out. */
export function valuesFor(kind: RequestKind, given: Partial<RequestValues>): RequestValues {
  return Object.fromEntries(fieldsOf(REQUEST_KINDS[kind].fields).map((field) => [field, given[field] ?? '']));
}

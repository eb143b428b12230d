import { locales, type Locale } from '@/lib/i18n';
import { isReference } from '../reference';
import { KIND_NAMES } from '../kinds';
import { FIELD_ORDER, type AppointmentValues } from '../values';
import { GATEWAY_STATUS_MAX_IDS, type GatewayRequestBody, type GatewayStatusQuery } from './protocol';

/*
 * A body posted to the gateway's request route, read as untrusted JSON: every field of the right type,
 * or nothing (the gateway answers « malformed »). What the values must be is check.ts's; this is only
 * their shape. Pure: the gateway runs it, the tests hold the site's own bodies to it.
 */

/** The outbox's ids (entry.ts, newId): a UUID, or letters, digits and hyphens. */
const ID = /^[A-Za-z0-9-]{1,64}$/;
/** An ALTCHA payload is a few hundred characters of base64. */
const MAX_PROOF = 4096;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readValues(raw: unknown): AppointmentValues | null {
  if (!isRecord(raw)) return null;
  const values: Partial<AppointmentValues> = {};
  for (const field of FIELD_ORDER) {
    const value = raw[field];
    if (typeof value !== 'string') return null;
    values[field] = value;
  }
  return values as AppointmentValues;
}

export function readGatewayBody(raw: unknown): GatewayRequestBody | null {
  if (!isRecord(raw) || !isRecord(raw.content)) return null;
  // A field the protocol does not name is not read (an older page's `honeypot` among them).
  const { id, proof, content } = raw;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof proof !== 'string' || proof.length > MAX_PROOF) return null;
  const values = readValues(content.values);
  const locale = locales.find((one): one is Locale => one === content.locale);
  const kind = content.kind === undefined ? undefined : KIND_NAMES.find((one) => one === content.kind);
  if (!values || !locale || !isReference(content.reference) || (content.kind !== undefined && !kind)) return null;
  return {
    id,
    proof,
    content: { values, locale, reference: content.reference, ...(kind ? { kind } : {}) },
  };
}

/** A family's status query (protocol.ts): one to GATEWAY_STATUS_MAX_IDS outbox ids, each of their shape, or nothing. */
export function readStatusQuery(raw: unknown): GatewayStatusQuery | null {
  if (!isRecord(raw) || !Array.isArray(raw.ids)) return null;
  const ids: unknown[] = raw.ids;
  if (ids.length === 0 || ids.length > GATEWAY_STATUS_MAX_IDS || !ids.every((id): id is string => typeof id === 'string' && ID.test(id))) return null;
  return { ids: [...new Set(ids as string[])] };
}

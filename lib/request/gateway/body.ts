import { locales, type Locale } from '@/lib/i18n';
import { isReference } from '../reference';
import { KIND_NAMES } from '../kinds';
import { FIELD_ORDER, type AppointmentValues } from '../values';
import type { GatewayRequestBody } from './protocol';

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
  const { id, proof, honeypot, content } = raw;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof proof !== 'string' || proof.length > MAX_PROOF) return null;
  if (honeypot !== undefined && typeof honeypot !== 'string') return null;
  const values = readValues(content.values);
  const locale = locales.find((one): one is Locale => one === content.locale);
  const kind = content.kind === undefined ? undefined : KIND_NAMES.find((one) => one === content.kind);
  if (!values || !locale || !isReference(content.reference) || (content.kind !== undefined && !kind)) return null;
  return {
    id,
    proof,
    ...(honeypot !== undefined ? { honeypot } : {}),
    content: { values, locale, reference: content.reference, ...(kind ? { kind } : {}) },
  };
}

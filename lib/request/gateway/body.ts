import { locales, type Locale } from '@/lib/i18n';
import { isReference } from '../reference';
import { KIND_NAMES, kindOf } from '../kinds';
import { FORMLESS_KINDS } from '../values';
import { readValues } from '../stored-values';
import { GATEWAY_STATUS_MAX_IDS, type GatewayRequestBody, type GatewayStatusQuery } from './protocol';
import { isRecord } from '@/lib/unknown-value';

/*
 * A body posted to the gateway's request route, read as untrusted JSON: every field of the right type,
 * or nothing (the gateway answers « malformed »). What the values must be is check.ts's; this is only
 * their shape. Pure: the gateway runs it, the tests hold the site's own bodies to it.
 */

/** The outbox's ids (entry.ts, newId): a UUID, or letters, digits and hyphens. */
const ID = /^[A-Za-z0-9-]{1,64}$/;
/** An ALTCHA payload is a few hundred characters of base64. */
const MAX_PROOF = 4096;


/**
 * A body by the names values had before issue 74 (every kind's were an appointment's: a call-back's day in
 * `appointmentDate`…; kinds/<kind>.ts, formerNames) is read by today's names, on any day. Only an older build's
 * code posts them: a tab opened before the site's deploy and never reloaded, or its service worker sending a request
 * the phone kept; neither has a calendar, and a request a family kept must never be refused for the age of the code
 * that wrote it (issue 78: a fixed last day, SITE_NAMED_BY, would have turned them into « malformed »). The
 * former names are a table the inbox reads its older rows by anyway (stored-values.ts).
 */
export function readGatewayBody(raw: unknown): GatewayRequestBody | null {
  if (!isRecord(raw) || !isRecord(raw.content)) return null;
  // A field the protocol does not name is not read (an older page's `honeypot` among them).
  const { id, proof, content } = raw;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof proof !== 'string' || proof.length > MAX_PROOF) return null;
  const locale = locales.find((one): one is Locale => one === content.locale);
  // A kind no page sends (the gateway's own: a WhatsApp message) is no page's body.
  const kind = content.kind === undefined ? undefined : KIND_NAMES.find((one) => one === content.kind && !(FORMLESS_KINDS as readonly string[]).includes(one));
  if (!locale || !isReference(content.reference) || (content.kind !== undefined && !kind) || !isRecord(content.values)) return null;
  // Each of its kind's values a string, by its name or its former one.
  const { values, whole } = readValues(kindOf({ kind }), content.values);
  if (!whole) return null;
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

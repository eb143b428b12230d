/*
 * The link of a visit's messages (issues 77, 83): `${site}/rendez-vous/#<token>` opens the family's page on any phone.
 * Its token is derived, never stored, from the gateway's secret: its first 22 characters (132 bits) the base64url
 * HMAC-SHA256, keyed with PROOF_SECRET, of the request's id and the visit's generation (a new visit after a cancelled
 * one has another link); its last 11 a check of those 22 with the same secret, which the Worker verifies before the
 * inbox is asked anything (routes/visit.ts: a stranger's made-up tokens never reach it, nor hold a family's link
 * behind its address's limit; a link of issue 77, its 22 characters alone, still opens, under that limit). The visit's
 * row keeps only its key (`link_key`, indexed): a hash of the first 22, which finds the visit without holding what
 * opens it, and which the providers' webhooks name it by (WhatsApp's biz_opaque_callback_data, the SMS's address).
 *
 * PROOF_SECRET rotated, the previous one kept as PROOF_SECRET_PREVIOUS: a visit booked under it is found by its key as
 * before, its links (those sent, and those of its messages to come) derived with the secret that made that key; a
 * visit whose key no secret makes any more is keyed anew with the current one when its next message leaves.
 */
import { base64url } from '../base64';

/** Characters of a token: 22 of base64url (132 bits), and an 11-character check. */
export const TOKEN_LENGTH = 33;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{33}$/;
/** Issue 77's tokens, without their check: still opened, under the address's limit. */
export const LEGACY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A key: 27 characters of base64url of the token's SHA-256 (160 bits of it). */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{27}$/;

const encoder = new TextEncoder();

async function hmac(secret: string, text: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', key, encoder.encode(text));
}

/** The part of a visit's token that names it: 22 characters (issue 77's whole token). */
const namePart = async (secret: string, requestId: string, gen: number) => base64url(await hmac(secret, `visit|${requestId}|${gen}`)).slice(0, 22);

/** The check of a token's first 22 characters, with a secret. */
const checkPart = async (secret: string, name: string) => base64url(await hmac(secret, `visit-link|${name}`)).slice(0, 11);

/** The token of a request's visit of a generation, under a secret. */
export async function visitToken(secret: string, requestId: string, gen: number): Promise<string> {
  const name = await namePart(secret, requestId, gen);
  return `${name}${await checkPart(secret, name)}`;
}

/** The key a token is found by (and its providers name it by): of its first 22 characters, whatever its form. */
export async function visitKey(token: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', encoder.encode(`visit-key|${token.slice(0, 22)}`))).slice(0, 27);
}

/** Whether a token of today's form carries the check of one of the secrets (the Worker's own look: no inbox asked). */
export async function isChecked(token: string, secrets: readonly string[]): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const name = token.slice(0, 22);
  for (const secret of secrets) if (secret && sameText(token.slice(22), await checkPart(secret, name))) return true;
  return false;
}

/**
 * Whether a token opens this visit: its first 22 characters the visit's under one of the secrets, and its check that
 * secret's (none for issue 77's form).
 */
export async function opens(token: string, secrets: readonly string[], requestId: string, gen: number): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token) && !LEGACY_TOKEN_PATTERN.test(token)) return false;
  for (const secret of secrets) {
    if (!secret) continue;
    const name = await namePart(secret, requestId, gen);
    if (!sameText(token.slice(0, 22), name)) continue;
    return token.length === 22 || sameText(token.slice(22), await checkPart(secret, name));
  }
  return false;
}

/** The token of a visit under the secret that made its stored key (the current one, or the previous), or null: none does any more. */
export async function tokenOfVisit(secrets: readonly string[], requestId: string, gen: number, key: string | null): Promise<string | null> {
  for (const secret of secrets) {
    if (!secret) continue;
    const token = await visitToken(secret, requestId, gen);
    if (key === null || (await visitKey(token)) === key) return token;
  }
  return null;
}

/** A short signature of a text with the secret: the SMS status address's own (a stranger cannot write one). */
export async function signed(secret: string, text: string): Promise<string> {
  return base64url(await hmac(secret, `sms-status|${text}`)).slice(0, 22);
}

/** Two strings compared in a time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let index = 0; index < a.length; index += 1) diff |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return diff === 0;
}

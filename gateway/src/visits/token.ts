/*
 * The link of a visit's messages (issue 77): `${site}/rendez-vous/#<token>` opens the family's page on any phone. Its
 * token is derived, never stored: the first 22 characters (132 bits) of the base64url HMAC-SHA256, keyed with
 * PROOF_SECRET, of the request's id and the visit's generation (a new visit after a cancelled one has another link,
 * and the old one then answers as a missing one). The row keeps only its key (`visit_key`, indexed): a hash of the
 * token, which finds the visit without holding what opens it, and which the providers' webhooks name it by
 * (WhatsApp's biz_opaque_callback_data, the SMS's address): a key known is no link. Changing PROOF_SECRET makes every
 * link answer as a missing one (docs/gateway-visits.md).
 */

/** Characters of a token: 22 of base64url, 132 bits. */
export const TOKEN_LENGTH = 22;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A key: 27 characters of base64url of the token's SHA-256 (160 bits of it). */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{27}$/;

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const encoder = new TextEncoder();

async function hmac(secret: string, text: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', key, encoder.encode(text));
}

/** The token of a request's visit of a generation. */
export async function visitToken(secret: string, requestId: string, gen: number): Promise<string> {
  return base64url(await hmac(secret, `visit|${requestId}|${gen}`)).slice(0, TOKEN_LENGTH);
}

/** The key a token is found by (and its providers name it by). */
export async function visitKey(token: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', encoder.encode(`visit-key|${token}`))).slice(0, 27);
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

import type { StoredMedia } from './media';
import { DOWNLOAD_TYPE, MEDIA_TYPES, mediaTypeOf } from './media-types';

/*
 * A stored file given back to the staff (issue 82.4), behind Access (the route checks it first): shown in the card
 * only when it is an image, a sound or a video of the list (media-types.ts), downloaded otherwise; never read by the
 * browser as anything else (`nosniff`), never able to run anything (`sandbox`), never HTML, never SVG (neither is on
 * the list: what the bucket says of a type is looked up again, not believed). Pure.
 */

export const MEDIA_CSP = "sandbox; default-src 'none'";

/** A name for Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function dispositionOf(inline: boolean, name: string): string {
  const fallback = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\;]/g, '_') || 'piece-jointe';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The answer for one stored file (null: gone, 404), its body left out for a HEAD. */
export function mediaResponse(object: StoredMedia | null, { head = false } = {}): Response {
  const base = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': MEDIA_CSP, 'Cache-Control': 'private, no-store', 'Cross-Origin-Resource-Policy': 'same-origin', 'Referrer-Policy': 'no-referrer' };
  if (!object) return new Response(null, { status: 404, headers: base });
  const type = mediaTypeOf(object.httpMetadata?.contentType) ?? DOWNLOAD_TYPE;
  const inline = MEDIA_TYPES[type].shows !== 'download';
  const name = object.customMetadata?.name ?? `piece-jointe.${MEDIA_TYPES[type].extension}`;
  const headers = { ...base, 'Content-Type': type, 'Content-Length': String(object.size), 'Content-Disposition': dispositionOf(inline, name) };
  if (head) {
    void object.body.cancel().catch(() => undefined);
    return new Response(null, { headers });
  }
  return new Response(object.body, { headers });
}

import type { MediaRange, StoredMedia } from './media';
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

/**
 * The one range a player asks for (`Range: bytes=0-`, `bytes=100-199`, `bytes=-500`: a voice note seeked, and what
 * Safari asks before it plays anything), as the bucket's `get` takes it; null for none, several or a malformed one
 * (the whole file is answered).
 */
export function rangeAsked(header: string | null): MediaRange | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] = [match[1] === '' ? null : Number(match[1]), match[2] === '' ? null : Number(match[2])];
  if (start === null) return end! > 0 ? { suffix: end! } : null;
  if (end === null) return { offset: start };
  return end >= start ? { offset: start, length: end - start + 1 } : null;
}

/** Where a part given back starts and ends in its object (inclusive), or null when it is beyond it. */
function partOf(range: MediaRange, size: number): { first: number; last: number } | null {
  const first = 'suffix' in range ? Math.max(0, size - range.suffix) : (range.offset ?? 0);
  const last = 'suffix' in range || range.length === undefined ? size - 1 : Math.min(size, first + range.length) - 1;
  return first < size && last >= first ? { first, last } : null;
}

/** The answer for one stored file (null: gone, 404), the part `range` of it (206) when one was asked (readStored), its body left out for a HEAD. */
export function mediaResponse(object: StoredMedia | null, { head = false, range = null }: { head?: boolean; range?: MediaRange | null } = {}): Response {
  const base = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': MEDIA_CSP, 'Cache-Control': 'private, no-store', 'Cross-Origin-Resource-Policy': 'same-origin', 'Referrer-Policy': 'no-referrer', 'Accept-Ranges': 'bytes' };
  if (!object) return new Response(null, { status: 404, headers: base });
  const type = mediaTypeOf(object.httpMetadata?.contentType) ?? DOWNLOAD_TYPE;
  const inline = MEDIA_TYPES[type].shows !== 'download';
  const name = object.customMetadata?.name ?? `piece-jointe.${MEDIA_TYPES[type].extension}`;
  const headers: Record<string, string> = { ...base, 'Content-Type': type, 'Content-Length': String(object.size), 'Content-Disposition': dispositionOf(inline, name) };
  let status = 200;
  if (range) {
    const part = partOf(range, object.size);
    if (!part) {
      void object.body.cancel().catch(() => undefined);
      return new Response(null, { status: 416, headers: { ...base, 'Content-Range': `bytes */${object.size}` } });
    }
    status = 206;
    headers['Content-Range'] = `bytes ${part.first}-${part.last}/${object.size}`;
    headers['Content-Length'] = String(part.last - part.first + 1);
  }
  if (head) {
    void object.body.cancel().catch(() => undefined);
    return new Response(null, { status, headers });
  }
  return new Response(object.body, { status, headers });
}

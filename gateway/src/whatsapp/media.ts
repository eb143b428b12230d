import { isRecord } from '@/lib/unknown-value';
import { base64, base64url } from '../base64';
import { readStreamLimited } from '../http';
import type { Settings } from '../settings';
import type { MediaRef } from './inbound-kinds';
import { DOWNLOAD_TYPE, MEDIA_TYPES, mediaVerdict, SNIFF_BYTES, type MediaShows, type MediaType } from './media-types';

/*
 * A family's file fetched from Meta and kept in the gateway's R2 bucket (issue 82.4), at once: « Media IDs in webhooks
 * expire after 7 days » and the URL Meta gives « is temporary and expires after 5 minutes » (Meta, « Media », updated
 * 16 June 2026; Kapso's Get media URL reference). Two calls, each with the WhatsApp token:
 *   GET {WHATSAPP_API_URL}/{media-id}   → { messaging_product, url, mime_type, sha256, file_size, id }
 *   GET {url}                           → the bytes, from that host only: https (http on a loopback address alone,
 *                                         beside Access's local stand-in, as the tests' own settings are), no redirect
 * Read as a stream, stopped past MEDIA_MAX_MB whatever Content-Length or Meta's file_size said; typed by its first
 * bytes (media-types.ts); put under a random key. `fetch` and the bucket are given, so that every path is tested in
 * Node (tests/gateway/whatsapp-media.test.ts); the Worker gives its own and its R2 binding (`MEDIA`).
 */

export interface MediaSettings {
  /** WHATSAPP_API_URL, with its version. */
  apiUrl: string;
  token: string;
  /** MEDIA_MAX_MB in bytes. */
  maxBytes: number;
  /** http on a loopback host (the local fake of Meta): beside Access's local stand-in alone (settings.ts). */
  loopbackHttp: boolean;
  /** How long Meta's JSON may take (PROVIDER_TIMEOUT_SECONDS); the bytes get four times as long. */
  timeoutMs: number;
}

/** The gateway's settings as the download reads them. */
export const mediaSettingsOf = (settings: Settings): MediaSettings => ({
  apiUrl: settings.messages.whatsapp.apiUrl,
  token: settings.messages.whatsapp.token,
  maxBytes: settings.media.maxBytes,
  loopbackHttp: settings.media.loopbackHttp,
  timeoutMs: settings.providerTimeoutMs,
});

/** What the gateway needs of an R2 bucket (R2Bucket has it): put, get, delete. */
export interface MediaBucket {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string }; customMetadata: Record<string, string> }): Promise<unknown>;
  /** `range`: a part of the object (a player seeking in a voice note), as R2's `get` takes it. */
  get(key: string, options?: { range?: MediaRange }): Promise<StoredMedia | null>;
  delete(keys: string | string[]): Promise<void>;
}

/** A part of an object, as R2 takes and gives it (R2Range): from `offset` (0 when absent), `length` bytes or to the end; or the last `suffix` bytes. */
export type MediaRange = { offset: number; length?: number } | { offset?: number; length: number } | { suffix: number };

/** An object as the bucket gives it back (R2ObjectBody has it): `size` the whole object's, `body` the part asked for. */
export interface StoredMedia {
  body: ReadableStream<Uint8Array>;
  size: number;
  httpMetadata?: { contentType?: string };
  customMetadata?: Record<string, string>;
}

/** What became of a file: `unavailable` alone may be tried again (Meta's host down, a timeout, a limit). */
export const MEDIA_OUTCOMES = {
  stored: { retry: false },
  'too-large': { retry: false },
  refused: { retry: false },
  expired: { retry: false },
  unavailable: { retry: true },
} as const;

export type MediaOutcome =
  | { outcome: 'stored'; key: string; type: MediaType; shows: MediaShows; size: number; name: string; sha256: string; hashMatches: boolean | null }
  /** `size`: what Meta or the host said, or null when the bytes ran past the limit. */
  | { outcome: 'too-large'; size: number | null; maxBytes: number }
  /** markup (an HTML file named .jpg), a host Meta's answer should not name, an id that is not Meta's */
  | { outcome: 'refused'; reason: 'markup' | 'host' | 'id' }
  /** Meta no longer knows the id (400, 404, 410): after 7 days, or never. */
  | { outcome: 'expired'; status: number }
  | { outcome: 'unavailable'; reason: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Where the bytes may be fetched from: https, with a name (not an address), no credentials; http on a loopback host when allowed. */
export function allowedMediaUrl(text: unknown, loopbackHttp: boolean): URL | null {
  let url: URL;
  try {
    url = new URL(typeof text === 'string' ? text : '');
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const loopback = LOOPBACK.has(url.hostname);
  if (url.protocol === 'http:') return loopbackHttp && loopback ? url : null;
  const address = /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[');
  return url.protocol === 'https:' && !address && !loopback ? url : null;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** A key no one can guess: `media/` and 128 random bits. */
export function newMediaKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `media/${base64url(bytes)}`;
}

/** A file's name as the card and the download give it: no path, no control, at most 120 characters; `fallback` when none is left. */
export function mediaName(said: string, type: MediaType, fallback: string): string {
  const base = said.split(/[\\/]/).pop()!.replace(/[\u0000-\u001F\u007F"<>|*?:]/g, '').trim().slice(0, 120) || `${fallback}.${MEDIA_TYPES[type].extension}`;
  return type === DOWNLOAD_TYPE && !base.endsWith('.bin') ? `${base}.bin` : base;
}

/**
 * A stored file as the staff ask for it, the part a player asks for (`Range`, read by media-response.ts's rangeAsked)
 * when it asks for one. A range the bucket refuses (past the end) is answered 416 by mediaResponse.
 */
export async function readStored(bucket: MediaBucket, key: string, range: MediaRange | null): Promise<{ object: StoredMedia | null; range: MediaRange | null }> {
  if (!range) return { object: await bucket.get(key), range: null };
  try {
    return { object: await bucket.get(key, { range }), range };
  } catch {
    const object = await bucket.get(key);
    return { object, range: object ? { offset: object.size } : null };
  }
}

const sizeOf = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) ? number : null;
};

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** Meta's answer for a media id: where its bytes are, what Meta says they are; or what went wrong. */
async function locate(mediaId: string, settings: MediaSettings, fetcher: Fetch): Promise<{ url: URL; said: Record<string, unknown> } | Exclude<MediaOutcome, { outcome: 'stored' }>> {
  const headers = { Authorization: `Bearer ${settings.token}` };
  const answer = await fetcher(`${settings.apiUrl}/${mediaId}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(settings.timeoutMs) }).catch((error: unknown) => String(error));
  if (typeof answer === 'string') return { outcome: 'unavailable', reason: `Meta: ${answer.slice(0, 80)}` };
  const said: unknown = await answer.json().catch(() => null);
  if ([400, 404, 410].includes(answer.status)) return { outcome: 'expired', status: answer.status };
  if (!answer.ok || !isRecord(said)) return { outcome: 'unavailable', reason: `Meta: ${answer.status}` };
  const url = allowedMediaUrl(said.url, settings.loopbackHttp);
  return url ? { url, said } : { outcome: 'refused', reason: 'host' };
}

/** A file a message names, fetched and kept under a new key (`newKey`, random by default); never throws. */
export async function fetchMedia(ref: MediaRef, { fetch: fetcher, bucket, settings, newKey = newMediaKey }: { fetch: Fetch; bucket: MediaBucket; settings: MediaSettings; newKey?: () => string }): Promise<MediaOutcome> {
  // Meta's media ids are numbers; anything else is not asked for (it would be a path under the Graph API).
  if (!/^\d{1,40}$/.test(ref.mediaId)) return { outcome: 'refused', reason: 'id' };
  try {
    const located = await locate(ref.mediaId, settings, fetcher);
    if ('outcome' in located) return located;
    const { url, said } = located;
    const { maxBytes } = settings;
    const declared = sizeOf(said.file_size);
    if (declared !== null && declared > maxBytes) return { outcome: 'too-large', size: declared, maxBytes };
    const response = await fetcher(url.href, { headers: { Authorization: `Bearer ${settings.token}` }, redirect: 'manual', signal: AbortSignal.timeout(settings.timeoutMs * 4) });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return [404, 410].includes(response.status) ? { outcome: 'expired', status: response.status } : { outcome: 'unavailable', reason: `media host: ${response.status}` };
    }
    const length = sizeOf(response.headers.get('Content-Length'));
    if (length !== null && length > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return { outcome: 'too-large', size: length, maxBytes };
    }
    const bytes = await readStreamLimited(response.body, maxBytes);
    if (!bytes) return { outcome: 'too-large', size: null, maxBytes };
    const verdict = mediaVerdict(typeof said.mime_type === 'string' ? said.mime_type : ref.mimeType, bytes.subarray(0, SNIFF_BYTES));
    if (verdict.verdict === 'refused') return { outcome: 'refused', reason: 'markup' };
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    const metaHash = typeof said.sha256 === 'string' && said.sha256 ? said.sha256 : ref.sha256;
    const key = newKey();
    const name = mediaName(ref.filename, verdict.type, 'piece-jointe');
    const { shows } = MEDIA_TYPES[verdict.type];
    await bucket.put(key, bytes, { httpMetadata: { contentType: verdict.type }, customMetadata: { name, shows, sha256: hex(digest) } });
    return {
      outcome: 'stored',
      key,
      type: verdict.type,
      shows,
      size: bytes.byteLength,
      name,
      sha256: hex(digest),
      hashMatches: metaHash ? metaHash.toLowerCase() === hex(digest) || metaHash === base64(digest) : null,
    };
  } catch (error) {
    // A timeout, a connection cut, the bucket refusing: tried again later (MEDIA_OUTCOMES.unavailable.retry).
    return { outcome: 'unavailable', reason: String(error).slice(0, 120) };
  }
}

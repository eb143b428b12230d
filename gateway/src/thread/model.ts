import { memberOf } from '@/lib/closed-set';
import type { Locale } from '@/lib/request/for-gateway';
import { isRecord } from '@/lib/unknown-value';
import { INBOUND_KINDS, type InboundContent, type MediaKind } from '../whatsapp/inbound-kinds';
import { MEDIA_TYPES, type MediaShows, type MediaType } from '../whatsapp/media-types';
import type { ThreadMessage } from '../visits/model';

/*
 * The family's thread beyond a visit's messages (issue 82; the rows are the `messages` table's, schema-visits.ts):
 * what a family sends, what the reception's phone sends on a shared number (an echo), the staff's replies, the
 * re-engagement template, the answer to « STOP ». Each row's `body` is its content as JSON (ThreadBody), read back
 * part by part (a row of the wrong shape is read as « un message que la boîte ne sait pas lire », never a page that
 * fails). Pure.
 *
 *   purpose    direction  what                                           its states
 *   family     in         a family's message (its wamid its row's id)    delivered (arrived), read (a person opened it)
 *   echo       out        the reception's phone, on a shared number      sent
 *   reply      out        a member of staff's words, in the window       leaving, accepted, sent, delivered, read, failed, refused, unknown
 *   reengage   out        « Pouvons-nous vous appeler ? » after it       the same
 *   stop       out        the answer to « STOP », once                   the same
 */

export const THREAD_PURPOSES = ['family', 'echo', 'reply', 'reengage', 'stop'] as const;
export type ThreadPurpose = (typeof THREAD_PURPOSES)[number];

/** The purposes a member of staff sends from the card. */
export const STAFF_PURPOSES = ['reply', 'reengage'] as const satisfies readonly ThreadPurpose[];
export type StaffPurpose = (typeof STAFF_PURPOSES)[number];

/**
 * A family's file, from the webhook to the bucket (whatsapp/media.ts): waiting (its next try, how many so far, what
 * went wrong last), stored (its R2 key, what it is), or why it never will be. `lost`: Meta's host would not give it
 * until the id expired (7 days: MEDIA_GIVE_UP_MS): said on the card, never silently.
 */
export type FileState =
  | { state: 'waiting'; tries: number; nextAt: number; reason?: string }
  | { state: 'stored'; key: string; type: MediaType; shows: MediaShows; size: number; name: string }
  | { state: 'too-large'; size: number | null; maxBytes: number }
  /** markup (an HTML page named .jpg), a host Meta should not name, an id not Meta's; `count`: the thread has THREAD_FILES_MAX already. */
  | { state: 'refused'; reason: 'markup' | 'host' | 'id' | 'count' }
  | { state: 'expired' }
  | { state: 'lost'; reason: string };

export const FILE_STATES = ['waiting', 'stored', 'too-large', 'refused', 'expired', 'lost'] as const satisfies readonly FileState['state'][];

/** A row's content, by purpose. */
export type ThreadBody =
  | { purpose: 'family' | 'echo'; content: InboundContent; profileName?: string; replyTo?: string; forwarded?: boolean; file?: FileState }
  | { purpose: 'reply' | 'stop'; text: string }
  | { purpose: 'reengage'; params: string[]; locale: Locale };

/** A media message's content: its file is fetched. */
export const isMediaContent = (content: InboundContent): content is Extract<InboundContent, { kind: MediaKind }> => INBOUND_KINDS[content.kind].carries === 'media';

/** The R2 key of a stored file (whatsapp/media.ts, newMediaKey). */
export const MEDIA_KEY = /^media\/[A-Za-z0-9_-]{22}$/;

const text = (value: unknown, max = 5_000) => (typeof value === 'string' ? value.slice(0, max) : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

function readFile(raw: unknown): FileState | undefined {
  if (!isRecord(raw)) return undefined;
  switch (memberOf(FILE_STATES, raw.state)) {
    case 'waiting':
      return { state: 'waiting', tries: whole(raw.tries) ?? 0, nextAt: whole(raw.nextAt) ?? 0, ...(raw.reason ? { reason: text(raw.reason, 120) } : {}) };
    case 'stored': {
      const type = memberOf(Object.keys(MEDIA_TYPES) as MediaType[], raw.type);
      const key = text(raw.key, 40);
      return type && MEDIA_KEY.test(key) ? { state: 'stored', key, type, shows: MEDIA_TYPES[type].shows, size: whole(raw.size) ?? 0, name: text(raw.name, 120) } : undefined;
    }
    case 'too-large':
      return { state: 'too-large', size: whole(raw.size), maxBytes: whole(raw.maxBytes) ?? 0 };
    case 'refused':
      return { state: 'refused', reason: raw.reason === 'host' || raw.reason === 'id' || raw.reason === 'count' ? raw.reason : 'markup' };
    case 'expired':
      return { state: 'expired' };
    case 'lost':
      return { state: 'lost', reason: text(raw.reason, 120) };
    default:
      return undefined;
  }
}

/** An inbound content as written by readInbound (whatsapp/inbound.ts): its kind known and its parts of their type, else unknown. */
function readContent(raw: unknown): InboundContent {
  const unknown: InboundContent = { kind: 'unknown', type: isRecord(raw) ? text(raw.kind, 40) || '?' : '?', error: '' };
  if (!isRecord(raw)) return unknown;
  const kind = memberOf(INBOUND_KINDS, raw.kind);
  if (!kind) return unknown;
  const media = isRecord(raw.media) ? raw.media : null;
  switch (kind) {
    case 'text':
      return { kind, body: text(raw.body) };
    case 'button':
      return { kind, text: text(raw.text, 200), payload: text(raw.payload, 1_000) };
    case 'interactive':
      return { kind, reply: raw.reply === 'list_reply' ? 'list_reply' : 'button_reply', id: text(raw.id, 1_000), title: text(raw.title, 200), description: text(raw.description, 200) };
    case 'image':
    case 'audio':
    case 'video':
    case 'document':
    case 'sticker':
      return media
        ? { kind, media: { mediaId: text(media.mediaId, 40), mimeType: text(media.mimeType, 200), sha256: text(media.sha256, 200), caption: text(media.caption, 1_024), filename: text(media.filename, 240), voice: media.voice === true, animated: media.animated === true } }
        : unknown;
    case 'location': {
      const [latitude, longitude] = [raw.latitude, raw.longitude];
      return typeof latitude === 'number' && typeof longitude === 'number' ? { kind, latitude, longitude, name: text(raw.name, 200), address: text(raw.address, 200) } : unknown;
    }
    case 'contacts':
      return Array.isArray(raw.cards)
        ? { kind, cards: raw.cards.slice(0, 20).flatMap((card: unknown) => (isRecord(card) ? [{ name: text(card.name, 100), phones: Array.isArray(card.phones) ? card.phones.slice(0, 5).map((phone) => text(phone, 100)) : [] }] : [])) }
        : unknown;
    case 'reaction':
      return { kind, emoji: text(raw.emoji, 32), messageId: text(raw.messageId, 512) };
    case 'unknown':
      return { kind, type: text(raw.type, 40) || '?', error: text(raw.error, 200) };
  }
}

/** A row's body read back, for its purpose (null: not issue 82's, or not of its shape). */
export function readThreadBody(purpose: string, body: string | undefined): ThreadBody | null {
  let raw: unknown;
  try {
    raw = body ? JSON.parse(body) : null;
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  switch (memberOf(THREAD_PURPOSES, purpose)) {
    case 'family':
    case 'echo': {
      const file = readFile(raw.file);
      return {
        purpose: purpose as 'family' | 'echo',
        content: readContent(raw.content),
        ...(raw.profileName ? { profileName: text(raw.profileName, 100) } : {}),
        ...(raw.replyTo ? { replyTo: text(raw.replyTo, 512) } : {}),
        ...(raw.forwarded === true ? { forwarded: true } : {}),
        ...(file ? { file } : {}),
      };
    }
    case 'reply':
    case 'stop':
      return { purpose: purpose as 'reply' | 'stop', text: text(raw.text) };
    case 'reengage':
      return { purpose: 'reengage', params: Array.isArray(raw.params) ? raw.params.map((one) => text(one, 100)) : [], locale: raw.locale === 'en' ? 'en' : 'fr' };
    default:
      return null;
  }
}

/** A body as its row keeps it (its purpose is the row's own column). */
export function writeThreadBody(body: ThreadBody): string {
  const { purpose, ...rest } = body;
  void purpose;
  return JSON.stringify(rest);
}

/** What a card shows of a thread: how many, how many not yet read, the last few, the family's last message and the window it opened. */
export interface ThreadSummary {
  count: number;
  unread: number;
  /** The last messages (THREAD_PREVIEW), oldest first; those they answer or react to when older (`related`). */
  last: ThreadMessage[];
  related: ThreadMessage[];
  /** The family's last message, its own time: WhatsApp's 24-hour window counts from it. */
  lastInboundAt: number | null;
  /** When the family last wrote and nobody has read it: the card's place at the top of « À moi ». */
  unreadAt: number | null;
  /** On the thread's own page (routes/thread.ts): how many messages come before its first, and whether later ones are on the page after. */
  paging?: { older: number; later: boolean };
}

/** Where a thread's page ends: the first message it leaves out, by its place in the thread's order (time, then id). */
export interface ThreadCursor {
  at: number;
  id: string;
}

/** Whether a message comes before the cursor, in the thread's order (store/thread.ts: ORDER BY at, id). */
export const isBefore = (message: Pick<ThreadMessage, 'at' | 'id'>, cursor: ThreadCursor) => message.at < cursor.at || (message.at === cursor.at && message.id < cursor.id);

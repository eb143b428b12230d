import { isRecord } from '@/lib/unknown-value';
import { metaError } from '../visits/statuses';
import { membersOf } from '@/lib/closed-set';
import { INBOUND_KINDS, type InboundContent, type InboundDirection, type InboundMessage, type MediaKind } from './inbound-kinds';
import { digitsOf, flag, idOf, LIMITS, numberOf, timeOf, words } from './read-values';

/*
 * The messages of a WhatsApp webhook's post (issue 82.1), signed and parsed by routes/webhooks.ts: every message a
 * family sent (`entry[].changes[].value.messages[]`, its profile's name from `contacts[]`), and, on a number shared
 * with the WhatsApp Business app (coexistence), what the reception sent from its phone (`value.message_echoes[]` of
 * the `smb_message_echoes` field: Meta's smb_message_echoes webhook reference, updated 21 May 2026: `from` the
 * business, `to` the family). Each kind as inbound-kinds.ts says. Never throws: a message with a wamid is always
 * kept (an unreadable one as `unknown`, with its type), one without is counted as dropped; the same wamid twice in a
 * post is kept once. Pure.
 */

export interface InboundPost {
  messages: InboundMessage[];
  /** Messages without a wamid: nothing to key them by (Meta always gives one; a post without is not Meta's shape). */
  dropped: number;
  /** Messages to another business number of the same account (metadata.phone_number_id), not the centre's. */
  elsewhere: number;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const MEDIA_KINDS = membersOf(INBOUND_KINDS).filter((kind): kind is MediaKind => INBOUND_KINDS[kind].carries === 'media');

const unknownOf = (type: string, raw: Record<string, unknown>): InboundContent => ({
  kind: 'unknown',
  type: words(type, LIMITS.type) || '?',
  error: (Array.isArray(raw.errors) ? metaError(raw.errors[0]) : undefined) ?? '',
});

function mediaOf(kind: MediaKind, raw: unknown): InboundContent | null {
  if (!isRecord(raw)) return null;
  const mediaId = idOf(raw.id);
  if (!mediaId) return null;
  return {
    kind,
    media: {
      mediaId,
      mimeType: words(raw.mime_type, LIMITS.label),
      sha256: words(raw.sha256, LIMITS.label),
      caption: words(raw.caption, LIMITS.caption, { lines: true }),
      filename: kind === 'document' ? words(raw.filename, LIMITS.filename) : '',
      voice: kind === 'audio' && flag(raw.voice),
      animated: kind === 'sticker' && flag(raw.animated),
    },
  };
}

function interactiveOf(raw: unknown): InboundContent | null {
  if (!isRecord(raw)) return null;
  const reply = raw.type === 'button_reply' || raw.type === 'list_reply' ? raw.type : null;
  const said = reply ? raw[reply] : null;
  if (!reply || !isRecord(said)) return null;
  return { kind: 'interactive', reply, id: words(said.id, LIMITS.payload), title: words(said.title, LIMITS.label), description: words(said.description, LIMITS.label) };
}

function contactsOf(raw: unknown): InboundContent | null {
  const cards = list(raw)
    .slice(0, LIMITS.cards)
    .flatMap((card) => {
      if (!isRecord(card)) return [];
      const name = isRecord(card.name) ? words(card.name.formatted_name, LIMITS.name) || words([card.name.first_name, card.name.last_name].filter((one) => typeof one === 'string').join(' '), LIMITS.name) : '';
      const phones = list(card.phones)
        .slice(0, LIMITS.phones)
        .flatMap((phone) => (isRecord(phone) ? [words(phone.phone, LIMITS.name) || digitsOf(phone.wa_id)].filter(Boolean) : []));
      return name || phones.length > 0 ? [{ name, phones }] : [];
    });
  return cards.length > 0 ? { kind: 'contacts', cards } : null;
}

/** What one message says, by its type; null when its type's own part is missing or of the wrong shape (then `unknown`). */
function contentOf(type: string, raw: Record<string, unknown>): InboundContent | null {
  const kind = MEDIA_KINDS.find((one) => one === type);
  if (kind) return mediaOf(kind, raw[kind]);
  switch (type) {
    case 'text':
      return isRecord(raw.text) && typeof raw.text.body === 'string' ? { kind: 'text', body: words(raw.text.body, LIMITS.text, { lines: true }) } : null;
    case 'button':
      return isRecord(raw.button) ? { kind: 'button', text: words(raw.button.text, LIMITS.label), payload: words(raw.button.payload, LIMITS.payload) } : null;
    case 'interactive':
      return interactiveOf(raw.interactive);
    case 'location': {
      const place = isRecord(raw.location) ? raw.location : {};
      const latitude = numberOf(place.latitude, -90, 90);
      const longitude = numberOf(place.longitude, -180, 180);
      return latitude === null || longitude === null ? null : { kind: 'location', latitude, longitude, name: words(place.name, LIMITS.label), address: words(place.address, LIMITS.label) };
    }
    case 'contacts':
      return contactsOf(raw.contacts);
    case 'reaction':
      // Meta's older examples spell it « messsage_id »; an emoji absent or empty is a reaction taken back.
      return isRecord(raw.reaction) ? { kind: 'reaction', emoji: words(raw.reaction.emoji, LIMITS.emoji), messageId: idOf(raw.reaction.message_id) || idOf(raw.reaction.messsage_id) } : null;
    default:
      return null;
  }
}

/** Meta's word for what it could not deliver readable: an `unsupported` message names its real type. */
function typeOf(raw: Record<string, unknown>): string {
  const type = typeof raw.type === 'string' ? raw.type : '';
  if (type === 'unsupported' && isRecord(raw.unsupported) && typeof raw.unsupported.type === 'string') return `unsupported/${raw.unsupported.type}`;
  if (type === 'interactive' && isRecord(raw.interactive) && typeof raw.interactive.type === 'string' && !['button_reply', 'list_reply'].includes(raw.interactive.type)) return `interactive/${raw.interactive.type}`;
  return type;
}

interface Context {
  direction: InboundDirection;
  phoneNumberId: string;
  names: Map<string, string>;
  receivedAt: number;
}

function messageOf(raw: Record<string, unknown>, wamid: string, { direction, phoneNumberId, names, receivedAt }: Context): InboundMessage {
  const type = typeOf(raw);
  const phone = digitsOf(direction === 'in' ? raw.from : raw.to);
  const userId = words(direction === 'in' ? raw.from_user_id : (raw.to_user_id ?? raw.recipient_user_id), LIMITS.label);
  const context = isRecord(raw.context) ? raw.context : {};
  return {
    wamid,
    direction,
    phone,
    userId,
    profileName: direction === 'in' ? (names.get(phone) ?? names.get(userId) ?? '') : '',
    ...timeOf(raw.timestamp, receivedAt),
    replyTo: idOf(context.id),
    forwarded: flag(context.forwarded) || flag(context.frequently_forwarded),
    phoneNumberId,
    content: contentOf(type, raw) ?? unknownOf(type, raw),
  };
}

/** The profile names a change's `contacts[]` gives, by number and by user id. */
function namesOf(contacts: unknown): Map<string, string> {
  const names = new Map<string, string>();
  for (const contact of list(contacts)) {
    if (!isRecord(contact)) continue;
    const name = isRecord(contact.profile) ? words(contact.profile.name, LIMITS.name) : '';
    if (!name) continue;
    for (const key of [digitsOf(contact.wa_id), words(contact.user_id, LIMITS.label)]) if (key) names.set(key, name);
  }
  return names;
}

/**
 * Every message of a post (`object: whatsapp_business_account`), in the order Meta wrote them, each wamid once. With
 * `phoneNumberId` (WHATSAPP_PHONE_NUMBER_ID), those to another number of the account are counted, not kept.
 */
export function readInbound(body: unknown, { receivedAt, phoneNumberId = '' }: { receivedAt: number; phoneNumberId?: string }): InboundPost {
  const post: InboundPost = { messages: [], dropped: 0, elsewhere: 0 };
  if (!isRecord(body) || body.object !== 'whatsapp_business_account') return post;
  const seen = new Set<string>();
  for (const entry of list(body.entry)) {
    for (const change of isRecord(entry) ? list(entry.changes) : []) {
      const value = isRecord(change) && isRecord(change.value) ? change.value : null;
      if (!value) continue;
      const to = isRecord(value.metadata) ? idOf(value.metadata.phone_number_id) : '';
      const context = { phoneNumberId: to, names: namesOf(value.contacts), receivedAt };
      for (const [direction, messages] of [['in', value.messages], ['echo', value.message_echoes]] as const) {
        for (const raw of list(messages)) {
          const wamid = isRecord(raw) ? idOf(raw.id) : '';
          if (!isRecord(raw) || !wamid) post.dropped += 1;
          else if (phoneNumberId && to && to !== phoneNumberId) post.elsewhere += 1;
          else if (!seen.has(wamid)) {
            seen.add(wamid);
            post.messages.push(messageOf(raw, wamid, { ...context, direction }));
          }
        }
      }
    }
  }
  return post;
}

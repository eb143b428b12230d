import type { MembersWith } from '@/lib/closed-set';

/*
 * Every kind of message a family can send the centre's WhatsApp number, and what each carries (issue 82.1): one
 * table, as Meta's « messages webhook reference » (developers.facebook.com/documentation/business-messaging/whatsapp/
 * webhooks/reference/messages/…, read November 2026) and the typings of whatsapp-api-js (src/types.ts, v24.0:
 * ServerMessageTypes) describe them. Meta's own types that the inbox does not read (order, system, request_welcome,
 * unsupported, an interactive nfm_reply…) are kept as `unknown` with Meta's word for them: never dropped.
 *
 *   text          text.body
 *   button        a template's quick-reply tap: button.payload (what the send set), button.text (its label)
 *   interactive   interactive.button_reply {id, title}, interactive.list_reply {id, title, description}
 *   image, video  {id, mime_type, sha256, caption}
 *   audio         {id, mime_type, sha256, voice: true for a voice note (Ogg/Opus)}
 *   document      {id, mime_type, sha256, filename, caption}
 *   sticker       {id, mime_type image/webp, sha256, animated}
 *   location      {latitude, longitude, name, address}
 *   contacts      [{name: {formatted_name}, phones: [{phone, wa_id}]}]
 *   reaction      {message_id: the message reacted to, emoji: '' or absent when the reaction is taken back}
 *   unknown       `unsupported` ({unsupported: {type}, errors: [131051…]}) and every other type
 */

/** What each kind carries: what the card must draw for it. */
export const INBOUND_KINDS = {
  text: { carries: 'words' },
  button: { carries: 'tap' },
  interactive: { carries: 'tap' },
  image: { carries: 'media' },
  audio: { carries: 'media' },
  video: { carries: 'media' },
  document: { carries: 'media' },
  sticker: { carries: 'media' },
  location: { carries: 'place' },
  contacts: { carries: 'cards' },
  reaction: { carries: 'reaction' },
  unknown: { carries: 'nothing' },
} as const;

export type InboundKind = keyof typeof INBOUND_KINDS;
/** The kinds whose content is a file at Meta, fetched by its id (media.ts). */
export type MediaKind = MembersWith<typeof INBOUND_KINDS, { readonly carries: 'media' }>;

/** A file a message names: Meta's id for it (GET /{media-id}), what Meta says it is, and what the family wrote with it. */
export interface MediaRef {
  mediaId: string;
  /** Meta's word (« audio/ogg; codecs=opus »): a claim, checked against the bytes when they are fetched (media-types.ts). */
  mimeType: string;
  /** Meta's hash of the bytes, as it wrote it (hex or base64: both seen). */
  sha256: string;
  caption: string;
  /** A document's name as the family's phone gave it ('' for the rest). */
  filename: string;
  /** An audio recorded as a voice note (« voice »: true), not a file. */
  voice: boolean;
  animated: boolean;
}

/** What a message says, by kind: every string cut to its limit (inbound.ts), none of it trusted as markup. */
export type InboundContent =
  | { kind: 'text'; body: string }
  | { kind: 'button'; text: string; payload: string }
  | { kind: 'interactive'; reply: 'button_reply' | 'list_reply'; id: string; title: string; description: string }
  | { kind: MediaKind; media: MediaRef }
  | { kind: 'location'; latitude: number; longitude: number; name: string; address: string }
  | { kind: 'contacts'; cards: { name: string; phones: string[] }[] }
  | { kind: 'reaction'; emoji: string; messageId: string }
  | { kind: 'unknown'; type: string; error: string };

/** Who wrote: the family to the centre (`in`), or the reception from the WhatsApp Business app on the same number (`echo`, coexistence's smb_message_echoes). */
export const INBOUND_DIRECTIONS = ['in', 'echo'] as const;
export type InboundDirection = (typeof INBOUND_DIRECTIONS)[number];

/** One message of the webhook, as the inbox keeps it: one row per `wamid`, whatever Meta posts twice. */
export interface InboundMessage {
  /** WhatsApp's message id (« wamid.HBgL… »), unique: the store's key for it. */
  wamid: string;
  direction: InboundDirection;
  /** The family's number, digits as Meta writes them (« 237671234567 »): `from` of a message, `to` of an echo; '' when Meta gives only a user id (usernames). */
  phone: string;
  /** The family's business-scoped user id (« from_user_id », 2026), when Meta gives one. */
  userId: string;
  /** The name the family's WhatsApp profile shows (contacts[].profile.name), '' when none. */
  profileName: string;
  /** When the family sent it (ms), from Meta's own `timestamp`; the post's arrival when that is missing or absurd (`timeGuessed`). */
  at: number;
  timeGuessed: boolean;
  /** The message of ours it answers (context.id): a reply, a quick-reply tap, or '' when none. */
  replyTo: string;
  forwarded: boolean;
  /** The business phone number it reached (metadata.phone_number_id). */
  phoneNumberId: string;
  content: InboundContent;
}

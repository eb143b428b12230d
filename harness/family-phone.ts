// The family's phone in the local mailbox (issue 82.8; harness/mailbox.ts serves it): for each number the fake WhatsApp
// has written to, a thread where one types as the family, taps a template's quick-reply button, sends a photo, a voice
// note (harness/family-media/, committed) or « STOP ». Each becomes a message of Meta's `messages` webhook, posted to
// the gateway signed with the app's secret (messaging.ts, postMeta), and its file served as Meta's Graph API serves
// media, with the gateway's token only:
//   GET  /graph/<version>/<media id>  → { messaging_product, url: <mailbox>/media/<id>, mime_type, sha256, file_size, id }
//   GET  /media/<id>                  → the bytes (401 without `Authorization: Bearer <token>`, as Meta's lookaside host)
// The centre's « mark as read » (POST /graph/<version>/<id>/messages { status: 'read', message_id }) is recorded by
// mailbox.ts and shown as the family's blue ticks. Routes of the page and of the tests:
//   GET  /phone/                      every number of a thread; GET /phone/<digits>: the thread at 390 px
//   POST /phone/<digits>              a form of the page (action=text|button|photo|voice|stop), then back to the thread
//   POST /family/<digits>             the same as JSON (FamilyInput), answered with what was posted (FamilyPost)
//   GET  /family   DELETE /family     what the family posted, as JSON; forget it
import { createHash, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { unreachable } from '../lib/closed-set';
import { buttonOf, phoneList, phoneThread } from './family-phone-page';
import { postMeta, type MessagingSettings } from './messaging';
import type { Recorded } from './recorded';

/**
 * What the family does, one at a time; `at`: the message's own time (ms) as Meta stamps it, now by default (a clock
 * moved on); `name`: the family's WhatsApp profile name, « Marie » by default.
 */
export type FamilyInput = (
  | { type: 'text'; text: string; replyTo?: string }
  /** A tap on a quick-reply button of the centre's template message `message` (its wamid), the `index`th button. */
  | { type: 'button'; message: string; index: number }
  | { type: 'photo'; caption?: string }
  | { type: 'voice' }
  /** A document; `trap`: an HTML page under that name, which Meta calls image/jpeg (what a stranger's script might send). */
  | { type: 'document'; filename: string; trap?: boolean }
  | { type: 'reaction'; message: string; emoji: string }
) & { at?: number; name?: string };

/** What the family posted, as the thread and the tests read it. */
export interface FamilyPost {
  at: number;
  phone: string;
  wamid: string;
  type: string;
  /** What the family's phone shows of it. */
  shown: string;
  replyTo: string;
  mediaId: string;
  /** The gateway's answer to the signed post (0: no answer). */
  gateway: number;
  /** When the centre marked it read (Meta's blue ticks), or null. */
  readAt: number | null;
}

interface Media {
  bytes: Buffer;
  mime: string;
}

const FILES = fileURLToPath(new URL('family-media/', import.meta.url));
const file = (name: string) => readFileSync(`${FILES}${name}`);
/** The committed files: a photo (JPEG, 320×240) and a voice note in French (Ogg/Opus, 4.5 s, espeak-ng then opusenc). */
export const FAMILY_FILES = { photo: { bytes: file('photo.jpg'), mime: 'image/jpeg' }, voice: { bytes: file('voice-note.ogg'), mime: 'audio/ogg; codecs=opus' } } as const;
const TRAP = Buffer.from('<!doctype html><title>photo</title><script>alert(document.cookie)</script>');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
export const digitsOf = (number: unknown) => String(number ?? '').replace(/\D/g, '');

export class FamilyPhone {
  readonly posts: FamilyPost[] = [];
  private readonly media = new Map<string, Media>();
  private count = 0;

  private keep(bytes: Buffer, mime: string): { id: string; mime_type: string; sha256: string } {
    // A number of 14 digits, as Meta's media ids are numbers.
    const id = `${randomInt(1_000_000, 10_000_000)}${randomInt(1_000_000, 10_000_000)}`;
    this.media.set(id, { bytes, mime });
    return { id, mime_type: mime, sha256: sha256(bytes) };
  }

  /** The family's input as Meta's webhook writes the message, and what its phone shows of it. */
  private messageOf(input: FamilyInput, sent: Recorded[]): { part: Record<string, unknown>; shown: string; replyTo: string; mediaId: string } {
    switch (input.type) {
      case 'text':
        return { part: { type: 'text', text: { body: input.text } }, shown: input.text, replyTo: input.replyTo ?? '', mediaId: '' };
      case 'button': {
        const button = buttonOf(sent.find((one) => one.id === input.message), input.index);
        if (!button) throw new Error(`No template message ${input.message} with a button ${input.index}`);
        return { part: { type: 'button', button }, shown: button.text, replyTo: input.message, mediaId: '' };
      }
      case 'photo': {
        const image = { ...this.keep(FAMILY_FILES.photo.bytes, FAMILY_FILES.photo.mime), ...(input.caption ? { caption: input.caption } : {}) };
        return { part: { type: 'image', image }, shown: `Photo${input.caption ? `\u00A0: ${input.caption}` : ''}`, replyTo: '', mediaId: image.id };
      }
      case 'voice': {
        const audio = { ...this.keep(FAMILY_FILES.voice.bytes, FAMILY_FILES.voice.mime), voice: true };
        return { part: { type: 'audio', audio }, shown: 'Note vocale (0:04)', replyTo: '', mediaId: audio.id };
      }
      case 'document': {
        const document = { ...this.keep(input.trap ? TRAP : FAMILY_FILES.photo.bytes, input.trap ? 'image/jpeg' : 'application/pdf'), filename: input.filename };
        return { part: { type: 'document', document }, shown: `Document\u00A0: ${input.filename}`, replyTo: '', mediaId: document.id };
      }
      case 'reaction':
        return { part: { type: 'reaction', reaction: { message_id: input.message, emoji: input.emoji } }, shown: input.emoji, replyTo: input.message, mediaId: '' };
      default:
        return unreachable(input);
    }
  }

  /** Posts the family's message to the gateway, signed as Meta signs; what was posted. */
  async send(settings: MessagingSettings, phone: string, input: FamilyInput, sent: Recorded[]): Promise<FamilyPost> {
    const { part, shown, replyTo, mediaId } = this.messageOf(input, sent);
    this.count += 1;
    const wamid = `wamid.FAMILY${digitsOf(phone)}${String(this.count).padStart(6, '0')}`;
    const at = input.at ?? Date.now();
    const message = { from: phone, id: wamid, timestamp: String(Math.floor(at / 1000)), ...part, ...(replyTo && input.type !== 'reaction' ? { context: { from: '237600000001', id: replyTo } } : {}) };
    const gateway = await postMeta(settings, { contacts: [{ profile: { name: input.name ?? 'Marie' }, wa_id: phone }], messages: [message] });
    const post: FamilyPost = { at, phone, wamid, type: String(part.type), shown, replyTo, mediaId, gateway, readAt: null };
    this.posts.push(post);
    return post;
  }

  /** Whether the family of this number wrote within the last 24 hours (WhatsApp's window for a free reply). */
  wroteWithin(number: string, ms: number, now = Date.now()): boolean {
    return this.posts.some((post) => post.phone === digitsOf(number) && now - post.at < ms);
  }

  /** The centre's « mark as read » of one of the family's messages (and, as WhatsApp does, of those before it). */
  markRead(messageId: string, at = Date.now()): void {
    const read = this.posts.find((post) => post.wamid === messageId);
    for (const post of this.posts) if (read && post.phone === read.phone && post.at <= read.at && post.readAt === null) post.readAt = at;
  }

  /** A media's JSON, or its bytes, as Meta serves them to the bearer of the token alone. */
  private serveMedia(res: ServerResponse, id: string, bearer: string, token: string, base: string, bytes: boolean): void {
    const media = this.media.get(id);
    if (!token || bearer !== `Bearer ${token}`) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 } }));
    } else if (!media) {
      res.writeHead(bytes ? 404 : 400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } }));
    } else if (bytes) {
      res.writeHead(200, { 'Content-Type': media.mime, 'Content-Length': String(media.bytes.byteLength) }).end(media.bytes);
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ messaging_product: 'whatsapp', url: `${base}/media/${id}`, mime_type: media.mime, sha256: sha256(media.bytes), file_size: media.bytes.byteLength, id }));
    }
  }

  /** The phone's routes; false when the path is none of them. */
  async handle(req: IncomingMessage, res: ServerResponse, { settings, sent, base, body }: { settings: MessagingSettings; sent: Recorded[]; base: string; body: () => Promise<string> }): Promise<boolean> {
    const { pathname } = new URL(req.url ?? '/', 'http://mailbox');
    const method = req.method ?? 'GET';
    const media = /^\/graph\/v[\d.]+\/(\d+)$/.exec(pathname) ?? /^\/media\/(\d+)$/.exec(pathname);
    if (media && method === 'GET') {
      this.serveMedia(res, media[1]!, req.headers.authorization ?? '', settings.token ?? '', base, pathname.startsWith('/media/'));
      return true;
    }
    if (pathname === '/family') {
      if (method === 'DELETE') this.posts.length = 0;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(this.posts));
      return true;
    }
    const family = /^\/family\/(\d{6,20})$/.exec(pathname);
    if (family && method === 'POST') {
      const post = await this.send(settings, family[1]!, JSON.parse(await body()) as FamilyInput, sent);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(post));
      return true;
    }
    if (pathname === '/phone/' && method === 'GET') {
      const numbers = [...new Set([...sent.filter((one) => one.provider === 'whatsapp' && one.id).map((one) => digitsOf((one.body as { to?: unknown }).to)), ...this.posts.map((post) => post.phone)])];
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(phoneList(numbers.filter(Boolean)));
      return true;
    }
    const phone = /^\/phone\/(\d{6,20})\/?$/.exec(pathname)?.[1];
    if (!phone) return false;
    if (method === 'POST') {
      const form = new URLSearchParams(await body());
      const action = form.get('action');
      const input: FamilyInput | null =
        action === 'text' && form.get('text')?.trim() ? { type: 'text', text: form.get('text')!.trim() }
        : action === 'stop' ? { type: 'text', text: 'STOP' }
        : action === 'button' ? { type: 'button', message: form.get('message') ?? '', index: Number(form.get('index')) }
        : action === 'photo' ? { type: 'photo' }
        : action === 'voice' ? { type: 'voice' }
        : null;
      if (input) await this.send(settings, phone, input, sent).catch((error: unknown) => console.error(`family phone: ${String(error)}`));
      res.writeHead(303, { Location: `/phone/${phone}` }).end();
      return true;
    }
    const mine = sent.filter((one) => one.provider === 'whatsapp' && one.id && digitsOf((one.body as { to?: unknown }).to) === phone);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(phoneThread(phone, mine, this.posts.filter((post) => post.phone === phone)));
    return true;
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_FILES } from '../../harness/family-phone';
import { mailboxClient, startMailbox, type Mailbox } from '../../harness/mailbox';
import { readInbound } from '../../gateway/src/whatsapp/inbound';
import type { InboundMessage } from '../../gateway/src/whatsapp/inbound-kinds';
import { fetchMedia, type MediaBucket, type StoredMedia } from '../../gateway/src/whatsapp/media';
import { quickReplyComponents, readQuickReply } from '../../gateway/src/whatsapp/quick-replies';
import { isStop } from '../../gateway/src/whatsapp/stop';

/*
 * The family's phone in the local mailbox (issue 82.8): what it posts is Meta's webhook, signed with the app's secret
 * (a stand-in for the gateway checks the signature on the raw bytes, as routes/webhooks.ts does, then reads it with
 * whatsapp/inbound.ts), its files are served as Meta's Graph API serves media, to the gateway's token alone (read by
 * whatsapp/media.ts), and the centre's « mark as read » turns the family's ticks blue.
 */

const SECRET = 'app-secret-of-this-test';
const TOKEN = 'EAAG-token-of-this-test';
const FAMILY = '237671234567';
const REF = 'k7fJ2Qm4XyZ0aBcDeFgHiJkLmNo.1.confirm';

let mailbox: Mailbox;
let gateway: Server;
const received: { signed: boolean; messages: InboundMessage[] }[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  // The gateway's part: the signature on the raw bytes first, then Meta's messages.
  gateway = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`);
      const said = Buffer.from(String(req.headers['x-hub-signature-256'] ?? ''));
      const signed = said.length === expected.length && timingSafeEqual(said, expected);
      received.push({ signed, messages: readInbound(JSON.parse(raw.toString('utf8')), { receivedAt: Date.now(), phoneNumberId: '100000000000002' }).messages });
      res.writeHead(signed ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  await mailboxClient(mailbox.url).messaging({ gateway: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`, appSecret: SECRET, token: TOKEN, whatsappStatus: 'none' });
});

afterAll(async () => {
  await mailbox.close();
  await new Promise((resolve) => gateway.close(resolve));
});

/** The centre's confirmation, as the gateway sends it, with its two quick-reply buttons. */
async function confirmation(): Promise<string> {
  const response = await fetch(`${mailbox.url}/graph/v24.0/100000000000002/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', to: FAMILY, type: 'template', template: { name: 'rendez_vous_confirmation', language: { code: 'fr' }, components: [{ type: 'body', parameters: ['mardi 1er décembre à 11 h', 'au centre', 'AV-7K3Q', '+237 6 00 00 00 01', 'https://x/#t'].map((text) => ({ type: 'text', text })) }, ...quickReplyComponents(REF)] }, biz_opaque_callback_data: REF }),
  });
  return ((await response.json()) as { messages: { id: string }[] }).messages[0]!.id;
}

class Bucket implements MediaBucket {
  readonly objects = new Map<string, { bytes: Uint8Array; type: string }>();
  async put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }) {
    this.objects.set(key, { bytes: value, type: options.httpMetadata.contentType });
  }
  async get(): Promise<StoredMedia | null> {
    return null;
  }
  async delete() {}
}

const media = (mediaId: string, token = TOKEN, bucket = new Bucket()) =>
  fetchMedia({ mediaId, mimeType: '', sha256: '', caption: '', filename: '', voice: false, animated: false }, { fetch, bucket, settings: { apiUrl: `${mailbox.url}/graph/v24.0`, token, maxBytes: 1_048_576, loopbackHttp: true, timeoutMs: 5_000 } });

describe('the family\u2019s phone', () => {
  it('taps « Je dois changer » on the confirmation: a signed post, the payload the send set, our message as its context', async () => {
    const wamid = await confirmation();
    const post = await mailboxClient(mailbox.url).family(FAMILY, { type: 'button', message: wamid, index: 1 });
    expect(post).toMatchObject({ phone: FAMILY, type: 'button', shown: 'Je dois changer', gateway: 200, replyTo: wamid });
    const [message] = received.at(-1)!.messages;
    expect(received.at(-1)!.signed).toBe(true);
    expect(message).toMatchObject({ wamid: post.wamid, phone: FAMILY, replyTo: wamid, profileName: 'Marie', content: { kind: 'button', text: 'Je dois changer' } });
    expect(readQuickReply(message!.content)).toEqual({ answer: 'change', ref: REF });
  });

  it('writes, and « STOP »', async () => {
    await mailboxClient(mailbox.url).family(FAMILY, { type: 'text', text: 'Est-ce possible jeudi ?' });
    expect(received.at(-1)!.messages[0]!.content).toEqual({ kind: 'text', body: 'Est-ce possible jeudi ?' });
    // The page's own form, as a tap on « STOP » posts it.
    const tap = await fetch(`${mailbox.url}/phone/${FAMILY}`, { method: 'POST', body: 'action=stop', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect([tap.status, tap.headers.get('Location')]).toEqual([303, `/phone/${FAMILY}`]);
    const stop = received.at(-1)!.messages[0]!.content;
    expect(stop.kind === 'text' && isStop(stop.body)).toBe(true);
  });

  it('sends a voice note: served as Meta serves media, to the gateway\u2019s token alone, byte for byte', async () => {
    const post = await mailboxClient(mailbox.url).family(FAMILY, { type: 'voice' });
    const [message] = received.at(-1)!.messages;
    expect(message!.content).toMatchObject({ kind: 'audio', media: { mediaId: post.mediaId, mimeType: 'audio/ogg; codecs=opus', voice: true } });
    const bucket = new Bucket();
    expect(await media(post.mediaId, TOKEN, bucket)).toMatchObject({ outcome: 'stored', type: 'audio/ogg', shows: 'audio', size: FAMILY_FILES.voice.bytes.byteLength, hashMatches: true });
    expect(Buffer.from([...bucket.objects.values()][0]!.bytes).equals(FAMILY_FILES.voice.bytes)).toBe(true);
    // Another token: Meta's 401, then nothing to keep (tried again later); the bytes' own address refuses it too.
    expect(await media(post.mediaId, 'stolen')).toEqual({ outcome: 'unavailable', reason: 'Meta: 401' });
    expect((await fetch(`${mailbox.url}/media/${post.mediaId}`)).status).toBe(401);
    expect(await media('123')).toEqual({ outcome: 'expired', status: 400 });
  });

  it('a photo is a JPEG; an HTML page sent as « photo.jpg » is refused by the download', async () => {
    const photo = await mailboxClient(mailbox.url).family(FAMILY, { type: 'photo', caption: 'La plaie ce matin' });
    expect(received.at(-1)!.messages[0]!.content).toMatchObject({ kind: 'image', media: { caption: 'La plaie ce matin', mimeType: 'image/jpeg' } });
    expect(await media(photo.mediaId)).toMatchObject({ outcome: 'stored', type: 'image/jpeg', shows: 'image' });
    const trap = await mailboxClient(mailbox.url).family(FAMILY, { type: 'document', filename: 'photo.jpg', trap: true });
    expect(await media(trap.mediaId)).toEqual({ outcome: 'refused', reason: 'markup' });
  });

  it('the centre\u2019s « mark as read » turns the family\u2019s messages blue, and is no message sent', async () => {
    const before = (await mailboxClient(mailbox.url).messages()).length;
    const last = (await mailboxClient(mailbox.url).familyPosts()).at(-1)!;
    const read = await fetch(`${mailbox.url}/graph/v24.0/100000000000002/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ messaging_product: 'whatsapp', status: 'read', message_id: last.wamid }) });
    expect(await read.json()).toEqual({ success: true });
    const posts = await mailboxClient(mailbox.url).familyPosts();
    expect(posts.every((post) => post.readAt !== null)).toBe(true);
    const recorded = await mailboxClient(mailbox.url).messages();
    expect(recorded).toHaveLength(before + 1);
    expect(recorded.at(-1)).toMatchObject({ provider: 'whatsapp', body: { status: 'read' } });
    expect(recorded.at(-1)!.id).toBeUndefined();
  });

  it('shows the thread: the centre\u2019s message with its buttons, the family\u2019s with their ticks, the box to write', async () => {
    const html = await (await fetch(`${mailbox.url}/phone/${FAMILY}`)).text();
    expect(html).toContain('Rendez-vous confirmé\u00A0: mardi 1er décembre à 11 h, au centre.');
    expect(html).toContain('<button>Je serai là</button>');
    expect(html).toContain('Est-ce possible jeudi ?');
    expect(html.match(/✓✓ lu/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html).toContain('name="action" value="voice"');
    expect(await (await fetch(`${mailbox.url}/phone/`)).text()).toContain(`href="/phone/${FAMILY}"`);
  });

  it('a free reply is delivered within the window, and failed with 131047 to a number that never wrote, as Meta does', async () => {
    await mailboxClient(mailbox.url).messaging({ gateway: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`, appSecret: SECRET, token: TOKEN, statusDelayMs: 1 });
    const reply = async (to: string) => {
      const response = await fetch(`${mailbox.url}/graph/v24.0/100000000000002/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body: 'Oui, jeudi 11 h' } }) });
      return ((await response.json()) as { messages: { id: string }[] }).messages[0]!.id;
    };
    const inside = await reply(FAMILY);
    const outside = await reply('237699999999');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const recorded = await mailboxClient(mailbox.url).messages();
    expect(recorded.find((one) => one.id === inside)?.statuses).toEqual(['sent', 'delivered']);
    expect(recorded.find((one) => one.id === outside)?.statuses).toEqual(['failed']);
    expect(await (await fetch(`${mailbox.url}/phone/${FAMILY}`)).text()).toContain('Oui, jeudi 11 h');
  });

  it('a post the gateway refuses (another secret) shows as not received', async () => {
    await mailboxClient(mailbox.url).messaging({ gateway: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`, appSecret: 'another', token: TOKEN });
    expect(await mailboxClient(mailbox.url).family(FAMILY, { type: 'text', text: 'Allô ?' })).toMatchObject({ gateway: 401 });
    expect(received.at(-1)!.signed).toBe(false);
    expect(await (await fetch(`${mailbox.url}/phone/${FAMILY}`)).text()).toContain('⚠ la passerelle a répondu 401');
  });
});

describe('the mailbox\u2019s page', () => {
  it('says a « mark as read » as such, not as a message to the family', async () => {
    const html = await (await fetch(`${mailbox.url}/`)).text();
    expect(html).toContain('le centre a lu un message de la famille');
    expect(html).toContain('href="/phone/"');
  });
});

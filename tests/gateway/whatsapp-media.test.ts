import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MediaRef } from '../../gateway/src/whatsapp/inbound-kinds';
import { readSettings } from '../../gateway/src/settings';
import { readStreamLimited } from '../../gateway/src/http';
import { allowedMediaUrl, fetchMedia, mediaSettingsOf, readStored, type MediaBucket, type MediaRange, type MediaSettings, type StoredMedia } from '../../gateway/src/whatsapp/media';
import { mediaResponse, MEDIA_CSP, rangeAsked } from '../../gateway/src/whatsapp/media-response';
import { mediaVerdict } from '../../gateway/src/whatsapp/media-types';

/*
 * A family's file fetched from Meta into R2 (issue 82.4), with a fake fetch and a fake bucket: the two calls and the
 * token, the host Meta names and no other, the cap whatever the headers say, the type from the bytes, the answer the
 * staff get.
 */

const API = 'https://graph.facebook.com/v24.0';
const HOST = 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1';
const SETTINGS: MediaSettings = { apiUrl: API, token: 'EAAG-token', maxBytes: 1_000, loopbackHttp: false, timeoutMs: 1_000 };

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Array(50).fill(7)]);
const OGG = Uint8Array.from([...Buffer.from('OggS'), 0, 2, ...Array(60).fill(1)]);
const HTML = new TextEncoder().encode('\n  <!doctype html><script>alert(document.cookie)</script>');
const PDF = new TextEncoder().encode('%PDF-1.7\n...');
const hexOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const ref = (over: Partial<MediaRef> = {}): MediaRef => ({ mediaId: '2754859441498128', mimeType: 'image/jpeg', sha256: '', caption: '', filename: '', voice: false, animated: false, ...over });

class FakeBucket implements MediaBucket {
  readonly objects = new Map<string, { bytes: Uint8Array; type: string; meta: Record<string, string> }>();
  async put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string }; customMetadata: Record<string, string> }) {
    this.objects.set(key, { bytes: value, type: options.httpMetadata.contentType, meta: options.customMetadata });
  }
  /** As R2: a range past the end throws; the body is the part asked, `size` the whole object's. */
  async get(key: string, options: { range?: MediaRange } = {}): Promise<StoredMedia | null> {
    const object = this.objects.get(key);
    if (!object) return null;
    const { range } = options;
    const size = object.bytes.byteLength;
    const first = !range ? 0 : 'suffix' in range ? Math.max(0, size - range.suffix) : (range.offset ?? 0);
    if (first >= size && size > 0) throw new Error('InvalidRange');
    const last = !range || 'suffix' in range || range.length === undefined ? size : Math.min(size, first + range.length);
    return { body: new Response(new Uint8Array(object.bytes.subarray(first, last))).body!, size, httpMetadata: { contentType: object.type }, customMetadata: object.meta };
  }
  async delete(keys: string | string[]) {
    for (const key of [keys].flat()) this.objects.delete(key);
  }
}

/** A fake of Meta: its JSON for the id, then the bytes at the URL it named; every call recorded with its token. */
function fakeMeta({ bytes = JPEG, json = {} as Record<string, unknown>, metaStatus = 200, hostStatus = 200, headers = {} as Record<string, string>, body = null as ReadableStream<Uint8Array> | null } = {}) {
  const calls: { url: string; auth: string | null; redirect: RequestRedirect | undefined }[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    calls.push({ url: input, auth: new Headers(init.headers).get('Authorization'), redirect: init.redirect });
    if (input.startsWith(API)) return Response.json({ messaging_product: 'whatsapp', url: HOST, mime_type: 'image/jpeg', sha256: hexOf(bytes), file_size: bytes.byteLength, id: '2754859441498128', ...json }, { status: metaStatus });
    return new Response(body ?? bytes, { status: hostStatus, headers });
  };
  return { fetch, calls };
}

const run = (meta: ReturnType<typeof fakeMeta>, over: Partial<MediaRef> = {}, settings: Partial<MediaSettings> = {}) => {
  const bucket = new FakeBucket();
  return { bucket, result: fetchMedia(ref(over), { fetch: meta.fetch, bucket, settings: { ...SETTINGS, ...settings }, newKey: () => 'media/k1' }) };
};

describe('fetchMedia', () => {
  it('asks Meta for the id, then fetches the URL it names, both with the token and no redirect; stores the bytes typed', async () => {
    const meta = fakeMeta();
    const { bucket, result } = run(meta);
    expect(await result).toEqual({ outcome: 'stored', key: 'media/k1', type: 'image/jpeg', shows: 'image', size: JPEG.byteLength, name: 'piece-jointe.jpg', sha256: hexOf(JPEG), hashMatches: true });
    expect(meta.calls).toEqual([
      { url: `${API}/2754859441498128`, auth: 'Bearer EAAG-token', redirect: 'manual' },
      { url: HOST, auth: 'Bearer EAAG-token', redirect: 'manual' },
    ]);
    expect(bucket.objects.get('media/k1')).toEqual({ bytes: JPEG, type: 'image/jpeg', meta: { name: 'piece-jointe.jpg', shows: 'image', sha256: hexOf(JPEG) } });
  });

  it('a voice note as audio/ogg, a document under its own name; a hash Meta wrote otherwise is said, not fatal', async () => {
    expect(await run(fakeMeta({ bytes: OGG, json: { mime_type: 'audio/ogg; codecs=opus', sha256: 'not-it' } }), { mimeType: 'audio/ogg; codecs=opus', voice: true }).result).toMatchObject({ outcome: 'stored', type: 'audio/ogg', shows: 'audio', hashMatches: false });
    expect(await run(fakeMeta({ bytes: PDF, json: { mime_type: 'application/pdf', sha256: Buffer.from(createHash('sha256').update(PDF).digest()).toString('base64') } }), { filename: '../../ordonnance du 3.pdf' }).result).toMatchObject({ outcome: 'stored', type: 'application/pdf', shows: 'download', name: 'ordonnance du 3.pdf', hashMatches: true });
  });

  it('an HTML file named .jpg (Meta saying image/jpeg) is refused, never stored', async () => {
    const { bucket, result } = run(fakeMeta({ bytes: HTML }), { filename: 'photo.jpg' });
    expect(await result).toEqual({ outcome: 'refused', reason: 'markup' });
    expect(bucket.objects.size).toBe(0);
  });

  it('bytes that are not what Meta says are kept as a download (application/octet-stream, .bin)', async () => {
    const { bucket, result } = run(fakeMeta({ bytes: PDF }), { filename: 'photo.jpg' });
    expect(await result).toMatchObject({ outcome: 'stored', type: 'application/octet-stream', shows: 'download', name: 'photo.jpg.bin' });
    expect(bucket.objects.get('media/k1')?.type).toBe('application/octet-stream');
  });

  it('too large: by Meta\u2019s file_size, by Content-Length, or by the bytes themselves when both lied; nothing stored', async () => {
    expect(await run(fakeMeta({ json: { file_size: '40000000' } })).result).toEqual({ outcome: 'too-large', size: 40_000_000, maxBytes: 1_000 });
    expect(await run(fakeMeta({ headers: { 'Content-Length': '5000' }, json: { file_size: 10 } })).result).toEqual({ outcome: 'too-large', size: 5_000, maxBytes: 1_000 });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(300).fill(0xff));
      },
    });
    const lying = run(fakeMeta({ body: endless, headers: { 'Content-Length': '10' }, json: { file_size: 10 } }));
    expect(await lying.result).toEqual({ outcome: 'too-large', size: null, maxBytes: 1_000 });
    expect(pulled).toBeLessThan(10);
    expect(lying.bucket.objects.size).toBe(0);
  });

  it('only the host Meta names, https (http only on a loopback host, beside the local Access)', async () => {
    expect(await run(fakeMeta({ json: { url: 'http://lookaside.fbsbx.com/x' } })).result).toEqual({ outcome: 'refused', reason: 'host' });
    expect(await run(fakeMeta({ json: { url: 'https://169.254.169.254/latest' } })).result).toEqual({ outcome: 'refused', reason: 'host' });
    expect(await run(fakeMeta({ json: { url: 'http://127.0.0.1:8025/media/1' } })).result).toEqual({ outcome: 'refused', reason: 'host' });
    expect(await run(fakeMeta({ json: { url: 'http://127.0.0.1:8025/media/1' } }), {}, { loopbackHttp: true }).result).toMatchObject({ outcome: 'stored' });
    expect(allowedMediaUrl('https://user:pw@lookaside.fbsbx.com/x', false)).toBeNull();
    expect(allowedMediaUrl('javascript:alert(1)', true)).toBeNull();
    expect(allowedMediaUrl('http://10.0.0.1/x', true)).toBeNull();
    expect(allowedMediaUrl(42, true)).toBeNull();
  });

  it('Meta down or refusing: unavailable (tried again); the id unknown: expired; a redirect is not followed', async () => {
    expect(await run(fakeMeta({ metaStatus: 503 })).result).toEqual({ outcome: 'unavailable', reason: 'Meta: 503' });
    expect(await run(fakeMeta({ metaStatus: 404 })).result).toEqual({ outcome: 'expired', status: 404 });
    expect(await run(fakeMeta({ hostStatus: 500 })).result).toEqual({ outcome: 'unavailable', reason: 'media host: 500' });
    expect(await run(fakeMeta({ hostStatus: 302, headers: { Location: 'https://elsewhere.example/x' } })).result).toEqual({ outcome: 'unavailable', reason: 'media host: 302' });
    const down = { fetch: async () => Promise.reject(new TypeError('fetch failed')), calls: [] };
    expect(await run(down).result).toMatchObject({ outcome: 'unavailable' });
    const broken = { fetch: async () => new Response('<html>', { status: 200 }), calls: [] };
    expect(await run(broken).result).toEqual({ outcome: 'unavailable', reason: 'Meta: 200' });
  });

  it('an id that is not Meta\u2019s is never asked for (it would be a path under the Graph API)', async () => {
    const meta = fakeMeta();
    for (const mediaId of ['../me/accounts', '1/2', '', '12?fields=x']) expect(await run(meta, { mediaId }).result).toEqual({ outcome: 'refused', reason: 'id' });
    expect(meta.calls).toHaveLength(0);
  });

  it('the bucket refusing: unavailable, never a throw', async () => {
    const meta = fakeMeta();
    const bucket = new FakeBucket();
    bucket.put = async () => Promise.reject(new Error('R2 down'));
    expect(await fetchMedia(ref(), { fetch: meta.fetch, bucket, settings: SETTINGS })).toMatchObject({ outcome: 'unavailable', reason: 'Error: R2 down' });
  });

  it('a random key each time', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const result = await fetchMedia(ref(), { fetch: fakeMeta().fetch, bucket: new FakeBucket(), settings: SETTINGS });
      if (result.outcome === 'stored') keys.add(result.key);
    }
    expect(keys.size).toBe(20);
    expect([...keys].every((key) => /^media\/[A-Za-z0-9_-]{22}$/.test(key))).toBe(true);
  });
});

describe('mediaVerdict', () => {
  it('believes Meta only when the bytes agree; markup is refused in any encoding', () => {
    expect(mediaVerdict('image/png', JPEG)).toEqual({ verdict: 'stored', type: 'application/octet-stream' });
    expect(mediaVerdict('image/svg+xml', new TextEncoder().encode('<svg onload="x()"/>'))).toEqual({ verdict: 'refused' });
    expect(mediaVerdict('text/plain', new TextEncoder().encode('\uFEFF<html>'))).toEqual({ verdict: 'refused' });
    expect(mediaVerdict('text/plain', Uint8Array.from([0xff, 0xfe, 0x3c, 0x00, 0x68, 0x00]))).toEqual({ verdict: 'refused' });
    expect(mediaVerdict('text/plain', new TextEncoder().encode('Bonjour, voici la liste.'))).toEqual({ verdict: 'stored', type: 'text/plain' });
    expect(mediaVerdict('video/3gp', Uint8Array.from([0, 0, 0, 0x18, ...Buffer.from('ftyp3gp4')]))).toEqual({ verdict: 'stored', type: 'video/3gpp' });
    expect(mediaVerdict('toString', JPEG)).toEqual({ verdict: 'stored', type: 'application/octet-stream' });
  });
});

describe('readStreamLimited', () => {
  it('reads up to the cap exactly, and no further', async () => {
    expect(await readStreamLimited(new Response(new Uint8Array(1_000)).body, 1_000)).toHaveLength(1_000);
    expect(await readStreamLimited(new Response(new Uint8Array(1_001)).body, 1_000)).toBeNull();
    expect(await readStreamLimited(null, 1_000)).toHaveLength(0);
  });
});

describe('mediaResponse', () => {
  const stored = async (bytes: Uint8Array, type: string, name: string) => {
    const bucket = new FakeBucket();
    await bucket.put('k', bytes, { httpMetadata: { contentType: type }, customMetadata: { name } });
    return bucket.get('k');
  };

  it('an image inline, with nosniff and the sandbox', async () => {
    const response = mediaResponse(await stored(JPEG, 'image/jpeg', 'photo.jpg'));
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="photo.jpg"; filename*=UTF-8''photo.jpg`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': MEDIA_CSP,
      'content-length': String(JPEG.byteLength),
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });

  it('a document as an attachment, its name in UTF-8 and a plain fallback', async () => {
    const response = mediaResponse(await stored(PDF, 'application/pdf', 'résultats "mars".pdf'));
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="r_sultats _mars_.pdf"; filename*=UTF-8''r%C3%A9sultats%20%22mars%22.pdf`);
  });

  it('a type the bucket says but the list does not know (HTML, SVG) is never given as such: a download', async () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/xhtml+xml']) {
      const response = mediaResponse(await stored(HTML, type, 'x.html'));
      expect([response.headers.get('Content-Type'), response.headers.get('Content-Disposition')?.split(';')[0]]).toEqual(['application/octet-stream', 'attachment']);
    }
  });

  it('a part a player asks for (206, Content-Range), the last bytes, and past the end (416); several ranges: the whole', async () => {
    const bucket = new FakeBucket();
    await bucket.put('k', OGG, { httpMetadata: { contentType: 'audio/ogg' }, customMetadata: { name: 'note.ogg' } });
    const ask = async (header: string | null) => {
      const { object, range } = await readStored(bucket, 'k', rangeAsked(header));
      return mediaResponse(object, { range });
    };
    const part = await ask('bytes=4-9');
    expect([part.status, part.headers.get('Content-Range'), part.headers.get('Content-Length'), part.headers.get('Accept-Ranges')]).toEqual([206, `bytes 4-9/${OGG.byteLength}`, '6', 'bytes']);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(OGG.subarray(4, 10));
    expect((await ask('bytes=0-')).headers.get('Content-Range')).toBe(`bytes 0-${OGG.byteLength - 1}/${OGG.byteLength}`);
    const last = await ask('bytes=-3');
    expect([last.status, last.headers.get('Content-Range')]).toEqual([206, `bytes ${OGG.byteLength - 3}-${OGG.byteLength - 1}/${OGG.byteLength}`]);
    const beyond = await ask(`bytes=${OGG.byteLength}-`);
    expect([beyond.status, beyond.headers.get('Content-Range')]).toEqual([416, `bytes */${OGG.byteLength}`]);
    for (const header of ['bytes=0-1,4-5', 'bytes=5-2', 'items=0-1', 'bytes=-', null]) expect([header, (await ask(header)).status]).toEqual([header, 200]);
    expect([rangeAsked('bytes=-0'), rangeAsked('bytes=1-1')]).toEqual([null, { offset: 1, length: 1 }]);
  });

  it('gone: 404 with the same guards; a HEAD has no body', async () => {
    const gone = mediaResponse(null);
    expect([gone.status, gone.headers.get('X-Content-Type-Options')]).toEqual([404, 'nosniff']);
    const head = mediaResponse(await stored(OGG, 'audio/ogg', 'note.ogg'), { head: true });
    expect([head.status, head.headers.get('Content-Disposition')?.startsWith('inline'), await head.text()]).toEqual([200, true, '']);
  });
});

describe('MEDIA_MAX_MB and the local http', () => {
  it('16 MB by default, at most 32; http from a loopback host only beside Access\u2019s local stand-in (as TEST_CLOCK)', () => {
    const local = { ACCESS_TEAM_DOMAIN: 'http://127.0.0.1:4190', ACCESS_AUD: 'aud', STAFF_NAMES: 'awa@centre.cm=Awa', WHATSAPP_TOKEN: 't', PROVIDER_TIMEOUT_SECONDS: '2' };
    expect(mediaSettingsOf(readSettings({}))).toEqual({ apiUrl: 'https://graph.facebook.com/v24.0', token: '', maxBytes: 16 * 1_048_576, loopbackHttp: false, timeoutMs: 15_000 });
    expect(mediaSettingsOf(readSettings({ ...local, MEDIA_MAX_MB: '2' }))).toEqual({ apiUrl: 'https://graph.facebook.com/v24.0', token: 't', maxBytes: 2 * 1_048_576, loopbackHttp: true, timeoutMs: 2_000 });
    expect(readSettings({ MEDIA_MAX_MB: '500' }).media.maxBytes).toBe(32 * 1_048_576);
    expect(readSettings({ MEDIA_MAX_MB: 'seize' }).media.maxBytes).toBe(16 * 1_048_576);
    for (const team of ['https://aide-et-vie.cloudflareaccess.com', 'https://127.0.0.1:4190', '']) expect(readSettings({ ...local, ACCESS_TEAM_DOMAIN: team }).media.loopbackHttp, team).toBe(false);
  });
});

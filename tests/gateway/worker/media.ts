import { describe, expect, it } from 'vitest';
import { FAMILY_FILES } from '../../../harness/family-phone';
import { INBOX_PATHS } from '../../../gateway/src/inbox/model';
import type { MediaOutcome } from '../../../gateway/src/whatsapp/media';
import { MEDIA_CSP } from '../../../gateway/src/whatsapp/media-response';
import { box, url, vars } from './client';
import { inboxCall } from './staff';

/*
 * A family's file in the gateway's R2 bucket under workerd (issue 82.4): the family's phone of the local mailbox posts
 * a voice note to the webhook, signed as Meta signs (answered 200), and serves it as Meta's Graph API serves media;
 * the gateway fetches it with its token (http from a loopback host: beside Access's local stand-in alone), keeps it in
 * the local R2 binding (wrangler dev, --persist-to), gives it back byte for byte with its guards, refuses an HTML page
 * named « photo.jpg », gives a player the part it asks for (206, 416 past the end), and deletes it. Reached through the tests' own /inbox/meter (METER_ROWS, on this machine alone),
 * until the card shows the thread.
 */

const FAMILY = '237655501234';
const hook = (form: Record<string, string>, headers: Record<string, string> = {}) => inboxCall(INBOX_PATHS.meter, { method: 'POST', form, headers });

describe('a family’s files, kept in R2', () => {
  it('a voice note: fetched with the token, stored, read back byte for byte, never sniffed, then deleted', async () => {
    await box.messaging({ gateway: url, appSecret: vars.WHATSAPP_APP_SECRET, token: vars.WHATSAPP_TOKEN });
    const voice = await box.family(FAMILY, { type: 'voice' });
    expect(voice.gateway).toBe(200);
    const stored = (await (await hook({ media: voice.mediaId })).json()) as MediaOutcome;
    expect(stored).toMatchObject({ outcome: 'stored', type: 'audio/ogg', shows: 'audio', size: FAMILY_FILES.voice.bytes.byteLength, hashMatches: true });
    const key = stored.outcome === 'stored' ? stored.key : '';
    expect(key).toMatch(/^media\/[A-Za-z0-9_-]{22}$/);

    const back = await hook({ stored: key });
    expect([back.status, back.headers.get('Content-Type'), back.headers.get('X-Content-Type-Options'), back.headers.get('Content-Security-Policy'), back.headers.get('Content-Disposition')?.split(';')[0]]).toEqual([200, 'audio/ogg', 'nosniff', MEDIA_CSP, 'inline']);
    expect(Buffer.from(await back.arrayBuffer()).equals(FAMILY_FILES.voice.bytes)).toBe(true);
    // A player's range, as R2 gives it: the Ogg page's first bytes; past the end, 416.
    const part = await hook({ stored: key }, { Range: 'bytes=0-3' });
    expect([part.status, part.headers.get('Content-Range'), Buffer.from(await part.arrayBuffer()).toString('latin1')]).toEqual([206, `bytes 0-3/${FAMILY_FILES.voice.bytes.byteLength}`, 'OggS']);
    expect((await hook({ stored: key }, { Range: `bytes=${FAMILY_FILES.voice.bytes.byteLength}-` })).status).toBe(416);

    const trap = await box.family(FAMILY, { type: 'document', filename: 'photo.jpg', trap: true });
    expect(await (await hook({ media: trap.mediaId, filename: 'photo.jpg' })).json()).toEqual({ outcome: 'refused', reason: 'markup' });

    expect(await (await hook({ forget: key })).json()).toEqual({ deleted: key });
    expect((await hook({ stored: key })).status).toBe(404);
    await box.messaging({ gateway: url, appSecret: vars.WHATSAPP_APP_SECRET });
  });
});

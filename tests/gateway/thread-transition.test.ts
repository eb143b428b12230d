import { describe, expect, it } from 'vitest';
import { threadNotice } from '@/lib/request/for-gateway';
import { fileAfter, FILE_RETRY_MS, MEDIA_GIVE_UP_MS } from '../../gateway/src/thread/files';
import { summaryOfRows } from '../../gateway/src/thread/summary';
import { readThreadBody, writeThreadBody } from '../../gateway/src/thread/model';
import { replyText } from '../../gateway/src/thread/reply';
import { senderOf } from '../../gateway/src/thread/sender';
import { threadStatuses } from '../../gateway/src/thread/statuses';
import { threadTransition } from '../../gateway/src/thread/transition';
import type { ThreadMessage } from '../../gateway/src/visits/model';

/*
 * A family's thread's one transition function (issue 82; gateway/src/thread/transition.ts) and its pure neighbours:
 * a message kept once (Meta posts it again), a staff's message written before it leaves and never twice, Meta's
 * answer and statuses forward only (a status before its answer keeps the status), a file's tries and when it is given
 * up, a card's summary, the notice without a word of the family's.
 */

const now = Date.UTC(2026, 10, 28, 12);
const family = (id: string, at: number, changes: Partial<ThreadMessage> = {}): ThreadMessage => ({
  requestId: 'r1',
  id,
  direction: 'in',
  channel: 'whatsapp',
  purpose: 'family',
  providerId: id,
  state: 'delivered',
  at,
  stateAt: at,
  body: writeThreadBody({ purpose: 'family', content: { kind: 'text', body: 'Je ne pourrai pas, maman est hospitalisée' } }),
  ...changes,
});
const reply = (changes: Partial<ThreadMessage> = {}): ThreadMessage => ({
  requestId: 'r1',
  id: 'r-key',
  direction: 'out',
  channel: 'whatsapp',
  purpose: 'reply',
  state: 'leaving',
  at: now,
  stateAt: now,
  by: 'Awa',
  body: writeThreadBody({ purpose: 'reply', text: 'Oui, jeudi 11 h' }),
  ...changes,
});

describe('a thread message, one transition', () => {
  it('keeps a family message once: the same wamid again writes nothing', () => {
    const first = threadTransition(null, { kind: 'arrive', message: family('wamid.A', now) }, now);
    expect(first).toMatchObject({ kind: 'applied', insert: { id: 'wamid.A' }, journal: [] });
    expect(threadTransition(family('wamid.A', now), { kind: 'arrive', message: family('wamid.A', now) }, now)).toEqual({ kind: 'same' });
  });

  it('writes a reply before it leaves, and refuses a second of the same id (a form posted twice)', () => {
    expect(threadTransition(null, { kind: 'leaving', message: reply() }, now).kind).toBe('applied');
    expect(threadTransition(reply(), { kind: 'leaving', message: reply() }, now)).toEqual({ kind: 'refused' });
  });

  it('journals what Meta said by her first name, and a receipt is the row’s alone', () => {
    const said = threadTransition(reply(), { kind: 'said', state: 'accepted', providerId: 'wamid.R' }, now + 1);
    expect(said).toMatchObject({ kind: 'applied', update: { after: { state: 'accepted', providerId: 'wamid.R' } }, journal: [{ action: 'wrote', by: 'Awa', wrote: { purpose: 'reply', state: 'accepted' } }] });
    const delivered = threadTransition(reply({ state: 'accepted', providerId: 'wamid.R' }), { kind: 'status', state: 'delivered' }, now + 2);
    expect(delivered).toMatchObject({ kind: 'applied', update: { after: { state: 'delivered' } }, journal: [] });
    // Out of order: « sent » after « read » changes nothing.
    expect(threadTransition(reply({ state: 'read', providerId: 'wamid.R' }), { kind: 'status', state: 'sent' }, now + 3)).toEqual({ kind: 'same' });
  });

  it('keeps a status that came before Meta’s answer, with the wamid', () => {
    const after = threadTransition(reply({ state: 'delivered' }), { kind: 'said', state: 'accepted', providerId: 'wamid.R' }, now);
    expect(after).toMatchObject({ kind: 'applied', update: { after: { state: 'delivered', providerId: 'wamid.R' } }, journal: [] });
  });

  it('journals a failure (131047: the window was closed)', () => {
    const failed = threadTransition(reply({ state: 'accepted', providerId: 'wamid.R' }), { kind: 'status', state: 'failed', error: '131047 Re-engagement message' }, now);
    expect(failed).toMatchObject({ kind: 'applied', journal: [{ action: 'wrote', wrote: { state: 'failed', error: '131047 Re-engagement message' } }] });
  });

  it('marks a family message read once, and never a visit’s message', () => {
    expect(threadTransition(family('wamid.A', now), { kind: 'read' }, now)).toMatchObject({ kind: 'applied', update: { after: { state: 'read' } } });
    expect(threadTransition(family('wamid.A', now, { state: 'read' }), { kind: 'read' }, now)).toEqual({ kind: 'same' });
    expect(threadTransition(reply({ visitGen: 1 }), { kind: 'lost' }, now)).toEqual({ kind: 'refused' });
  });
});

describe('a family’s file', () => {
  const unavailable = { outcome: 'unavailable', reason: 'host down' } as const;

  it('is tried again 1, 5, 15 minutes on, then every hour', () => {
    const tries = [0, 1, 2, 3, 9].map((count) => fileAfter(unavailable, { tries: count, sentAt: now }, now));
    expect(tries.map((file) => (file.state === 'waiting' ? file.nextAt - now : null))).toEqual([FILE_RETRY_MS[0], FILE_RETRY_MS[1], FILE_RETRY_MS[2], FILE_RETRY_MS[3], FILE_RETRY_MS[3]]);
  });

  it('is said lost once Meta’s id expires, never dropped silently', () => {
    expect(fileAfter(unavailable, { tries: 40, sentAt: now }, now + MEDIA_GIVE_UP_MS)).toEqual({ state: 'lost', reason: 'host down' });
  });

  it('moves only from waiting: a stored file stays stored', () => {
    const waiting = family('wamid.V', now, { body: writeThreadBody({ purpose: 'family', content: { kind: 'audio', media: { mediaId: '1', mimeType: 'audio/ogg', sha256: '', caption: '', filename: '', voice: true, animated: false } }, file: { state: 'waiting', tries: 0, nextAt: now } }) });
    const stored = threadTransition(waiting, { kind: 'file', file: { state: 'expired' } }, now);
    expect(stored.kind).toBe('applied');
    const after = stored.kind === 'applied' ? stored.update!.after : waiting;
    expect(readThreadBody('family', after.body)).toMatchObject({ file: { state: 'expired' } });
    expect(threadTransition(after, { kind: 'file', file: { state: 'lost', reason: 'x' } }, now)).toEqual({ kind: 'same' });
  });
});

describe('what a card and a notice read of a thread', () => {
  it('counts, keeps the last three in their own order, and the window from the family’s last message', () => {
    const rows = [family('a', now - 5_000), family('b', now - 4_000, { state: 'read' }), reply({ at: now - 3_000, state: 'read' }), family('c', now - 1_000)];
    const summary = summaryOfRows(rows);
    expect(summary).toMatchObject({ count: 4, unread: 2, lastInboundAt: now - 1_000, unreadAt: now - 1_000 });
    expect(summary?.last.map((one) => one.id)).toEqual(['b', 'r-key', 'c']);
  });

  it('reads a body of another shape as a message it cannot read, never a failure', () => {
    expect(readThreadBody('family', '{"content":{"kind":"text","body":7}}')).toMatchObject({ content: { kind: 'text', body: '' } });
    expect(readThreadBody('family', '{"content":{"kind":"hologram"}}')).toMatchObject({ content: { kind: 'unknown', type: 'hologram' } });
    expect(readThreadBody('family', 'not json')).toBeNull();
  });

  it('tells the phones by reference alone: no word of the family’s', () => {
    const notice = threadNotice([{ reference: 'AV-7K2M-9QXD', holder: 'Awa' }], 'https://inbox.example');
    expect(notice.title).toContain('AV-7K2M-9QXD');
    expect(JSON.stringify(notice)).not.toMatch(/maman|hospitalis/i);
  });

  it('threads by number, or by account when WhatsApp gives none', () => {
    expect(senderOf({ phone: '237690000001', userId: '' }).key).toBe('p:237690000001');
    expect(senderOf({ phone: '', userId: 'CM.123' }).key).toBe('u:CM.123');
  });

  it('reads a thread message’s status by its reference, and leaves a visit’s to the visits', () => {
    const post = (ref: string) => ({ object: 'whatsapp_business_account', entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.R', status: 'read', biz_opaque_callback_data: ref }] } }] }] });
    expect(threadStatuses(post('t:r1:r-key'))).toEqual([{ ref: { requestId: 'r1', id: 'r-key' }, wamid: 'wamid.R', state: 'read' }]);
  });

  it('sends words as typed, without the controls that hide words', () => {
    expect(replyText('  Oui,\u202E jeudi 11 h \r\n ')).toBe('Oui, jeudi 11 h');
  });
});

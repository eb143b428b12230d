import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/douala-date';
import { call, contents, url, vars } from './client';
import { cost, meter, settled, where } from './meter';
import { act, journalOf, received, threadOf } from './staff';
import { agreed, at, consenting, fakes, freshDay, movedTo, sentTo, templateOf, visitWhen } from './visit-helpers';

/*
 * Where WhatsApp and Brevo post the statuses of a visit's messages (issue 77; gateway/src/routes/webhooks.ts): Meta's
 * verify-token handshake; a post checked against X-Hub-Signature-256 (HMAC-SHA256 of its raw bytes with the app's
 * secret) before anything is read, so that a forged post changes nothing; a signed post replayed, or a status coming
 * after a later one, changes nothing either; an SMS event only at the address its SMS was sent with.
 */

const signature = (body: string, secret = vars.WHATSAPP_APP_SECRET ?? '') => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Meta's post of one status of a message (its reference: biz_opaque_callback_data). */
const metaPost = (callback: string, status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id: 'wamid.X', status, timestamp: '1', recipient_id: '237600000000', biz_opaque_callback_data: callback, ...extra }] } }] }] });

const post = (path: string, body: string, headers: Record<string, string> = {}) => call(path, { method: 'POST', origin: null, headers: { 'Content-Type': 'application/json', ...headers }, body });

describe('the providers’ webhooks', () => {
  it('answers Meta’s handshake with its challenge for the verify token alone', async () => {
    const token = vars.WHATSAPP_VERIFY_TOKEN ?? '';
    const ok = await call(`/webhook/whatsapp?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`, { origin: null });
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    for (const query of [`hub.mode=subscribe&hub.verify_token=${encodeURIComponent(`${token}x`)}&hub.challenge=1`, `hub.mode=subscribe&hub.verify_token=&hub.challenge=1`, `hub.mode=unsubscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1`, `hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}`]) {
      const refused = await call(`/webhook/whatsapp?${query}`, { origin: null });
      expect([refused.status, await refused.text()], query).toEqual([403, '']);
    }
  });

  it('refuses a post forged or unsigned, and nothing changes; a signed one replayed, or out of order, changes nothing', async () => {
    await fakes({ whatsappStatus: 'read' });
    const day = await freshDay();
    await movedTo(at(day, 9));
    const content = consenting(contents.appointment());
    const id = await received(content);
    await act('take', id, 'awa');
    await agreed(id, { date: addDays(day, 3), time: '10:00' });
    const [sent] = await sentTo(content.values.phone!);
    const { callback } = templateOf(sent!);
    await visitWhen(id, () => false, 600);
    await settled();
    const journal = await journalOf(id);
    // Read: on its row of the thread (a receipt is not journaled: issue 83).
    expect((await threadOf(id)).map((one) => one.state)).toEqual(['read']);
    const before = await meter();
    // Forged: another secret, none, a signature of another body, one cut short; each refused, nothing read.
    const failed = metaPost(callback, 'failed', { errors: [{ code: 131026, title: 'Message undeliverable' }] });
    const forged = {
      'another secret': await post('/webhook/whatsapp', failed, { 'X-Hub-Signature-256': signature(failed, 'not-the-app-secret') }),
      unsigned: await post('/webhook/whatsapp', failed),
      'another body': await post('/webhook/whatsapp', failed, { 'X-Hub-Signature-256': signature(metaPost(callback, 'read')) }),
      'cut short': await post('/webhook/whatsapp', failed, { 'X-Hub-Signature-256': signature(failed).slice(0, 40) }),
      sha1: await post('/webhook/whatsapp', failed, { 'X-Hub-Signature': `sha1=${createHmac('sha1', vars.WHATSAPP_APP_SECRET ?? '').update(failed).digest('hex')}` }),
    };
    for (const [how, response] of Object.entries(forged)) expect(response.status, how).toBe(401);
    // Signed: a « failed » after « read », a « delivered » again: both Meta's, both old news.
    for (const body of [failed, metaPost(callback, 'delivered'), metaPost(callback, 'sent')]) expect((await post('/webhook/whatsapp', body, { 'X-Hub-Signature-256': signature(body) })).status).toBe(200);
    // A status of a message the inbox never sent, signed: nothing.
    const stranger = metaPost(`${'A'.repeat(27)}.1.confirm`, 'failed');
    expect((await post('/webhook/whatsapp', stranger, { 'X-Hub-Signature-256': signature(stranger) })).status).toBe(200);
    const after = await settled();
    expect(cost(after, before), where(after, before)).toBe(0);
    expect(await journalOf(id)).toBe(journal);
    expect((await threadOf(id)).map((one) => one.state)).toEqual(['read']);
    expect((await sentTo(content.values.phone!)).map((one) => one.provider)).toEqual(['whatsapp']);
    await fakes();
  });

  it('takes an SMS event only at the address its SMS was sent with: another signature, another message, refused', async () => {
    const ref = `${'B'.repeat(27)}.1.confirm`;
    for (const path of [`/webhook/sms/${ref}/${'A'.repeat(22)}`, `/webhook/sms/${ref}/`, `/webhook/sms/${ref}`]) {
      const response = await post(path, JSON.stringify({ msg_status: 'delivered', messageId: 1 }));
      expect(response.status, path).toBe(path.endsWith('/') || !path.includes(`${ref}/`) ? 404 : 401);
    }
    expect((await call('/webhook/sms/x/y', { method: 'GET', origin: null })).status).toBe(404);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

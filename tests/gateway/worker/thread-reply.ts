import { describe, expect, it } from 'vitest';
import { ACTION_FIELDS, INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { MEDIA_CSP } from '../../../gateway/src/whatsapp/media-response';
import { digitsOf, FAMILY_FILES } from '../../../harness/family-phone';
import { postMeta } from '../../../harness/messaging';
import { box, contents, pause, url, vars } from './client';
import { act, clockNow, inboxCall, inboxPage, received, threadOf } from './staff';

/*
 * A family's thread answered from the inbox under workerd (issue 82, items 3 and 4): the card of her who holds the
 * request shows the family's message and the reply box with the window's end in words; opening the thread marks it
 * read at Meta (the family's blue ticks); her reply is written before it leaves, sent once however often its form is
 * posted, with its ticks; after the 24-hour window a free reply is refused in words and the template offered; a voice
 * note is fetched into R2 and plays from the card, served behind Access alone and never as HTML.
 */

const meta = { gateway: url, appSecret: vars.WHATSAPP_APP_SECRET, token: vars.WHATSAPP_TOKEN };

async function taken(): Promise<{ id: string; phone: string; reference: string }> {
  const content = contents.callback();
  const id = await received(content);
  await act('take', id);
  return { id, phone: digitsOf(content.values.phone), reference: content.reference };
}

/** Her card in « À moi », as its HTML. */
async function cardOf(id: string): Promise<string> {
  const page = await inboxPage('awa', 'mine');
  return page.split('<li class="request').find((part) => part.includes(`data-id="${id}"`)) ?? '';
}

const replyForm = (card: string) => ({ key: /name="key" value="([^"]+)"/.exec(card)?.[1] ?? '' });

async function reply(id: string, fields: Record<string, string>): Promise<URL> {
  const response = await inboxCall(INBOX_PATHS.reply, { method: 'POST', form: { [ACTION_FIELDS.id]: id, [ACTION_FIELDS.view]: 'mine', [ACTION_FIELDS.lang]: 'fr', ...fields } });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('Location') ?? '', url);
}

const sentTo = async (phone: string) => (await box.messages()).filter((one) => one.provider === 'whatsapp' && (one.body as { status?: unknown }).status !== 'read' && digitsOf((one.body as { to?: unknown }).to) === phone);

describe('a family’s thread, answered from the inbox', () => {
  it('in the window: her card shows it and when the window closes; opened, it is read at Meta; her reply leaves once, journaled by her name, with its ticks', async () => {
    await box.messaging(meta);
    const { id, phone } = await taken();
    // The family writes from its phone (the fake Meta's window opens by its clock), then again at the inbox's own time
    // (the scenarios before moved the inbox's clock forward: a time a day past the post's is the inbox's receipt).
    expect((await box.family(phone, { type: 'text', text: 'Bonjour' })).gateway).toBe(200);
    const last = `wamid.NOW${phone}`;
    const now = Math.floor((await clockNow()) / 1000);
    await postMeta(meta, { contacts: [{ profile: { name: 'Famille' }, wa_id: phone }], messages: [{ from: phone, id: last, timestamp: String(now), type: 'text', text: { body: 'Est-ce possible jeudi ?' } }] });
    const card = await cardOf(id);
    expect(card).toContain('Est-ce possible jeudi');
    expect(card).toContain('Vous pouvez répondre jusqu');

    // Opened: the family's messages read, and Meta told of the last (the family's blue ticks).
    expect((await inboxCall(`${INBOX_PATHS.thread}?id=${id}`)).status).toBe(200);
    expect((await threadOf(id)).filter((one) => one.purpose === 'family').map((one) => one.state)).toEqual(['read', 'read']);
    expect((await box.messages()).some((one) => one.provider === 'whatsapp' && JSON.stringify(one.body).includes(`"message_id":"${last}"`))).toBe(true);

    const { key } = replyForm(card);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,40}$/);
    const first = await reply(id, { [ACTION_FIELDS.text]: 'Oui, jeudi 11 h', [ACTION_FIELDS.key]: key });
    expect(first.searchParams.get('said')).toBe('sent');
    const again = await reply(id, { [ACTION_FIELDS.text]: 'Oui, jeudi 11 h', [ACTION_FIELDS.key]: key });
    expect(again.searchParams.get('said')).toBe('twice');
    expect((await sentTo(phone)).filter((one) => JSON.stringify(one.body).includes('Oui, jeudi 11 h'))).toHaveLength(1);
    let mine = (await threadOf(id)).find((one) => one.purpose === 'reply');
    for (let waited = 0; waited < 3_000 && mine?.state !== 'read' && mine?.state !== 'delivered'; waited += 200) {
      await pause(200);
      mine = (await threadOf(id)).find((one) => one.purpose === 'reply');
    }
    expect(['delivered', 'read']).toContain(mine?.state);
    expect(await cardOf(id)).toMatch(/Awa<\/span> <time[^>]*>[^<]*<\/time> <span class="ticks ticks-(delivered|read)">/);
  });

  it('after the window: free words refused in words, the template offered and sent', async () => {
    const { id, phone, reference } = await taken();
    // The family's last message, 25 hours ago by its own time (by the inbox's clock too, which earlier scenarios moved on).
    const at = Math.floor((Math.min(Date.now(), await clockNow()) - 25 * 3_600_000) / 1000);
    await postMeta(meta, { contacts: [{ profile: { name: 'Famille' }, wa_id: phone }], messages: [{ from: phone, id: `wamid.OLD${phone}`, timestamp: String(at), type: 'text', text: { body: 'Bonjour' } }] });
    const card = await cardOf(id);
    expect(card).toContain('Pouvons-nous vous appeler');
    expect(card).not.toContain('<textarea');
    const refused = await reply(id, { [ACTION_FIELDS.text]: 'Bonjour, rappelez-nous', [ACTION_FIELDS.key]: 'k'.repeat(20) });
    expect(refused.searchParams.get('said')).toBe('window-closed');
    expect(await sentTo(phone)).toHaveLength(0);
    const template = await reply(id, { [ACTION_FIELDS.template]: 'reengage', ...replyForm(card) });
    expect(template.searchParams.get('said')).toBe('sent');
    const [sent] = await sentTo(phone);
    expect(sent?.body).toMatchObject({ type: 'template', template: { components: [{ parameters: [{ text: reference }] }] } });
  });

  it('a voice note: fetched into R2, played from the card, served behind Access alone, never as HTML', async () => {
    await box.messaging(meta);
    const { id, phone } = await taken();
    await box.family(phone, { type: 'voice' });
    let card = '';
    for (let waited = 0; waited < 5_000 && !card.includes('<audio'); waited += 250) {
      await pause(250);
      card = await cardOf(id);
    }
    expect(card).toContain('preload="none"');
    const src = (/<audio[^>]*src="([^"]+)"/.exec(card)?.[1] ?? '').replace(/&#38;|&amp;/g, '&');
    expect(src.startsWith(`${INBOX_PATHS.media}?`)).toBe(true);
    const file = await inboxCall(src);
    expect([file.status, file.headers.get('Content-Type'), file.headers.get('X-Content-Type-Options'), file.headers.get('Content-Security-Policy')]).toEqual([200, 'audio/ogg', 'nosniff', MEDIA_CSP]);
    expect(Buffer.from(await file.arrayBuffer()).equals(FAMILY_FILES.voice.bytes)).toBe(true);
    expect((await inboxCall(src, { as: null })).status).toBe(403);
    await box.messaging({ gateway: url, appSecret: vars.WHATSAPP_APP_SECRET });
  });
});

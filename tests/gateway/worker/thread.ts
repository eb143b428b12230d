import { describe, expect, it } from 'vitest';
import { digitsOf } from '../../../harness/family-phone';
import { FAKE_BUSINESS, postMeta } from '../../../harness/messaging';
import { CONSENT_FIELD, CONSENTED } from '@/lib/request/visit/consent';
import { box, contents, isNotice, pause, url, vars } from './client';
import { INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { inboxCall, inboxPage, journalOf, received, threadOf } from './staff';

/*
 * A family's WhatsApp messages under workerd (issue 82, items 1, 2, 6 and 9), posted to the webhook signed as Meta
 * signs: each kept once (the same post again, and one of its messages older than the last, change nothing but the
 * order), on the card it belongs to (the message of ours it answers, `context.id`; else its number's open request;
 * else a request of its own, « Message WhatsApp », in « À prendre »), « Arrêt » ending the messages to that number and
 * answered once, and a stranger's 500 messages in a minute: one request, the phones told once.
 */

const meta = { gateway: url, appSecret: vars.WHATSAPP_APP_SECRET };
let count = 0;
const wamid = (number: string) => `wamid.T${number}${String((count += 1)).padStart(5, '0')}`;
/** A family's message as Meta's webhook writes it, at `at` (ms). */
const text = (from: string, body: string, at = Date.now(), extra: Record<string, unknown> = {}) => ({ from, id: wamid(from), timestamp: String(Math.floor(at / 1000)), type: 'text', text: { body }, ...extra });
const posted = (messages: Record<string, unknown>[]) => postMeta(meta, { contacts: [{ profile: { name: 'Maman Ngo' }, wa_id: String(messages[0]?.from ?? '') }], messages });

/** The card (its request's id) whose text shows `words`, in a view. */
async function cardWith(words: string, view: 'open' | 'mine' = 'open'): Promise<{ id: string; html: string } | null> {
  const page = await inboxPage('awa', view);
  const card = page.split('<li class="request').find((part) => part.includes(words));
  const id = card ? /data-id="([^"]+)"/.exec(card)?.[1] : undefined;
  return id && card ? { id, html: card } : null;
}

/** A family's call-back request received: its id, its phone as typed, and the number's digits as Meta writes them. */
async function familyRequest() {
  const content = contents.callback();
  const phone = String(content.values.phone);
  return { id: await received(content), phone, digits: digitsOf(phone) };
}

const number = () => `2376${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('a family’s WhatsApp messages, kept on their card', () => {
  it('a number never seen: a « Message WhatsApp » request in « À prendre »; the same post again and an older message change nothing but the order', async () => {
    const from = number();
    const now = Date.now();
    const first = text(from, 'Bonjour, ma mère a besoin de soins à domicile à Bastos.', now);
    expect(await posted([first])).toBe(200);
    const card = await cardWith('ma mère a besoin de soins');
    expect(card?.html).toContain('Message WhatsApp');
    const id = card!.id;
    // Meta posts it again, and an older message of the family's arrives after it.
    const older = text(from, 'Vous êtes ouverts le dimanche ?', now - 60_000);
    expect(await posted([first])).toBe(200);
    expect(await posted([older, first])).toBe(200);
    const thread = await threadOf(id);
    expect(thread.map((one) => one.id)).toEqual([older.id, first.id]);
    expect(thread.map((one) => [one.purpose, one.state])).toEqual([
      ['family', 'delivered'],
      ['family', 'delivered'],
    ]);
    const cards = (await inboxPage('awa')).split('<li class="request').filter((part) => part.includes('ma mère a besoin de soins'));
    expect(cards, 'one card').toHaveLength(1);
    expect(cards[0]).toContain('Vous êtes ouverts le dimanche');
  });

  it('by number: a family with a request writes on WhatsApp, and it goes on that request', async () => {
    const { id, digits: from } = await familyRequest();
    const message = text(from, 'Je ne pourrai pas, maman est hospitalisée');
    expect(await posted([message])).toBe(200);
    expect((await threadOf(id)).map((one) => one.id)).toEqual([message.id]);
    // On its card alone: no request of its own.
    expect((await cardWith('maman est hospitalisée'))?.id).toBe(id);
  });

  it('the reception’s phone on the shared number (coexistence): what it sends goes on the family’s card as the reception’s; to a number with no request, nowhere', async () => {
    const { id, digits: to } = await familyRequest();
    const asked = text(to, 'Vous venez à quelle heure ?');
    expect(await posted([asked])).toBe(200);
    const echo = (number: string, body: string) => ({ from: FAKE_BUSINESS.display, to: number, id: wamid(number), timestamp: String(Math.floor(Date.now() / 1000) + 1), type: 'text', text: { body } });
    const answered = echo(to, 'Vers 10 h, Awa vous appelle avant');
    expect(await postMeta(meta, { message_echoes: [answered] }, 'smb_message_echoes')).toBe(200);
    expect((await threadOf(id)).map((one) => [one.id, one.purpose])).toEqual([
      [asked.id, 'family'],
      [answered.id, 'echo'],
    ]);
    const card = await cardWith('Vers 10 h, Awa vous appelle avant');
    expect(card?.id).toBe(id);
    expect(card?.html).toContain('Envoyé depuis le téléphone de l’accueil');
    // The same echo again writes nothing; one to a number the inbox does not know makes no request.
    expect(await postMeta(meta, { message_echoes: [answered] }, 'smb_message_echoes')).toBe(200);
    expect(await threadOf(id)).toHaveLength(2);
    expect(await postMeta(meta, { message_echoes: [echo(number(), 'Bonne fête à toute la famille')] }, 'smb_message_echoes')).toBe(200);
    expect(await cardWith('Bonne fête à toute la famille')).toBeNull();
  });

  it('by `context.id`: an answer to one of the thread’s messages goes on its request, not the number’s newest', async () => {
    const { id: older, phone, digits: from } = await familyRequest();
    const first = text(from, 'Première question');
    await posted([first]);
    const newer = await received({ ...contents.callback(), values: { ...contents.callback().values, phone } });
    const reply = text(from, 'Réponse à la première', Date.now(), { context: { from: '237600000001', id: first.id } });
    await posted([reply]);
    const plain = text(from, 'Et une autre question');
    await posted([plain]);
    expect((await threadOf(older)).map((one) => one.id)).toEqual([first.id, reply.id]);
    expect((await threadOf(newer)).map((one) => one.id)).toEqual([plain.id]);
  });

  it('« Arrêt » (any case, accents or not): no more messages to that number, the card’s journal says it, answered once', async () => {
    const base = contents.callback();
    const content = { ...base, values: { ...base.values, [CONSENT_FIELD]: CONSENTED } };
    const id = await received(content);
    const from = String(base.values.phone).replace(/\D/g, '');
    await box.clear();
    await posted([text(from, 'arrêt')]);
    await posted([text(from, 'STOP')]);
    const journal = (await journalOf(id)) ?? '';
    expect(journal).toContain('"consent"');
    for (let waited = 0; waited < 5_000 && !(await threadOf(id)).some((one) => one.purpose === 'stop' && one.state !== 'leaving'); waited += 200) await pause(200);
    const answers = (await box.messages()).filter((one) => one.provider === 'whatsapp' && /plus de rappels|no more reminders/.test(JSON.stringify(one.body)));
    expect(answers).toHaveLength(1);
    expect((await threadOf(id)).filter((one) => one.purpose === 'stop')).toHaveLength(1);
  });

  it('a stranger’s 500 messages in a minute from one number: one request, the phones told once', async () => {
    await box.clear();
    const from = number();
    const start = Date.now();
    for (let post = 0; post < 5; post += 1) {
      const batch = Array.from({ length: 100 }, (_, i) => text(from, `Gagnez ${post}-${i} : cliquez vite`, start + post * 100 + i));
      expect(await posted(batch)).toBe(200);
    }
    const card = await cardWith('Gagnez 0-0');
    expect(card).not.toBeNull();
    expect((await threadOf(card!.id)).length).toBe(500);
    await pause(2_000);
    const reference = /class="reference">([^<]+)</.exec(card!.html)?.[1] ?? '';
    const notices = (await box.messages()).filter((one) => isNotice(one) && JSON.stringify(one.body).includes(reference));
    expect(notices.length).toBeLessThanOrEqual(1);

    // Its page shows the last 100, each post's 100 of one second; « earlier » goes back a page at a time, none twice, none skipped.
    let path = `${INBOX_PATHS.thread}?id=${card!.id}`;
    for (const post of [4, 3, 2, 1, 0]) {
      const page = await (await inboxCall(path)).text();
      const list = page.slice(page.indexOf('<ol class="thread-messages">'), page.indexOf('</ol>', page.indexOf('<ol class="thread-messages">')));
      expect([...list.matchAll(/Gagnez (\d-\d+) :/g)].map((found) => found[1]), path).toEqual(Array.from({ length: 100 }, (_, i) => `${post}-${i}`));
      expect(page.includes('class="thread-later"'), path).toBe(post < 4);
      const older = /<p class="thread-older"><a href="([^"]+)">([^<]+)</.exec(page);
      if (post === 0) expect(older).toBeNull();
      else expect(older?.[2]).toBe(`Voir les ${post * 100}\u00A0messages précédents`);
      path = (older?.[1] ?? '').replace(/&(amp|#38);/g, '&');
    }
  });
});

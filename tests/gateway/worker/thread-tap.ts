import { describe, expect, it } from 'vitest';
import { postMeta } from '../../../harness/messaging';
import { box, contents, isNotice, pause, url, vars } from './client';
import { act, inboxPage, journalOf, received, threadOf } from './staff';
import { agreed, consenting, fakes, freshDay, sentTo } from './visit-helpers';

/*
 * A tap on the confirmation's quick-reply button in WhatsApp (issue 82, item 5) under workerd, as Meta posts it for a
 * template whose buttons carry no payload of ours (their label alone, the context naming our message): it counts
 * exactly as the family's page's « Je dois changer » (the visit's one transition: its journal's line, the card's
 * answer, her phone told by reference), and it is kept on the thread as the family's message too.
 */

describe('a quick-reply tap in WhatsApp', () => {
  it('« Je dois changer » on the confirmation: the visit’s answer, as the page’s button, her phone told; on the thread', async () => {
    await fakes({ statusDelayMs: 10 });
    const content = consenting(contents.callback());
    const id = await received(content);
    await act('take', id);
    const phone = String(content.values.phone);
    await agreed(id, { date: await freshDay(3), time: '11:00' });
    const [confirmation] = await sentTo(phone);
    expect(confirmation?.id).toMatch(/^wamid\./);
    // Its statuses (sent, delivered…) give the message its wamid on the thread, which the tap's context names.
    await pause(500);
    await box.clear();
    const from = phone.replace(/\D/g, '');
    const tap = { from, id: `wamid.TAP${from}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'button', button: { text: 'Je dois changer', payload: 'Je dois changer' }, context: { from: '237600000001', id: confirmation!.id } };
    expect(await postMeta({ gateway: url, appSecret: vars.WHATSAPP_APP_SECRET }, { contacts: [{ profile: { name: 'Famille' }, wa_id: from }], messages: [tap] })).toBe(200);

    expect(await journalOf(id)).toContain('"answered"');
    expect((await threadOf(id)).some((one) => one.id === tap.id && one.purpose === 'family')).toBe(true);
    const card = (await inboxPage('awa', 'mine')).split('<li class="request').find((part) => part.includes(`data-id="${id}"`)) ?? '';
    expect(card).toContain('La famille doit changer le rendez-vous');
    const told = (await box.messages()).filter((one) => isNotice(one) && JSON.stringify(one).includes(content.reference));
    expect(told).toHaveLength(1);
    await fakes();
  });
});

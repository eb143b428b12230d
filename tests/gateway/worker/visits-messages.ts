import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/douala-date';
import { visitWhenWords } from '@/lib/request/visit/message';
import { PUBLISHED } from '../../request/published-rules';
import { STAFF } from '../gateway-setup';
import { box, contents, isNotice, pause, titleOf, vars } from './client';
import { settled } from './meter';
import { act, inboxPage, journalOf, moveClock, received, record, threadOf } from './staff';
import { agreed, at, consenting, fakes, freshDay, messagesTo, movedTo, sentTo, templateOf, tokenOfLink, visitOf, visitWhen } from './visit-helpers';

/*
 * A visit's confirmation (issue 77), on the inbox's clock (TEST_CLOCK): after « Appelée » with a day and a time, to
 * the request's own number, with the family's consent only; by WhatsApp (the mailbox's fake of the Cloud API), and by
 * SMS (Brevo's fake) when WhatsApp refuses it, says it failed, or brings no « delivered » within
 * CONFIRM_FALLBACK_MINUTES (15); by neither, the card says so and the holder's phone is told, once.
 */

const notSentNotices = async (reference: string) => (await box.messages()).filter((message) => isNotice(message) && (titleOf(message) ?? '').startsWith('Confirmation non envoyée') && String(message.body).includes(reference));

describe('a visit’s confirmation', () => {
  it('leaves by WhatsApp after « Appelée » with a day and a time, with the family’s consent, to its own number: when, where, the reference, the centre’s phone, the link; nothing it typed', async () => {
    await fakes();
    const day = await freshDay();
    await movedTo(at(day, 9));
    const content = consenting(contents.appointment());
    const phone = content.values.phone!;
    const id = await received(content);
    await act('take', id, 'awa');
    // Taken, the box ticked: nothing yet. « Appelée » with a day and no time: nothing either.
    await record(id, { result: 'called', date: addDays(day, 3) });
    await settled();
    expect(await messagesTo(phone)).toEqual([]);
    const date = addDays(day, 3);
    await agreed(id, { date, time: '11:00', place: 'home', district: 'Bastos', with: STAFF.paul.name });
    const [sent, ...more] = await sentTo(phone);
    expect(sent?.provider).toBe('whatsapp');
    expect(more).toEqual([]);
    expect(sent!.path).toBe(`/graph/v24.0/${vars.WHATSAPP_PHONE_NUMBER_ID}/messages`);
    expect(sent!.headers.authorization).toBe(`Bearer ${vars.WHATSAPP_TOKEN}`);
    const { name, language, params } = templateOf(sent!);
    expect([name, language]).toEqual(['rendez_vous_confirmation', 'fr']);
    expect(params.slice(0, 4)).toEqual([visitWhenWords(date, '11:00', 'fr'), 'à domicile (Bastos)', content.reference, PUBLISHED.phone.display]);
    expect(params[4]).toMatch(new RegExp(`^${vars.SITE_URL}/rendez-vous/#[A-Za-z0-9_-]{33}$`));
    // Never a name (the family's, or who comes), the service, the message, the e-mail.
    for (const typed of [content.values.fullName, content.values.email, content.values.message, content.values.serviceType, STAFF.paul.name]) expect(JSON.stringify(sent!.body)).not.toContain(typed);
    // The family's device reads the visit, who comes, and the link's token; delivered, the card says it.
    const visit = await visitWhen(id, (one) => one?.state === 'booked');
    expect(visit).toMatchObject({ revision: 1, date, time: '11:00', place: 'home', district: 'Bastos', state: 'booked', with: STAFF.paul.name, token: tokenOfLink(params[4]!) });
    for (let waited = 0; !(await inboxPage('awa', 'mine')).includes('WhatsApp reçue') && waited < 5_000; waited += 100) await pause(100);
    expect(await inboxPage('awa', 'mine')).toContain('Confirmation</span> WhatsApp reçue');
    // Its notice may name it at any moment (issue 78: every request named within NOTICE_GAP_SECONDS): its line aside.
    const journal = ((await journalOf(id)) ?? '').replace(/^\[\d+,"notified"\]\n/gm, '');
    // Its leaving is the gateway's doing, journaled; its delivery the provider's receipt, on its row of the thread alone.
    expect(journal).toMatch(/"visit","Awa",\{"step":"agreed","rev":1[^\n]*\n\[\d+,"message",null,\{"rev":1,"purpose":"confirm","channel":"whatsapp","state":"accepted"\}\]\n$/);
    expect(await threadOf(id)).toEqual([expect.objectContaining({ id: '1.1.confirm.whatsapp', channel: 'whatsapp', purpose: 'confirm', rev: 1, state: 'delivered', providerId: expect.stringMatching(/^wamid\./) })]);
  });

  it('does not leave without the family’s consent: the card says why', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9));
    const content = contents.appointment();
    const id = await received(content);
    await act('take', id, 'awa');
    await agreed(id, { date: addDays(day, 2), time: '15:30' });
    await movedTo(at(day, 9, 30));
    expect(await messagesTo(content.values.phone!)).toEqual([]);
    expect(await inboxPage('awa', 'mine')).toContain('<p class="consent consent-not-asked">La famille n’a pas demandé de messages.</p>');
    expect((await visitOf(id))?.state).toBe('booked');
  });

  it('by SMS when WhatsApp refuses it at once: the same words, in GSM-7, from SMS_SENDER, with Brevo’s key', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9));
    const content = consenting(contents.appointment());
    const phone = content.values.phone!;
    await fakes({ refuseWhatsApp: [phone] });
    const id = await received(content);
    await act('take', id, 'awa');
    await agreed(id, { date: addDays(day, 2), time: '10:00' });
    const [whatsapp, sms] = await sentTo(phone, 2);
    expect([whatsapp?.provider, whatsapp?.status, sms?.provider]).toEqual(['whatsapp', 400, 'sms']);
    const body = sms!.body as { sender: string; recipient: string; content: string; type: string; unicodeEnabled: boolean; webUrl: string };
    expect(sms!.headers['api-key']).toBe(vars.RELAY_KEY);
    expect([body.sender, body.recipient, body.type, body.unicodeEnabled]).toEqual(['AideEtVie', phone.slice(1), 'transactional', false]);
    expect(body.content).toMatch(new RegExp(`^Rendez-vous confirmé : [a-z]+ \\d+(er)? [a-zéû]+ à 10 h, au centre\\. Référence ${content.reference}\\. Nous joindre : \\+237 6 00 00 00 01\\.`));
    expect(body.content).not.toMatch(/\u00A0/);
    // Its delivery, posted back by Brevo's fake to the address it was sent with: on the card.
    expect(body.webUrl).toMatch(/\/webhook\/sms\/[A-Za-z0-9_-]{27}\.1\.confirm\/[A-Za-z0-9_-]{22}$/);
    for (let waited = 0; !(await inboxPage('awa', 'mine')).includes('SMS reçue') && waited < 5_000; waited += 100) await pause(100);
    expect(await inboxPage('awa', 'mine')).toMatch(/Confirmation<\/span> WhatsApp refusée \(132001 [^)]*\), SMS reçue/);
    await fakes();
  });

  it('by SMS when WhatsApp says it failed: a number not on WhatsApp (131026)', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9));
    const content = consenting(contents.callback());
    const phone = content.values.phone!;
    await fakes({ notOnWhatsApp: [phone] });
    const id = await received(content);
    await act('take', id, 'awa');
    await agreed(id, { date: addDays(day, 1), time: '16:00', place: 'home', district: 'Nlongkak' });
    const [whatsapp, sms] = await sentTo(phone, 2);
    expect([whatsapp?.provider, whatsapp?.status, sms?.provider]).toEqual(['whatsapp', 200, 'sms']);
    // English, the request's page's: the template's language, and the SMS's words.
    expect(templateOf(whatsapp!).language).toBe('en');
    expect((sms!.body as { content: string }).content).toMatch(/^Appointment confirmed: [A-Z][a-z]+ \d+ [A-Z][a-z]+ at 4:00 pm, at home \(Nlongkak\)\./);
    for (let waited = 0; !(await inboxPage('awa', 'mine')).includes('131026') && waited < 5_000; waited += 100) await pause(100);
    expect(await inboxPage('awa', 'mine')).toContain('WhatsApp non remise (131026 Message undeliverable)');
    await fakes();
  });

  it('by SMS when no « delivered » comes within CONFIRM_FALLBACK_MINUTES; not before', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9));
    const content = consenting(contents.appointment());
    const phone = content.values.phone!;
    await fakes({ whatsappStatus: 'sent' });
    const id = await received(content);
    await act('take', id, 'awa');
    await moveClock(at(day, 9, 10));
    await agreed(id, { date: addDays(day, 4), time: '09:00' });
    expect((await sentTo(phone)).map((one) => one.provider)).toEqual(['whatsapp']);
    await movedTo(at(day, 9, 24));
    expect((await messagesTo(phone)).map((one) => one.provider)).toEqual(['whatsapp']);
    await moveClock(at(day, 9, 25) + 30_000);
    expect((await sentTo(phone, 2)).map((one) => one.provider)).toEqual(['whatsapp', 'sms']);
    await fakes();
  });

  it('by neither: « Confirmation non envoyée », on the card and once on the holder’s phone, naming the reference and her', async () => {
    const day = await freshDay();
    await movedTo(at(day, 9));
    const content = consenting(contents.appointment());
    const phone = content.values.phone!;
    await fakes({ refuseWhatsApp: 'all', refuseSms: 'all' });
    const id = await received(content);
    await act('take', id, 'awa');
    await agreed(id, { date: addDays(day, 2), time: '10:00' });
    expect((await sentTo(phone, 2)).map((one) => [one.provider, one.status])).toEqual([
      ['whatsapp', 400],
      ['sms', 402],
    ]);
    await settled();
    const [notice, ...again] = await notSentNotices(content.reference);
    expect(notice, 'the holder’s phone told').toBeDefined();
    expect(titleOf(notice!)).toBe(`Confirmation non envoyée\u00A0: ${content.reference}`);
    expect(String(notice!.body)).toContain(`Awa, le message de ${content.reference} n'a pu partir ni par WhatsApp ni par SMS`);
    for (const typed of [content.values.fullName, phone, content.values.email]) expect(`${titleOf(notice!)} ${String(notice!.body)}`).not.toContain(typed);
    expect(again).toEqual([]);
    expect(await inboxPage('awa', 'mine')).toContain('Confirmation non envoyée\u00A0: WhatsApp\u00A0: 132001');
    expect(await inboxPage('awa', 'mine')).toContain('Appelez ou écrivez à la famille.');
    // Never again: a run later, nothing more leaves, nobody told twice.
    await movedTo(at(day, 11));
    expect(await messagesTo(phone)).toHaveLength(2);
    expect(await notSentNotices(content.reference)).toHaveLength(1);
    await fakes();
  });
});

import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/douala-date';
import { STAFF } from '../gateway-setup';
import { box, call, contents, isNotice, nextAddress, titleOf } from './client';
import { cost, meter, settled, where } from './meter';
import { act, inboxPage, journalOf, received, statuses } from './staff';
import { agreed, at, consenting, fakes, freshDay, movedTo, sentTo, templateOf, tokenOfLink, visitPage, visitStep } from './visit-helpers';

/*
 * The family's page opened by its message's link (issue 77), on any phone: POST /visit with the token of its address's
 * fragment shows the visit as the message says it (no name, nothing the family typed); « Je serai là » and « Je dois
 * changer » (POST /visit/answer) tell the holder's phone, show on the card and the list, are kept in the journal, and
 * a change brings the request back to her for a call. A wrong, truncated, old or missing token answers as a missing
 * one, in the same bytes; a visit answered over and over is written once.
 */

const answerNotices = async (reference: string) => (await box.messages()).filter((message) => isNotice(message) && (titleOf(message) ?? '').startsWith(`${reference}\u00A0: la famille`));

/** A family's request taken, agreed, confirmed: its id, its content and its link's token. */
async function confirmed(day: string) {
  await fakes();
  await movedTo(at(day, 9));
  const content = consenting(contents.appointment());
  const id = await received(content);
  await act('take', id, 'awa');
  await agreed(id, { date: addDays(day, 2), time: '10:30', place: 'home', district: 'Biyem-Assi', with: STAFF.awa.name });
  const [sent] = await sentTo(content.values.phone!);
  await settled();
  return { id, content, token: tokenOfLink(templateOf(sent!).params[4]!) };
}

describe('the family’s page opened by its link', () => {
  it('shows the visit as its message says it, and nothing else; a wrong, truncated, old or missing token is unknown, in the same bytes', async () => {
    const day = await freshDay();
    const { id, content, token } = await confirmed(day);
    const shown = await visitPage(token);
    expect(shown.status).toBe(200);
    // One view of the visit (issue 83): the link's page says who comes, as the device that sent the request reads it.
    expect(shown.reply).toEqual({
      state: 'known',
      visit: { reference: content.reference, locale: 'fr', revision: 1, sequence: 0, date: addDays(day, 2), time: '10:30', place: 'home', district: 'Biyem-Assi', with: STAFF.awa.name, state: 'booked' },
    });
    for (const typed of [content.values.fullName, content.values.phone, content.values.email, content.values.message, content.values.serviceType, id]) expect(shown.text).not.toContain(typed);
    const unknown = await visitPage('');
    expect([unknown.status, unknown.text]).toEqual([404, '{"state":"unknown"}']);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [flipped, token.slice(0, 16), `${token}A`, token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(), 42, null, 'AbCdEfGhIjKlMnOpQrStUv']) {
      const answer = await visitPage(wrong);
      expect([answer.status, answer.text], String(wrong)).toEqual([unknown.status, unknown.text]);
    }
    // Cancelled, the link still says so; a new visit agreed after it has a link of its own, and the old one is unknown.
    await visitStep(id, 'cancelled', { reason: 'mistake' });
    expect((await visitPage(token)).reply).toMatchObject({ state: 'known', visit: { state: 'cancelled' } });
    await agreed(id, { date: addDays(day, 4), time: '09:00' });
    const fresh = (await statuses([id]))[0];
    const freshToken = fresh && 'visit' in fresh ? fresh.visit?.token : undefined;
    expect(freshToken).toMatch(/^[A-Za-z0-9_-]{33}$/);
    expect(freshToken).not.toBe(token);
    expect([(await visitPage(token)).status, (await visitPage(token)).text]).toEqual([404, unknown.text]);
    expect((await visitPage(freshToken)).reply).toMatchObject({ state: 'known', visit: { revision: 1, date: addDays(day, 4), place: 'centre' } });
    // Another site's page, or a script: no CORS permission, nothing shown.
    const foreign = await call('/visit', { method: 'POST', origin: 'https://evil.example', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: freshToken }) });
    expect([foreign.status, foreign.headers.get('access-control-allow-origin')]).toEqual([403, null]);
  });

  it('« Je serai là »: written once however often it is tapped, her phone told once, naming the reference and her; on the card, the list and the journal', async () => {
    const day = await freshDay();
    const { id, content, token } = await confirmed(day);
    const before = await meter();
    const address = nextAddress();
    const first = await visitPage(token, 'coming', address);
    expect(first.reply).toMatchObject({ state: 'known', visit: { answer: { kind: 'coming' } } });
    for (let i = 0; i < 8; i += 1) expect((await visitPage(token, 'coming', address)).reply).toMatchObject({ state: 'known', visit: { answer: { kind: 'coming' } } });
    const after = await settled();
    // Two rows: the visit's answer, and its journal's line on the request (and no alarm).
    expect(cost(after, before), where(after, before)).toBe(2);
    const [notice, ...again] = await answerNotices(content.reference);
    expect(titleOf(notice!)).toBe(`${content.reference}\u00A0: la famille sera là`);
    expect(String(notice!.body)).toBe(`${STAFF.awa.name}, la famille a répondu «\u00A0Je serai là\u00A0» au rendez-vous de la demande ${content.reference}.`);
    for (const typed of [content.values.fullName, content.values.phone]) expect(String(notice!.body)).not.toContain(typed);
    expect(again).toEqual([]);
    expect(await inboxPage('awa', 'mine')).toContain('La famille sera là (réponse à ');
    expect(await inboxPage('paul', 'visits')).toContain('La famille sera là (réponse à ');
    expect(await journalOf(id)).toMatch(/\[\d+,"answered",null,\{"kind":"coming","rev":1\}\]\n$/);
    // Taps without end on one link: past its limit a minute (LINK_LIMITER's, whatever the address), 429, and nothing
    // is written; each tap before it answers as the eight above, writing nothing (the answer is the one kept).
    const burst = await Promise.all(Array.from({ length: 20 }, () => visitPage(token, 'coming', address).then((one) => one.status)));
    expect(burst.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(cost(await settled(), after)).toBe(0);
  });

  it('« Je dois changer »: a request done back in « À prendre » by the one road there, every phone told; a change of mind until the visit’s hour; moved, the new revision answered anew', async () => {
    const day = await freshDay();
    const { id, content, token } = await confirmed(day);
    await act('done', id, 'awa');
    expect((await statuses([id]))[0]?.state).toBe('done');
    const changed = await visitPage(token, 'change');
    expect(changed.reply).toMatchObject({ state: 'known', visit: { answer: { kind: 'change' } } });
    // « Traitée » undone, nobody's: raised again UNCLAIMED_MINUTES on (store/on-top.ts, REOPENED).
    // The family's device still shows the visit, its answer with it.
    expect(await statuses([id])).toEqual([{ id, state: 'received', visit: expect.objectContaining({ revision: 1, answer: expect.objectContaining({ kind: 'change' }) }) }]);
    const [notice] = await answerNotices(content.reference);
    expect(titleOf(notice!)).toBe(`${content.reference}\u00A0: la famille doit changer le rendez-vous`);
    expect(String(notice!.body)).toContain(`La famille a répondu «\u00A0Je dois changer\u00A0» au rendez-vous de la demande ${content.reference}. Appelez-la, puis «\u00A0Déplacer\u00A0» ou «\u00A0Annuler\u00A0» dans la boîte.`);
    const card = await inboxPage('awa', 'open');
    expect(card).toContain(content.reference);
    expect(card).toContain('La famille doit changer le rendez-vous (demande à ');
    expect(await journalOf(id)).toMatch(/\[\d+,"answered",null,\{"kind":"change","rev":1\}\]\n$/);
    // A change of mind, until the visit's hour: « Je serai là » again.
    expect((await visitPage(token, 'coming')).reply).toMatchObject({ visit: { answer: { kind: 'coming' } } });
    await act('take', id, 'awa');
    await visitStep(id, 'moved', { date: addDays(day, 3), time: '14:00', place: 'centre' });
    expect((await visitPage(token)).reply).toMatchObject({ state: 'known', visit: { revision: 2, sequence: 1, time: '14:00' } });
    expect((await visitPage(token)).reply).not.toHaveProperty('visit.answer');
    expect((await visitPage(token, 'coming')).reply).toMatchObject({ visit: { revision: 2, answer: { kind: 'coming' } } });
    // An answer that is neither: unknown, as a wrong token.
    expect((await visitPage(token, 'maybe')).status).toBe(404);
    // After the visit's hour, nothing more: the page says it took place or passed.
    await movedTo(at(addDays(day, 3), 14, 1));
    expect((await visitPage(token, 'change')).reply).toMatchObject({ visit: { answer: { kind: 'coming' } } });
  });
});

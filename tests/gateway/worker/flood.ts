import { describe, expect, it } from 'vitest';
import { ACTION_FIELDS, INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { readSettings } from '../../../gateway/src/settings';
import { contents, isNotice, mailFor, nextAddress, post, request, strangerContent, textOf, vars } from './client';
import { act, flashOf, formOf, inboxCall, inboxPage, received, statuses } from './staff';

/*
 * A stranger and a family behind one address (issue 72: carrier-grade NAT, many phones on one public IPv4). The
 * address never decides a family's fate: what a stranger repeats (the same number, message, name) waits apart
 * in « À vérifier », grouped by what it repeats; the family, with its own words, is received at once, in
 * « À prendre », named in a notice, before and after the staff sweep the flood; the sweep takes what the
 * stranger repeated, shown first, into « Indésirables », where it stays kept (received) until it is deleted.
 */

const nbsp = '\u00A0';
const share = readSettings(vars).repeatsOnTop;

/** The link of the first group's sweep (« Toutes indésirables… »), as the page gives it. */
const sweepLink = (page: string) => /<a [^>]*href="([^"]*sweep=1[^"]*)"/.exec(page)?.[1]?.replaceAll('&#38;', '&') ?? '';


describe('a stranger’s flood and a family behind one address', () => {
  it('the family is received at once, in « À prendre », named in a notice, untouched by the sweep; the next family after the sweep is kept too', async () => {
    // Every call of this test from one address: 9 challenges and 9 posts, under its limit of 10 a route and minute.
    const address = nextAddress();
    const again = strangerContent();
    const flood = Array.from({ length: share + 3 }, again);
    const ids: string[] = [];
    for (const content of flood) {
      const body = await request(content, {}, address);
      expect(await post(body, { address })).toEqual({ status: 200, answer: { outcome: 'sent' } });
      ids.push(body.id);
    }
    // The family, with its own words, from the stranger's address.
    const family = contents.appointment();
    const familyId = await received(family, address);
    expect(await statuses([familyId])).toEqual([{ id: familyId, state: 'received' }]);
    const open = await inboxPage('awa');
    expect(open, 'the family in « À prendre »').toContain(family.reference);
    const told = (await mailFor(family.reference, { notices: 1 })).filter(isNotice);
    expect(told, 'the family named in a notice').toHaveLength(1);
    // The stranger: its first few on top, as a family's would be; its repeats past them « À vérifier », one group, with how many.
    for (const content of flood.slice(0, share)) expect(open).toContain(content.reference);
    for (const content of flood.slice(share)) expect(open).not.toContain(content.reference);
    const check = await inboxPage('awa', 'check');
    expect(textOf(check)).toContain(`3 demandes avec le même message aujourd’hui`);
    expect(check).not.toContain(family.reference);
    expect(check).not.toContain(address);

    // « Toutes indésirables… »: first, what it takes: the stranger's every request, on top or to check, and not the family's.
    const confirmation = await (await inboxCall(sweepLink(check))).text();
    for (const content of flood) expect(confirmation).toContain(content.reference);
    expect(confirmation).not.toContain(family.reference);
    expect(textOf(confirmation)).toContain(`Oui, les ${flood.length} sont indésirables`);
    const form = formOf(confirmation, 'junk-group');
    const swept = await inboxCall(INBOX_PATHS.action('junk-group'), { method: 'POST', form });
    expect(swept.status).toBe(303);
    const back = new URL(swept.headers.get('Location') ?? '', 'http://x');
    expect(Object.fromEntries(back.searchParams)).toEqual({ view: 'check', flash: 'junk-group', n: String(flood.length) });
    expect(textOf(await (await inboxCall(`${back.pathname}${back.search}`)).text())).toContain(`${flood.length} demandes sont dans «${nbsp}Indésirables${nbsp}»`);

    // Kept where the staff see them, so received; the family untouched, on top.
    const states = [];
    for (const at of [0, 5]) states.push(...(await statuses([...ids, familyId].slice(at, at + 5))).map((status) => status.state));
    expect(states).toEqual([...ids, familyId].map(() => 'received'));
    const after = await inboxPage('awa');
    expect(after).toContain(family.reference);
    for (const content of flood) expect(after).not.toContain(content.reference);
    const bin = await inboxPage('awa', 'junk');
    for (const content of flood) expect(bin).toContain(content.reference);

    // The stranger again: apart at once in « À vérifier », received, named to the phones; never « Indésirables » before a
    // person saw it (issue 78). The next family from the address: on top, told.
    const more = again();
    const moreId = await received(more, address);
    const next = contents.callback();
    await received(next, address);
    expect(await statuses([moreId])).toEqual([{ id: moreId, state: 'received' }]);
    expect(await inboxPage('awa', 'check')).toContain(more.reference);
    expect(await inboxPage('awa', 'junk')).not.toContain(more.reference);
    const top = await inboxPage('awa');
    expect(top).toContain(next.reference);
    expect(top).not.toContain(more.reference);
    expect((await mailFor(next.reference, { notices: 1 })).filter(isNotice)).toHaveLength(1);
    expect((await mailFor(more.reference, { notices: 1 })).filter(isNotice)).toHaveLength(1);

    // « Pas indésirable »: a request of the bin back in « À prendre ».
    expect(flashOf(await act('not-junk', ids[0]!, 'awa', 'junk'))).toEqual({ flash: 'not-junk', ref: flood[0]!.reference });
    expect(await inboxPage('awa')).toContain(flood[0]!.reference);

    // A group's name that is not one, or another origin: nothing swept.
    const odd = await inboxCall(INBOX_PATHS.action('junk-group'), { method: 'POST', form: { [ACTION_FIELDS.group]: 'x'.repeat(32) } });
    expect(odd.status).toBe(303);
    const foreign = await inboxCall(INBOX_PATHS.action('junk-group'), { method: 'POST', form, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });

  it('a family whose number a stranger borrowed: on top, named in a notice; the stranger’s call-backs with that number alone set nothing apart (issue 78)', async () => {
    const phone = contents.callback().values.phone ?? '';
    const borrowed = () => ({ ...contents.callback(), values: { ...contents.callback().values, phone } });
    // The stranger's call-backs with that number (a call-back carries nothing else), from addresses of its own.
    const stranger = Array.from({ length: share + 2 }, borrowed);
    for (const content of stranger) await received(content);
    // The family: its number, its own name and e-mail, from yet another address.
    const family = { ...contents.appointment(), values: { ...contents.appointment().values, phone } };
    await received(family);
    const open = await inboxPage('awa');
    for (const content of [...stranger, family]) expect(open).toContain(content.reference);
    expect((await mailFor(family.reference, { notices: 1 })).filter(isNotice)).toHaveLength(1);
    expect(await inboxPage('awa', 'check')).not.toContain(stranger.at(-1)!.reference);
  });
});

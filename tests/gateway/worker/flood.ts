import { describe, expect, it } from 'vitest';
import { ACTION_FIELDS, INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { quietShare, volumeOf } from '../../../gateway/src/price';
import { readSettings } from '../../../gateway/src/settings';
import { STAFF } from '../gateway-setup';
import { contents, nextAddress, post, request, vars } from './client';
import { act, flashOf, inboxCall, inboxPage, received, statuses } from './staff';

/*
 * A flood must not bury the families (issue 66): an address's requests past its quiet share of the day are
 * received all the same (« sent », « received »), but wait « À vérifier », grouped by address, each readable and
 * takeable, the group swept in one tap; the families from other addresses stay « À prendre ».
 */

const nbsp = '\u00A0';
const share = quietShare(volumeOf(readSettings(vars)));

/** What a page says, its tags and spaces aside, its characters' references read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/[ \n\t]+/g, ' ');

describe('a flood from one address', () => {
  it('goes « À vérifier » past its quiet share, grouped; a family elsewhere stays on top; one taken, the rest swept in one tap', async () => {
    const address = nextAddress();
    const quiet = [];
    for (let i = 0; i < share; i += 1) quiet.push(contents.callback());
    for (const content of quiet) await received(content, address);
    const flood = Array.from({ length: 4 }, () => contents.callback());
    const ids: string[] = [];
    for (const content of flood) {
      const body = await request(content, {}, address);
      expect(await post(body, { address })).toEqual({ status: 200, answer: { outcome: 'sent' } });
      ids.push(body.id);
    }
    const family = contents.appointment();
    await received(family);
    expect((await statuses(ids)).map((status) => status.state)).toEqual(['received', 'received', 'received', 'received']);

    // « À prendre »: the quiet share and the family, none of the flood; the tab « À vérifier » says how many wait there.
    const open = await inboxPage('awa');
    for (const content of [...quiet, family]) expect(open).toContain(content.reference);
    for (const content of flood) expect(open).not.toContain(content.reference);
    expect(textOf(open)).toMatch(/À vérifier \d+/);

    // « À vérifier »: one group, how many and since when, never the address; its newest readable there, all in its own view.
    const check = await inboxPage('awa', 'check');
    expect(textOf(check)).toContain(`4 demandes de la même adresse aujourd'hui`);
    for (const content of flood.slice(1)) expect(check).toContain(content.reference);
    expect(check).not.toContain(address);
    expect(textOf(check)).toContain('Pas de copie e-mail (à vérifier)');
    const all = /<a href="([^"]+)">Voir les 4 demandes<\/a>/.exec(check)?.[1]?.replaceAll('&#38;', '&') ?? '';
    const groupView = await (await inboxCall(all)).text();
    for (const content of flood) expect(groupView).toContain(content.reference);

    // One is a real family after all: taken, it leaves the group for « À moi »; the family reads who has it.
    expect(flashOf(await act('take', ids[0]!, 'awa', 'check'))).toEqual({ flash: 'taken', ref: flood[0]!.reference });
    expect(await statuses([ids[0]!])).toEqual([{ id: ids[0], state: 'taken', by: STAFF.awa.name, since: expect.any(Number) }]);
    expect(await inboxPage('awa', 'mine')).toContain(flood[0]!.reference);
    expect(textOf(await inboxPage('awa', 'check'))).toContain(`3 demandes de la même adresse aujourd'hui`);

    // « Toutes indésirables »: the other three gone at once, the address refused quietly; the one taken stays hers.
    const group = /name="group" value="([0-9a-f]{32})"/.exec(check)?.[1] ?? '';
    const swept = await inboxCall(INBOX_PATHS.action('junk-group'), { method: 'POST', form: { [ACTION_FIELDS.group]: group, [ACTION_FIELDS.view]: 'check', [ACTION_FIELDS.lang]: 'fr' } });
    expect(swept.status).toBe(303);
    const back = new URL(swept.headers.get('Location') ?? '', 'http://x');
    expect(Object.fromEntries(back.searchParams)).toEqual({ view: 'check', flash: 'junk-group', n: '3' });
    expect(textOf(await inboxCall(`${back.pathname}${back.search}`).then((response) => response.text()))).toContain(`3 demandes marquées indésirables et retirées de la boîte${nbsp}; cette adresse est refusée un moment.`);
    expect((await statuses(ids)).map((status) => status.state)).toEqual(['taken', 'unknown', 'unknown', 'unknown']);
    const after = contents.callback();
    const refused = await request(after, {}, address);
    expect(await post(refused, { address })).toEqual({ status: 200, answer: { outcome: 'sent' } });
    expect(await statuses([refused.id])).toEqual([{ id: refused.id, state: 'unknown' }]);
    expect(await inboxPage('awa', 'check')).not.toContain(after.reference);

    // A group's name that is not one, or another origin: nothing swept.
    const odd = await inboxCall(INBOX_PATHS.action('junk-group'), { method: 'POST', form: { [ACTION_FIELDS.group]: 'x'.repeat(32) } });
    expect(odd.status).toBe(303);
    const foreign = await inboxCall(INBOX_PATHS.action('junk-group'), { method: 'POST', form: { [ACTION_FIELDS.group]: group }, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});

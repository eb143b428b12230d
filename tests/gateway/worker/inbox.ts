import { describe, expect, it } from 'vitest';
import { INBOX_ASSETS, INBOX_CSP } from '../../../gateway/src/inbox/assets';
import { ACTION_FIELDS, INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { STAFF, STRANGER_EMAIL } from '../gateway-setup';
import { directiveOf, stylesOf } from '../inbox-page';
import { contents, isNotice, mailFor, script, textOf } from './client';
import { act, flashOf, inboxCall, inboxPage, received, sign, statuses } from './staff';

/*
 * The staff's inbox at /inbox/ (issue 66): refused without Access's signed assertion, whatever else a caller
 * shows; a request taken in one tap, by one person when two tap at once; done, given back, junk.
 */

/** A request in the inbox, and what of it must never be in a refusal: its reference, its name, its phone, and the staff's names and addresses. */
async function oneRequest() {
  const content = contents.appointment();
  const id = await received(content);
  const personal = [content.reference, content.values.fullName, content.values.phone, content.values.email, STAFF.awa.name, STAFF.awa.email, STAFF.paul.name];
  return { id, content, personal };
}

describe('the inbox, for whom', () => {
  it('refuses every call without a valid assertion of Access for this inbox, and says nothing personal', async () => {
    const { content, personal } = await oneRequest();
    const awa = STAFF.awa.email;
    const refusals = {
      'no token': await inboxCall(INBOX_PATHS.page, { as: null }),
      'a token of another key': await inboxCall(INBOX_PATHS.page, { as: { email: awa, options: { foreignKey: true } } }),
      'another audience': await inboxCall(INBOX_PATHS.page, { as: { email: awa, options: { audience: 'another-application' } } }),
      'another issuer': await inboxCall(INBOX_PATHS.page, { as: { email: awa, options: { issuer: 'https://evil.cloudflareaccess.com' } } }),
      expired: await inboxCall(INBOX_PATHS.page, { as: { email: awa, options: { expiresIn: -120 } } }),
      'the cookie alone': await inboxCall(INBOX_PATHS.page, { as: null, headers: { Cookie: `CF_Authorization=${await sign(awa)}` } }),
      'a token that is no token': await inboxCall(INBOX_PATHS.page, { as: { token: 'eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImF3YUBjZW50cmUudGVzdCJ9.' } }),
      'an action without a token': await inboxCall(INBOX_PATHS.action('take'), { as: null, method: 'POST', form: { id: 'x' } }),
      'a file without a token': await inboxCall(INBOX_PATHS.script, { as: null }),
    };
    for (const [how, response] of Object.entries(refusals)) {
      const text = await response.text();
      expect(response.status, how).toBe(403);
      expect(response.headers.get('Cache-Control'), how).toBe('no-store');
      for (const secret of personal) expect(text, `${how}: ${secret}`).not.toContain(secret);
    }
    // The same page, signed in as staff, holds the request.
    expect(await inboxPage('awa')).toContain(content.reference);
  });

  it('shows a signed-in address that is not staff nothing of the inbox', async () => {
    const { personal } = await oneRequest();
    const response = await inboxCall(INBOX_PATHS.page, { as: { email: STRANGER_EMAIL } });
    expect(response.status).toBe(403);
    const text = await response.text();
    for (const secret of [...personal, STRANGER_EMAIL]) expect(text).not.toContain(secret);
    // Nor can it act.
    const taken = await inboxCall(INBOX_PATHS.action('take'), { as: { email: STRANGER_EMAIL }, method: 'POST', form: { id: 'x' } });
    expect(taken.status).toBe(403);
  });

  it('serves its pages with their policy, never kept, never framed, no referrer to another origin; its files with theirs; staff named whatever the case of their address', async () => {
    const response = await inboxCall(INBOX_PATHS.page, { as: { email: STAFF.paul.email.toUpperCase() } });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'content-security-policy', 'cache-control', 'x-content-type-options', 'referrer-policy', 'x-frame-options'].map((name) => [name, response.headers.get(name)]))).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': INBOX_CSP,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    // Its stylesheet inline, allowed by its hash: the <style> the Worker wrote (the tokens' file read as its bundle
    // reads it), hashed here by node:crypto, is the one style source of the policy it sent, and the page links no file.
    const body = await response.text();
    const styles = stylesOf(body);
    expect(styles.inline).toEqual(directiveOf(response.headers.get('content-security-policy') ?? '', 'style-src'));
    expect(styles.inline).toHaveLength(1);
    expect(styles.linked).toEqual([]);
    expect((await inboxCall('/inbox/inbox.css')).status).toBe(404);
    for (const [path, asset] of Object.entries(INBOX_ASSETS)) {
      const file = await inboxCall(path);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-type'), path).toBe(asset.type);
      expect(await file.text(), path).toBe(asset.body);
      expect(file.headers.get('cache-control'), path).toBe('private, no-cache');
      const again = await inboxCall(path, { headers: { 'If-None-Match': file.headers.get('etag') ?? '' } });
      expect(again.status, path).toBe(304);
      // At the address the page names, its version's, it is kept for good: a warm tap asks nothing for it.
      const named = `${path}?v=${asset.version}`;
      expect(body, path).toContain(`src="${named}"`);
      const kept = await inboxCall(named);
      expect([kept.status, kept.headers.get('cache-control'), await kept.text()], path).toEqual([200, 'private, max-age=31536000, immutable', asset.body]);
      expect((await inboxCall(`${path}?v=another`)).headers.get('cache-control'), path).toBe('private, no-cache');
    }
    expect((await inboxCall('/inbox')).status).toBe(308);
    expect((await inboxCall('/inbox/nothing-here')).status).toBe(404);
    expect((await inboxCall(INBOX_PATHS.page, { method: 'POST', form: {} })).status).toBe(405);
  });
});

describe('taking a request', () => {
  it('makes it hers, with her name and the time, for everyone at once; the family reads it', async () => {
    const { id, content } = await oneRequest();
    const before = Date.now();
    const taken = await act('take', id, 'awa');
    expect(flashOf(taken)).toEqual({ flash: 'taken', ref: content.reference });
    // To « À moi », where her card now is (issue 73: « À prendre » no longer holds it).
    expect(taken.searchParams.get('view')).toBe('mine');
    const [status] = await statuses([id]);
    expect(status).toMatchObject({ id, state: 'taken', by: STAFF.awa.name });
    expect((status as { since: number }).since).toBeGreaterThanOrEqual(before - 1_000);
    expect((status as { since: number }).since).toBeLessThanOrEqual(Date.now());
    // No longer « À prendre » for anyone (issue 73: its count held the taken ones too); Paul sees who has it among his
    // colleagues' requests; it is in Awa's list, not in Paul's.
    expect(await inboxPage('paul')).not.toContain(content.reference);
    expect(await inboxPage('awa')).not.toContain(content.reference);
    expect(await inboxPage('paul', 'team')).toContain(content.reference);
    expect(await inboxPage('awa', 'team')).not.toContain(content.reference);
    expect(await inboxPage('awa', 'mine')).toContain(content.reference);
    expect(await inboxPage('paul', 'mine')).not.toContain(content.reference);
    // Paul cannot give it back for her; she can.
    expect(flashOf(await act('release', id, 'paul'))).toMatchObject({ flash: 'already-taken', by: STAFF.awa.name });
    expect(flashOf(await act('release', id, 'awa'))).toEqual({ flash: 'released', ref: content.reference });
    expect(await statuses([id])).toEqual([{ id, state: 'received' }]);
  });

  it('gives it to exactly one of two who tap at the same moment; the other is told who has it, and since when', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, content } = await oneRequest();
      const [awa, paul] = (await Promise.all([act('take', id, 'awa'), act('take', id, 'paul')])).map(flashOf);
      const flashes = [awa, paul].map((flash) => flash?.flash).sort();
      expect(flashes).toEqual(['already-taken', 'taken']);
      const winner = awa?.flash === 'taken' ? STAFF.awa.name : STAFF.paul.name;
      const loser = awa?.flash === 'taken' ? paul : awa;
      const [status] = await statuses([id]);
      expect(status).toMatchObject({ state: 'taken', by: winner });
      expect(loser).toEqual({ flash: 'already-taken', ref: content.reference, by: winner, at: String((status as { since: number }).since) });
    }
  });

  it('says who has a request as the link names her only when she is staff: a stranger’s words in a link are never the inbox’s (issue 78)', async () => {
    const { id, content } = await oneRequest();
    await act('take', id, 'paul');
    const link = new URL(await act('take', id, 'awa'));
    expect(link.searchParams.get('by')).toBe(STAFF.paul.name);
    const page = async (by: string) => textOf(await (await inboxCall(`${INBOX_PATHS.page}?flash=already-taken&ref=${content.reference}&by=${encodeURIComponent(by)}&at=${link.searchParams.get('at')}`)).text());
    expect(await page(STAFF.paul.name)).toContain(`${STAFF.paul.name} s’en occupe déjà`);
    const words = 'Le centre ferme : rappelez le +237 699 99 99 99';
    const forged = await page(words);
    expect(forged).not.toContain('+237 699');
    expect(forged).not.toContain('s’en occupe déjà');
  });

  it('« Traitée »: done, with her name, in the done list, out of the open one', async () => {
    const { id, content } = await oneRequest();
    await act('take', id, 'paul');
    expect(flashOf(await act('done', id, 'paul'))).toEqual({ flash: 'done', ref: content.reference });
    expect(await statuses([id])).toEqual([{ id, state: 'done', by: STAFF.paul.name, since: expect.any(Number) }]);
    expect(await inboxPage('awa', 'done')).toContain(content.reference);
    expect(await inboxPage('awa', 'open')).not.toContain(content.reference);
    // Taken again after it is done: nothing changes.
    expect(flashOf(await act('take', id, 'awa'))).toEqual({ flash: 'done', ref: content.reference });
  });

  it('refuses an action from another origin, or not as a form, and changes nothing', async () => {
    const { id } = await oneRequest();
    const form = { [ACTION_FIELDS.id]: id };
    for (const origin of ['https://evil.example', 'null', null]) {
      const response = await inboxCall(INBOX_PATHS.action('take'), { method: 'POST', form, origin });
      expect(response.status, String(origin)).toBe(403);
    }
    const crossSite = await inboxCall(INBOX_PATHS.action('take'), { method: 'POST', form, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const json = await inboxCall(INBOX_PATHS.action('take'), { method: 'POST', form, headers: { 'Content-Type': 'application/json' } });
    expect(json.status).toBe(415);
    expect(await statuses([id])).toEqual([{ id, state: 'received' }]);
  });
});

describe('« Indésirable »', () => {
  it('moves the request to « Indésirables », kept and received; what repeats it waits « À vérifier », named, received; a family on its address, and any other, on top', async () => {
    const junkAddress = '192.0.2.66';
    const again = script();
    const prank = again();
    const junkId = await received(prank, junkAddress);
    expect(await statuses([junkId])).toEqual([{ id: junkId, state: 'received' }]);
    const location = await act('junk', junkId, 'awa');
    expect(flashOf(location).flash).toBe('junk');
    // Not dropped: kept in « Indésirables » until it is deleted, so its family's page still reads « received ».
    expect(await statuses([junkId])).toEqual([{ id: junkId, state: 'received' }]);
    expect(await inboxPage('awa', 'junk')).toContain(prank.reference);
    expect(await inboxPage('awa')).not.toContain(prank.reference);
    // The same again, from the same address: « sent », kept apart where the staff see it, named to their phones; never « Indésirables » unseen (issue 78).
    const repeated = again();
    const repeatedId = await received(repeated, junkAddress);
    expect(await statuses([repeatedId])).toEqual([{ id: repeatedId, state: 'received' }]);
    expect(await inboxPage('awa', 'check')).toContain(repeated.reference);
    expect(await inboxPage('awa', 'junk')).not.toContain(repeated.reference);
    expect((await mailFor(repeated.reference, { notices: 1 })).filter(isNotice)).toHaveLength(1);
    // A family behind that address, with its own number, and any other: on top as ever.
    const family = contents.callback();
    const familyId = await received(family, junkAddress);
    const other = contents.callback();
    const otherId = await received(other);
    expect(await statuses([familyId, otherId])).toEqual([
      { id: familyId, state: 'received' },
      { id: otherId, state: 'received' },
    ]);
    const open = await inboxPage('awa');
    for (const content of [family, other]) expect(open).toContain(content.reference);
    // A colleague's page still showed it: her tap takes it back out of « Indésirables », hers.
    expect(flashOf(await act('take', junkId, 'paul'))).toMatchObject({ flash: 'taken' });
    expect(await statuses([junkId])).toEqual([{ id: junkId, state: 'taken', by: STAFF.paul.name, since: expect.any(Number) }]);
  });
});

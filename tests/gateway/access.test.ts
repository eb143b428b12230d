import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_HEADER, startFakeAccess, type FakeAccess } from '../../harness/access';
import { signedInAddress, visitorOf } from '../../gateway/src/access';
import { readSettings, readStaffNames } from '../../gateway/src/settings';

/*
 * Who is signed in to the inbox, in Node (the workerd tests check the same through the Worker): Access's
 * assertion checked for its signature, issuer, audience and expiry; STAFF_NAMES then names the staff.
 */

let access: FakeAccess;
beforeAll(async () => {
  access = await startFakeAccess();
});
afterAll(() => access.close());

const asking = (token: string | null, headers: Record<string, string> = {}) =>
  new Request('https://passerelle.example/inbox/', { headers: { ...(token ? { [ACCESS_HEADER]: token } : {}), ...headers } });
const settings = () => readSettings({ ACCESS_TEAM_DOMAIN: access.teamDomain, ACCESS_AUD: access.aud, STAFF_NAMES: 'awa@centre.cm=Awa, Paul@Centre.cm=Paul' });

describe('Access’s assertion', () => {
  it('names the address Access signed in, in lower case', async () => {
    expect(await signedInAddress(asking(await access.sign('Awa@Centre.cm')), settings().access)).toBe('awa@centre.cm');
  });

  it('is refused when it is not Access’s, for this inbox, now; the cookie alone is nothing', async () => {
    const refused = {
      none: asking(null),
      'another key': asking(await access.sign('awa@centre.cm', { foreignKey: true })),
      'another audience': asking(await access.sign('awa@centre.cm', { audience: 'another' })),
      'another issuer': asking(await access.sign('awa@centre.cm', { issuer: 'https://evil.cloudflareaccess.com' })),
      expired: asking(await access.sign('awa@centre.cm', { expiresIn: -60 })),
      'the cookie alone': asking(null, { Cookie: `CF_Authorization=${await access.sign('awa@centre.cm')}` }),
      'no token at all': asking('not.a.token'),
    };
    for (const [how, request] of Object.entries(refused)) expect(await signedInAddress(request, settings().access), how).toBeNull();
    // Without the inbox's settings, nobody is signed in.
    expect(await signedInAddress(asking(await access.sign('awa@centre.cm')), { teamDomain: '', aud: access.aud })).toBeNull();
  });

  it('makes a member of staff of an address STAFF_NAMES names, and a stranger of any other', async () => {
    expect(await visitorOf(asking(await access.sign('paul@centre.cm')), settings().access)).toEqual({ kind: 'staff', staff: { email: 'paul@centre.cm', name: 'Paul' } });
    expect(await visitorOf(asking(await access.sign('someone@example.com')), settings().access)).toEqual({ kind: 'stranger' });
    expect(await visitorOf(asking(null), settings().access)).toEqual({ kind: 'nobody' });
  });
});

describe('STAFF_NAMES', () => {
  it('reads address=First name, comma-separated, and names what it cannot read', () => {
    const { staff, bad } = readStaffNames(' awa@centre.cm = Awa ,PAUL@centre.cm=Paul,,awa, x@y=, =Zoé, a@b=c=d, m@n=Marie@x');
    expect([...staff]).toEqual([
      ['awa@centre.cm', 'Awa'],
      ['paul@centre.cm', 'Paul'],
    ]);
    expect(bad).toEqual(['awa', 'x@y=', '=Zoé', 'a@b=c=d', 'm@n=Marie@x']);
  });

  it('keeps the inbox closed while Access or the staff are not set, or not readable', () => {
    const full = { ACCESS_TEAM_DOMAIN: 'https://centre.cloudflareaccess.com/', ACCESS_AUD: 'aud', STAFF_NAMES: 'awa@centre.cm=Awa' };
    expect(readSettings(full).inboxProblems).toEqual([]);
    expect(readSettings(full).access.teamDomain).toBe('https://centre.cloudflareaccess.com');
    for (const name of Object.keys(full)) expect(readSettings({ ...full, [name]: '' }).inboxProblems.length, name).toBeGreaterThan(0);
    expect(readSettings({ ...full, ACCESS_TEAM_DOMAIN: 'centre.cloudflareaccess.com' }).inboxProblems[0]).toMatch(/^ACCESS_TEAM_DOMAIN: «\u00A0centre\.cloudflareaccess\.com\u00A0» is not an https origin/);
    expect(readSettings({ ...full, ACCESS_TEAM_DOMAIN: 'http://centre.cloudflareaccess.com' }).inboxProblems).not.toEqual([]);
    expect(readSettings({ ...full, STAFF_NAMES: 'awa@centre.cm=Awa, paul' }).inboxProblems[0]).toMatch(/^STAFF_NAMES: «\u00A0paul\u00A0»/);
  });
});

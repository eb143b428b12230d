import { describe, expect, it } from 'vitest';
import { mainCommitRequest, mainContentSource, readMainCommit, storedUser } from '@/editor/online/main-commit';
import { bannerText, centreTime } from '@/editor/online/messages';
import { TIMING, watchPublish, type OnlineStatus } from '@/editor/online/watch';
import { carriesPublish, readSiteVersion, type MainContent, type SiteVersion } from '@/lib/site-version';

/*
 * « Is it online? » after « Publier » (editor/online/): the rules that compare the live site's
 * /version.json with main, and the watch itself, run against a fake clock and a fake live site.
 */

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const PUBLISHED = Date.parse('2026-11-25T13:05:00Z'); // 14 h 05 in Yaoundé
const MINUTE = 60_000;

const version = (commit: string | null, builtAt: string, date: string | null = builtAt): SiteVersion => ({ commit, date, builtAt });

describe('whether the live site carries a publish', () => {
  const main: MainContent = { commit: B, date: '2026-11-25T13:05:00Z' };
  const old = version(A, '2026-11-25T10:00:00Z', '2026-11-25T09:58:00Z');

  it('compares with main’s content commit when the backend gives it', () => {
    expect(carriesPublish(old, { main, before: old, at: PUBLISHED })).toBe(false);
    expect(carriesPublish(version(B, '2026-11-25T13:08:00Z', main.date!), { main, before: old, at: PUBLISHED })).toBe(true);
  });

  it('counts a later content commit as carrying it (someone published again, or the host cloned only the last commit)', () => {
    expect(carriesPublish(version(C, '2026-11-25T13:10:00Z', '2026-11-25T13:06:00Z'), { main, at: PUBLISHED })).toBe(true);
    expect(carriesPublish(version(C, '2026-11-25T13:10:00Z', '2026-11-25T13:04:59Z'), { main, at: PUBLISHED })).toBe(false);
    // An unreadable date never passes for a later one.
    expect(carriesPublish(version(C, '2026-11-25T13:10:00Z', 'hier'), { main, at: PUBLISHED })).toBe(false);
    // Nor does a date of main's that cannot be read make every live commit a later one.
    expect(carriesPublish(version(C, '2026-11-25T13:10:00Z', '2026-11-25T13:06:00Z'), { main: { commit: B, date: 'hier' }, at: PUBLISHED })).toBe(false);
  });

  it('counts a content commit of the same second as main\'s as carrying it (a shallow clone dates content by its last commit)', () => {
    expect(carriesPublish(version(C, '2026-11-25T13:10:00Z', main.date!), { main, at: PUBLISHED })).toBe(true);
  });

  it('without main’s commit, waits for the live site to change from what was live at the publish', () => {
    expect(carriesPublish(old, { before: old, at: PUBLISHED })).toBe(false);
    expect(carriesPublish(version(C, '2026-11-25T13:08:00Z'), { before: old, at: PUBLISHED })).toBe(true);
  });

  it('outside git (no commit on either side), waits for another build', () => {
    const built = version(null, '2026-11-25T10:00:00Z', null);
    expect(carriesPublish(built, { main, before: built, at: PUBLISHED })).toBe(false);
    expect(carriesPublish(version(null, '2026-11-25T13:09:00Z', null), { main, before: built, at: PUBLISHED })).toBe(true);
  });

  it('with nothing to compare, wants a build finished after the publish', () => {
    expect(carriesPublish(version(null, '2026-11-25T13:04:00Z', null), { at: PUBLISHED })).toBe(false);
    expect(carriesPublish(version(null, '2026-11-25T13:09:00Z', null), { at: PUBLISHED })).toBe(true);
    // Built at the very millisecond of the publish: it started from what was there before.
    expect(carriesPublish(version(null, new Date(PUBLISHED).toISOString(), null), { at: PUBLISHED })).toBe(false);
  });

  it('without main\'s commit, waits for new content, not for the daily rebuild of the same commit', () => {
    const rebuilt = version(A, '2026-11-25T13:08:00Z', old.date);
    expect(carriesPublish(rebuilt, { before: old, at: PUBLISHED })).toBe(false);
  });

  it('reads only a real version file', () => {
    expect(readSiteVersion({ commit: A, date: '2026-11-25T09:58:00Z', builtAt: '2026-11-25T10:00:00Z' })).toEqual(old);
    expect(readSiteVersion({ commit: null, date: null, builtAt: '2026-11-25T10:00:00Z' })?.commit).toBeNull();
    // An empty commit or date (a build script that found none) is none.
    expect(readSiteVersion({ commit: '', date: '', builtAt: '2026-11-25T10:00:00Z' })).toMatchObject({ commit: null, date: null });
    expect(readSiteVersion({ commit: A })).toBeUndefined();
    expect(readSiteVersion({ builtAt: 'pas une date' })).toBeUndefined();
    expect(readSiteVersion('<!doctype html>')).toBeUndefined();
    expect(readSiteVersion(null)).toBeUndefined();
  });
});

/** A fake clock, and a live site whose /version.json the test changes as time passes. */
function world(live: (minutes: number) => SiteVersion | undefined, main?: () => MainContent | undefined) {
  let now = PUBLISHED;
  const statuses: OnlineStatus[] = [];
  const reads: number[] = [];
  const minutes = () => (now - PUBLISHED) / MINUTE;
  const run = watchPublish({
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    liveVersion: async () => {
      reads.push(minutes());
      const answer = live(minutes());
      if (!answer) throw new Error('offline');
      return answer;
    },
    mainContent: async () => main?.(),
    onStatus: (status) => statuses.push(status),
  });
  return { run, statuses, reads, minutes };
}

describe('the watch after « Publier »', () => {
  const old = version(A, '2026-11-25T10:00:00Z');

  it('says « building » at once, then « online » with the new build’s time once the live site carries main’s commit', async () => {
    // The host's build finishes at 14 h 08 (three minutes after the publish).
    const built = version(B, '2026-11-25T13:08:00Z');
    const { run, statuses, reads } = world((minutes) => (minutes < 3 ? old : built), () => ({ commit: B }));
    const last = await run;
    expect(statuses[0]).toEqual({ kind: 'building', publishedAt: PUBLISHED });
    expect(last).toEqual({ kind: 'online', since: Date.parse(built.builtAt) });
    expect(statuses).toEqual([statuses[0], last]);
    // Every 20 s: at the publish (the reference), then 0:20, 0:40 … until 3:00.
    expect(reads.slice(0, 3)).toEqual([0, 1 / 3, 2 / 3]);
    expect(reads.at(-1)).toBe(3);
  });

  it('with no commit from the backend, « online » once the live site changed from the one at the publish', async () => {
    const { run } = world((minutes) => (minutes < 4 ? old : version(C, '2026-11-25T13:09:00Z')));
    expect(await run).toEqual({ kind: 'online', since: Date.parse('2026-11-25T13:09:00Z') });
  });

  it('keeps a main that answers late, rather than settling for any change', async () => {
    // The API answers from the second reading on; meanwhile an unrelated older build goes live (C), then B.
    let asked = 0;
    const { run, minutes } = world(
      (at) => (at < 2 ? old : at < 5 ? version(C, '2026-11-25T13:06:00Z', '2026-11-25T12:00:00Z') : version(B, '2026-11-25T13:11:00Z')),
      () => (++asked > 1 ? { commit: B, date: '2026-11-25T13:05:00Z' } : undefined),
    );
    expect((await run).kind).toBe('online');
    expect(minutes()).toBe(5);
  });

  it('says « late » after ten minutes, counts the minutes, and still turns « online » if the site comes', async () => {
    const { run, statuses } = world((minutes) => (minutes < 13 ? old : version(B, '2026-11-25T13:18:00Z')), () => ({ commit: B }));
    const last = await run;
    expect(statuses.filter((status) => status.kind === 'late')).toEqual([
      { kind: 'late', minutes: 10 },
      { kind: 'late', minutes: 11 },
      { kind: 'late', minutes: 12 },
    ]);
    expect(last).toEqual({ kind: 'online', since: Date.parse('2026-11-25T13:18:00Z') });
  });

  it('gives up after thirty minutes, still « late »', async () => {
    const { run, minutes } = world(() => old, () => ({ commit: B }));
    expect(await run).toEqual({ kind: 'late', minutes: 30 });
    expect(minutes()).toBe(TIMING.giveUp / MINUTE);
  });

  it('takes an unreadable live site (offline, an error page) as « not yet », never as online', async () => {
    const { run, statuses } = world((minutes) => (minutes < 1 ? undefined : minutes < 6 ? undefined : version(B, '2026-11-25T13:10:00Z')), () => ({ commit: B }));
    expect(await run).toEqual({ kind: 'online', since: Date.parse('2026-11-25T13:10:00Z') });
    expect(statuses.map((status) => status.kind)).toEqual(['building', 'online']);
  });

  it('never dates the change before the publish nor after the moment it was seen (a build server’s clock)', async () => {
    const { run } = world((minutes) => (minutes < 1 ? old : version(B, '2020-01-01T00:00:00Z')), () => ({ commit: B }));
    expect(await run).toEqual({ kind: 'online', since: PUBLISHED });
    const ahead = world((minutes) => (minutes < 1 ? old : version(B, '2030-01-01T00:00:00Z')), () => ({ commit: B }));
    expect(await ahead.run).toEqual({ kind: 'online', since: PUBLISHED + MINUTE });
  });

  it('stops when told (a new publish took over)', async () => {
    let stop = false;
    let now = PUBLISHED;
    const statuses: OnlineStatus[] = [];
    const last = await watchPublish({
      now: () => now,
      sleep: async (ms) => {
        now += ms;
        stop = now - PUBLISHED >= MINUTE;
      },
      liveVersion: async () => old,
      mainContent: async () => undefined,
      onStatus: (status) => statuses.push(status),
      stopped: () => stop,
    });
    expect(last.kind).toBe('building');
    expect(now - PUBLISHED).toBe(MINUTE);
  });
});

describe('what the banner says', () => {
  it('writes times as the centre reads them: Yaoundé’s, « 14 h 05 »', () => {
    expect(centreTime(PUBLISHED)).toBe('14\u00A0h\u00A005');
    expect(centreTime(Date.parse('2026-11-25T23:30:00Z'))).toBe('0\u00A0h\u00A030');
  });

  it('building, then online since the build’s time, in French with its spaces', () => {
    const building = bannerText({ kind: 'building', publishedAt: PUBLISHED });
    expect(building.title).toBe('En cours de mise en ligne');
    expect(building.detail).toMatch(/^Publié à 14\u00A0h\u00A005\. Le site se reconstruit avec votre modification\u00A0: /);
    const online = bannerText({ kind: 'online', since: Date.parse('2026-11-25T13:08:00Z') });
    expect(online.title).toBe('En ligne depuis 14\u00A0h\u00A008');
    expect(online.call).toBeUndefined();
  });

  it('late: for how long, what to do, and whom to call, from the centre’s settings', () => {
    const late = bannerText({ kind: 'late', minutes: 12 }, { name: 'Paul Ndongo', phone: '+237 6 00 00 00 09' });
    expect(late.title).toBe('Pas encore en ligne après 12\u00A0min');
    expect(late.detail).toContain('appelez Paul Ndongo au +237\u00A06\u00A000\u00A000\u00A000\u00A009');
    expect(late.detail).toContain('Attendez encore');
    expect(late.call).toEqual({ label: 'Appeler Paul Ndongo', href: 'tel:+237600000009' });
    const nobody = bannerText({ kind: 'late', minutes: 10 });
    expect(nobody.detail).toContain('prévenez la personne qui s’occupe du site');
    expect(nobody.call).toBeUndefined();
  });
});

describe('main’s content commit, asked of the git host', () => {
  const github = { name: 'github', repo: 'centre/site', branch: 'main' };
  const user = { backendName: 'github', token: 'secret' };

  it('asks GitHub and GitLab for the last commit of content/ on main, with the signed-in user’s token', () => {
    const asked = mainCommitRequest(github, user);
    expect(asked?.url).toBe('https://api.github.com/repos/centre/site/commits?sha=main&path=content&per_page=1');
    expect(asked?.init.headers).toEqual({ Authorization: 'Bearer secret' });
    const gitlab = mainCommitRequest(
      { name: 'gitlab', repo: 'centre/site', api_root: 'https://git.centre.cm/api/v4' },
      { backendName: 'gitlab', token: 't' },
    );
    expect(gitlab?.url).toBe('https://git.centre.cm/api/v4/projects/centre%2Fsite/repository/commits?ref_name=main&path=content&per_page=1');
  });

  it('asks nothing of the local decap-server, without a token, or for a host it does not know', () => {
    expect(mainCommitRequest(github, { backendName: 'proxy', token: 'x' })).toBeUndefined();
    expect(mainCommitRequest(github, { backendName: 'github' })).toBeUndefined();
    expect(mainCommitRequest({ name: 'bitbucket', repo: 'a/b' }, { backendName: 'bitbucket', token: 'x' })).toBeUndefined();
  });

  it('reads the answers of both hosts', () => {
    expect(readMainCommit([{ sha: B, commit: { committer: { date: '2026-11-25T13:05:00Z' } } }])).toEqual({ commit: B, date: '2026-11-25T13:05:00Z' });
    expect(readMainCommit([{ id: C, committed_date: '2026-11-25T14:05:00.000+01:00' }])).toEqual({ commit: C, date: '2026-11-25T14:05:00.000+01:00' });
    expect(readMainCommit([])).toBeUndefined();
    expect(readMainCommit({ message: 'Bad credentials' })).toBeUndefined();
  });

  it('goes through the fetch it is given, and takes a refusal as « cannot tell »', async () => {
    const urls: string[] = [];
    const answer = (status: number, body: unknown) => async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(body), { status });
    };
    expect(await mainContentSource(github, () => user, answer(200, [{ sha: B }]))()).toEqual({ commit: B, date: null });
    expect(await mainContentSource(github, () => user, answer(401, { message: 'Bad credentials' }))()).toBeUndefined();
    expect(urls).toHaveLength(2);
  });

  it('reads the user Decap stored, and nothing from a broken value', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(storedUser(storage(JSON.stringify(user)))).toEqual(user);
    expect(storedUser(storage('{'))).toBeUndefined();
    expect(storedUser(storage(null))).toBeUndefined();
  });
});

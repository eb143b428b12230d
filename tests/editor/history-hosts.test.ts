import { describe, expect, it } from 'vitest';
import { historySourceOf } from '@/editor/history/backend';
import { githubSource } from '@/editor/history/github';
import { gitlabSource } from '@/editor/history/gitlab';
import { readGithubCommits, readGithubContent, readGithubDeletions } from '@/editor/history/github';
import { readGitlabCommits, readGitlabDeletions } from '@/editor/history/gitlab';
import { authorName, COMMITS_SEARCHED, HistoryError, inTurn, VERSIONS_SHOWN } from '@/editor/history/source';

/*
 * The history through GitHub's and GitLab's APIs, each answer faked in the shape the host sends it (GitHub's
 * REST « List commits », « Get a commit », « Get repository content »; GitLab's « List repository commits »,
 * « Get the diff of a commit », « Get raw file »): what staff would see wrong in « Historique » and
 * « Éléments supprimés » if a reader asked or read the host amiss.
 */

/** A host as the editor reaches it: each URL asked recorded, answered by `answer` (404 when it has none). */
function host(answer: (url: URL) => Response | undefined) {
  const asked: URL[] = [];
  const request = async (url: string) => {
    const parsed = new URL(url);
    asked.push(parsed);
    return answer(parsed) ?? new Response('{"message":"Not Found"}', { status: 404 });
  };
  return { asked, request };
}

const GITHUB = 'https://api.github.com/repos/centre/site';
const GITLAB = 'https://gitlab.com/api/v4/projects/centre%2Fsite';

const githubCommit = (sha: string, date: string, name: string, parent = `${sha}-parent`) => ({
  sha,
  commit: { author: { name, email: `${name.toLowerCase()}@example.cm`, date }, committer: { name: 'GitHub', email: 'noreply@github.com', date }, message: `Contenu : ${sha}\n\nDétails` },
  parents: [{ sha: parent }],
});

const gitlabCommit = (id: string, date: string, name: string, parents = [`${id}-parent`]) => ({
  id,
  short_id: id.slice(0, 8),
  title: `Contenu : ${id}`,
  message: `Contenu : ${id}\n\nDétails`,
  author_name: name,
  author_email: `${name.toLowerCase()}@example.cm`,
  authored_date: date,
  committed_date: date,
  parent_ids: parents,
});

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('GitHub: an entry’s versions', () => {
  it('lists the versions of the file on the site’s branch, newest first as GitHub gives them, at most the number shown', async () => {
    const { asked, request } = host((url) => (url.pathname.endsWith('/commits') ? Response.json([githubCommit('bbb', '2026-03-03T16:40:00Z', 'Paul'), githubCommit('aaa', '2026-03-02T08:15:00Z', 'Aline')]) : undefined));
    const versions = await githubSource(GITHUB, 'main', request).versions('content/services/visites.yml');
    expect(versions).toEqual([
      { commit: 'bbb', date: '2026-03-03T16:40:00Z', author: 'Paul', message: 'Contenu : bbb' },
      { commit: 'aaa', date: '2026-03-02T08:15:00Z', author: 'Aline', message: 'Contenu : aaa' },
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.origin + asked[0]!.pathname).toBe(`${GITHUB}/commits`);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ path: 'content/services/visites.yml', sha: 'main', per_page: String(VERSIONS_SHOWN) });
  });

  it('a rate limit or a refusal is an error with its status, never an empty history', async () => {
    const { request } = host(() => Response.json({ message: 'API rate limit exceeded' }, { status: 403 }));
    const failure = await failureOf(githubSource(GITHUB, 'main', request).versions('content/services/visites.yml'));
    expect(failure).toBeInstanceOf(HistoryError);
    expect(failure).toMatchObject({ status: 403, message: 'commits: 403' });
    // As the console shows it to the developer staff call.
    expect(String(failure)).toBe('HistoryError: commits: 403');
  });

  it('reads a version’s file at its commit, its accents intact, the path’s folders kept and its odd characters escaped', async () => {
    const text = 'title:\n  fr: Soins à domicile « 24 h »\n';
    const { asked, request } = host((url) =>
      url.pathname.startsWith('/repos/centre/site/contents/') ? Response.json({ type: 'file', encoding: 'base64', content: Buffer.from(text).toString('base64').replace(/(.{60})/g, '$1\n') }) : undefined,
    );
    expect(await githubSource(GITHUB, 'main', request).fileAt('content/articles/fr/soins #1.md', 'abc')).toBe(text);
    expect(asked[0]!.pathname).toBe('/repos/centre/site/contents/content/articles/fr/soins%20%231.md');
    expect(asked[0]!.searchParams.get('ref')).toBe('abc');
  });

  it('a file not there at a commit is « not there », but a refusal is an error', async () => {
    const missing = host(() => undefined);
    expect(await githubSource(GITHUB, 'main', missing.request).fileAt('content/services/a.yml', 'abc')).toBeUndefined();
    const refused = host(() => new Response('{"message":"Bad credentials"}', { status: 401 }));
    expect(await failureOf(githubSource(GITHUB, 'main', refused.request).fileAt('content/services/a.yml', 'abc'))).toMatchObject({ status: 401, message: 'contents: 401' });
  });
});

describe('GitHub: deleted entries', () => {
  const folder = 'content/doctors';
  /** Commits of the folder, newest first, and what each removed. */
  function githubWithDeletions(commits: { sha: string; date: string; removed: string[]; modified?: string[] }[]) {
    return host((url) => {
      if (url.pathname.endsWith('/commits')) return Response.json(commits.map(({ sha, date }) => githubCommit(sha, date, 'Paul')));
      const sha = url.pathname.split('/commits/')[1];
      const found = commits.find((commit) => commit.sha === sha);
      if (!found) return undefined;
      const files = [...found.removed.map((filename) => ({ filename, status: 'removed' })), ...(found.modified ?? []).map((filename) => ({ filename, status: 'modified' }))];
      return Response.json({ ...githubCommit(found.sha, found.date, 'Paul'), files });
    });
  }

  it('opens each of the folder’s recent commits and finds the entries removed, each once at its last deletion, newest first', async () => {
    const { asked, request } = githubWithDeletions([
      { sha: 'c3', date: '2026-03-04T07:00:00Z', removed: ['content/doctors/ada.yml'] },
      { sha: 'c2', date: '2026-03-03T07:00:00Z', removed: [], modified: ['content/doctors/ben.yml'] },
      { sha: 'c1', date: '2026-03-02T07:00:00Z', removed: ['content/doctors/ada.yml', 'content/doctors/eve.yml'] },
    ]);
    const deleted = await githubSource(GITHUB, 'main', request).deleted(folder);
    expect(deleted).toEqual([
      { path: 'content/doctors/ada.yml', commit: 'c3', parent: 'c3-parent', date: '2026-03-04T07:00:00Z', author: 'Paul' },
      { path: 'content/doctors/eve.yml', commit: 'c1', parent: 'c1-parent', date: '2026-03-02T07:00:00Z', author: 'Paul' },
    ]);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ path: folder, sha: 'main', per_page: String(COMMITS_SEARCHED) });
    expect(asked.slice(1).map((url) => url.pathname).sort()).toEqual(['c1', 'c2', 'c3'].map((sha) => `/repos/centre/site/commits/${sha}`));
  });

  it('a commit GitHub refuses to open is an error, not « nothing deleted »', async () => {
    const { request } = host((url) => (url.pathname.endsWith('/commits') ? Response.json([githubCommit('c1', '2026-03-02T07:00:00Z', 'Paul')]) : new Response('', { status: 502 })));
    expect(await failureOf(githubSource(GITHUB, 'main', request).deleted(folder))).toMatchObject({ status: 502, message: 'commit: 502' });
  });
});

describe('GitLab: an entry’s versions', () => {
  it('lists the versions on the site’s branch with GitLab’s names for them, and only what a version is', async () => {
    const { asked, request } = host((url) =>
      url.pathname.endsWith('/repository/commits') ? Response.json([gitlabCommit('bbb', '2026-03-03T17:40:00+01:00', 'Paul'), gitlabCommit('aaa', '2026-03-02T09:15:00+01:00', 'aline@example.cm')]) : undefined,
    );
    const versions = await gitlabSource(GITLAB, 'main', request).versions('content/services/visites.yml', 5);
    expect(versions).toEqual([
      { commit: 'bbb', date: '2026-03-03T17:40:00+01:00', author: 'Paul', message: 'Contenu : bbb' },
      { commit: 'aaa', date: '2026-03-02T09:15:00+01:00', author: 'aline', message: 'Contenu : aaa' },
    ]);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ path: 'content/services/visites.yml', ref_name: 'main', per_page: '5' });
  });

  it('asks the number of versions shown when the list does not say', async () => {
    const { asked, request } = host(() => Response.json([]));
    expect(await gitlabSource(GITLAB, 'main', request).versions('content/services/visites.yml')).toEqual([]);
    expect(asked[0]!.searchParams.get('per_page')).toBe(String(VERSIONS_SHOWN));
  });

  it('a refusal is an error with its status, never an empty history', async () => {
    const { request } = host(() => new Response('{"message":"429 Too Many Requests"}', { status: 429 }));
    expect(await failureOf(gitlabSource(GITLAB, 'main', request).versions('content/services/visites.yml'))).toMatchObject({ status: 429, message: 'commits: 429' });
  });

  it('reads a version’s raw file at its commit, the whole path escaped as GitLab wants it', async () => {
    const text = 'title:\n  fr: Soins à domicile\n';
    const { asked, request } = host((url) => (url.pathname.endsWith('/raw') ? new Response(text) : undefined));
    expect(await gitlabSource(GITLAB, 'main', request).fileAt('content/services/visites.yml', 'abc')).toBe(text);
    expect(asked[0]!.href).toBe(`${GITLAB}/repository/files/content%2Fservices%2Fvisites.yml/raw?ref=abc`);
  });

  it('a file not there at a commit is « not there », but a refusal is an error', async () => {
    expect(await gitlabSource(GITLAB, 'main', host(() => undefined).request).fileAt('content/services/a.yml', 'abc')).toBeUndefined();
    const refused = host(() => new Response('', { status: 401 }));
    expect(await failureOf(gitlabSource(GITLAB, 'main', refused.request).fileAt('content/services/a.yml', 'abc'))).toMatchObject({ status: 401, message: 'files: 401' });
  });
});

describe('GitLab: deleted entries', () => {
  const folder = 'content/doctors';

  it('opens each commit’s diff and finds the entries removed, each with the commit before that still holds it, newest first', async () => {
    const diffs: Record<string, unknown[]> = {
      c3: [{ old_path: 'content/doctors/ada.yml', new_path: 'content/doctors/ada.yml', deleted_file: true, new_file: false, renamed_file: false }],
      c2: [{ old_path: 'content/doctors/ben.yml', new_path: 'content/doctors/ben.yml', deleted_file: false, new_file: false, renamed_file: false }],
      c1: [{ old_path: 'content/doctors/eve.yml', new_path: 'content/doctors/eve.yml', deleted_file: true, new_file: false, renamed_file: false }],
    };
    const { asked, request } = host((url) => {
      if (url.pathname.endsWith('/repository/commits')) {
        return Response.json([gitlabCommit('c3', '2026-03-04T08:00:00+01:00', 'Paul'), gitlabCommit('c2', '2026-03-03T08:00:00+01:00', 'Paul'), gitlabCommit('c1', '2026-03-02T08:00:00+01:00', 'Aline'), gitlabCommit('root', '2026-03-01T08:00:00+01:00', 'Aline', [])]);
      }
      const sha = /\/repository\/commits\/([^/]+)\/diff$/.exec(url.pathname)?.[1];
      return sha && diffs[sha] ? Response.json(diffs[sha]) : undefined;
    });
    expect(await gitlabSource(GITLAB, 'main', request).deleted(folder)).toEqual([
      { path: 'content/doctors/ada.yml', commit: 'c3', parent: 'c3-parent', date: '2026-03-04T08:00:00+01:00', author: 'Paul' },
      { path: 'content/doctors/eve.yml', commit: 'c1', parent: 'c1-parent', date: '2026-03-02T08:00:00+01:00', author: 'Aline' },
    ]);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ path: folder, ref_name: 'main', per_page: String(COMMITS_SEARCHED) });
    // The first commit has no commit before it to restore from: its diff is not asked.
    expect(asked.slice(1).map((url) => url.pathname.split('/')[7]).sort()).toEqual(['c1', 'c2', 'c3']);
  });

  it('a diff GitLab refuses is an error, not « nothing deleted »', async () => {
    const { request } = host((url) => (url.pathname.endsWith('/repository/commits') ? Response.json([gitlabCommit('c1', '2026-03-02T08:00:00+01:00', 'Paul')]) : new Response('', { status: 500 })));
    expect(await failureOf(gitlabSource(GITLAB, 'main', request).deleted(folder))).toMatchObject({ status: 500, message: 'diff: 500' });
  });
});

describe('the hosts asked a few at a time', () => {
  it('keeps each answer in its item’s place, whichever comes back first, never more than four asked at once', async () => {
    let open = 0;
    let most = 0;
    const items = [50, 10, 40, 0, 30, 20, 5];
    const results = await inTurn(items, async (wait) => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, wait));
      open -= 1;
      return `#${wait}`;
    });
    expect(results).toEqual(items.map((wait) => `#${wait}`));
    expect(most).toBe(4);
    expect(await inTurn([], async () => 1)).toEqual([]);
  });
});

describe('the history source of the backend signed in with', () => {
  const answering = (settings: unknown, status = 200) => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return url.endsWith('/settings') ? Response.json(settings, { status }) : Response.json([]);
    }) as typeof fetch;
    return { asked, fetcher };
  };

  it('asks GitHub or GitLab at the API address the config gives, without a trailing slash doubled, the token never in the address', async () => {
    const { asked, fetcher } = answering({});
    await (await historySourceOf({ name: 'github', repo: 'centre/site', api_root: 'https://github.example/api/v3/' }, 'secret-token', fetcher))!.versions('content/a.yml');
    await (await historySourceOf({ name: 'github', repo: 'centre/site', branch: 'cms' }, 'secret-token', fetcher))!.versions('content/a.yml');
    await (await historySourceOf({ name: 'gitlab', repo: 'centre/site', api_root: 'https://gitlab.example/api/v4//' }, 'secret-token', fetcher))!.versions('content/a.yml');
    expect(asked.map((url) => url.split('?')[0])).toEqual([
      'https://github.example/api/v3/repos/centre/site/commits',
      'https://api.github.com/repos/centre/site/commits',
      'https://gitlab.example/api/v4/projects/centre%2Fsite/repository/commits',
    ]);
    expect(new URL(asked[0]!).searchParams.get('sha')).toBe('main');
    expect(new URL(asked[1]!).searchParams.get('sha')).toBe('cms');
    expect(asked.some((url) => url.includes('secret-token'))).toBe(false);
  });

  it('reaches the gateway’s GitLab when its settings say so, whatever host name the address ends with', async () => {
    const { asked, fetcher } = answering({ github_enabled: false, gitlab_enabled: true });
    await (await historySourceOf({ name: 'git-gateway', gateway_url: 'https://site.example/.netlify/git/github' }, 'jwt', fetcher))!.versions('content/a.yml');
    expect(asked.map((url) => url.split('?')[0])).toEqual(['https://site.example/.netlify/git/settings', 'https://site.example/.netlify/git/gitlab/repository/commits']);
  });

  it('has no history to offer, rather than a wrong one, when the sign-in lacks what it needs', async () => {
    const { fetcher } = answering({ github_enabled: true });
    expect(await historySourceOf({ name: 'github' }, 'tok', fetcher)).toBeUndefined();
    expect(await historySourceOf({ name: 'gitlab' }, 'tok', fetcher)).toBeUndefined();
    expect(await historySourceOf({ name: 'git-gateway' }, 'tok', fetcher)).toBeUndefined();
    expect(await historySourceOf({ name: 'bitbucket', repo: 'a/b' }, 'tok', fetcher)).toBeUndefined();
    expect(await historySourceOf({ name: 'proxy' }, undefined, fetcher)).toBeUndefined();
    expect(await historySourceOf({ name: 'git-gateway', gateway_url: 'https://g.example' }, 'tok', answering({ github_enabled: true }, 401).fetcher)).toBeUndefined();
    expect(await historySourceOf({ name: 'git-gateway', gateway_url: 'https://g.example' }, 'tok', answering({}).fetcher)).toBeUndefined();
  });
});

// A host's answer missing a part (a commit with no author, a root commit, a list that is not one): the history
// shows what it can read rather than breaking the editor's page.
describe('an answer with parts missing', () => {
  it('GitHub: a commit without its author is « Quelqu’un » at the committer’s date; a non-list or an item without sha shows nothing', () => {
    expect(readGithubCommits([null, { sha: 'abc', commit: { committer: { date: '2026-03-02T08:15:00Z' } } }, { sha: 'def' }, { sha: 'ghi', commit: { message: 'Contenu' } }])).toEqual([
      { commit: 'abc', date: '2026-03-02T08:15:00Z', author: 'Quelqu’un', message: '' },
      { commit: 'def', date: '', author: 'Quelqu’un', message: '' },
      { commit: 'ghi', date: '', author: 'Quelqu’un', message: 'Contenu' },
    ]);
    expect(readGithubCommits({ message: 'Not Found' })).toEqual([]);
  });

  it('GitHub: a file sent as plain text is read as is; no file at all is « not there »', () => {
    expect(readGithubContent({ content: 'id: 9', encoding: 'utf-8' })).toBe('id: 9');
    expect(readGithubContent(null)).toBeUndefined();
    expect(readGithubContent([{ type: 'dir' }])).toBeUndefined();
  });

  it('GitHub: the first commit has nothing to restore from, and a commit without author is « Quelqu’un »', () => {
    const removed = [{ filename: 'content/doctors/ada.yml', status: 'removed' }];
    expect(readGithubDeletions({ sha: 'root', parents: [], files: removed }, 'content/doctors')).toEqual([]);
    expect(readGithubDeletions({ sha: 'root', files: removed }, 'content/doctors')).toEqual([]);
    expect(readGithubDeletions(null, 'content/doctors')).toEqual([]);
    for (const commit of [undefined, { message: 'Contenu' }]) {
      expect(readGithubDeletions({ sha: 'def', parents: [{ sha: 'abc' }], commit, files: removed }, 'content/doctors')).toEqual([{ path: 'content/doctors/ada.yml', commit: 'def', parent: 'abc', date: '', author: 'Quelqu’un' }]);
    }
  });

  it('GitLab: a commit without title takes its message’s first line, without parents has none; a non-list or an item without id shows nothing', () => {
    expect(readGitlabCommits([null, { title: 'no id' }, { id: 'abc', message: 'Contenu : ajout\n\nplus', committed_date: '2026-03-02T09:15:00+01:00' }])).toEqual([
      { commit: 'abc', date: '2026-03-02T09:15:00+01:00', author: 'Quelqu’un', message: 'Contenu : ajout', parent: '' },
    ]);
    expect(readGitlabCommits({ message: '404 Not Found' })).toEqual([]);
  });

  it('GitLab: only a deletion inside the folder counts, not one of a folder whose name starts the same', () => {
    expect(readGitlabDeletions([null, { old_path: 'content/doctors-old/a.yml', deleted_file: true }, { old_path: 'content/doctors/b.yml', deleted_file: 'true' }, { deleted_file: true }, { old_path: 'content/doctors/c.yml', deleted_file: true }], 'content/doctors')).toEqual(['content/doctors/c.yml']);
    expect(readGitlabDeletions({ message: '404 Not Found' }, 'content/doctors')).toEqual([]);
  });

  it('an author never shows an address, however it is written, and an author of another type is « Quelqu’un »', () => {
    expect(authorName('aline @ example.cm')).toBe('aline');
    expect(authorName(null)).toBe('Quelqu’un');
    expect(authorName(42)).toBe('Quelqu’un');
  });
});

describe('the backend’s edge cases', () => {
  it('the local server needs no token; a host is asked fresh each time, never from the browser’s cache', async () => {
    const inits: RequestInit[] = [];
    const fetcher = (async (_url: string, init: RequestInit) => {
      inits.push(init);
      return Response.json(init.method === 'POST' ? [] : null);
    }) as typeof fetch;
    const local = await historySourceOf({ name: 'proxy', proxy_url: 'http://127.0.0.1:8082/api/v1' }, undefined, fetcher);
    expect(await local!.versions('content/a.yml')).toEqual([]);
    await (await historySourceOf({ name: 'github', repo: 'centre/site' }, 'tok', fetcher))!.versions('content/a.yml');
    expect(inits[1]).toMatchObject({ cache: 'no-store' });
  });

  it('a gateway whose settings are empty, or whose address only contains a host’s name, is read as it is', async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return Response.json(url.endsWith('/settings') && asked.length > 1 ? { github_enabled: true } : null);
    }) as typeof fetch;
    expect(await historySourceOf({ name: 'git-gateway', gateway_url: 'https://g.example' }, 'tok', fetcher)).toBeUndefined();
    await historySourceOf({ name: 'git-gateway', gateway_url: 'https://site.example/github-gateway' }, 'tok', fetcher);
    expect(asked).toEqual(['https://g.example/settings', 'https://site.example/github-gateway/settings']);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayHost, historySourceOf } from '@/editor/history/backend';
import { describeChanges, type FieldSpec } from '@/editor/history/changes';
import { deletedEntries } from '@/editor/history/deleted';
import { parseEntryFile } from '@/editor/history/entry-file';
import { changesBetween, dateInYaounde, entryTarget, entryVersions, type CollectionConfig } from '@/editor/history/entry-history';
import { fromBase64, readGithubCommits, readGithubContent, readGithubDeletions } from '@/editor/history/github';
import { readGitlabCommits, readGitlabDeletions } from '@/editor/history/gitlab';
import { authorName, HistoryError, VERSIONS_SHOWN, type HistorySource } from '@/editor/history/source';
import { LOCAL_HISTORY_ACTIONS, localSource } from '@/editor/history/local';
import { decapConfig } from '@/pipeline/lib/decap-config';
import { answerHistory, parseDeletions, parseVersions } from '@/harness/local-editor';

/*
 * An entry's history in the editor (editor/history/): « what changed » in words, with the labels of the
 * generated config (the content schemas'); the three hosts' answers read the same way; and the local
 * history server on a real git repository.
 */

const config = decapConfig({});
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as unknown as CollectionConfig;
const services = collection('services');
const fields = services.fields as FieldSpec[];
const LANGUAGES = { locales: ['fr', 'en'], defaultLocale: 'fr' };
// Intl's French groups thousands with a narrow no-break space: compared here with plain spaces.
const plain = (lines: string[]) => lines.map((line) => line.replace(/[\u202f\u00a0]/g, ' '));

const price = (min: number, extra: Record<string, unknown> = {}) => ({ option: { fr: 'Visite', en: 'Visit' }, min, unit: 'visit', ...extra });

describe('what changed, in words staff understand', () => {
  it('names a price by its number and its field’s label, with the amounts as the site writes them', () => {
    const lines = describeChanges(fields, { prices: [price(4000)] }, { prices: [price(40)] });
    expect(plain(lines)).toEqual(['Prix n°1 › Montant : 4 000 → 40 FCFA']);
  });

  it('says a long text changed without quoting it, and a photo replaced', () => {
    const before = { body: { fr: 'Un texte.', en: 'A text.' }, image: { src: '/media/a.jpg', alt: { fr: 'a', en: 'a' } } };
    const after = { body: { fr: 'Un autre texte.', en: 'A text.' }, image: { src: '/media/b.jpg', alt: { fr: 'a', en: 'a' } } };
    expect(describeChanges(fields, before, after)).toEqual(['Image : photo remplacée', 'Texte › Français : texte modifié']);
    const doctors = collection('doctors').fields as FieldSpec[];
    expect(describeChanges(doctors, { name: 'Dr Ada' }, { name: 'Dr Ada', image: { src: '/media/ada.jpg' } })).toEqual(['Image : photo ajoutée']);
  });

  it('quotes a short text, names a choice by its label, and leaves alone what did not change', () => {
    const lines = describeChanges(fields, { title: { fr: 'Soins', en: 'Care' }, color: 'teal' }, { title: { fr: 'Soins à domicile', en: 'Care' }, color: 'blue' });
    expect(lines).toEqual(['Couleur : Turquoise → Bleu', 'Titre › Français : « Soins » → « Soins à domicile »']);
    expect(describeChanges(fields, { title: { fr: 'Soins' } }, { title: { fr: 'Soins' } })).toEqual([]);
  });

  it('tells one item added or taken away in a list as one change, not a shift of every item after it', () => {
    const features = (...items: string[]) => ({ features: items.map((fr) => ({ fr, en: fr })) });
    expect(describeChanges(fields, features('A', 'B', 'C'), features('A', 'C'))).toEqual(['Points forts n°2 : retiré (« B »)']);
    expect(describeChanges(fields, features('A', 'C'), features('A', 'B', 'C'))).toEqual(['Points forts n°2 : ajouté (« B »)']);
  });

  it('names the English file of an article apart, and an English version added', () => {
    const articles = collection('articles');
    const target = entryTarget(articles, 'chutes', LANGUAGES)!;
    expect(target.files.map((file) => file.path)).toEqual(['content/articles/fr/chutes.md', 'content/articles/en/chutes.md']);
    const title = (target.fields.find((field) => field.name === 'title')?.label ?? '') as string;
    expect(changesBetween(target, { fr: { title: 'A' }, en: { title: 'A' } }, { fr: { title: 'A' }, en: { title: 'B' } }, LANGUAGES)).toEqual([`Version anglaise › ${title} : « A » → « B »`]);
    expect(changesBetween(target, { fr: { title: 'A' }, en: undefined }, { fr: { title: 'A' }, en: { title: 'B' } }, LANGUAGES)).toEqual(['Version anglaise : ajoutée']);
  });

  it('writes a version’s date in Yaoundé’s time, whatever the machine’s', () => {
    expect(dateInYaounde('2026-03-02T08:15:00Z')).toBe('2 mars 2026 à 09:15');
  });
});

describe('a version’s file read back', () => {
  it('reads YAML, and front matter with the text as `body`', () => {
    expect(parseEntryFile('id: 3\ntitle:\n  fr: Soins\n', 'yml')).toEqual({ id: 3, title: { fr: 'Soins' } });
    expect(parseEntryFile('---\ntitle: Chutes\ndate: 2026-01-02\n---\nUn texte.\n', 'frontmatter')).toEqual({ title: 'Chutes', date: '2026-01-02', body: 'Un texte.\n' });
  });
});

describe('the hosts’ answers', () => {
  it('never shows an e-mail address as an author', () => {
    expect(authorName('aline.mbarga@example.cm')).toBe('aline.mbarga');
    expect(authorName('Aline Mbarga <aline@example.cm>')).toBe('Aline Mbarga');
    expect(authorName('')).toBe('Quelqu’un');
  });

  it('reads GitHub’s commits, contents and a commit’s deleted files', () => {
    const commits = [{ sha: 'abc', commit: { author: { name: 'Aline', date: '2026-03-02T08:15:00Z' }, message: 'Contenu : modification\n\nplus' } }, { nothing: true }];
    expect(readGithubCommits(commits)).toEqual([{ commit: 'abc', date: '2026-03-02T08:15:00Z', author: 'Aline', message: 'Contenu : modification' }]);
    const encoded = Buffer.from('prix: 4 000 – « ok »', 'utf8').toString('base64');
    expect(fromBase64(encoded)).toBe('prix: 4 000 – « ok »');
    expect(readGithubContent({ content: encoded.replace(/(.{8})/g, '$1\n'), encoding: 'base64' })).toBe('prix: 4 000 – « ok »');
    const detail = { sha: 'def', parents: [{ sha: 'abc' }], commit: { author: { name: 'Paul', date: '2026-03-03T10:00:00Z' } }, files: [{ filename: 'content/articles/fr/a.md', status: 'removed' }, { filename: 'content/articles/fr/b.md', status: 'modified' }, { filename: 'content/other/c.md', status: 'removed' }] };
    expect(readGithubDeletions(detail, 'content/articles/fr')).toEqual([{ path: 'content/articles/fr/a.md', commit: 'def', parent: 'abc', date: '2026-03-03T10:00:00Z', author: 'Paul' }]);
  });

  it('reads GitLab’s commits and a commit’s diff', () => {
    expect(readGitlabCommits([{ id: 'abc', authored_date: '2026-03-02T09:15:00+01:00', author_name: 'Aline', title: 'Contenu', parent_ids: ['000'] }])).toEqual([
      { commit: 'abc', date: '2026-03-02T09:15:00+01:00', author: 'Aline', message: 'Contenu', parent: '000' },
    ]);
    expect(readGitlabDeletions([{ old_path: 'content/doctors/a.yml', deleted_file: true }, { old_path: 'content/doctors/b.yml', deleted_file: false }], 'content/doctors')).toEqual(['content/doctors/a.yml']);
  });

  it('asks each sign-in path’s host with the signed-in person’s token, the gateway by what it fronts', async () => {
    const asked: { url: string; auth?: string }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      asked.push({ url, auth: (init?.headers as Record<string, string> | undefined)?.Authorization });
      if (url.endsWith('/settings')) return Response.json({ github_enabled: true });
      return Response.json([]);
    }) as typeof fetch;
    const gateway = await historySourceOf({ name: 'git-gateway', gateway_url: 'https://gateway.example/', branch: 'main' }, 'jwt', fetcher);
    await gateway!.versions('content/services/a.yml');
    const gitlab = await historySourceOf({ name: 'gitlab', repo: 'centre/site', branch: 'main' }, 'tok', fetcher);
    await gitlab!.versions('content/services/a.yml');
    expect(asked.map(({ url }) => url)).toEqual([
      'https://gateway.example/settings',
      'https://gateway.example/github/commits?path=content%2Fservices%2Fa.yml&sha=main&per_page=20',
      'https://gitlab.com/api/v4/projects/centre%2Fsite/repository/commits?path=content%2Fservices%2Fa.yml&ref_name=main&per_page=20',
    ]);
    expect(asked.every(({ auth }) => auth === 'Bearer jwt' || auth === 'Bearer tok')).toBe(true);
    expect(gatewayHost({ gitlab_enabled: true })).toBe('gitlab');
    expect(await historySourceOf({ name: 'github', repo: 'a/b' }, undefined, fetcher)).toBeUndefined();
  });
});

describe('the editor asking the local history server (npm run editor:local)', () => {
  /** The server as the editor reaches it: each POST recorded, answered with `answers` in turn. */
  function server(...answers: Response[]) {
    const asked: { url: string; init: RequestInit; body: unknown }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      asked.push({ url, init, body: JSON.parse(String(init.body)) });
      return answers.shift() ?? new Response('null');
    }) as typeof fetch;
    return { asked, source: localSource('http://127.0.0.1:8082/api/v1', 'cms/draft', fetcher) };
  }
  const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

  it('posts each action as Decap posts to its local backend, on the editor’s branch, and reads the answer', async () => {
    const versions = [{ commit: 'abc', date: '2026-03-02T09:15:00+01:00', author: 'Aline', message: 'Contenu' }];
    const { asked, source } = server(json(versions), json({ content: 'id: 9\n' }), json({ content: null }), json([]));
    expect(await source.versions('content/services/a.yml')).toEqual(versions);
    expect(await source.fileAt('content/services/a.yml', 'abc')).toBe('id: 9\n');
    expect(await source.fileAt('content/services/a.yml', 'def')).toBeUndefined();
    expect(await source.deleted('content/doctors')).toEqual([]);
    expect(asked.map(({ url, init }) => [url, init.method, (init.headers as Record<string, string>)['Content-Type']])).toEqual(
      Array.from({ length: 4 }, () => ['http://127.0.0.1:8082/api/v1', 'POST', 'application/json']),
    );
    expect(asked.map(({ body }) => body)).toEqual([
      { action: LOCAL_HISTORY_ACTIONS.versions, params: { branch: 'cms/draft', path: 'content/services/a.yml', limit: VERSIONS_SHOWN } },
      { action: LOCAL_HISTORY_ACTIONS.file, params: { branch: 'cms/draft', path: 'content/services/a.yml', commit: 'abc' } },
      { action: LOCAL_HISTORY_ACTIONS.file, params: { branch: 'cms/draft', path: 'content/services/a.yml', commit: 'def' } },
      { action: LOCAL_HISTORY_ACTIONS.deleted, params: { branch: 'cms/draft', folder: 'content/doctors' } },
    ]);
  });

  it('a refusal is an error that says its status and the action, not an empty history', async () => {
    const { source } = server(new Response('refused: origin', { status: 403 }));
    const failure = await source.versions('content/services/a.yml', 5).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HistoryError);
    expect(failure).toMatchObject({ status: 403, message: 'historyVersions: 403' });
  });
});

describe('the local history server on a git repository', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  const commit = (author: string, date: string, message: string) =>
    execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=x@example.com', 'commit', '-q', '-m', message], { cwd: repo, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
  const source: HistorySource = {
    versions: async (path, limit) => answerHistory(repo, 'historyVersions', { branch: 'main', path, limit }) as never,
    fileAt: async (path, at) => ((await answerHistory(repo, 'historyFile', { branch: 'main', path, commit: at })) as { content: string | null }).content ?? undefined,
    deleted: async (folder) => answerHistory(repo, 'historyDeleted', { branch: 'main', folder }) as never,
  };
  const service = (min: number) => `id: 9\ntitle:\n  fr: Visites\n  en: Visits\nprices:\n  - option:\n      fr: Visite\n      en: Visit\n    min: ${min}\n    unit: visit\n`;

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'history-'));
    git('init', '-q', '-b', 'main');
    mkdirSync(join(repo, 'content/services'), { recursive: true });
    mkdirSync(join(repo, 'content/doctors'), { recursive: true });
    writeFileSync(join(repo, 'content/services/visites.yml'), service(4000));
    writeFileSync(join(repo, 'content/doctors/ada.yml'), 'id: 1\nname: Dr Ada Nkolo\n');
    git('add', '-A');
    commit('Aline Mbarga', '2026-03-02T08:15:00Z', 'Contenu : ajout');
    writeFileSync(join(repo, 'content/services/visites.yml'), service(40));
    git('add', '-A');
    commit('paul@example.cm', '2026-03-03T16:40:00Z', 'Contenu : modification');
    unlinkSync(join(repo, 'content/doctors/ada.yml'));
    git('add', '-A');
    commit('Paul Essomba', '2026-03-04T07:00:00Z', 'Contenu : suppression');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('lists a file’s versions newest first, each with what it changed', async () => {
    const target = entryTarget(services, 'visites', LANGUAGES)!;
    const versions = await entryVersions(source, target, LANGUAGES);
    expect(versions.map(({ author, date }) => [author, dateInYaounde(date)])).toEqual([
      ['paul', '3 mars 2026 à 17:40'],
      ['Aline Mbarga', '2 mars 2026 à 09:15'],
    ]);
    expect(plain(versions[0]!.changes)).toEqual(['Prix n°1 › Montant : 4 000 → 40 FCFA']);
    expect(versions[1]!.changes).toEqual(['Première version']);
    expect((versions[1]!.data[''] as { prices: { min: number }[] }).prices[0]!.min).toBe(4000);
  });

  it('finds a deleted entry with its last version', async () => {
    const deleted = await deletedEntries(source, collection('doctors'), LANGUAGES, 'main');
    expect(deleted.map(({ slug, name, author }) => ({ slug, name, author }))).toEqual([{ slug: 'ada', name: 'Dr Ada Nkolo', author: 'Paul Essomba' }]);
    expect(deleted[0]!.data['']).toEqual({ id: 1, name: 'Dr Ada Nkolo' });
  });

  // The branch comes before `--` in `git log`, and the commit first in `git show <commit>:<path>`: there, a value
  // starting with « - » is an option of git's (`--all` reads every branch, drafts included; `--output=<file>` writes
  // a file wherever it says), and « a..b » a range. The path, after `--` or `:`, never is.
  describe('refuses a branch or a commit git could read as an option or a range, and writes nothing', () => {
    const outputs = join(tmpdir(), `history-outputs-${process.pid}`);
    beforeAll(() => void mkdirSync(outputs, { recursive: true }));
    afterAll(() => rmSync(outputs, { recursive: true, force: true }));
    const file = 'content/services/visites.yml';
    const positions: [string, string, (value: string) => Record<string, unknown>][] = [
      ['historyVersions', 'branch', (value) => ({ branch: value, path: 'content' })],
      ['historyDeleted', 'branch', (value) => ({ branch: value, folder: 'content/doctors' })],
      ['historyFile', 'branch', (value) => ({ branch: value, commit: 'main', path: file })],
      ['historyFile', 'commit', (value) => ({ branch: 'main', commit: value, path: file })],
    ];
    const values = ['--all', `--output=${join(outputs, 'written')}`, 'HEAD..main'];
    it.each(positions.flatMap(([action, key, params]) => values.map((value) => [action, key, value, params] as const)))('%s: its %s « %s »', async (action, key, value, params) => {
      await expect(answerHistory(repo, action, params(value))).rejects.toThrow(`${key}: « ${value} » refused`);
      expect(readdirSync(outputs)).toEqual([]);
    });
  });

  it('reads git’s own output format', () => {
    expect(parseVersions('abc\x1f2026-03-02T09:15:00+01:00\x1fAline\x1fContenu\x1e\n')).toEqual([{ commit: 'abc', date: '2026-03-02T09:15:00+01:00', author: 'Aline', message: 'Contenu' }]);
    expect(parseDeletions('\x1edef\x1fabc\x1f2026-03-04T08:00:00+01:00\x1fPaul\n\ncontent/doctors/ada.yml\n', 'content/doctors')).toEqual([
      { path: 'content/doctors/ada.yml', commit: 'def', parent: 'abc', date: '2026-03-04T08:00:00+01:00', author: 'Paul' },
    ]);
  });
});

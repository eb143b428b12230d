import { describe, expect, it } from 'vitest';
import { changesBetween, dateInYaounde, entryName, entryTarget, entryVersions, type CollectionConfig } from '@/editor/history/entry-history';
import type { HistorySource, Version } from '@/editor/history/source';
import { decapConfig } from '@/pipeline/lib/decap-config';

/*
 * An entry's versions in « Historique », from a host faked at the interface every reader gives
 * (editor/history/source.ts): which files make the entry, the versions in order, what each changed
 * from the one before, and the names and dates staff read beside them.
 */

const config = decapConfig({});
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as unknown as CollectionConfig;
const LANGUAGES = { locales: ['fr', 'en'], defaultLocale: 'fr' };

/** A host holding 'files' (path → commit → text) whose versions of each path are 'versions[path]', newest first. */
function host(versions: Record<string, Version[]>, files: Record<string, Record<string, string>>) {
  const asked = { limits: [] as (number | undefined)[], reads: [] as string[] };
  const source: HistorySource = {
    versions: async (path, limit) => {
      asked.limits.push(limit);
      return versions[path] ?? [];
    },
    fileAt: async (path, commit) => {
      asked.reads.push(`${commit}:${path}`);
      return files[path]?.[commit];
    },
    deleted: async () => [],
  };
  return { asked, source };
}
const version = (commit: string, date: string): Version => ({ commit, date, author: 'Aline', message: `Contenu : ${commit}` });

describe('the files that make an entry', () => {
  it('a settings page is its one file, with its fields; a name its collection does not have is no entry', () => {
    const settings = collection('centre');
    const page = settings.files!.find((file) => file.name === 'centre')!;
    expect(entryTarget(settings, 'centre', LANGUAGES)).toEqual({ fields: page.fields, format: settings.format, files: [{ path: page.file }] });
    expect(entryTarget(settings, 'nothing', LANGUAGES)).toBeUndefined();
    expect(entryTarget({ name: 'pages', files: [{ name: 'home', file: 'content/pages/home.yml' }] }, 'home', LANGUAGES)).toEqual({ fields: [], format: undefined, files: [{ path: 'content/pages/home.yml' }] });
  });

  it('an entry of a folder in one language is its file, with the collection’s extension, or Decap’s « md » when it names none', () => {
    expect(entryTarget(collection('doctors'), 'ada', LANGUAGES)?.files).toEqual([{ path: 'content/doctors/ada.yml' }]);
    expect(entryTarget({ name: 'notes', folder: 'content/notes' }, 'visite', LANGUAGES)).toEqual({ fields: [], format: undefined, files: [{ path: 'content/notes/visite.md' }] });
  });
});

describe('what a version changed, each language of an article apart', () => {
  const articles = entryTarget(collection('articles'), 'chutes', LANGUAGES)!;
  const trilingual = entryTarget(collection('articles'), 'chutes', { locales: ['fr', 'en', 'de'], defaultLocale: 'fr' })!;

  it('an English version taken away said in one line; one never written says nothing', () => {
    expect(changesBetween(articles, { fr: { title: 'A' }, en: { title: 'B' } }, { fr: { title: 'A' }, en: undefined }, LANGUAGES)).toEqual(['Version anglaise : retirée']);
    expect(changesBetween(articles, { fr: { title: 'A' }, en: undefined }, { fr: { title: 'B' }, en: undefined }, LANGUAGES)).toEqual(['Titre : « A » → « B »']);
  });

  it('the French version added after the English one, or taken away before it, told field by field, as the entry itself', () => {
    expect(changesBetween(articles, { fr: undefined, en: { title: 'Falls' } }, { fr: { title: 'Chutes' }, en: { title: 'Falls' } }, LANGUAGES)).toEqual(['Titre : (vide) → « Chutes »']);
    expect(changesBetween(articles, { fr: { title: 'Chutes' }, en: { title: 'Falls' } }, { fr: undefined, en: { title: 'Falls' } }, LANGUAGES)).toEqual(['Titre : « Chutes » → (vide)']);
  });

  it('a third language named by its code, not called English', () => {
    expect(changesBetween(trilingual, { fr: { title: 'A' }, de: { title: 'B' } }, { fr: { title: 'A' }, de: { title: 'C' } }, { locales: ['fr', 'en', 'de'], defaultLocale: 'fr' })).toEqual([
      'Version de › Titre : « B » → « C »',
    ]);
  });

  it('an entry deleted then made again: the version that made it again tells its fields, the deleting one what it lost', () => {
    const doctors = entryTarget(collection('doctors'), 'ada', LANGUAGES)!;
    expect(changesBetween(doctors, { '': undefined }, { '': { name: 'Dr Ada' } }, LANGUAGES)).toEqual(['Nom : (vide) → « Dr Ada »']);
    expect(changesBetween(doctors, { '': { name: 'Dr Ada' } }, { '': undefined }, LANGUAGES)).toEqual(['Nom : « Dr Ada » → (vide)']);
  });
});

describe('the versions listed', () => {
  const doctors = entryTarget(collection('doctors'), 'ada', LANGUAGES)!;
  const path = doctors.files[0]!.path;

  it('one file’s versions in the host’s order, git’s, even where a commit’s date is earlier than the one before it', async () => {
    // c2 was rebased: its date is older than c1's, yet it came after it.
    const { source } = host({ [path]: [version('c3', '2026-03-04T08:00:00Z'), version('c2', '2026-03-01T08:00:00Z'), version('c1', '2026-03-02T08:00:00Z')] }, {
      [path]: { c3: 'name: Dr Ada Nkolo\n', c2: 'name: Dr Ada\n', c1: 'name: Ada\n' },
    });
    const versions = await entryVersions(source, doctors, LANGUAGES);
    expect(versions.map(({ commit, changes }) => [commit, changes])).toEqual([
      ['c3', ['Nom : « Dr Ada » → « Dr Ada Nkolo »']],
      ['c2', ['Nom : « Ada » → « Dr Ada »']],
      ['c1', ['Première version']],
    ]);
  });

  it('at most the number asked, the oldest shown told against the one before it, and no more files read than that', async () => {
    const commits = ['c5', 'c4', 'c3', 'c2', 'c1'];
    // A host that gives more versions than it was asked for.
    const { asked, source } = host({ [path]: commits.map((commit, index) => version(commit, `2026-03-0${5 - index}T08:00:00Z`)) }, {
      [path]: Object.fromEntries(commits.map((commit) => [commit, `name: Dr ${commit}\n`])),
    });
    const versions = await entryVersions(source, doctors, LANGUAGES, 2);
    expect(versions.map(({ commit, changes }) => [commit, changes])).toEqual([
      ['c5', ['Nom : « Dr c4 » → « Dr c5 »']],
      ['c4', ['Nom : « Dr c3 » → « Dr c4 »']],
    ]);
    expect(asked.limits).toEqual([3]);
    expect(asked.reads.sort()).toEqual([`c3:${path}`, `c4:${path}`, `c5:${path}`]);
  });

  it('an article’s two languages as one list, newest first by the instant each date names, a commit of both once', async () => {
    const articles = entryTarget(collection('articles'), 'chutes', LANGUAGES)!;
    const [fr, en] = articles.files.map((file) => file.path) as [string, string];
      // c3 at 10:00 in Yaoundé is 09:00 UTC: older than c2 at 09:30 UTC, though its text sorts after it.
    const c3 = version('c3', '2026-03-03T10:00:00+01:00');
    const { source } = host({ [fr]: [c3, version('c1', '2026-03-01T08:00:00Z')], [en]: [version('c2', '2026-03-03T09:30:00Z'), c3] }, {
      [fr]: { c1: '---\ntitle: Chutes\n---\nTexte.\n', c3: '---\ntitle: Les chutes\n---\nTexte.\n', c2: '---\ntitle: Les chutes\n---\nTexte.\n' },
      [en]: { c3: '---\ntitle: Falls\n---\nText.\n', c2: '---\ntitle: Falls at home\n---\nText.\n' },
    });
    const versions = await entryVersions(source, articles, LANGUAGES);
    expect(versions.map(({ commit, changes }) => [commit, changes])).toEqual([
      ['c2', ['Version anglaise › Titre : « Falls » → « Falls at home »']],
      ['c3', ['Titre : « Chutes » → « Les chutes »', 'Version anglaise : ajoutée']],
      ['c1', ['Première version']],
    ]);
    expect(versions[2]!.data).toEqual({ fr: { title: 'Chutes', body: 'Texte.\n' }, en: undefined });
  });

  it('an article’s versions: no more files read than those shown and the one before', async () => {
    const articles = entryTarget(collection('articles'), 'chutes', LANGUAGES)!;
    const [fr, en] = articles.files.map((file) => file.path) as [string, string];
    const commits = [version('c4', '2026-03-04T08:00:00Z'), version('c3', '2026-03-03T08:00:00Z'), version('c2', '2026-03-02T08:00:00Z'), version('c1', '2026-03-01T08:00:00Z')];
    const text = '---\ntitle: Chutes\n---\n';
    const { asked, source } = host({ [fr]: commits, [en]: commits }, { [fr]: { c4: text, c3: text, c2: text, c1: text }, [en]: { c4: text, c3: text, c2: text, c1: text } });
    expect((await entryVersions(source, articles, LANGUAGES, 1)).map(({ commit }) => commit)).toEqual(['c4']);
    expect(asked.reads.sort()).toEqual([`c3:${en}`, `c3:${fr}`, `c4:${en}`, `c4:${fr}`]);
  });
});

describe('names and dates beside a version', () => {
  it('an entry named by its identifier field, else its French title, its title or its name, trimmed', () => {
    expect(entryName(collection('jobs'), { title: { fr: ' Infirmier de nuit ', en: 'Night nurse' } }, 'infirmier')).toBe('Infirmier de nuit');
    expect(entryName(collection('articles'), { title: ' Les chutes ' }, 'chutes')).toBe('Les chutes');
    const notes: CollectionConfig = { name: 'notes', folder: 'content/notes' };
    expect(entryName(notes, { title: { fr: 'Soins', en: 'Care' } }, 'soins')).toBe('Soins');
    expect(entryName(notes, { name: 'Dr Ada' }, 'ada')).toBe('Dr Ada');
  });

  it('an entry whose title was left empty, blank or is not a text named by its file, rather than by nothing or an error', () => {
    const jobs = collection('jobs');
    expect(entryName(jobs, { title: null }, 'infirmier')).toBe('infirmier');
    expect(entryName(jobs, { title: { fr: '   ' } }, 'infirmier')).toBe('infirmier');
    expect(entryName(jobs, { title: { fr: 12 } }, 'infirmier')).toBe('infirmier');
    expect(entryName(jobs, undefined, 'infirmier')).toBe('infirmier');
  });

  it('a date the host gave that no one can read shown as it came, rather than breaking the list', () => {
    expect(dateInYaounde('hier')).toBe('hier');
    expect(dateInYaounde('2026-03-02T23:30:00Z')).toBe('3 mars 2026 à 00:30');
  });
});

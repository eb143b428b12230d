import { describe, expect, it } from 'vitest';
import { deletedEntries } from '@/editor/history/deleted';
import { parseEntryFile } from '@/editor/history/entry-file';
import type { CollectionConfig } from '@/editor/history/entry-history';
import type { DeletedFile, HistorySource } from '@/editor/history/source';
import { decapConfig } from '@/pipeline/lib/decap-config';

/*
 * « Éléments supprimés » as staff read it, from a host faked at the interface every reader gives
 * (editor/history/source.ts): which deleted entries are offered back, and a version's file read back.
 */

const config = decapConfig({});
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as unknown as CollectionConfig;
const LANGUAGES = { locales: ['fr', 'en'], defaultLocale: 'fr' };

/** A host whose branch holds `onBranch` now, whose folder lost `deleted`, and whose older commits hold `before`. */
function source(deleted: DeletedFile[], before: Record<string, string>, onBranch: Record<string, string> = {}): HistorySource {
  return {
    versions: async () => [],
    fileAt: async (path, commit) => (commit === 'main' ? onBranch[path] : before[`${commit}:${path}`]),
    deleted: async () => deleted,
  };
}
const gone = (path: string, commit = 'c2'): DeletedFile => ({ path, commit, parent: `${commit}^`, date: '2026-03-04T07:00:00Z', author: 'Paul' });

describe('deleted entries offered back', () => {
  it('offers a doctor deleted, named as the team page named them, with a dot in the file’s name kept in the slug', async () => {
    const found = await deletedEntries(source([gone('content/doctors/dr.ada.yml')], { 'c2^:content/doctors/dr.ada.yml': 'id: 1\nname: Dr Ada Nkolo\n' }), collection('doctors'), LANGUAGES, 'main');
    expect(found.map(({ slug, name, commit, files }) => ({ slug, name, commit, files }))).toEqual([{ slug: 'dr.ada', name: 'Dr Ada Nkolo', commit: 'c2^', files: ['content/doctors/dr.ada.yml'] }]);
  });

  it('does not offer an entry made again since under the same name, nor one whose last version cannot be read', async () => {
    const files = [gone('content/doctors/ada.yml'), gone('content/doctors/ben.yml')];
    const host = source(files, { 'c2^:content/doctors/ada.yml': 'id: 1\nname: Dr Ada\n' }, { 'content/doctors/ada.yml': 'id: 1\nname: Dr Ada\n' });
    expect(await deletedEntries(host, collection('doctors'), LANGUAGES, 'main')).toEqual([]);
  });

  it('has nothing deleted to offer for a collection of fixed files, without asking the host', async () => {
    const files = config.collections.find((candidate) => !('folder' in candidate)) as unknown as CollectionConfig;
    const asked: string[] = [];
    const host = { ...source([], {}), deleted: async (folder: string) => (asked.push(folder), []) };
    expect(await deletedEntries(host, files, LANGUAGES, 'main')).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('looks for a deleted article in its French folder, where its main file was', async () => {
    const asked: string[] = [];
    const host = { ...source([], {}), deleted: async (folder: string) => (asked.push(folder), []) };
    await deletedEntries(host, collection('articles'), LANGUAGES, 'main');
    expect(asked).toEqual([`${collection('articles').folder}/fr`]);
  });
});

describe('a version’s file read back', () => {
  it('reads a Markdown file without a format as front matter, and a file with no front matter as its text', () => {
    expect(parseEntryFile('---\ntitle: Chutes\n---\nUn texte.\n', undefined, 'content/articles/fr/chutes.md')).toEqual({ title: 'Chutes', body: 'Un texte.\n' });
    expect(parseEntryFile('title: Chutes\n', undefined, 'content/doctors/ada.yml')).toEqual({ title: 'Chutes' });
    expect(parseEntryFile('Un texte seul.\n', 'frontmatter')).toEqual({ body: 'Un texte seul.\n' });
  });

  it('reads a YAML file that is a list, a word or empty as an entry without fields, never as a broken form', () => {
    expect(parseEntryFile('- a\n- b\n', 'yml')).toEqual({});
    expect(parseEntryFile('juste un mot\n', 'yml')).toEqual({});
    expect(parseEntryFile('', 'yml')).toEqual({});
    expect(parseEntryFile('---\n- a\n---\nTexte\n', 'frontmatter')).toEqual({ body: 'Texte\n' });
  });
});

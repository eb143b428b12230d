import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { formatProblem } from '@/content/load/problems';
import type { ImageLookup } from '@/content/load/source';
import { checkEntry, checkFiles, problemLine } from '@/editor/check/check';
import { entryFiles, type DecapEntry, type EditorSnapshot } from '@/editor/check/entry-files';
import { amount, readTyped } from '@/editor/widgets/typed-number';
import { addDays, doualaToday } from '@/lib/douala-date';
import { frenchDay } from '@/lib/french-date';
import { contentSnapshot } from '../../pipeline/content-snapshot';
import { ARTICLE, ARTICLE_EN, ARTICLE_IDS, BAD_FILES, NEXT_ARTICLE, NEXT_SERVICE, SERVICE, SERVICE_ID } from '../content/content-cases';
import { copyContent, projectDir, sourceContentDir, type ContentCopy } from '../content/content-fixture';

/*
 * The editor's check (editor/check/) against the build's: every bad file of tests/content/content-cases.ts,
 * written as the editor would write it (Decap's entry data → its file) over the snapshot the build
 * writes for the editor, gets the build's own message; and what only shows across entries (a number
 * taken, an unknown article, author or placeholder, a half-translated article, a new photo).
 */

const SITE = 'https://www.example.com';
const PUBLIC = join(projectDir, 'public');
const shipped: EditorSnapshot = contentSnapshot(sourceContentDir, PUBLIC, SITE);

let copy: ContentCopy | undefined;
afterEach(async () => {
  copy?.remove();
  // A turn of the event loop between the cases: a minute of synchronous tests in a row starves vitest's
  // messages to its main process (« Timeout calling onTaskUpdate »).
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** A front matter and its text, as Decap's entry data (the text is the `body` field). */
function markdownData(text: string): Record<string, unknown> | undefined {
  const match = /^---\n([\s\S]*?)\n?---[ \t]*\n?/.exec(text);
  if (!match) return undefined;
  const front = parseDocument(match[1] ?? '', { uniqueKeys: true });
  if (front.errors.length > 0 || typeof front.toJS() !== 'object') return undefined;
  return { ...(front.toJS() as Record<string, unknown>), body: text.slice(match[0].length) };
}

function yamlData(text: string): Record<string, unknown> | undefined {
  const document = parseDocument(text, { uniqueKeys: true });
  const data: unknown = document.toJS();
  return document.errors.length === 0 && typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/**
 * The path Decap gives the entry of a file: for a collection in two languages, its name without the
 * language folder (content/articles/soins.md for content/articles/fr/soins.md), as decap-server's
 * entries have it.
 */
const decapPath = (file: string) => `content/${shipped.collections[collectionOf(file)]?.i18n ? file.replace(/\/(fr|en)\//, '/') : file}`;

const dataOf = (file: string, text: string) => (file.endsWith('.md') ? markdownData(text) : yamlData(text));

/** The collection a file of content/ belongs to, from the editor's config. */
function collectionOf(file: string): string {
  return Object.entries(shipped.collections).find(([, facts]) => facts.folder && `content/${file}`.startsWith(`${facts.folder}/`))?.[0] ?? 'files';
}

/**
 * A change made to a copy of content/, as the editor would send it: one entry's data when it is one
 * entry Decap could hold (its files parse), else the files as they are (a file broken by hand, a
 * removed page), which the editor's check reads the same way.
 */
function editorView(changed: ContentCopy) {
  const after = contentSnapshot(changed.dir, PUBLIC, SITE);
  const files: Record<string, string | undefined> = {};
  for (const file of new Set([...Object.keys(shipped.files), ...Object.keys(after.files)])) {
    if (shipped.files[file] !== after.files[file]) files[file] = after.files[file];
  }
  const images: Record<string, ImageLookup> = {};
  for (const [src, facts] of Object.entries(after.images)) if (!shipped.images[src]) images[src] = facts;
  const [file, ...others] = Object.keys(files);
  const text = file === undefined ? undefined : files[file];
  const data = file && text !== undefined ? dataOf(file, text) : undefined;
  if (!file || others.length > 0 || !data) return { check: checkFiles(files, shipped, images), files, images };
  const collection = collectionOf(file);
  let entry: DecapEntry = { collection, path: decapPath(file), data };
  if (shipped.collections[collection]?.i18n && file.includes('/en/')) {
    const french = file.replace('/en/', '/fr/');
    entry = { collection, path: decapPath(french), data: dataOf(french, after.files[french] ?? '') ?? {}, i18n: { en: { data } } };
  }
  return { check: checkEntry(entry, shipped, images), files, images, entry };
}

describe('the snapshot the build writes for the editor', () => {
  it('holds the content files and image facts, no image bytes, and loads with no error', () => {
    expect(Object.keys(shipped.files)).toContain(SERVICE);
    expect(Object.keys(shipped.files).every((file) => /\.(ya?ml|md)$/.test(file))).toBe(true);
    expect(Object.values(shipped.images).every((facts) => !('bytes' in facts))).toBe(true);
    expect(checkFiles({}, shipped).errors.map(formatProblem)).toEqual([]);
    // Small enough to fetch on a phone when the first entry is checked.
    expect(JSON.stringify(shipped).length).toBeLessThan(400 * 1024);
  });

  it('gives each entry back as the same file, which the check passes', () => {
    for (const file of [SERVICE, ARTICLE, 'settings/centre.yml', 'home/faq.yml']) {
      const data = dataOf(file, shipped.files[file] ?? '');
      expect(data, file).toBeDefined();
      const entry: DecapEntry = { collection: collectionOf(file), path: decapPath(file), data: data! };
      expect(Object.keys(entryFiles(entry, shipped))).toContain(file);
      expect(checkEntry(entry, shipped).errors.map(formatProblem), file).toEqual([]);
    }
  });
});

describe("every bad file of the build's table is refused by the editor, with the build's message", () => {
  it.each(BAD_FILES)('$name', ({ change, message, editorMessage }) => {
    copy = copyContent();
    change(copy);
    const { check } = editorView(copy);
    const messages = check.errors.map(formatProblem);
    expect(messages.some((line) => (editorMessage ?? message).test(line)), messages.join('\n')).toBe(true);
    expect(messages, messages.join('\n')).toHaveLength(1);
  });
});

const serviceData = () => parse(shipped.files[SERVICE]!) as Record<string, unknown> & { title: { fr: string; en: string }; prices: { min: unknown }[] };
const articleEntry = (data = markdownData(shipped.files[ARTICLE]!)!, en = markdownData(shipped.files[ARTICLE_EN]!)!): DecapEntry => ({
  collection: 'articles',
  path: decapPath(ARTICLE),
  data,
  i18n: { en: { data: en } },
});
const lines = (entry: DecapEntry, images?: Record<string, ImageLookup>) => {
  const check = checkEntry(entry, shipped, images);
  return check.errors.map((problem) => problemLine(problem, check.files));
};

describe('across entries, what the editor knows from the snapshot', () => {
  it('a new service taking a number already taken: its own message, with the next free number', () => {
    // Without the copied service's lines in the form and the footer, which are that service's (lists.ts refuses them twice).
    const data = { ...serviceData(), title: { fr: 'Kinésithérapie à domicile', en: 'Physiotherapy at home' }, form: [], footer: [] };
    const entry: DecapEntry = { collection: 'services', path: '', newRecord: true, data };
    expect(Object.keys(entryFiles(entry, shipped))).toEqual(['services/kinesitherapie-a-domicile.yml']);
    expect(lines(entry)).toEqual([
      `Numéro : le numéro ${SERVICE_ID} est déjà celui de content/${SERVICE}. Deux services ne peuvent pas avoir le même numéro : prenez le prochain numéro libre, ${NEXT_SERVICE}.`,
    ]);
    expect(lines({ ...entry, data: { ...data, id: NEXT_SERVICE } })).toEqual([]);
  });

  it('an unknown related article, an unknown author', () => {
    const data = { ...markdownData(shipped.files[ARTICLE]!)!, related: [NEXT_ARTICLE], author: 'docteur-inconnu' };
    const found = lines(articleEntry(data));
    expect(found).toContainEqual(`Article lié n°1 : il n'y a pas d'article n°${NEXT_ARTICLE}. Les articles sont : ${ARTICLE_IDS.join(', ')}.`);
    expect(found).toContainEqual(expect.stringMatching(/^Auteur : « docteur-inconnu » n'est pas un médecin de l'équipe\. Choisissez parmi : /));
  });

  it('an unknown placeholder in a service text', () => {
    const data = serviceData();
    data.title.fr = 'Appelez le {tel.urgence}';
    expect(lines({ collection: 'services', path: `content/${SERVICE}`, data })).toEqual([
      expect.stringMatching(/^Titre \(en français\) : \{tel\.urgence\} n'est pas un renvoi connu\. Les renvois possibles sont : .*\{tel\.urgences\}/),
    ]);
  });

  it('a half-translated article: its English fields named as such', () => {
    const en = markdownData(shipped.files[ARTICLE_EN]!)!;
    delete en.excerpt;
    expect(lines(articleEntry(undefined, en))).toEqual([expect.stringMatching(/^Extrait \(version anglaise\) : ce champ est vide/)]);
  });

  it('an article nobody translated yet: no error, the build’s warning', () => {
    // Published (a draft in French only has nothing to warn of), whatever the content says of it.
    const check = checkEntry(articleEntry({ ...markdownData(shipped.files[ARTICLE]!)!, draft: false }, { id: 1, date: '2024-05-15' }), shipped);
    expect(check.errors).toEqual([]);
    expect(check.warnings.map(formatProblem)).toEqual([expect.stringMatching(/pas de version anglaise/)]);
  });

  it('a short article: no error, the build’s warning naming what it lacks', () => {
    const check = checkEntry(articleEntry({ ...markdownData(shipped.files[ARTICLE]!)!, body: 'Le centre est fermé lundi.' }), shipped);
    expect(check.errors).toEqual([]);
    expect(check.warnings.map((problem) => problemLine(problem, check.files))).toEqual([expect.stringMatching(/^Texte : article court \(5 mots, aucun intertitre \(« ## »\), aucune liste\) : il est publié/)]);
  });

  it('an article dated next week: no error, « Programmé pour le … » with its day in French', () => {
    const day = addDays(doualaToday(), 7);
    // Published, whatever the content says of it: a draft is not scheduled.
    const check = checkEntry(articleEntry({ ...markdownData(shipped.files[ARTICLE]!)!, draft: false, date: day }), shipped);
    expect(check.errors).toEqual([]);
    expect(check.warnings.map((problem) => problemLine(problem, check.files))).toEqual([expect.stringMatching(new RegExp(`^Programmé pour le ${frenchDay(day)} : l'article n°\\d+ sera mis en ligne ce jour-là`))]);
  });

  it('an article dated in 20 years: no error, the year questioned, then « Programmé »; dated in the past: not a word', () => {
    const far = addDays(doualaToday(), 20 * 365);
    const published = { ...markdownData(shipped.files[ARTICLE]!)!, draft: false };
    const ahead = checkEntry(articleEntry({ ...published, date: far }), shipped);
    expect(ahead.errors).toEqual([]);
    expect(ahead.warnings.map((problem) => problemLine(problem, ahead.files))).toEqual([
      expect.stringMatching(new RegExp(`^Date : le ${frenchDay(far)} est dans plus d'un an : vérifiez l'année, c'est peut-être une faute de frappe\\.`)),
      expect.stringMatching(new RegExp(`^Programmé pour le ${frenchDay(far)} : `)),
    ]);
    const past = checkEntry(articleEntry({ ...published, date: '2019-03-04' }), shipped);
    expect([...past.errors, ...past.warnings]).toEqual([]);
  });

  it('an HTML tag in a one-line text', () => {
    const data = serviceData();
    data.title.en = 'Home <b>care</b>';
    expect(lines({ collection: 'services', path: `content/${SERVICE}`, data })).toEqual([expect.stringMatching(/^Titre \(en anglais\) : du code HTML \(<b>\) n'est pas accepté/)]);
  });

  it('a photo uploaded with the entry: an SVG refused, a JPEG taken', () => {
    const data = serviceData() as unknown as Record<string, unknown> & { image: { src: string } };
    data.image = { ...data.image, src: '/media/dessin.svg' };
    const entry: DecapEntry = { collection: 'services', path: `content/${SERVICE}`, data };
    expect(lines(entry, { '/media/dessin.svg': { type: 'svg', width: 10, height: 10, hash: '0' } })).toEqual([
      expect.stringMatching(/^Image › fichier : l'image « \/media\/dessin\.svg » est un dessin SVG/),
    ]);
    data.image = { ...data.image, src: '/media/pansement.jpg' };
    expect(lines(entry)).toEqual([expect.stringMatching(/^Image › fichier : l'image « \/media\/pansement\.jpg » n'existe pas/)]);
    expect(lines(entry, { '/media/pansement.jpg': { type: 'jpg', width: 2560, height: 1920, hash: 'abcdef0123' } })).toEqual([]);
  });

  it('a change that breaks another file: named with that file', () => {
    // A language taken out of the team's list while a doctor still speaks it.
    const doctorFile = Object.keys(shipped.files).find((name) => name.startsWith('doctors/'))!;
    const spoken = (parse(shipped.files[doctorFile]!) as { languages: string[] }).languages.at(-1)!;
    const list = parse(shipped.files['settings/languages.yml']!) as { languages: { code: string }[] };
    const data = { languages: list.languages.filter((language) => language.code !== spoken) };
    expect(lines({ collection: 'centre', path: 'content/settings/languages.yml', data })).toContainEqual(
      expect.stringMatching(new RegExp(`^Dans content/${doctorFile.replace('.', '\\.')} : Langue parlée n°\\d+ : « ${spoken} » n'est pas une langue de la liste`)),
    );
  });
});

describe('amounts as staff type them, through the amount widget and the check', () => {
  it.each(['3.500', '3 500', '3500'])('« %s » is saved as 3500 and passes, never 300', (typed) => {
    const stored = readTyped(amount, typed, { required: true }).stored;
    expect(stored).toBe(3500);
    const data = serviceData();
    data.prices[0]!.min = stored;
    const [file, text] = Object.entries(entryFiles({ collection: 'services', path: `content/${SERVICE}`, data }, shipped))[0]!;
    expect(file).toBe(SERVICE);
    expect((parse(text) as typeof data).prices[0]!.min).toBe(3500);
    expect(lines({ collection: 'services', path: `content/${SERVICE}`, data })).toEqual([]);
  });
});

describe('one set of rules', () => {
  /** The modules a module imports, transitively, inside the project (@/… and ./…). */
  function graph(start: string): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(join(projectDir, file), 'utf8');
      for (const [, spec] of source.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'/gm)) {
        if (!spec!.startsWith('@/') && !spec!.startsWith('.')) continue;
        const base = spec!.startsWith('@/') ? spec!.slice(2) : join(file, '..', spec!);
        const target = ['.ts', '.tsx', '/index.ts'].map((ending) => `${base}${ending}`).find((candidate) => {
          try {
            readFileSync(join(projectDir, candidate));
            return true;
          } catch {
            return false;
          }
        });
        if (target) visit(target);
      }
    };
    visit(start);
    return seen;
  }

  it('the editor runs every module of the build’s loader but the disk reader', () => {
    const build = graph('content/load/index.ts');
    const editor = graph('editor/check/check.ts');
    const diskOnly = ['content/load/index.ts', 'content/load/disk.ts', 'content/load/images.ts'];
    expect([...build].filter((file) => !diskOnly.includes(file) && !editor.has(file))).toEqual([]);
    for (const rules of ['content/schema/files.ts', 'content/schema/kit.ts', 'content/schema/messages.ts', 'content/schema/field-names.ts', 'content/load/load.ts']) expect(editor).toContain(rules);
  });

  it('the build checks nothing the shared loader does not: loadContent is the loader over the disk', () => {
    const index = readFileSync(join(projectDir, 'content/load/index.ts'), 'utf8');
    expect(index.match(/export function loadContent[\s\S]*?\n}/)?.[0]).toMatch(/^export function loadContent\([^)]*\): LoadResult \{\n\s*return loadFrom\(diskSource\([^)]*\), siteUrl, new Set\(\), today\);\n}$/);
  });

  it('the editor’s check imports nothing of node', () => {
    const modules = [...graph('editor/check/check.ts')].map((file) => readFileSync(join(projectDir, file), 'utf8'));
    expect(modules.filter((source) => /from\s+'(node:|fs|path|crypto|image-size)/.test(source))).toEqual([]);
  });
});

import { parseDocument } from 'yaml';
import { SLUG_PATTERN } from '../schema/kit';
import type { Problems } from './problems';
import { extensionOf, type ContentSource } from './source';

/*
 * Reading the files of content/: YAML (structured content) and Markdown with a YAML front matter
 * (articles, legal pages). A file that cannot be read is reported in French, with its line, and
 * left out; the loader goes on, so staff see every problem of a change at once.
 */

const YAML_EXTENSIONS = ['.yml', '.yaml'];

/** YAML 1.2 (core schema): 2024-05-15 and 08:00 stay texts, as staff typed them. */
function parseYaml(text: string, file: string, problems: Problems, lineOffset = 0): unknown {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0) {
    // The first error only: the parser's next ones are most often the same mistake seen further on.
    for (const error of document.errors.slice(0, 1)) {
      const line = (error.linePos?.[0]?.line ?? 0) + lineOffset;
      const where = line > 0 ? `ligne ${line}` : undefined;
      const duplicate = error.code === 'DUPLICATE_KEY';
      problems.error(
        file,
        where,
        duplicate
          ? 'un champ est écrit deux fois : gardez-en un seul.'
          : `le fichier est mal formé (${error.message.split('\n')[0]}). Vérifiez les deux-points, les tirets et l'alignement des lignes.`,
      );
    }
    return undefined;
  }
  return document.toJS() ?? {};
}

export function readYaml(source: ContentSource, file: string, problems: Problems): unknown {
  const text = source.read(file);
  if (text === undefined) {
    problems.error(`content/${file}`, undefined, 'ce fichier manque : il est nécessaire au site.');
    return undefined;
  }
  return parseYaml(text, `content/${file}`, problems);
}

/** A Markdown file: its front matter's fields, and its text as `body`. */
export function readMarkdown(source: ContentSource, file: string, problems: Problems): Record<string, unknown> | undefined {
  const text = (source.read(file) ?? '').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n?---[ \t]*(?:\n|$)/.exec(text);
  if (!match) {
    problems.error(`content/${file}`, undefined, 'le fichier doit commencer par ses informations entre deux lignes « --- » (titre, date…).');
    return undefined;
  }
  const front = parseYaml(match[1] ?? '', `content/${file}`, problems, 1);
  if (front === undefined) return undefined;
  if (typeof front !== 'object' || Array.isArray(front)) {
    problems.error(`content/${file}`, undefined, 'les informations entre les lignes « --- » doivent être des champs « nom: valeur ».');
    return undefined;
  }
  return { ...(front as Record<string, unknown>), body: text.slice(match[0].length) };
}

export interface FolderEntry {
  /** The file's name without its extension: the item's slug. */
  slug: string;
  /** Its path inside content/. */
  file: string;
  /** Refused for its name (reported): not read, but what points at it is not reported again. */
  refused?: true;
}

/**
 * The items of a folder, one per file. A file name must be a slug (it may end up in an address);
 * two files for one slug (« soins.yml » and « soins.yaml ») are refused.
 */
export function readFolder(source: ContentSource, folder: string, kind: 'yaml' | 'markdown', problems: Problems): FolderEntry[] {
  const names = source.list(folder);
  if (!names) return [];
  const extensions = kind === 'yaml' ? YAML_EXTENSIONS : ['.md'];
  const seen = new Map<string, string>();
  const entries: FolderEntry[] = [];
  for (const name of [...names].sort()) {
    if (name.startsWith('.')) continue;
    const file = `${folder}/${name}`;
    const extension = extensionOf(name).toLowerCase();
    if (!extensions.includes(extension)) {
      problems.warning(`content/${file}`, undefined, `ce fichier n'est pas lu : les fiches de ce dossier sont des fichiers ${extensions.join(' ou ')}.`);
      continue;
    }
    const slug = name.slice(0, -extension.length);
    if (!SLUG_PATTERN.test(slug)) {
      problems.error(
        `content/${file}`,
        undefined,
        `« ${slug} » n'est pas un nom de fiche valable : des lettres minuscules sans accent, des chiffres et des tirets (par exemple soins-infirmiers).`,
      );
      entries.push({ slug, file, refused: true });
      continue;
    }
    const earlier = seen.get(slug);
    if (earlier) {
      problems.error(`content/${file}`, undefined, `le nom « ${slug} » est déjà celui de content/${earlier} : deux fiches ne peuvent pas avoir le même nom. Renommez ou supprimez l'une d'elles.`);
      entries.push({ slug, file, refused: true });
      continue;
    }
    seen.set(slug, file);
    entries.push({ slug, file });
  }
  return entries;
}

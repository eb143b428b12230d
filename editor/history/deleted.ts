import { dataAt, entryName, entryTarget, type CollectionConfig, type EntryVersion, type Languages } from './entry-history';
import { inTurn, type HistorySource } from './source';

/*
 * « Éléments supprimés »: the entries of a folder collection (services, articles, the team) that a
 * published commit deleted and that the branch has not had again since, each with its last version.
 */

export interface DeletedEntry {
  slug: string;
  name: string;
  /** When it was deleted, and by whom. */
  date: string;
  author: string;
  /** Its last version: the commit before its deletion. */
  commit: string;
  data: EntryVersion['data'];
  /** Its files, gone from the branch. */
  files: string[];
}

const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');

export async function deletedEntries(source: HistorySource, collection: CollectionConfig, languages: Languages, branch: string): Promise<DeletedEntry[]> {
  if (!collection.folder) return [];
  // An entry in two languages is deleted with its default language's file.
  const folder = collection.i18n ? `${collection.folder}/${languages.defaultLocale}` : collection.folder;
  const files = await source.deleted(folder);
  const entries = await inTurn(files, async (file): Promise<DeletedEntry | undefined> => {
    const slug = slugOf(file.path);
    const target = entryTarget(collection, slug, languages);
    // Made again since (a new entry of the same name): not deleted.
    if (!target || (await source.fileAt(file.path, branch)) !== undefined) return undefined;
    const data = await dataAt(source, target, file.parent);
    const main = data[target.files[0]!.locale ?? ''];
    if (!main) return undefined;
    return { slug, name: entryName(collection, main, slug), date: file.date, author: file.author, commit: file.parent, data, files: target.files.map(({ path }) => path) };
  });
  return entries.filter((entry): entry is DeletedEntry => entry !== undefined);
}

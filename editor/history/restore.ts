import type { Immutable } from '../decap';
import { historySourceOf } from './backend';
import { draftEntry, draftImmutable, putInForm, whenNewDraft, type DecapStore } from './decap-store';
import type { EntryTarget, EntryVersion, Languages } from './entry-history';
import type { HistorySource } from './source';

/*
 * What « Restaurer cette version » does: the form's entry with a version's data in place of its own (for a
 * deleted entry, a new entry of its collection first), checked at once by the build's rules, and a line
 * that says nothing is saved yet.
 */

/**
 * What the dialog asks of the rest of the editor, handed over by editor/index.ts: the check (a module of
 * editor.js that finds editor-check.js beside itself: imported from this chunk, it would look for it in
 * editor-chunks/) and the line at the bottom of the screen.
 */
export interface EditorHooks {
  check(entry: Immutable): unknown;
  /** Tells the check the files of a deleted entry are gone, whatever the snapshot it reads says. */
  forget(files: string[]): void;
  notice(message: string): void;
}

export interface Context {
  store: DecapStore;
  hooks: EditorHooks;
  languages: Languages;
  source: HistorySource;
  branch: string;
}

export function languagesOf(store: DecapStore): Languages {
  const i18n = store.getState().config.i18n;
  return { locales: i18n?.locales ?? ['fr'], defaultLocale: i18n?.default_locale ?? 'fr' };
}

export async function contextOf(store: DecapStore, hooks: EditorHooks): Promise<Context> {
  const { config, auth } = store.getState();
  const source = config.backend ? await historySourceOf(config.backend, auth.user?.token) : undefined;
  if (!source) throw new Error('no history source');
  return { store, hooks, languages: languagesOf(store), source, branch: config.backend?.branch ?? 'main' };
}

/** The form's entry as versions hold it: its data by language. */
export function formData(store: DecapStore, target: EntryTarget, languages: Languages): EntryVersion['data'] {
  const entry = draftEntry(store) as { data?: Record<string, unknown>; i18n?: Record<string, { data?: Record<string, unknown> }> } | undefined;
  return Object.fromEntries(target.files.map((file) => [file.locale ?? '', !file.locale || file.locale === languages.defaultLocale ? entry?.data : entry?.i18n?.[file.locale]?.data]));
}

/** The entry as Decap's form holds it, with a version's data in place of its own (a language the version lacks is left as it is). */
function withVersion(entry: Record<string, unknown>, data: EntryVersion['data'], languages: Languages): Record<string, unknown> {
  const i18n = { ...(entry.i18n as Record<string, { data?: unknown }> | undefined) };
  for (const locale of languages.locales) {
    if (locale !== languages.defaultLocale && data[locale]) i18n[locale] = { ...i18n[locale], data: data[locale] };
  }
  return { ...entry, data: data[languages.defaultLocale] ?? data[''] ?? {}, i18n };
}

export async function restore(context: Context, data: EntryVersion['data'], what: string, deleted?: { collection: string; files: string[] }) {
  const { store, languages, hooks } = context;
  if (deleted) {
    const { collection, files } = deleted;
    hooks.forget(files.map((file) => file.replace(/^content\//, '')));
    location.hash = `#/collections/${collection}/new`;
    await whenNewDraft(store, collection);
  }
  const entry = draftEntry(store);
  if (!entry) return;
  putInForm(store, withVersion(entry, data, languages));
  const restored = draftImmutable(store);
  if (restored) void hooks.check(restored);
  hooks.notice(`${what} Rien n’est encore enregistré : vérifiez, puis touchez « Enregistrer ».`);
}

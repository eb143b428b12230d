import { afterEach, describe, expect, it } from 'vitest';
import type { Immutable } from '@/editor/decap';
import type { DecapState, DecapStore } from '@/editor/history/decap-store';
import { whenNewDraft } from '@/editor/history/decap-store';
import { contextOf, formData, languagesOf, restore, type Context, type EditorHooks } from '@/editor/history/restore';
import type { HistorySource } from '@/editor/history/source';

/*
 * « Restaurer cette version »: which data goes where in Decap's form, from a store faked at the parts
 * editor/history/decap-store.ts reads and the two actions of Decap's local backup it dispatches
 * (reducers/entryDraft.js). Finding that store in the page: history-decap-store.test.ts; the dialog drawn in
 * the page: e2e/editor/admin-history.spec.ts, on the Decap we ship.
 */

type Entry = Record<string, unknown>;
const LANGUAGES = { locales: ['fr', 'en'], defaultLocale: 'fr' };
const NOT_SAVED = 'Rien n’est encore enregistré : vérifiez, puis touchez « Enregistrer ».';

/** Decap's store holding `entry` in the form: a backup retrieved, then made the draft, as Decap's reducer does. */
function decap(entry: Entry | undefined, config: DecapState['config'] = { i18n: { locales: ['fr', 'en'], default_locale: 'fr' } }, auth: DecapState['auth'] = { user: { token: 'jwt' } }) {
  let draft = entry;
  let backup: Entry | undefined;
  const listeners = new Set<() => void>();
  const actions: string[] = [];
  const immutable = (value: Entry) => ({ get: (key: string) => value[key], getIn: () => undefined, toJS: () => structuredClone(value) }) as Immutable;
  const store: DecapStore = {
    getState: () => ({ config, auth, entryDraft: { get: (key: string) => (key === 'entry' && draft ? immutable(draft) : undefined), getIn: () => undefined, toJS: () => ({}) } }),
    dispatch: (action) => {
      actions.push(action.type);
      if (action.type === 'DRAFT_LOCAL_BACKUP_RETRIEVED') backup = (action.payload as { entry: Entry }).entry;
      if (action.type === 'DRAFT_CREATE_FROM_LOCAL_BACKUP') open(backup);
      return action;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  /** What Decap's form shows next (a new entry opened, say). */
  function open(next: Entry | undefined) {
    draft = next;
    for (const listener of [...listeners]) listener();
  }
  return { store, actions, open, form: () => draft, listening: () => listeners.size };
}

function hooksFor() {
  const said = { checked: [] as Entry[], forgotten: [] as string[][], notices: [] as string[] };
  const hooks: EditorHooks = {
    check: (entry) => void said.checked.push(entry.toJS() as Entry),
    forget: (files) => void said.forgotten.push(files),
    notice: (message) => void said.notices.push(message),
  };
  return { said, hooks };
}

const nowhere: HistorySource = { versions: async () => [], fileAt: async () => undefined, deleted: async () => [] };
const contextFor = (store: DecapStore, hooks: EditorHooks, languages = LANGUAGES): Context => ({ store, hooks, languages, source: nowhere, branch: 'main' });

describe('a version restored into the form', () => {
  const article = { collection: 'articles', slug: 'chutes', newRecord: false, data: { title: 'Les chutes (2027)' }, i18n: { en: { data: { title: 'Falls (2027)' } } } };

  it('an article’s French version in the form itself, its English one in the English tab, the rest of the entry kept, checked, and « not saved yet » said', async () => {
    const { store, actions, form } = decap(article);
    const { said, hooks } = hooksFor();
    await restore(contextFor(store, hooks), { fr: { title: 'Les chutes' }, en: { title: 'Falls' } }, 'Version du 2 mars remise dans la fiche.');
    expect(form()).toEqual({ ...article, data: { title: 'Les chutes' }, i18n: { en: { data: { title: 'Falls' } } } });
    expect(actions).toEqual(['DRAFT_LOCAL_BACKUP_RETRIEVED', 'DRAFT_CREATE_FROM_LOCAL_BACKUP']);
    expect(said.checked).toEqual([form()]);
    expect(said.notices).toEqual([`Version du 2 mars remise dans la fiche. ${NOT_SAVED}`]);
  });

  it('a language the version did not have left as the form holds it, not emptied', async () => {
    const { store, form } = decap(article);
    await restore(contextFor(store, hooksFor().hooks), { fr: { title: 'Les chutes' }, en: undefined }, 'Version remise.');
    expect(form()).toMatchObject({ data: { title: 'Les chutes' }, i18n: { en: { data: { title: 'Falls (2027)' } } } });
  });

  it('an entry of one file (a doctor) gets that file’s data', async () => {
    const { store, form } = decap({ collection: 'doctors', slug: 'ada', data: { name: 'Dr Ada Nkolo', id: 1 } });
    await restore(contextFor(store, hooksFor().hooks), { '': { name: 'Dr Ada', id: 1 } }, 'Version remise.');
    expect(form()).toMatchObject({ collection: 'doctors', slug: 'ada', data: { name: 'Dr Ada', id: 1 } });
  });

  it('with no entry open in the form (none, or the empty one Decap keeps), nothing is put anywhere and nothing said', async () => {
    for (const form of [undefined, {}]) {
      const { store, actions } = decap(form);
      const { said, hooks } = hooksFor();
      await restore(contextFor(store, hooks), { '': { name: 'Dr Ada' } }, 'Version remise.');
      expect(actions).toEqual([]);
      expect(said).toEqual({ checked: [], forgotten: [], notices: [] });
    }
  });
});

describe('a deleted entry brought back', () => {
  const place = Object.getOwnPropertyDescriptor(globalThis, 'location');
  afterEach(() => {
    if (place) Object.defineProperty(globalThis, 'location', place);
    else Reflect.deleteProperty(globalThis, 'location');
  });

  it('opens a new entry of its collection, tells the check its files are gone, and fills the new entry once it is open', async () => {
    const { store, form, open } = decap({ collection: 'doctors', slug: 'ben', data: { name: 'Dr Ben' } });
    const { said, hooks } = hooksFor();
    const hashes: string[] = [];
    // Decap opens the new entry a moment after the address changes; another collection's first.
    Object.defineProperty(globalThis, 'location', {
      configurable: true,
      value: {
        set hash(value: string) {
          hashes.push(value);
          setTimeout(() => open({ collection: 'services', newRecord: true, data: {} }), 1);
          setTimeout(() => open({ collection: 'doctors', newRecord: true, data: {} }), 2);
        },
      },
    });
    await restore(contextFor(store, hooks), { '': { name: 'Dr Ada', id: 1 } }, 'Dr Ada remise.', { collection: 'doctors', files: ['content/doctors/ada.yml'] });
    expect(hashes).toEqual(['#/collections/doctors/new']);
    expect(said.forgotten).toEqual([['doctors/ada.yml']]);
    expect(form()).toEqual({ collection: 'doctors', newRecord: true, data: { name: 'Dr Ada', id: 1 }, i18n: {} });
    expect(said.notices).toEqual([`Dr Ada remise. ${NOT_SAVED}`]);
  });
});

describe('waiting for Decap to open a new entry', () => {
  it('waits for a new entry of that collection, not an entry of it already saved, and stops listening once there', async () => {
    const { store, open, listening } = decap({ collection: 'doctors', slug: 'ada', newRecord: false, data: {} });
    let opened = false;
    const waiting = whenNewDraft(store, 'doctors', 1000).then(() => void (opened = true));
    open({ collection: 'doctors', slug: 'ben', newRecord: false, data: {} });
    await Promise.resolve();
    expect(opened).toBe(false);
    open({ collection: 'doctors', newRecord: true, data: {} });
    await waiting;
    expect(listening()).toBe(0);
  });

  it('is there at once when the new entry is already open', async () => {
    const { store, listening } = decap({ collection: 'doctors', newRecord: true, data: {} });
    await whenNewDraft(store, 'doctors', 1000);
    expect(listening()).toBe(0);
  });

  it('gives up with an error when the new entry never opens, rather than waiting for ever', async () => {
    const { store, listening } = decap(undefined);
    await expect(whenNewDraft(store, 'doctors', 5)).rejects.toThrow('the new entry did not open');
    expect(listening()).toBe(0);
  });
});

describe('what the dialog reads of the editor', () => {
  it('the form’s entry by language, to tell what a version changes from it', () => {
    const { store } = decap({ collection: 'articles', data: { title: 'Chutes' }, i18n: { en: { data: { title: 'Falls' } } } });
    const files = [{ locale: 'fr', path: 'content/articles/fr/chutes.md' }, { locale: 'en', path: 'content/articles/en/chutes.md' }];
    expect(formData(store, { fields: [], files }, LANGUAGES)).toEqual({ fr: { title: 'Chutes' }, en: { title: 'Falls' } });
    expect(formData(store, { fields: [], files: [{ path: 'content/doctors/ada.yml' }] }, LANGUAGES)).toEqual({ '': { title: 'Chutes' } });
    expect(formData(decap(undefined).store, { fields: [], files }, LANGUAGES)).toEqual({ fr: undefined, en: undefined });
    // An article whose English tab was never opened: no English data, rather than an error.
    expect(formData(decap({ collection: 'articles', data: { title: 'Chutes' } }).store, { fields: [], files }, LANGUAGES)).toEqual({ fr: { title: 'Chutes' }, en: undefined });
    expect(formData(decap({ collection: 'articles', data: { title: 'Chutes' }, i18n: {} }).store, { fields: [], files }, LANGUAGES)).toEqual({ fr: { title: 'Chutes' }, en: undefined });
  });

  it('the languages of the config, French alone when it names none', () => {
    expect(languagesOf(decap(undefined, { i18n: { locales: ['fr', 'en'], default_locale: 'fr' } }).store)).toEqual(LANGUAGES);
    expect(languagesOf(decap(undefined, {}).store)).toEqual({ locales: ['fr'], defaultLocale: 'fr' });
  });

  it('the host of the backend signed in with, on its branch (« main » when it names none); none is an error, not an empty history', async () => {
    const proxy = (branch?: string) => decap(undefined, { backend: { name: 'proxy', proxy_url: 'http://127.0.0.1:8082/api/v1', branch } }).store;
    const { hooks } = hooksFor();
    expect(await contextOf(proxy('cms/draft'), hooks)).toMatchObject({ branch: 'cms/draft', languages: { locales: ['fr'], defaultLocale: 'fr' }, hooks });
    expect((await contextOf(proxy(), hooks)).branch).toBe('main');
    // The local editor asks for no sign-in: its history is there all the same.
    const local = decap(undefined, { backend: { name: 'proxy', proxy_url: 'http://127.0.0.1:8082/api/v1' } }, {}).store;
    expect((await contextOf(local, hooks)).source).toBeDefined();
    await expect(contextOf(decap(undefined, {}).store, hooks)).rejects.toThrow('no history source');
    await expect(contextOf(decap(undefined, { backend: { name: 'proxy' } }).store, hooks)).rejects.toThrow('no history source');
  });
});

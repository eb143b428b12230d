import { pluralForm } from '@/lib/i18n';
import { wrapWidget, type DecapCms, type EventHandlerData, type Immutable } from '../decap';
import { CHECK_MODULE } from '../file-names';
import { showProblems } from './panel';

/*
 * The build's rules where staff type (docs/content-editing.md, « What the editor checks »). Light on
 * purpose: the check itself (editor/check/run.ts, with the loader) is loaded when first needed.
 *   - as staff type in a text, a panel lists what the build would refuse in the entry, in its words;
 *   - « Enregistrer » and « Publier » run the whole check first (Decap's preSave and prePublish
 *     listeners): a problem and nothing is written; a dialog of the page lists what to fix, and Decap's
 *     own line says « Rien n'a été enregistré ». Decap awaits each listener and, when one throws, stops
 *     the save (backend.persistEntry) or the publish (publishUnpublishedEntry) and shows its toast
 *     onFailToPersist / onFailToPublishEntry with the error's message.
 */

/** The check itself, a module of its own beside editor.js (CHECK_MODULE, written by pipeline/admin.ts), fetched once when first needed. */
let loaded: Promise<typeof import('./run')> | undefined;
const run = () => (loaded ??= import(/* not bundled: a file of its own */ new URL(`./${CHECK_MODULE}`, import.meta.url).href) as Promise<typeof import('./run')>);

/** Runs the check and shows its verdict in the panel; the errors, to refuse a save. */
async function check(entry: Immutable): Promise<string[]> {
  const problems = await (await run()).problemsOf(entry);
  showProblems(problems);
  return problems?.errors ?? [];
}

/**
 * The widgets staff type text or a date in: each render with a new entry is a change to check. Decap
 * draws a widget again only when its own value changes, so a date changed alone (an article
 * scheduled) is checked only if its own widget is watched.
 */
const TYPED = ['string', 'text', 'markdown', 'datetime'];

const REFUSED = {
  save: { done: "Rien n'a été enregistré", toast: 'onFailToPersist' },
  publish: { done: "Rien n'a été publié", toast: 'onFailToPublishEntry' },
} as const;

/** An error Decap shows as is (its toast prints the error: no « Error: » before the sentence). */
function refusedError(message: string): Error {
  const error = new Error(message);
  error.name = '';
  return error;
}

function guard(action: keyof typeof REFUSED) {
  return async ({ entry }: EventHandlerData): Promise<undefined> => {
    const lines = await check(entry);
    if (lines.length === 0) return undefined;
    const one = pluralForm(lines.length, 'fr') === 'one';
    const count = one ? 'un problème' : `${lines.length} problèmes`;
    window.alert([`${REFUSED[action].done} : le site refuserait cette fiche (${count}). À corriger :`, ...lines.map((line) => `• ${line}`)].join('\n'));
    throw refusedError(`${count} à corriger, ${one ? 'listé' : 'listés'} en bas de l'écran.`);
  };
}

/** Checks the entry a little after staff stop typing; not the entry as it was opened (nothing typed yet). */
function watchTyping() {
  let opened: { key: string; entry: Immutable } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (entry: Immutable | undefined) => {
    if (!entry) return;
    const key = `${String(entry.get('collection'))}/${String(entry.get('slug') ?? '')}/${String(entry.get('path') ?? '')}`;
    if (opened?.key !== key) {
      opened = { key, entry };
      return;
    }
    if (entry === opened.entry) return;
    clearTimeout(timer);
    timer = setTimeout(() => void check(entry), 400);
  };
}

/** Decap's text and date widgets, drawn as before, each render telling the check of the entry it shows. */
function wrapTypedWidgets(CMS: DecapCms, changed: (entry: Immutable | undefined) => void) {
  for (const name of TYPED) {
    wrapWidget(CMS, name, (wrapper) => {
      changed(wrapper.props.entry as Immutable | undefined);
      return wrapper.props;
    });
  }
}

/** Call after the French is registered (editor/french.ts) and before CMS.init(). */
export function installCheck(CMS: DecapCms) {
  const toast = (CMS.getLocale('fr') as { ui?: { toast?: Record<string, string> } } | undefined)?.ui?.toast;
  if (toast) {
    for (const { done, toast: key } of Object.values(REFUSED)) toast[key] = `${done} : %{details}`;
  }
  CMS.registerEventListener({ name: 'preSave', handler: guard('save') });
  CMS.registerEventListener({ name: 'prePublish', handler: guard('publish') });
  wrapTypedWidgets(CMS, watchTyping());
}

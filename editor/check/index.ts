import { pluralForm } from '@/lib/i18n';
import { wrapWidget, type DecapCms, type EventHandlerData, type Immutable } from '../decap';
import { CHECK_MODULE } from '../file-names';
import { showProblems } from './panel';
import { WATCHED_WIDGETS, watchChanges } from './watch';

/*
 * The build's rules where staff type (docs/content-editing.md, « What the editor checks »). Light on
 * purpose: the check itself (editor/check/run.ts, with the loader) is loaded when first needed.
 *   - as staff type a text or change a choice, a date or a switch (./watch.ts), a panel lists what the
 *     build would refuse in the entry, in its words;
 *   - « Enregistrer » and « Publier » run the whole check first (Decap's preSave and prePublish
 *     listeners): a problem and nothing is written; a dialog of the page lists what to fix, and Decap's
 *     own line says « Rien n'a été enregistré ». Decap awaits each listener and, when one throws, stops
 *     the save (backend.persistEntry) or the publish (publishUnpublishedEntry) and shows its toast
 *     onFailToPersist / onFailToPublishEntry with the error's message.
 */

/** The check itself, a module of its own beside editor.js (CHECK_MODULE, written by pipeline/admin.ts), fetched once when first needed. */
let loaded: Promise<typeof import('./run')> | undefined;
const run = () => (loaded ??= import(/* not bundled: a file of its own */ new URL(`./${CHECK_MODULE}`, import.meta.url).href) as Promise<typeof import('./run')>);

/** Files deleted from the repository since the site was built, which the check must not count (a deleted entry being restored: editor/history/). */
const gone = new Set<string>();

/** Tells the check that these files (inside content/) are no longer in the repository. */
export function forgetFiles(files: string[]) {
  for (const file of files) gone.add(file);
}

/** Runs the check and shows its verdict in the panel; the errors, to refuse a save. */
async function check(entry: Immutable): Promise<string[]> {
  const problems = await (await run()).problemsOf(entry, [...gone]);
  showProblems(problems);
  return problems?.errors ?? [];
}

/** Checks the entry now (a version put back in the form: editor/history/) and lists its problems in the panel. */
export const checkNow = (entry: Immutable) => check(entry);

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

/** Decap's widgets and ours that hold a value, drawn as before, each render telling the watch of the entry it shows. */
function wrapWatchedWidgets(CMS: DecapCms, changed: (entry: Immutable | undefined) => void) {
  for (const name of WATCHED_WIDGETS) {
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
  // After registerWidgets (editor/widgets/register.ts): ours are wrapped too.
  wrapWatchedWidgets(CMS, watchChanges((entry) => void check(entry)));
}

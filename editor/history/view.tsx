import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { DecapStore } from './decap-store';
import { deletedEntries, type DeletedEntry } from './deleted';
import { changesBetween, dateInYaounde, entryTarget, entryVersions, type CollectionConfig, type EntryVersion } from './entry-history';
import { contextOf, formData, languagesOf, restore, type Context, type EditorHooks } from './restore';
import styles from './history.module.css';

/*
 * « Historique » and « Éléments supprimés »: a dialog over the editor, the whole screen on a phone. The
 * list comes first (newest first: when, who, what changed); choosing a version shows what differs from
 * the form as it is now, and « Restaurer cette version » puts it in the form as unsaved changes, checked
 * at once by the build's rules (editor/check/): nothing is written until staff touch « Enregistrer ».
 */

export type { EditorHooks };

const MAX_LINES = 4;

export type HistoryRequest = { kind: 'entry'; collection: CollectionConfig; slug: string } | { kind: 'deleted'; collection: CollectionConfig };

function Changes({ lines, all = false }: { lines: string[]; all?: boolean }) {
  const shown = all ? lines : lines.slice(0, MAX_LINES);
  const more = lines.length - shown.length;
  return (
    <ul className={styles.changes}>
      {shown.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
      {more > 0 ? <li>{more === 1 ? 'et 1 autre changement' : `et ${more} autres changements`}</li> : null}
    </ul>
  );
}

/** A chosen version's two ways on: into the form, or back to the list. */
function Actions({ disabled = false, onRestore, onBack }: { disabled?: boolean; onRestore(): void; onBack(): void }) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primary} disabled={disabled} onClick={onRestore}>
        Restaurer cette version
      </button>
      <button type="button" className={styles.secondary} onClick={onBack}>
        Retour à la liste
      </button>
    </div>
  );
}

type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => {
        console.warn('editor: the history could not be read', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
    // Loaded once per dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

interface Found<T> {
  context: Context;
  items: T[];
}

function Waiting<T>({ state, empty, children }: { state: Loaded<Found<T>>; empty: string; children(items: T[]): ReactNode }) {
  if (state.status === 'loading') return <p role="status">Lecture de l’historique…</p>;
  if (state.status === 'failed') return <p role="alert">L’historique n’a pas pu être lu. Vérifiez la connexion, puis rouvrez-le.</p>;
  if (state.value.items.length === 0) return <p>{empty}</p>;
  return <>{children(state.value.items)}</>;
}

function EntryHistory({ store, hooks, collection, slug, close }: { store: DecapStore; hooks: EditorHooks; collection: CollectionConfig; slug: string; close(): void }) {
  const languages = languagesOf(store);
  const target = entryTarget(collection, slug, languages);
  const state = useLoaded(async (): Promise<Found<EntryVersion>> => {
    const context = await contextOf(store, hooks);
    return { context, items: target ? await entryVersions(context.source, target, languages) : [] };
  });
  const [chosen, setChosen] = useState<EntryVersion | undefined>(undefined);
  const context = state.status === 'ready' ? state.value.context : undefined;
  if (chosen && target && context) {
    const when = dateInYaounde(chosen.date);
    const differences = changesBetween(target, formData(store, target, languages), chosen.data, languages);
    return (
      <>
        <h3 className={styles.subtitle}>Version du {when}</h3>
        <p className={styles.meta}>par {chosen.author}</p>
        <h4 className={styles.label}>Ce qui diffère de la fiche ouverte</h4>
        {differences.length > 0 ? <Changes lines={differences} all /> : <p>Rien : la fiche ouverte est déjà cette version.</p>}
        <Actions disabled={differences.length === 0} onRestore={() => void restore(context, chosen.data, `La version du ${when} est dans le formulaire.`).then(close)} onBack={() => setChosen(undefined)} />
      </>
    );
  }
  return (
    <Waiting state={state} empty="Aucune version publiée de cette fiche pour l’instant.">
      {(versions) => (
        <ol className={styles.versions}>
          {versions.map((version, index) => (
            <li key={version.commit}>
              <button type="button" className={styles.version} onClick={() => setChosen(version)}>
                <span className={styles.when}>
                  {dateInYaounde(version.date)}
                  {index === 0 ? <span className={styles.badge}>en ligne</span> : null}
                </span>
                <span className={styles.meta}>par {version.author}</span>
                <Changes lines={version.changes.length > 0 ? version.changes : ['Aucun changement visible dans le formulaire']} />
              </button>
            </li>
          ))}
        </ol>
      )}
    </Waiting>
  );
}

function DeletedList({ store, hooks, collection, close }: { store: DecapStore; hooks: EditorHooks; collection: CollectionConfig; close(): void }) {
  const state = useLoaded(async (): Promise<Found<DeletedEntry>> => {
    const context = await contextOf(store, hooks);
    return { context, items: await deletedEntries(context.source, collection, context.languages, context.branch) };
  });
  const [chosen, setChosen] = useState<DeletedEntry | undefined>(undefined);
  const context = state.status === 'ready' ? state.value.context : undefined;
  if (chosen && context) {
    const when = dateInYaounde(chosen.date);
    return (
      <>
        <h3 className={styles.subtitle}>{chosen.name}</h3>
        <p className={styles.meta}>
          Supprimé le {when}, par {chosen.author}
        </p>
        <p>« Restaurer cette version » ouvre une nouvelle fiche qui reprend sa dernière version publiée. Rien n’est enregistré avant « Enregistrer ».</p>
        <Actions
          onRestore={() => void restore(context, chosen.data, `« ${chosen.name} » est de retour dans une nouvelle fiche.`, { collection: collection.name, files: chosen.files }).then(close)}
          onBack={() => setChosen(undefined)}
        />
      </>
    );
  }
  return (
    <Waiting state={state} empty="Aucun élément supprimé.">
      {(entries) => (
        <ul className={styles.versions}>
          {entries.map((entry) => (
            <li key={entry.slug}>
              <button type="button" className={styles.version} onClick={() => setChosen(entry)}>
                <span className={styles.when}>{entry.name}</span>
                <span className={styles.meta}>
                  Supprimé le {dateInYaounde(entry.date)}, par {entry.author}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Waiting>
  );
}

function HistoryDialog({ store, hooks, request, onClose }: { store: DecapStore; hooks: EditorHooks; request: HistoryRequest; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();
  const title = request.kind === 'entry' ? 'Historique' : `Éléments supprimés : ${request.collection.label ?? request.collection.name}`;
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="editor-history-title" data-editor-history="" onClose={onClose}>
      <div className={styles.head}>
        <h2 id="editor-history-title" className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.secondary} onClick={close}>
          Fermer
        </button>
      </div>
      {request.kind === 'entry' ? <EntryHistory store={store} hooks={hooks} collection={request.collection} slug={request.slug} close={close} /> : <DeletedList store={store} hooks={hooks} collection={request.collection} close={close} />}
    </dialog>
  );
}

let root: Root | undefined;
let opened = 0;

/** Opens the dialog for `request`. */
export function openHistory(store: DecapStore, hooks: EditorHooks, request: HistoryRequest) {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  opened += 1;
  root.render(<HistoryDialog key={opened} store={store} hooks={hooks} request={request} onClose={() => root?.render(null)} />);
}


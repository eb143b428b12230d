import { HistoryError, VERSIONS_SHOWN, type DeletedFile, type HistorySource, type Version } from './source';

/*
 * The history on a developer's machine and in the tests: decap-server has no history action, so
 * `npm run editor:local` answers three more actions at the same address (harness/local-editor.ts),
 * read from the repository's `git log` and `git show`. The same requests as Decap's own to its local
 * backend: a POST of `{ action, params }`.
 */

/** The actions the local history server answers, beside decap-server's. */
export const LOCAL_HISTORY_ACTIONS = { versions: 'historyVersions', file: 'historyFile', deleted: 'historyDeleted' } as const;

export function localSource(url: string, branch: string, fetcher: typeof fetch = fetch): HistorySource {
  const ask = async <T>(action: string, params: Record<string, unknown>): Promise<T> => {
    const response = await fetcher(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, params: { branch, ...params } }) });
    if (!response.ok) throw new HistoryError(response.status, action);
    return response.json() as Promise<T>;
  };
  return {
    versions: (path, limit = VERSIONS_SHOWN) => ask<Version[]>(LOCAL_HISTORY_ACTIONS.versions, { path, limit }),
    fileAt: async (path, commit) => (await ask<{ content: string | null }>(LOCAL_HISTORY_ACTIONS.file, { path, commit })).content ?? undefined,
    deleted: (folder) => ask<DeletedFile[]>(LOCAL_HISTORY_ACTIONS.deleted, { folder }),
  };
}

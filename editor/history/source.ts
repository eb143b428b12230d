/*
 * Where an entry's history comes from: the git host, through the backend the editor signs in with, with
 * the signed-in person's rights (nothing of it is published under the site). One small interface, three
 * readers: a GitHub-shaped API (GitHub itself, or the git gateway in front of it: ./github.ts), GitLab's
 * (./gitlab.ts), and the local history server `npm run editor:local` starts beside decap-server
 * (./local.ts, harness/local-editor.ts).
 */

/** A published version of a file: a commit of the site's branch that touched it. */
export interface Version {
  commit: string;
  /** ISO 8601, as the host gives it. */
  date: string;
  /** The commit author's name, never an e-mail address. */
  author: string;
  message: string;
}

/** A file the branch no longer has: the commit that deleted it, and the commit before, which still holds it. */
export interface DeletedFile {
  path: string;
  commit: string;
  parent: string;
  date: string;
  author: string;
}

export interface HistorySource {
  /** The branch's versions of a file, newest first (at most `limit`). */
  versions(path: string, limit?: number): Promise<Version[]>;
  /** A file's text at a commit; undefined when the file is not there. */
  fileAt(path: string, commit: string): Promise<string | undefined>;
  /** Files deleted from a folder on the branch, newest first (each file once, its last deletion). */
  deleted(folder: string): Promise<DeletedFile[]>;
}

/** How many versions a list shows: the newest; older ones are the developers'. */
export const VERSIONS_SHOWN = 20;

/** How many of a folder's commits a host's reader opens to find deletions (one request each). */
export const COMMITS_SEARCHED = 30;

/** A GET to the host, with the signed-in person's rights (./backend.ts). */
export type HostRequest = (url: string) => Promise<Response>;

/** A host's JSON answer at `url`; any other status is a HistoryError naming `what` was asked. */
export function jsonOf(request: HostRequest) {
  return async (url: string, what: string): Promise<unknown> => {
    const response = await request(url);
    if (!response.ok) throw new HistoryError(response.status, what);
    return response.json() as Promise<unknown>;
  };
}

/**
 * A commit author as staff may see it: a name, never an address (« aline.mbarga@… » → « aline.mbarga »;
 * « Aline <aline@…> » → « Aline »); an unnamed commit is « Quelqu'un ».
 */
export function authorName(name: unknown): string {
  const text = typeof name === 'string' ? name.replace(/<[^>]*>/g, '').trim() : '';
  const plain = text.includes('@') ? text.split('@')[0]!.trim() : text;
  return plain || 'Quelqu’un';
}

/** The instant an ISO 8601 date names, in milliseconds; an unreadable date counts as the oldest. */
function instant(date: string): number {
  const time = Date.parse(date);
  return Number.isNaN(time) ? -Infinity : time;
}

/**
 * Keeps each path's newest deletion, newest first, by the instant each date names: hosts give dates with
 * the author's offset (« 2026-03-02T09:00:00+01:00 » is before « 2026-03-02T08:30:00Z »), so their text does not order them.
 */
export function newestDeletions(found: DeletedFile[]): DeletedFile[] {
  const byPath = new Map<string, DeletedFile>();
  for (const file of [...found].sort((a, b) => instant(b.date) - instant(a.date))) {
    if (!byPath.has(file.path)) byPath.set(file.path, file);
  }
  return [...byPath.values()];
}

/** Runs `work` on each item, `width` at a time, keeping the order. */
export async function inTurn<T, R>(items: T[], work: (item: T) => Promise<R>, width = 4): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** An answer of the host that is not a success, as an error staff can be told of. */
export class HistoryError extends Error {
  constructor(readonly status: number, what: string) {
    super(`${what}: ${status}`);
    this.name = 'HistoryError';
  }
}

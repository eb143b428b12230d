import { CONTENT_FOLDER, type MainContent } from '@/lib/site-version';

/*
 * main's last commit for content/, asked of the git host with the token Decap keeps for the signed-in
 * user (localStorage « decap-cms-user », Decap's LocalStorageAuthStore). GitHub and GitLab can tell;
 * the local decap-server (backend « proxy ») cannot, and the watch then compares with what was live
 * when staff published (lib/site-version.ts).
 */

export interface BackendConfig {
  name: string;
  repo?: string;
  branch?: string;
  api_root?: string;
}

export interface StoredUser {
  backendName?: string;
  token?: string;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The request that asks the host for main's last commit touching content/, or undefined for a backend that has none. */
export function mainCommitRequest(backend: BackendConfig, user: StoredUser | undefined): { url: string; init: RequestInit } | undefined {
  // Decap stores the backend it signed in with: « proxy » when it found the local decap-server.
  if (!backend.repo || !user?.token || user.backendName !== backend.name) return undefined;
  const branch = backend.branch ?? 'main';
  const init: RequestInit = { headers: { Authorization: `Bearer ${user.token}` }, cache: 'no-store' };
  const query = (params: Record<string, string>) => new URLSearchParams({ ...params, path: CONTENT_FOLDER, per_page: '1' }).toString();
  switch (backend.name) {
    case 'github': {
      const api = backend.api_root ?? 'https://api.github.com';
      return { url: `${api}/repos/${backend.repo}/commits?${query({ sha: branch })}`, init };
    }
    case 'gitlab': {
      const api = backend.api_root ?? 'https://gitlab.com/api/v4';
      return { url: `${api}/projects/${encodeURIComponent(backend.repo)}/repository/commits?${query({ ref_name: branch })}`, init };
    }
    default:
      return undefined;
  }
}

/** The commit of the host's answer: GitHub's `sha` and `commit.committer.date`, GitLab's `id` and `committed_date`. */
export function readMainCommit(json: unknown): MainContent | undefined {
  const first = Array.isArray(json) ? (json[0] as Record<string, unknown> | undefined) : undefined;
  if (!first) return undefined;
  const commit = typeof first.sha === 'string' ? first.sha : typeof first.id === 'string' ? first.id : undefined;
  if (!commit) return undefined;
  const github = (first.commit as { committer?: { date?: unknown } } | undefined)?.committer?.date;
  const date = typeof github === 'string' ? github : typeof first.committed_date === 'string' ? first.committed_date : null;
  return { commit, date };
}

/** A reading of main's content commit for `backend`, or undefined when it cannot tell. */
export function mainContentSource(backend: BackendConfig, user: () => StoredUser | undefined, fetcher: Fetch = fetch) {
  return async (): Promise<MainContent | undefined> => {
    const request = mainCommitRequest(backend, user());
    if (!request) return undefined;
    const response = await fetcher(request.url, request.init);
    return response.ok ? readMainCommit(await response.json()) : undefined;
  };
}

/** The signed-in user as Decap stored it. */
export function storedUser(storage: Pick<Storage, 'getItem'> = localStorage): StoredUser | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem('decap-cms-user') ?? 'null');
    return typeof value === 'object' && value !== null ? (value as StoredUser) : undefined;
  } catch {
    return undefined;
  }
}

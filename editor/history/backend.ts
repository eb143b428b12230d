import { githubSource } from './github';
import { gitlabSource } from './gitlab';
import { localSource } from './local';
import type { HistorySource, HostRequest } from './source';
import { withoutTrailingSlashes } from '@/lib/routes';

/*
 * The history source of the backend the editor signed in with (Decap's config once loaded: `proxy` when
 * it found the local server), asked with the signed-in person's token, as Decap asks the host itself.
 *   proxy        the local history server (npm run editor:local)
 *   github       GitHub's API
 *   gitlab       GitLab's API
 *   git-gateway  the gateway's own GitHub or GitLab API, whichever its settings say it fronts
 */

export interface SignedInBackend {
  name: string;
  repo?: string;
  branch?: string;
  api_root?: string;
  base_url?: string;
  gateway_url?: string;
  proxy_url?: string;
}

/** The gateway's settings say which host it fronts (Decap reads the same: git-gateway's implementation.ts). */
export function gatewayHost(settings: unknown): 'github' | 'gitlab' | undefined {
  const facts = settings as { github_enabled?: unknown; gitlab_enabled?: unknown } | null;
  if (facts?.github_enabled) return 'github';
  if (facts?.gitlab_enabled) return 'gitlab';
  return undefined;
}

export async function historySourceOf(backend: SignedInBackend, token: string | undefined, fetcher: typeof fetch = fetch): Promise<HistorySource | undefined> {
  const branch = backend.branch ?? 'main';
  if (backend.name === 'proxy') return backend.proxy_url ? localSource(backend.proxy_url, branch, fetcher) : undefined;
  if (!token) return undefined;
  const request: HostRequest = (url) => fetcher(url, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
  switch (backend.name) {
    case 'github':
      return backend.repo ? githubSource(`${withoutTrailingSlashes(backend.api_root ?? 'https://api.github.com')}/repos/${backend.repo}`, branch, request) : undefined;
    case 'gitlab':
      return backend.repo ? gitlabSource(`${withoutTrailingSlashes(backend.api_root ?? 'https://gitlab.com/api/v4')}/projects/${encodeURIComponent(backend.repo)}`, branch, request) : undefined;
    case 'git-gateway': {
      if (!backend.gateway_url) return undefined;
      // Decap strips a host's name the address may end with, then asks the settings.
      const gateway = withoutTrailingSlashes(backend.gateway_url).replace(/\/(github|gitlab|bitbucket)$/, '');
      const response = await request(`${gateway}/settings`);
      const host = response.ok ? gatewayHost(await response.json()) : undefined;
      if (host === 'github') return githubSource(`${gateway}/github`, branch, request);
      if (host === 'gitlab') return gitlabSource(`${gateway}/gitlab`, branch, request);
      return undefined;
    }
    default:
      return undefined;
  }
}

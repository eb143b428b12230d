// The policy of the editor at /admin/ (Decap CMS), derived from its config.yml so that it follows the
// sign-in path the build chose (CMS_SIGN_IN: pipeline/lib/decap-config/sign-in.ts) and allows exactly
// the hosts that path needs. Public pages keep their own strict policy (pipeline/headers.ts); only the
// editor gets what Decap needs:
//   - 'unsafe-eval' (its config validator compiles schemas with new Function) and inline styles (emotion);
//   - connect-src to the git host's API (or the git gateway that stands for it), the sign-in's token
//     endpoint when the browser fetches it (GitLab PKCE, the gateway's PKCE), and the local decap-server named by local_backend (a loopback address, which
//     Decap only looks for when the editor is opened at localhost);
//   - images from the host's avatars, and blob: for the photos it shows before they are saved;
//   - a Cross-Origin-Opener-Policy that lets the sign-in window talk back, when the sign-in is a
//     window (GitHub through an OAuth proxy, GitLab's implicit grant); PKCE (GitLab, the gateway) is a redirect.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { unique } from '../../lib/lists';

export interface DecapBackend {
  name: string;
  repo?: string;
  api_root?: string;
  base_url?: string;
  auth_type?: string;
  /** git-gateway: the gateway that holds the repository's token and answers for the git host. */
  gateway_url?: string;
}

export interface DecapConfig {
  backend: DecapBackend;
  local_backend?: boolean | { url?: string };
}

/** Decap's own default for `local_backend: true`. */
const DEFAULT_LOCAL_BACKEND = 'http://localhost:8081/api/v1';

/** What each git host needs beyond the page's own origin. */
interface HostNeeds {
  connect: string[];
  images: string[];
  /** The sign-in opens a window that posts the token back to its opener. */
  popup: boolean;
}

const originOf = (url: string) => new URL(url).origin;

function hostNeeds(backend: DecapBackend): HostNeeds {
  switch (backend.name) {
    case 'github':
      return {
        // The API, and the host's status page, which Decap asks whether GitHub is up.
        connect: [originOf(backend.api_root ?? 'https://api.github.com'), 'https://www.githubstatus.com'],
        images: ['https://avatars.githubusercontent.com'],
        popup: true,
      };
    case 'gitlab': {
      const site = originOf(backend.base_url ?? 'https://gitlab.com');
      const pkce = backend.auth_type === 'pkce';
      return {
        // PKCE fetches its token from the GitLab site itself.
        connect: [originOf(backend.api_root ?? 'https://gitlab.com/api/v4'), ...(pkce ? [site] : [])],
        images: [site, 'https://secure.gravatar.com'],
        popup: !pkce,
      };
    }
    case 'git-gateway': {
      // A gateway with a PKCE sign-in (DecapBridge): the token from the sign-in service (base_url), every
      // git request to the gateway. Decap's status check asks Netlify's status page about Netlify's own
      // gateway, a question about a service we do not use: left blocked, Decap counts it as « up ».
      if (backend.auth_type !== 'pkce' || !backend.base_url || !backend.gateway_url) {
        throw new Error('admin policy: the git-gateway backend signs in with PKCE here: it needs auth_type: pkce, base_url and gateway_url (pipeline/lib/decap-config/sign-in.ts).');
      }
      return { connect: [originOf(backend.base_url), originOf(backend.gateway_url)], images: [], popup: false };
    }
    default:
      throw new Error(`admin policy: the « ${backend.name} » backend of the editor's config is not known to pipeline/lib/admin-policy.ts; add what it needs there.`);
  }
}

function localBackendOrigin(config: DecapConfig): string[] {
  const local = config.local_backend;
  if (!local) return [];
  return [originOf(local === true ? DEFAULT_LOCAL_BACKEND : (local.url ?? DEFAULT_LOCAL_BACKEND))];
}

export interface AdminPolicy {
  /** The Content-Security-Policy of every file under /admin/. */
  csp: string;
  /** The same without what a <meta> policy may not carry. */
  metaCsp: string;
  crossOriginOpenerPolicy: string;
}

export function adminPolicy(config: DecapConfig): AdminPolicy {
  const host = hostNeeds(config.backend);
  const directives: [string, string][] = [
    ['default-src', "'none'"],
    ['script-src', "'self' 'unsafe-eval'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', ["'self'", 'data:', 'blob:', ...host.images].join(' ')],
    ['font-src', "'self' data:"],
    // blob: the photos an upload has read, which Decap fetches to send them.
    ['connect-src', unique(["'self'", 'blob:', ...host.connect, ...localBackendOrigin(config)]).join(' ')],
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
  ];
  const join = (list: [string, string][]) => list.map(([name, value]) => `${name} ${value}`).join('; ');
  return {
    csp: join(directives),
    metaCsp: join(directives.filter(([name]) => name !== 'frame-ancestors')),
    crossOriginOpenerPolicy: host.popup ? 'same-origin-allow-popups' : 'same-origin',
  };
}

export function readDecapConfig(path: string): DecapConfig {
  const config = parse(readFileSync(path, 'utf8')) as Partial<DecapConfig> | null;
  if (!config?.backend?.name) throw new Error(`${path}: no backend.name`);
  return config as DecapConfig;
}

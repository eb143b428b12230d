// How staff sign in to the editor: one setting read at build, CMS_SIGN_IN, and the few values its path
// needs (docs/editor-sign-in.md; .env.example). The backend block of config.yml is written
// from them, and the editor's policy (pipeline/lib/admin-policy.ts) follows that block.
//   gateway  an e-mail address, through a git gateway holding the repository's token (DecapBridge);
//            staff need no git account. The recommended path.
//   gitlab   a GitLab account, PKCE in the browser (no proxy).
//   github   a GitHub account, through an OAuth proxy (Netlify's service, or a Worker of ours).
import type { DecapBackend } from '../admin-policy';
import { withoutTrailingSlashes } from '../../../lib/routes';

export const SIGN_IN_PATHS = ['gateway', 'gitlab', 'github'] as const;
export type SignInPath = (typeof SIGN_IN_PATHS)[number];

/** The variables each path reads, with the example value the build uses (and warns about) while unset. */
export const SIGN_IN_VARIABLES = {
  CMS_SIGN_IN: 'gateway',
  CMS_REPO: 'example/aide-et-vie',
  CMS_GATEWAY_SITE_ID: '00000000-0000-0000-0000-000000000000',
  CMS_GATEWAY_AUTH_URL: 'https://auth.decapbridge.com',
  CMS_GATEWAY_URL: 'https://gateway.decapbridge.com',
  CMS_GITLAB_APP_ID: 'example-application-id',
  CMS_GITLAB_URL: 'https://gitlab.com',
  CMS_GITHUB_AUTH_URL: 'https://api.netlify.com',
} as const;
type Variable = keyof typeof SIGN_IN_VARIABLES;

/** Values that need no warning when left at their default: the public services' own addresses. */
const PUBLIC_DEFAULTS: readonly Variable[] = ['CMS_GATEWAY_AUTH_URL', 'CMS_GATEWAY_URL', 'CMS_GITLAB_URL', 'CMS_GITHUB_AUTH_URL'];

/** What each path reads besides CMS_SIGN_IN. */
const READS: Record<SignInPath, Variable[]> = {
  gateway: ['CMS_REPO', 'CMS_GATEWAY_SITE_ID', 'CMS_GATEWAY_AUTH_URL', 'CMS_GATEWAY_URL'],
  gitlab: ['CMS_REPO', 'CMS_GITLAB_APP_ID', 'CMS_GITLAB_URL'],
  github: ['CMS_REPO', 'CMS_GITHUB_AUTH_URL'],
};

export interface SignIn {
  path: SignInPath;
  backend: DecapBackend & Record<string, unknown>;
  /** The variables this path needs that are still unset (the build warns: staff cannot sign in yet). */
  unset: Variable[];
}

type Env = Partial<Record<string, string | undefined>>;

export function signIn(env: Env = process.env): SignIn {
  const value = (name: Variable) => env[name]?.trim() || SIGN_IN_VARIABLES[name];
  const path = value('CMS_SIGN_IN') as SignInPath;
  if (!SIGN_IN_PATHS.includes(path)) {
    throw new Error(`CMS_SIGN_IN is « ${env.CMS_SIGN_IN} »: it must be one of ${SIGN_IN_PATHS.join(', ')} (docs/editor-sign-in.md).`);
  }
  const repo = value('CMS_REPO');
  const unset = READS[path].filter((name) => !env[name]?.trim() && !PUBLIC_DEFAULTS.includes(name));
  const common = { repo, branch: 'main' };
  switch (path) {
    case 'gateway': {
      // DecapBridge's PKCE sign-in (a redirect to its page, an e-mail and a password or Google/Microsoft),
      // then every git request through its gateway, which holds the repository's token.
      const site = value('CMS_GATEWAY_SITE_ID');
      return {
        path,
        unset,
        backend: {
          name: 'git-gateway',
          ...common,
          auth_type: 'pkce',
          base_url: withoutTrailingSlashes(value('CMS_GATEWAY_AUTH_URL')),
          auth_endpoint: `/sites/${site}/pkce`,
          auth_token_endpoint: `/sites/${site}/token`,
          gateway_url: withoutTrailingSlashes(value('CMS_GATEWAY_URL')),
        },
      };
    }
    case 'gitlab': {
      const site = withoutTrailingSlashes(value('CMS_GITLAB_URL'));
      const selfHosted = site !== SIGN_IN_VARIABLES.CMS_GITLAB_URL;
      return {
        path,
        unset,
        backend: { name: 'gitlab', ...common, auth_type: 'pkce', app_id: value('CMS_GITLAB_APP_ID'), ...(selfHosted ? { base_url: site, api_root: `${site}/api/v4` } : {}) },
      };
    }
    case 'github': {
      const proxy = env.CMS_GITHUB_AUTH_URL?.trim();
      // Without a proxy of ours, Decap's default: Netlify's sign-in service.
      return { path, unset, backend: { name: 'github', ...common, ...(proxy ? { base_url: withoutTrailingSlashes(proxy) } : {}) } };
    }
  }
}

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { adminPolicy, type DecapConfig } from '../../pipeline/lib/admin-policy';
import { decapConfig, decapConfigText } from '../../pipeline/lib/decap-config';

/** A directive's sources. */
const sources = (policy: string, name: string) => policy.split('; ').find((directive) => directive.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

/** The policy of the config the build writes for these sign-in variables, read back from its YAML. */
const policyFor = (env: Record<string, string>) => adminPolicy(parse(decapConfigText(decapConfig(env))) as DecapConfig);

describe('the policy of the editor at /admin/, for each sign-in path (CMS_SIGN_IN)', () => {
  it('gateway (the default): the gateway’s sign-in and its git gateway, no git host, no window, the local decap-server', () => {
    const policy = policyFor({});
    expect(sources(policy.csp, 'connect-src')).toEqual(["'self'", 'blob:', 'https://auth.decapbridge.com', 'https://gateway.decapbridge.com', 'http://localhost:8081']);
    expect(sources(policy.csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(sources(policy.csp, 'script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy.crossOriginOpenerPolicy).toBe('same-origin');
    expect(policy.csp).toContain("frame-ancestors 'none'");
    expect(policy.metaCsp).not.toContain('frame-ancestors');
  });

  it('gateway, self-hosted: the centre’s own addresses instead of DecapBridge’s', () => {
    const policy = policyFor({ CMS_GATEWAY_AUTH_URL: 'https://auth.centre.cm/', CMS_GATEWAY_URL: 'https://gateway.centre.cm' });
    expect(sources(policy.csp, 'connect-src')).toEqual(["'self'", 'blob:', 'https://auth.centre.cm', 'https://gateway.centre.cm', 'http://localhost:8081']);
  });

  it('gitlab: GitLab’s API and its site (the PKCE token), no window', () => {
    const policy = policyFor({ CMS_SIGN_IN: 'gitlab' });
    expect(sources(policy.csp, 'connect-src')).toEqual(["'self'", 'blob:', 'https://gitlab.com', 'http://localhost:8081']);
    expect(policy.crossOriginOpenerPolicy).toBe('same-origin');
  });

  it('github: GitHub’s API and status page, its avatars, and the sign-in window', () => {
    const policy = policyFor({ CMS_SIGN_IN: 'github', CMS_GITHUB_AUTH_URL: 'https://cms-auth.centre.workers.dev' });
    expect(sources(policy.csp, 'connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com', 'https://www.githubstatus.com', 'http://localhost:8081']);
    expect(sources(policy.csp, 'img-src')).toContain('https://avatars.githubusercontent.com');
    expect(policy.crossOriginOpenerPolicy).toBe('same-origin-allow-popups');
  });

  it('refuses a git-gateway that does not sign in with PKCE (Netlify Identity, deprecated)', () => {
    expect(() => adminPolicy({ backend: { name: 'git-gateway' } })).toThrow(/auth_type: pkce/);
  });

  it('talks to GitLab, and keeps its window to itself, when GitLab signs in with PKCE (a redirect)', () => {
    const config: DecapConfig = { backend: { name: 'gitlab', repo: 'centre/site', auth_type: 'pkce' } };
    const policy = adminPolicy(config);
    expect(sources(policy.csp, 'connect-src')).toEqual(["'self'", 'blob:', 'https://gitlab.com']);
    expect(policy.crossOriginOpenerPolicy).toBe('same-origin');
  });

  it('names a self-hosted GitLab by its own address', () => {
    const policy = adminPolicy({ backend: { name: 'gitlab', repo: 'centre/site', auth_type: 'pkce', base_url: 'https://git.centre.cm', api_root: 'https://git.centre.cm/api/v4' } });
    expect(sources(policy.csp, 'connect-src')).toEqual(["'self'", 'blob:', 'https://git.centre.cm']);
    expect(sources(policy.csp, 'img-src')).toContain('https://git.centre.cm');
  });

  it('refuses a host it does not know, rather than guess its policy', () => {
    expect(() => adminPolicy({ backend: { name: 'bitbucket' } })).toThrow(/bitbucket/);
  });
});

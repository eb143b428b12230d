import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminPolicy, readDecapConfig, type DecapConfig } from '../scripts/lib/admin-policy';

/** A directive's sources. */
const sources = (policy: string, name: string) => policy.split('; ').find((directive) => directive.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('the policy of the editor at /admin/', () => {
  it('follows the git host of the shipped config: GitHub, its sign-in window, the local decap-server', () => {
    const policy = adminPolicy(readDecapConfig(join(__dirname, '..', 'public', 'admin', 'config.yml')));
    expect(sources(policy.csp, 'connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com', 'https://www.githubstatus.com', 'http://localhost:8081']);
    expect(sources(policy.csp, 'script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy.crossOriginOpenerPolicy).toBe('same-origin-allow-popups');
    expect(policy.csp).toContain("frame-ancestors 'none'");
    expect(policy.metaCsp).not.toContain('frame-ancestors');
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

// The parts of the deploy recipes (docs/deploying.md) that can be checked without the host itself:
// the nginx block the deploy tests run (tests/deploy/ runs it for real), and Netlify's netlify.toml.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminPolicy } from '../../pipeline/lib/admin-policy';
import { SIGN_IN_VARIABLES, signIn } from '../../pipeline/lib/decap-config/sign-in';
import { documentedSiteBlock, nginxBinary, NGINX_INSTALL, siteBlockForTest } from '../../harness/nginx';
import { defaultLocale, locales } from '../../lib/i18n';
import { ADMIN_PATH, SITE_VERSION_PATH } from '../../lib/routes';
import { notFoundPaths } from '../../site/site-routes';
import packageJson from '../../package.json';

const ports = { https: 5001, http: 5002 };
const certificate = { certFile: '/tmp/test/cert.pem', keyFile: '/tmp/test/key.pem', spki: '' };

describe('the nginx block of docs/deploying.md, as the deploy tests run it', () => {
  const block = documentedSiteBlock();

  it('changes only the ports, the paths and the certificate', () => {
    const tested = siteBlockForTest(block, '/srv/out', ports, certificate);
    const changed = block.split('\n').filter((line, index) => line !== tested.split('\n')[index]);
    expect(changed.map((line) => line.trim().split(/\s+/)[0])).toEqual(
      expect.arrayContaining(['include', 'listen', 'return', 'ssl_certificate', 'ssl_certificate_key', 'root']),
    );
    expect(changed.every((line) => /^(include|listen|return|ssl_certificate|ssl_certificate_key|root)\s/.test(line.trim()))).toBe(true);
    expect(tested).not.toContain('/var/www/aide-et-vie');
    expect(tested).toContain(`listen 127.0.0.1:${ports.https} ssl http2;`);
    expect(tested).toContain(`return 301 https://$host:${ports.https}$request_uri;`);
  });

  it('fails, naming what is gone, when the docs drop a line the test replaces', () => {
    expect(() => siteBlockForTest(block.replace('listen 80;', 'listen 8080;'), '/srv/out', ports, certificate)).toThrow(/no longer contains listen 80;/);
  });

  it('is the only nginx block of the page', () => {
    const docs = join(mkdtempSync(join(tmpdir(), 'deploy-docs-')), 'deploying.md');
    writeFileSync(docs, `\`\`\`nginx\n${block}\`\`\`\n\n\`\`\`nginx\nserver {}\n\`\`\`\n`);
    expect(() => documentedSiteBlock(docs)).toThrow(/exactly one/);
  });

  it('says how to install nginx when it is missing', () => {
    expect(() => nginxBinary(['/nonexistent/nginx'])).toThrow(NGINX_INSTALL);
    expect(() => nginxBinary([process.execPath], '/nonexistent/brotli.so')).toThrow(/brotli module.*apt-get install nginx-light libnginx-mod-http-brotli-filter/);
  });
});

const toml = readFileSync(join(__dirname, '..', '..', 'netlify.toml'), 'utf8');
const value = (text: string, key: string) => new RegExp(`^\\s*${key} = "?([^"\\n]*)"?$`, 'm').exec(text)?.[1];
const redirects = toml
  .split('[[redirects]]')
  .slice(1)
  .map((table) => ({ from: value(table, 'from'), to: value(table, 'to'), status: value(table, 'status'), force: value(table, 'force') }));

describe('netlify.toml', () => {

  it('builds with the build script and publishes the export', () => {
    expect(value(toml, 'command')).toBe('npm run build');
    expect(packageJson.scripts.build).toBeDefined();
    expect(value(toml, 'publish')).toBe('out');
  });

  it('gives every address under a language prefix that language’s not-found page, with status 404, never over a real file', () => {
    const expected = locales
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => ({ from: notFoundPaths[locale].replace(/404\.html$/, '*'), to: notFoundPaths[locale], status: '404', force: undefined }));
    expect(expected.length).toBeGreaterThan(0);
    expect(redirects).toEqual(expected);
  });
});

/*
 * The sign-in recipes of docs/editor-sign-in.md (« Sign-in: the one-time set-up »): each block of build
 * variables marked `# recipe: <name>` is what a non-developer types on the web host. What can be checked
 * offline: each recipe is complete for its path (the build would not warn), gives the backend and the policy
 * its sign-in needs, and .env.example names every variable; and the hosts' files serve /admin/ and
 * /version.json as the recipes say.
 */
describe('the sign-in recipes of docs/editor-sign-in.md', () => {
  const root = join(__dirname, '..', '..');
  const docs = readFileSync(join(root, 'docs', 'editor-sign-in.md'), 'utf8');
  const recipes = new Map(
    [...docs.matchAll(/```sh\n\s*# recipe: ([\w-]+)\n([\s\S]*?)```/g)].map(([, name, block]) => [
      name!,
      Object.fromEntries(block!.trim().split('\n').map((line) => line.trim().split('=') as [string, string])),
    ]),
  );
  const policyOf = (env: Record<string, string>) => adminPolicy({ backend: signIn(env).backend });

  it('gives one recipe per path of the table: e-mail through DecapBridge, GitLab, GitHub through Netlify or a Worker', () => {
    expect([...recipes.keys()].sort()).toEqual(['gateway', 'github-netlify', 'github-worker', 'gitlab']);
    for (const [name, env] of recipes) {
      const result = signIn(env);
      expect(result.path, name).toBe(env.CMS_SIGN_IN);
      expect(result.unset, name).toEqual([]);
      expect(result.backend.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
    }
  });

  it('the gateway signs staff in by e-mail: PKCE at DecapBridge, every git request through its gateway, no git host', () => {
    const env = recipes.get('gateway')!;
    expect(signIn(env).backend).toMatchObject({
      name: 'git-gateway',
      auth_type: 'pkce',
      base_url: 'https://auth.decapbridge.com',
      auth_endpoint: `/sites/${env.CMS_GATEWAY_SITE_ID}/pkce`,
      auth_token_endpoint: `/sites/${env.CMS_GATEWAY_SITE_ID}/token`,
      gateway_url: 'https://gateway.decapbridge.com',
    });
    const policy = policyOf(env);
    expect(policy.crossOriginOpenerPolicy).toBe('same-origin');
    expect(policy.csp).toMatch(/connect-src 'self' blob: https:\/\/auth\.decapbridge\.com https:\/\/gateway\.decapbridge\.com;/);
    expect(docs).toContain("login URL `https://<the site's address>/admin/`");
  });

  it('GitLab signs in with PKCE: an application id, a redirect back to the editor, no window and no proxy', () => {
    const backend = signIn(recipes.get('gitlab')!).backend;
    expect(backend).toMatchObject({ name: 'gitlab', auth_type: 'pkce', app_id: expect.stringMatching(/\S/) });
    expect(backend.base_url).toBeUndefined();
    const policy = policyOf(recipes.get('gitlab')!);
    expect(policy.crossOriginOpenerPolicy).toBe('same-origin');
    expect(policy.csp).toMatch(/connect-src [^;]*https:\/\/gitlab\.com/);
    // The redirect URI the recipe asks for is the editor's own address.
    expect(docs).toContain(`Redirect URI: \`https://<the site's address>${ADMIN_PATH}\``);
  });

  it('GitHub signs in through a window: Netlify’s service by default, or the Worker named in CMS_GITHUB_AUTH_URL', () => {
    const netlify = signIn(recipes.get('github-netlify')!).backend;
    const worker = signIn(recipes.get('github-worker')!).backend;
    expect(netlify.name).toBe('github');
    expect(netlify.base_url).toBeUndefined();
    expect(docs).toContain('Authorization callback URL: `https://api.netlify.com/auth/done`');
    expect(worker.name).toBe('github');
    expect(new URL(worker.base_url!).protocol).toBe('https:');
    for (const name of ['github-netlify', 'github-worker']) {
      const policy = policyOf(recipes.get(name)!);
      expect(policy.crossOriginOpenerPolicy).toBe('same-origin-allow-popups');
      expect(policy.csp).toMatch(/connect-src [^;]*https:\/\/api\.github\.com/);
    }
  });

  it('names every sign-in variable in .env.example', () => {
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    for (const name of Object.keys(SIGN_IN_VARIABLES)) expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });

  it('serves /admin/ as a folder, touched by no redirect on Netlify or Cloudflare Pages, and never caches /version.json', () => {
    // No rule of netlify.toml catches the editor or the version file, and no _redirects file is shipped
    // (Cloudflare Pages applies its rules even where a file exists).
    for (const { from } of redirects) {
      const pattern = new RegExp(`^${from!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.*')}$`);
      expect(pattern.test(ADMIN_PATH)).toBe(false);
      expect(pattern.test(SITE_VERSION_PATH)).toBe(false);
    }
    expect(existsSync(join(root, 'public', '_redirects'))).toBe(false);
    expect(existsSync(join(root, 'public', 'admin', 'index.html'))).toBe(true);
    // Headers come from out/_headers alone (pipeline/headers.ts): a [[headers]] table here would add to them.
    expect(toml).not.toContain('[[headers]]');
  });
});

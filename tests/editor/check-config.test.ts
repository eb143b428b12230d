import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAILJS_VARIABLES } from '@/lib/request/emailjs-config';

const script = join(__dirname, '..', '..', 'pipeline', 'check-config.ts');
const KEYS = Object.values(EMAILJS_VARIABLES);

function run(env: Record<string, string>) {
  const cleanEnv = { ...process.env };
  for (const name of Object.keys(cleanEnv)) if (name.startsWith('NEXT_PUBLIC_') || name.startsWith('CMS_')) delete cleanEnv[name];
  // An empty folder as cwd: no .env file of the developer can hide a missing key.
  return spawnSync(process.execPath, ['--import', 'tsx', script], { env: { ...cleanEnv, ...env }, cwd: __dirname, encoding: 'utf8' });
}

describe('build configuration warnings', () => {
  it('warns about the placeholder contacts and every missing EmailJS key, without failing the build', () => {
    const result = run({});
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('WARNING');
    expect(result.stderr).toContain('content/settings/centre.yml');
    expect(result.stderr).toContain("The editor's sign-in (CMS_SIGN_IN=gateway) still lacks CMS_REPO, CMS_GATEWAY_SITE_ID");
    for (const key of KEYS) expect(result.stderr).toContain(key);
  });

  it('stops warning about the keys once they are set', () => {
    const result = run(Object.fromEntries(KEYS.map((key) => [key, 'x'])));
    for (const key of KEYS) expect(result.stderr).not.toContain(key);
  });

  it('stops warning about the sign-in once its path has what it needs, and names what another path lacks', () => {
    const gateway = run({ CMS_REPO: 'centre/site', CMS_GATEWAY_SITE_ID: '648cbae2-8402-4cde-ade9-014199b3e953' });
    expect(gateway.status).toBe(0);
    expect(gateway.stderr).not.toContain("The editor's sign-in");
    const gitlab = run({ CMS_SIGN_IN: 'gitlab', CMS_REPO: 'centre/site' });
    expect(gitlab.stderr).toContain("The editor's sign-in (CMS_SIGN_IN=gitlab) still lacks CMS_GITLAB_APP_ID");
  });

  it('stops the build on a sign-in path it does not know', () => {
    const result = run({ CMS_SIGN_IN: 'netlify-identity' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('CMS_SIGN_IN is « netlify-identity »: it must be one of gateway, gitlab, github');
  });

  it('without a gateway, says that the pages publish the keys; with one, needs no EmailJS id', () => {
    expect(run({}).stderr).toContain('NEXT_PUBLIC_REQUEST_GATEWAY_URL is not set: the pages send to EmailJS');
    const gateway = run({ NEXT_PUBLIC_REQUEST_GATEWAY_URL: 'https://gateway.aide-et-vie.workers.dev' });
    expect(gateway.status).toBe(0);
    expect(gateway.stderr).not.toContain('NEXT_PUBLIC_REQUEST_GATEWAY_URL');
    for (const key of KEYS) expect(gateway.stderr).not.toContain(key);
    expect(gateway.stderr).not.toContain('NEXT_PUBLIC_REQUEST_RELAY_URL');
  });

  it('stops the build when a provider’s key is set beside the gateway (every page would publish it), or the gateway is not https', () => {
    const beside = run({ NEXT_PUBLIC_REQUEST_GATEWAY_URL: 'https://gateway.aide-et-vie.workers.dev', [EMAILJS_VARIABLES.publicKey]: 'pk', NEXT_PUBLIC_REQUEST_NOTIFY_URL: 'https://ntfy.sh/x' });
    expect(beside.status).not.toBe(0);
    expect(beside.stderr).toContain(`${EMAILJS_VARIABLES.publicKey}, NEXT_PUBLIC_REQUEST_NOTIFY_URL are set beside NEXT_PUBLIC_REQUEST_GATEWAY_URL`);
    const plain = run({ NEXT_PUBLIC_REQUEST_GATEWAY_URL: 'http://gateway.example.cm' });
    expect(plain.status).not.toBe(0);
    expect(plain.stderr).toContain('it must be an https address');
    expect(run({ NEXT_PUBLIC_REQUEST_GATEWAY_URL: 'http://127.0.0.1:8797' }).status).toBe(0);
  });
});

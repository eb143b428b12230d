import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAILJS_VARIABLES } from '@/lib/request/emailjs-config';

const script = join(__dirname, '..', 'scripts', 'check-config.ts');
const KEYS = Object.values(EMAILJS_VARIABLES);

function run(env: Record<string, string>) {
  const cleanEnv = { ...process.env };
  for (const name of Object.keys(cleanEnv)) if (name.startsWith('NEXT_PUBLIC_')) delete cleanEnv[name];
  // An empty folder as cwd: no .env file of the developer can hide a missing key.
  return spawnSync(process.execPath, ['--import', 'tsx', script], { env: { ...cleanEnv, ...env }, cwd: __dirname, encoding: 'utf8' });
}

describe('build configuration warnings', () => {
  it('warns about the placeholder contacts and every missing EmailJS key, without failing the build', () => {
    const result = run({});
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('WARNING');
    expect(result.stderr).toContain('content/settings/centre.yml');
    expect(result.stderr).toContain('public/admin/config.yml still names the example repository');
    for (const key of KEYS) expect(result.stderr).toContain(key);
  });

  it('stops warning about the keys once they are set', () => {
    const result = run(Object.fromEntries(KEYS.map((key) => [key, 'x'])));
    for (const key of KEYS) expect(result.stderr).not.toContain(key);
  });
});

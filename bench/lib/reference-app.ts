// The bench's yardstick (bench/bench.ts): a bare one-page Next.js app, same Next version, App Router,
// exported as ours is, built in a temporary folder that borrows our node_modules.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, parse, sep } from 'node:path';

export function run(command: string, commandArgs: string[], options: Parameters<typeof spawnSync>[2] = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${result.status})`);
}

/** The deepest folder containing both paths: Turbopack compiles nothing outside its root. */
function commonAncestor(a: string, b: string): string {
  const partsA = a.split(sep);
  const partsB = b.split(sep);
  let i = 0;
  while (i < partsA.length && partsA[i] === partsB[i]) i += 1;
  return partsA.slice(0, i).join(sep) || parse(a).root;
}

/** A bare one-page App Router app, exported like ours; needs no network (our node_modules). */
export function buildReference(projectDir: string) {
  const dir = mkdtempSync(join(tmpdir(), 'next-reference-'));
  const modules = realpathSync(join(projectDir, 'node_modules'));
  symlinkSync(modules, join(dir, 'node_modules'), 'dir');
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'next-reference', private: true }));
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { output: 'export', trailingSlash: true, turbopack: { root: ${JSON.stringify(commonAncestor(dir, modules))} } };\n`,
  );
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    "export const metadata = { title: 'Référence' };\n" +
      'export default function RootLayout({ children }) {\n  return (<html lang="fr"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(join(dir, 'app', 'page.jsx'), 'export default function Page() {\n  return <h1>Bonjour</h1>;\n}\n');
  console.log(`\nbench: building the reference app in ${dir}…`);
  run(process.execPath, [join(modules, 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}

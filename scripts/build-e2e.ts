// `npm run build:e2e` and `npm run build:e2e-emailjs-only`: the site as the tests need it, with the
// services of harness/e2e-build-env.ts.
//  - build:e2e: `npm run build` (its content check, export into out/ and every post-build step).
//  - --emailjs-only: the relay and the notices unset; `next build` into out/, then moved to
//    out-emailjs-only/, and the post-build steps its pages need. It leaves no out/: Turbopack's cache
//    holds one export folder's compilation, so build:e2e, run after it (npm run build:e2e-exports),
//    compiles from that cache (next.config.mjs). Next's TypeScript pass is skipped: typecheck runs tsc.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { e2eBuildEnv } from '../harness/e2e-build-env';

const EMAILJS_ONLY_DIR = 'out-emailjs-only';
const emailjsOnly = process.argv.includes('--emailjs-only');
const env = { ...process.env, ...e2eBuildEnv({ emailjsOnly }), ...(emailjsOnly ? { TYPES_CHECKED: '1' } : {}) };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const tsx = (script: string, ...args: string[]) => run(process.execPath, ['--import', 'tsx', script, ...args]);

if (!emailjsOnly) {
  run('npm', ['run', 'build']);
} else {
  tsx('pipeline/media.ts');
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build']);
  rmSync(EMAILJS_ONLY_DIR, { recursive: true, force: true });
  renameSync('out', EMAILJS_ONLY_DIR);
  tsx('pipeline/postbuild.ts', EMAILJS_ONLY_DIR, 'turnFolderPagesIntoFiles', 'startScriptsAfterFirstPaint', 'writeSecurityHeaders', 'writeServiceWorker');
}

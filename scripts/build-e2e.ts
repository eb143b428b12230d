// `npm run build:e2e`, `npm run build:e2e-emailjs-only` and `npm run build:e2e-gateway`: the site as the
// tests need it, with the services of harness/e2e-build-env.ts.
//  - build:e2e: `npm run build` (its content check, export into out/ and every post-build step).
//  - --emailjs-only: the relay and the notices unset, and one closure staff entered (harness/e2e-content.ts);
//    --gateway: the request gateway alone (no provider's key in any page). Each: `next build` into out/, then moved to out-emailjs-only/ or out-gateway/, and
//    the post-build steps its pages need. Neither leaves an out/: Turbopack's cache holds one export
//    folder's compilation, so the next build into out/ (npm run build:e2e-exports: EmailJS alone, the
//    gateway, then build:e2e) compiles from that cache (next.config.mjs). Next's TypeScript pass is
//    skipped: typecheck runs tsc.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { e2eBuildEnv, type E2eVariant } from '../harness/e2e-build-env';
import { e2eContentWithClosure } from '../harness/e2e-content';
import { contentDir } from '../content/load';

const variant: E2eVariant = process.argv.includes('--emailjs-only') ? 'emailjs-only' : process.argv.includes('--gateway') ? 'gateway' : 'all';
const env = {
  ...process.env,
  ...e2eBuildEnv(variant),
  ...(variant !== 'all' ? { TYPES_CHECKED: '1' } : {}),
  // The EmailJS-only export meets a closure staff entered (harness/e2e-content.ts); the others, content/ as it is.
  ...(variant === 'emailjs-only' ? { CONTENT_DIR: e2eContentWithClosure(contentDir()) } : {}),
};

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const tsx = (script: string, ...args: string[]) => run(process.execPath, ['--import', 'tsx', script, ...args]);

if (variant === 'all') {
  run('npm', ['run', 'build']);
} else {
  const dir = `out-${variant}`;
  tsx('pipeline/media.ts');
  // The gateway's export is checked as any centre's build is: no provider's key beside the gateway.
  if (variant === 'gateway') tsx('pipeline/check-config.ts');
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build']);
  rmSync(dir, { recursive: true, force: true });
  renameSync('out', dir);
  // The gateway's export publishes the rules its gateway reads (the centre's phone an appointment's messages carry).
  const steps = ['turnFolderPagesIntoFiles', 'startScriptsAfterFirstPaint', 'writeSecurityHeaders', 'writeServiceWorker', ...(variant === 'gateway' ? ['writeRequestRules'] : [])];
  tsx('pipeline/postbuild.ts', dir, ...steps);
}

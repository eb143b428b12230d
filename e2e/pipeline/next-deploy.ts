import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHUNK_HASH_LENGTH, CHUNK_NAME, CHUNKS_URL, NEXT_STATIC, RUNTIME_CHUNK_PREFIX } from '../../pipeline/lib/next-output';

/*
 * The next deploy of the exported site, made from out/ without a second `next build` (a minute of
 * CI): every script of the framework and of our components is changed, so each gets a new name, and
 * every page, RSC payload and script that names one is rewritten to name the new one. The security
 * headers and the service worker are then made again by the build's own steps, as a deploy makes
 * them. What a returning visitor meets is what a real client change brings: pages that ask for
 * scripts the device has never fetched, new inline scripts (so new CSP hashes), and a new sw.js.
 * (Styles, images and the words of the pages stay as they were: the case under test is the scripts.)
 */

// Next's folders in the export; Turbopack's chunk names (CHUNK_NAME), which a new deploy's keep the shape of.
const STATIC = NEXT_STATIC.slice(1, -1);
const CHUNKS = CHUNKS_URL.slice(1, -1);
const TEXT = /\.(html|txt|js|json|css|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A new name of the same shape, different for each deploy label. */
function renamed(base: string, label: string): string {
  const prefix = base.startsWith(RUNTIME_CHUNK_PREFIX) ? RUNTIME_CHUNK_PREFIX : '';
  const digest = createHash('sha256').update(`${label}:${base}`).digest('base64url').toLowerCase().replace(/[^a-z0-9_-]/g, '_');
  return `${prefix}${digest.slice(0, CHUNK_HASH_LENGTH)}`;
}

/**
 * Writes into `dest` the deploy that follows the export in `outDir`, labelled `label`, and returns
 * the scripts it renamed (old path → new path). `env` is the build's environment (the EmailJS keys
 * the service worker is built with).
 */
export function deployAfter(
  outDir: string,
  dest: string,
  label: string,
  { env = {}, changed = () => true }: { env?: Record<string, string>; changed?: (script: string) => boolean } = {},
): Map<string, string> {
  rmSync(dest, { recursive: true, force: true });
  cpSync(outDir, dest, { recursive: true });
  const chunks = join(dest, CHUNKS);
  const names = new Map<string, string>();
  // The build's id (a folder of manifests, and the « b » of every RSC payload): a deploy has its own.
  const buildId = readdirSync(join(dest, STATIC)).find((name) => name !== 'chunks' && name !== 'media');
  if (!buildId) throw new Error(`no build id folder in ${join(dest, STATIC)}`);
  const nextBuildId = createHash('sha256').update(`${label}:${buildId}`).digest('base64url').slice(0, buildId.length);
  for (const file of readdirSync(chunks)) {
    if (!file.endsWith('.js') || !CHUNK_NAME.test(file) || !changed(`${CHUNKS_URL}${file}`)) continue;
    const base = file.slice(0, -'.js'.length);
    names.set(`${base}.js`, `${renamed(base, label)}.js`);
  }
  names.set(buildId, nextBuildId);
  const pattern = new RegExp([...names.keys()].map((name) => name.replace(/[.-]/g, '\\$&')).join('|'), 'g');
  for (const path of filesUnder(dest)) {
    if (!TEXT.test(path)) continue;
    const text = readFileSync(path, 'utf8');
    const next = text.replace(pattern, (name) => names.get(name)!);
    if (next !== text) writeFileSync(path, next);
  }
  names.delete(buildId);
  renameSync(join(dest, STATIC, buildId), join(dest, STATIC, nextBuildId));
  for (const [from, to] of names) {
    const path = join(chunks, from);
    // New code, not only a new name: the bytes differ too.
    writeFileSync(path, `${readFileSync(path, 'utf8')}\n/* ${label} */\n`);
    renameSync(path, join(chunks, to));
  }
  // The build's last steps, as after `next build`: the policies (new inline scripts), then the worker.
  execFileSync(process.execPath, ['--import', 'tsx', join('pipeline', 'postbuild.ts'), dest, 'writeSecurityHeaders', 'writeServiceWorker'], {
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  return new Map([...names].map(([from, to]) => [`/${relative(dest, join(chunks, from))}`, `/${relative(dest, join(chunks, to))}`]));
}

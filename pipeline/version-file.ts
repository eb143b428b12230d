// A step of the postbuild pipeline (pipeline/postbuild.ts): out/version.json, which content the site was
// built from (lib/site-version.ts). After « Publier », the editor reads it until the live site carries
// the change (editor/online/). Served with no-store (pipeline/headers.ts) and never kept by the service
// worker (not a page, not a hashed file, not an image).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentDir } from '../content/load';
import { SITE_VERSION_PATH } from '../lib/routes';
import type { SiteVersion } from '../lib/site-version';

/** The last commit that changed `folder`, and its date; nulls when git is missing or the folder is not in a checkout. */
export function lastContentCommit(folder: string): Pick<SiteVersion, 'commit' | 'date'> {
  try {
    // -C: git finds the repository from the folder itself (CONTENT_DIR may be another checkout, e.g. a test's).
    const out = execFileSync('git', ['-C', folder, 'log', '-1', '--format=%H %cI', '--', '.'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const [commit, date] = out.split(' ');
    // An empty answer: the folder is in a checkout but was never committed.
    return /^[0-9a-f]{40,64}$/.test(commit ?? '') ? { commit: commit!, date: date ?? null } : { commit: null, date: null };
  } catch {
    return { commit: null, date: null };
  }
}

export function siteVersion(folder: string, now = new Date()): SiteVersion {
  return { ...lastContentCommit(folder), builtAt: now.toISOString() };
}

/** Pipeline step: out/version.json. */
export function writeVersionFile(outDir: string) {
  const folder = contentDir();
  const version = siteVersion(folder);
  writeFileSync(join(outDir, SITE_VERSION_PATH.slice(1)), `${JSON.stringify(version)}\n`);
  const from = relative(process.cwd(), folder) || '.';
  console.log(`version: ${SITE_VERSION_PATH} ${version.commit ? `content of ${version.commit.slice(0, 10)} (${version.date})` : `no git commit for ${from}`}`);
}

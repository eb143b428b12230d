import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../pipeline/headers';
import { headersForPath, parseHeadersFile } from '../../harness/headers-file';
import { lastContentCommit, siteVersion } from '../../pipeline/version-file';
import { SITE_VERSION_PATH } from '../../lib/routes';
import { readSiteVersion } from '../../lib/site-version';

/* out/version.json (pipeline/version-file.ts): which content the site was built from, never cached. */

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' }).trim();

describe('the version file', () => {
  it('names the last commit that changed content/, not a later commit of code', () => {
    const repo = mkdtempSync(join(tmpdir(), 'version-file-'));
    git(repo, 'init', '-q', '-b', 'main');
    mkdirSync(join(repo, 'content'));
    writeFileSync(join(repo, 'content', 'a.yml'), 'a: 1\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'content');
    const content = git(repo, 'rev-parse', 'HEAD');
    writeFileSync(join(repo, 'code.ts'), 'export {};\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'code');
    expect(git(repo, 'rev-parse', 'HEAD')).not.toBe(content);

    const found = lastContentCommit(join(repo, 'content'));
    expect(found.commit).toBe(content);
    expect(Date.parse(found.date ?? '')).not.toBeNaN();
  });

  it('falls back to nulls outside a git checkout, and still says when it was built', () => {
    const folder = mkdtempSync(join(tmpdir(), 'version-nogit-'));
    const version = siteVersion(folder, new Date('2026-11-25T13:08:00Z'));
    expect(version).toEqual({ commit: null, date: null, builtAt: '2026-11-25T13:08:00.000Z' });
    // What the editor reads back is what the build wrote.
    expect(readSiteVersion(JSON.parse(JSON.stringify(version)))).toEqual(version);
  });

  it('is never kept by a browser or a CDN, on Netlify, Cloudflare Pages and nginx; pages keep their own rule', () => {
    const out = mkdtempSync(join(tmpdir(), 'version-out-'));
    writeFileSync(join(out, 'index.html'), '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body></body></html>');
    const { headersText, httpConf } = generate(out);
    const rules = parseHeadersFile(headersText);
    expect(headersForPath(rules, SITE_VERSION_PATH)['Cache-Control']).toBe('no-store');
    expect(headersForPath(rules, '/')['Cache-Control']).toBeUndefined();
    expect(httpConf).toMatch(new RegExp(`map \\$uri \\$page_cache_control \\{[^}]*\\n  ${SITE_VERSION_PATH.replace('.', '\\.')} "no-store";`));
  });
});

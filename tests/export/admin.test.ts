import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH } from '../../lib/routes';
import { adminFirstLoad, decapDist, decapFiles } from '../../pipeline/admin';
import { editorManifest, fileHash } from '../../pipeline/admin-worker';
import { adminPolicy, readDecapConfig } from '../../pipeline/lib/admin-policy';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../../harness/headers-file';
import { inlineScripts, listHtmlFiles, parseTags, urlPathOf } from '../../pipeline/lib/html';
import { outDir, requireOut } from './out-dir';

/** What a first visit to /admin/ may download, gzip: Decap's bundle is about 1.5 MB; a second copy or its source map would show. */
const ADMIN_BUDGET_KB = 1600;

const admin = (file: string) => join(outDir, ADMIN_PATH.slice(1), file);

// The editor is not a page of the site: its own files, its own policy, never indexed, never kept offline.
describe('the editor in the export (out/admin/)', () => {
  let rules: HeaderRule[] = [];
  beforeAll(() => {
    requireOut();
    rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
  });

  it('serves Decap CMS from the site itself: its bundle, its chunks, nothing from another host', () => {
    for (const name of decapFiles()) expect(readFileSync(admin(name)).equals(readFileSync(join(decapDist(), name))), name).toBe(true);
    const tags = parseTags(readFileSync(admin('index.html'), 'utf8'));
    expect(inlineScripts(tags)).toEqual([]);
    const urls = tags.flatMap((tag) => [tag.attributes.get('src'), tag.attributes.get('href')]).filter((url): url is string => url !== undefined);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url, url).toMatch(/^\/(admin|icons)\//);
  });

  it('has its own policy, from its config: eval and the git host there, on no public page', () => {
    const policy = adminPolicy(readDecapConfig(admin('config.yml')));
    for (const path of [ADMIN_PATH, `${ADMIN_PATH}decap-cms.js`, `${ADMIN_PATH}config.yml`, `${ADMIN_PATH}sw.js`]) {
      const headers = headersForPath(rules, path);
      expect(headers['Content-Security-Policy'], path).toBe(policy.csp);
      expect(headers['Cross-Origin-Opener-Policy'], path).toBe(policy.crossOriginOpenerPolicy);
      expect(headers['X-Robots-Tag'], path).toBe('noindex, nofollow');
    }
    const html = readFileSync(admin('index.html'), 'utf8');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy.metaCsp}"/>`);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const gitHost = /https:\/\/api\.github\.com|https:\/\/gitlab\.com/;
    for (const file of listHtmlFiles(outDir)) {
      const page = headersForPath(rules, urlPathOf(file))['Content-Security-Policy'] ?? '';
      expect(page, file).not.toContain('unsafe-eval');
      expect(page, file).not.toMatch(gitHost);
    }
    const nginx = readFileSync(join(outDir, 'nginx-headers-http.conf'), 'utf8');
    expect(nginx).toContain(`~^${ADMIN_PATH} "${policy.csp}";`);
    expect(nginx).toContain(`~^${ADMIN_PATH} "noindex, nofollow";`);
  });

  it('is not a page of the site: not in the sitemap, the byte budgets or the offline copy', () => {
    expect(listHtmlFiles(outDir).some((file) => file.startsWith(ADMIN_PATH.slice(1)))).toBe(false);
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).not.toContain(ADMIN_PATH);
    // The worker's list of files to keep in advance holds none of the editor's.
    const precache = [...readFileSync(join(outDir, 'sw.js'), 'utf8').matchAll(/\burl:"([^"]+)"/g)].map(([, url]) => url);
    expect(precache.length).toBeGreaterThan(0);
    expect(precache.filter((url) => url!.startsWith(ADMIN_PATH))).toEqual([]);
  });

  it(`downloads at most ${ADMIN_BUDGET_KB} KB gzip on a first visit`, () => {
    const gzip = adminFirstLoad(outDir).reduce((sum, name) => sum + gzipSync(readFileSync(admin(name)), { level: 9 }).length, 0) / 1024;
    expect(gzip).toBeLessThan(ADMIN_BUDGET_KB);
  });

  it('names the files its page loads by their content hash, and its worker knows every file with its hash', () => {
    const tags = parseTags(readFileSync(admin('index.html'), 'utf8'));
    const addresses = tags.flatMap((tag) => [tag.attributes.get('src'), tag.attributes.get('href')]).filter((url): url is string => url?.startsWith(ADMIN_PATH) ?? false);
    const versioned = addresses.filter((url) => url.includes('?v='));
    // Decap's script, ours, the two stylesheets and manual-init.js; config.yml keeps its name (read from the network first).
    expect(versioned.map((url) => url.split('?')[0]).sort()).toEqual(['admin.css', 'decap-cms.js', 'editor.css', 'editor.js', 'manual-init.js'].map((name) => `${ADMIN_PATH}${name}`));
    for (const url of versioned) {
      const [path, hash] = url.split('?v=') as [string, string];
      expect(fileHash(readFileSync(join(outDir, path.slice(1)))), url).toBe(hash);
    }
    const worker = readFileSync(admin('sw.js'), 'utf8');
    const manifest = editorManifest(outDir);
    expect(Object.keys(manifest)).toContain(`${ADMIN_PATH}index.html`);
    for (const [path, hash] of Object.entries(manifest)) expect(worker, path).toContain(`"${path}":"${hash}"`);
    // The worker keeps the editor's files only: nothing of the public site, no source map.
    expect(Object.keys(manifest).filter((path) => !path.startsWith(ADMIN_PATH) || path.endsWith('.map') || path === `${ADMIN_PATH}sw.js`)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../../harness/headers-file';
import { inlineScripts, listHtmlFiles, parseTags, urlPathOf } from '../../pipeline/lib/html';
import { sha256Source } from '../../pipeline/lib/security-policy';
import { outDir, requireOut } from './out-dir';
import { ADMIN_PATH } from '../../lib/routes';
import { SERVICE_WORKER_URL } from '../../lib/service-worker/messages';

// The e2e tests prove the policy works in a browser; this proves out/_headers matches this build.
describe('out/_headers', () => {
  let rules: HeaderRule[] = [];
  let files: string[] = [];

  beforeAll(() => {
    requireOut();
    rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    files = listHtmlFiles(outDir);
  });

  it('gives each page a CSP that lists exactly the hashes of its own inline scripts', () => {
    for (const file of files) {
      const html = readFileSync(join(outDir, file), 'utf8');
      const policy = headersForPath(rules, urlPathOf(file))['Content-Security-Policy'];
      expect(policy, file).toBeDefined();
      const scriptSrc = /script-src ([^;]*)/.exec(policy!)?.[1]?.split(' ') ?? [];
      const expected = [...new Set(inlineScripts(parseTags(html)).map(sha256Source))];
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), file).toEqual(expected.sort());
      expect(scriptSrc, file).not.toContain("'unsafe-inline'");
      // The <meta> copy carries the same script-src.
      expect(html, file).toContain(`script-src ${scriptSrc.join(' ')}`);
    }
  });

  it("sends the documents' headers with every page and the editor only, the files' own with everything, immutable caching to /_next/static only", () => {
    const page = headersForPath(rules, '/about/');
    const resources = ['/images/logo.svg', '/_next/static/chunks/x.js', '/_next/static/media/font.woff2', SERVICE_WORKER_URL, '/manifest.webmanifest'];
    for (const name of ['X-Content-Type-Options', 'Cross-Origin-Resource-Policy']) {
      for (const path of ['/about/', ADMIN_PATH, ...resources]) expect(headersForPath(rules, path)[name], `${name} on ${path}`).toBeTruthy();
    }
    const documentOnly = ['Strict-Transport-Security', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options'];
    for (const name of documentOnly) {
      for (const file of files) expect(headersForPath(rules, urlPathOf(file))[name], `${name} on ${file}`).toBeTruthy();
      expect(headersForPath(rules, ADMIN_PATH)[name], `${name} on the editor`).toBeTruthy();
      // Hundreds of bytes on each script, style, font and image, where no browser reads them.
      for (const path of resources) expect(headersForPath(rules, path)[name], `${name} on ${path}`).toBeUndefined();
    }
    // No opener policy on the pages (docs/security-headers.md: it cost first paint and guarded nothing here); the editor has its own.
    for (const file of files) expect(headersForPath(rules, urlPathOf(file))['Cross-Origin-Opener-Policy'], file).toBeUndefined();
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersForPath(rules, '/_next/static/chunks/x.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('stays within what Cloudflare Pages accepts (100 rules, 2,000 characters a line)', () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    const long = readFileSync(join(outDir, '_headers'), 'utf8').split('\n').filter((line) => line.length > 2000);
    expect(long.map((line) => line.slice(0, 60))).toEqual([]);
  });
});

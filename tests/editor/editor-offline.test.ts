import { describe, expect, it } from 'vitest';
import { cacheKeyOf, contentHash, isOutdated, strategyFor, versionedUrl } from '@/editor/offline/files';
import { fileHash, versionEditorPage } from '../../pipeline/admin-worker';

const ORIGIN = 'https://www.example.com';
const strategy = (path: string, method = 'GET', origin = ORIGIN) => strategyFor(new URL(path, origin), ORIGIN, method);

describe('what the editor’s worker keeps', () => {
  it('keeps a file named by its hash, a chunk esbuild named, and the rest from the network first', () => {
    expect(strategy('/admin/decap-cms.js?v=0123456789abcdef')).toBe('versioned');
    expect(strategy('/admin/editor-chunks/chunk-ABC123.js')).toBe('named');
    expect(strategy('/admin/')).toBe('network-first');
    expect(strategy('/admin/config.yml')).toBe('network-first');
    expect(strategy('/admin/123.decap-cms.js')).toBe('network-first');
  });

  it('leaves alone what is not the editor’s: public pages, other sites, writes, itself', () => {
    expect(strategy('/')).toBe('none');
    expect(strategy('/blogDetails/1/')).toBe('none');
    expect(strategy('/_next/static/chunks/app.js')).toBe('none');
    expect(strategy('/administration/')).toBe('none');
    expect(strategy('/admin/sw.js')).toBe('none');
    expect(strategy('/admin/config.yml', 'POST')).toBe('none');
    expect(strategy('/api/v1', 'GET', 'http://127.0.0.1:8081')).toBe('none');
  });

  it('keeps /admin/ and /admin/index.html as one page', () => {
    expect(cacheKeyOf(new URL('/admin/index.html', ORIGIN))).toBe(`${ORIGIN}/admin/`);
    expect(cacheKeyOf(new URL('/admin/', ORIGIN))).toBe(`${ORIGIN}/admin/`);
    expect(cacheKeyOf(new URL('/admin/editor.js?v=1', ORIGIN))).toBe(`${ORIGIN}/admin/editor.js?v=1`);
  });

  it('drops another version’s files and files gone, never the current ones', () => {
    const manifest = { '/admin/index.html': 'aaaa', '/admin/decap-cms.js': 'bbbb', '/admin/config.yml': 'cccc' };
    const outdated = (path: string) => isOutdated(new URL(path, ORIGIN), manifest);
    expect(outdated('/admin/decap-cms.js?v=bbbb')).toBe(false);
    expect(outdated('/admin/')).toBe(false);
    expect(outdated('/admin/config.yml')).toBe(false);
    // Decap upgraded: the same name, another hash.
    expect(outdated('/admin/decap-cms.js?v=9999')).toBe(true);
    expect(outdated('/admin/editor-chunks/chunk-OLD.js')).toBe(true);
  });

  it('hashes a file the same in the worker (Web Crypto) and at build (Node)', async () => {
    const data = Buffer.from('window.CMS_MANUAL_INIT = true;\n');
    expect(await contentHash(new Uint8Array(data))).toBe(fileHash(data));
    expect(fileHash(data)).toMatch(/^[0-9a-f]{16}$/);
    expect(fileHash(Buffer.from('other'))).not.toBe(fileHash(data));
  });
});

describe('the editor’s page, named by its files’ hashes', () => {
  const page = [
    '<!doctype html><html><head>',
    '<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml" />',
    '<link rel="stylesheet" href="/admin/admin.css" />',
    '<link rel="icon" href="/icons/icon-192.png" />',
    '</head><body>',
    '<script src="/admin/manual-init.js"></script>',
    '<script src="/admin/decap-cms.js"></script>',
    '<script type="module" src="/admin/editor.js"></script>',
    '</body></html>',
  ].join('\n');
  const hashes: Record<string, string> = { '/admin/admin.css': 'a1', '/admin/manual-init.js': 'b2', '/admin/decap-cms.js': 'c3', '/admin/editor.js': 'd4' };

  it('names its scripts and stylesheets with their hash, and nothing else', () => {
    const versioned = versionEditorPage(page, (path) => hashes[path]);
    expect(versioned).toContain(`<script src="${versionedUrl('/admin/decap-cms.js', 'c3')}"></script>`);
    expect(versioned).toContain('<script type="module" src="/admin/editor.js?v=d4"></script>');
    expect(versioned).toContain('<link rel="stylesheet" href="/admin/admin.css?v=a1" />');
    expect(versioned).toContain('<script src="/admin/manual-init.js?v=b2"></script>');
    // config.yml is read from the network first; the icon is the site's.
    expect(versioned).toContain('href="/admin/config.yml"');
    expect(versioned).toContain('href="/icons/icon-192.png"');
    // Run twice, the page is the same (a step may be run again on its own); a file changed since, its new hash.
    expect(versionEditorPage(versioned, (path) => hashes[path])).toBe(versioned);
    expect(versionEditorPage(versioned, (path) => (path === '/admin/editor.js' ? 'e5' : hashes[path]))).toContain('src="/admin/editor.js?v=e5"');
  });

  it('refuses a page that names a file the export lacks', () => {
    expect(() => versionEditorPage(page, (path) => (path === '/admin/editor.js' ? undefined : 'ff'))).toThrow(/\/admin\/editor\.js/);
  });
});

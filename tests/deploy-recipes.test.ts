// The parts of the deploy recipes (docs/deploying.md) that can be checked without the host itself:
// the nginx block the deploy tests run (tests/deploy/ runs it for real), and Netlify's netlify.toml.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedSiteBlock, nginxBinary, NGINX_INSTALL, siteBlockForTest } from '../scripts/lib/nginx';
import { defaultLocale, locales } from '../lib/i18n';
import { notFoundPaths } from '../site/site-routes';
import packageJson from '../package.json';

const ports = { https: 5001, http: 5002 };
const certificate = { certFile: '/tmp/test/cert.pem', keyFile: '/tmp/test/key.pem', spki: '' };

describe('the nginx block of docs/deploying.md, as the deploy tests run it', () => {
  const block = documentedSiteBlock();

  it('changes only the ports, the paths and the certificate', () => {
    const tested = siteBlockForTest(block, '/srv/out', ports, certificate);
    const changed = block.split('\n').filter((line, index) => line !== tested.split('\n')[index]);
    expect(changed.map((line) => line.trim().split(/\s+/)[0])).toEqual(
      expect.arrayContaining(['include', 'listen', 'return', 'ssl_certificate', 'ssl_certificate_key', 'root']),
    );
    expect(changed.every((line) => /^(include|listen|return|ssl_certificate|ssl_certificate_key|root)\s/.test(line.trim()))).toBe(true);
    expect(tested).not.toContain('/var/www/aide-et-vie');
    expect(tested).toContain(`listen 127.0.0.1:${ports.https} ssl http2;`);
    expect(tested).toContain(`return 301 https://$host:${ports.https}$request_uri;`);
  });

  it('fails, naming what is gone, when the docs drop a line the test replaces', () => {
    expect(() => siteBlockForTest(block.replace('listen 80;', 'listen 8080;'), '/srv/out', ports, certificate)).toThrow(/no longer contains listen 80;/);
  });

  it('is the only nginx block of the page', () => {
    const docs = join(mkdtempSync(join(tmpdir(), 'deploy-docs-')), 'deploying.md');
    writeFileSync(docs, `\`\`\`nginx\n${block}\`\`\`\n\n\`\`\`nginx\nserver {}\n\`\`\`\n`);
    expect(() => documentedSiteBlock(docs)).toThrow(/exactly one/);
  });

  it('says how to install nginx when it is missing', () => {
    expect(() => nginxBinary(['/nonexistent/nginx'])).toThrow(NGINX_INSTALL);
    expect(() => nginxBinary([process.execPath], '/nonexistent/brotli.so')).toThrow(/brotli module.*apt-get install nginx-light libnginx-mod-http-brotli-filter/);
  });
});

describe('netlify.toml', () => {
  const toml = readFileSync(join(__dirname, '..', 'netlify.toml'), 'utf8');
  const value = (text: string, key: string) => new RegExp(`^\\s*${key} = "?([^"\\n]*)"?$`, 'm').exec(text)?.[1];
  const redirects = toml
    .split('[[redirects]]')
    .slice(1)
    .map((table) => ({ from: value(table, 'from'), to: value(table, 'to'), status: value(table, 'status'), force: value(table, 'force') }));

  it('builds with the build script and publishes the export', () => {
    expect(value(toml, 'command')).toBe('npm run build');
    expect(packageJson.scripts.build).toBeDefined();
    expect(value(toml, 'publish')).toBe('out');
  });

  it('gives every address under a language prefix that language’s not-found page, with status 404, never over a real file', () => {
    const expected = locales
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => ({ from: notFoundPaths[locale].replace(/404\.html$/, '*'), to: notFoundPaths[locale], status: '404', force: undefined }));
    expect(expected.length).toBeGreaterThan(0);
    expect(redirects).toEqual(expected);
  });
});

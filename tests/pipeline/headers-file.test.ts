import { describe, expect, it } from 'vitest';
import { headersForPath, matchesPattern, parseHeadersFile } from '../../harness/headers-file';
import { withMetaPolicy } from '../../pipeline/headers';
import { contentSecurityPolicy, pageSources, sha256Source } from '../../pipeline/lib/security-policy';

describe('_headers file (Netlify / Cloudflare Pages format)', () => {
  const rules = parseHeadersFile(
    ['# comment', '/*', '  X-A: 1', '  Cache-Control: no-cache', '', '/_next/static/*', '  Cache-Control: immutable', '/about/', '  CSP: x'].join('\n'),
  );

  it('parses rules and their headers', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/_next/static/*', '/about/']);
    expect(rules[0]?.headers).toEqual([
      ['X-A', '1'],
      ['Cache-Control', 'no-cache'],
    ]);
  });

  it('matches exact paths and * splats only', () => {
    expect(matchesPattern('/about/', '/about/')).toBe(true);
    expect(matchesPattern('/about/', '/about/x')).toBe(false);
    expect(matchesPattern('/about/', '/about')).toBe(false);
    expect(matchesPattern('/_next/static/*', '/_next/static/chunks/a.js')).toBe(true);
    expect(matchesPattern('/_next/static/*', '/_next/data')).toBe(false);
    expect(matchesPattern('/a.b', '/aXb')).toBe(false);
  });

  it('applies every matching rule and joins a repeated header with a comma, like the hosts', () => {
    expect(headersForPath(rules, '/about/')).toEqual({ 'X-A': '1', 'Cache-Control': 'no-cache', CSP: 'x' });
    expect(headersForPath(rules, '/_next/static/a.js')['Cache-Control']).toBe('no-cache, immutable');
  });

  it('rejects a header outside a rule', () => {
    expect(() => parseHeadersFile('  X-A: 1')).toThrow(/line 1/);
  });
});

describe('per-page Content-Security-Policy', () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/a.js" async=""></script>' +
    '<script>self.x=1</script><script type="application/ld+json">{"a":1}</script></head>' +
    '<body><p style="color:red">t</p><!-- <script>not()</script> --><script>self.y="</p>"</script></body></html>';

  it('hashes exactly the executable inline scripts (the SHA-256 of their text, base64)', () => {
    const sources = pageSources(html);
    // Reference value: printf %s 'self.x=1' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('self.x=1')).toBe("'sha256-OeQ5f9lOMes7jOc0cGCXX08CnAERweUkLpVXXpflaLg='");
    expect(sources.scripts).toEqual([sha256Source('self.x=1'), sha256Source('self.y="</p>"')]);
    expect(sources.styleAttributes).toEqual([sha256Source('color:red')]);
  });

  it('never allows inline scripts wholesale, and only allows style attributes by hash', () => {
    const policy = contentSecurityPolicy(pageSources(html));
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toMatch(/style-src 'self' 'unsafe-hashes' 'sha256-/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(pageSources(html), { delivery: 'meta' })).not.toContain('frame-ancestors');
  });

  it('puts one CSP <meta> right after the charset, even when run twice', () => {
    const once = withMetaPolicy(html, "default-src 'none'");
    const twice = withMetaPolicy(once, "default-src 'self'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>');
  });
});

import { describe, expect, it } from 'vitest';
import { headerNamesFor, headersFileFor, pickVariants } from '../../bench/lib/header-variants';
import { headersForPath, parseHeadersFile } from '../../harness/headers-file';

const rules = parseHeadersFile(
  [
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '/_next/static/*',
    '  Cache-Control: immutable',
    '/admin/*',
    '  X-Robots-Tag: noindex',
    '/',
    '  Content-Security-Policy: default-src \'none\'',
    '  Cross-Origin-Opener-Policy: same-origin',
  ].join('\n'),
);

describe('the header bench’s sets of headers', () => {
  const names = headerNamesFor(rules, ['/', '/_next/static/a.js']);

  it('measures the headers the pages and their files get, not the editor’s', () => {
    expect(names.sort()).toEqual(['cache-control', 'content-security-policy', 'cross-origin-opener-policy', 'x-content-type-options', 'x-frame-options']);
  });

  it('serves each header alone, or all but it, and none at all', () => {
    const [only, allBut, none] = pickVariants(names, 'only:COOP,all-but:cross-origin-opener-policy,none');
    expect(Object.keys(headersForPath(parseHeadersFile(headersFileFor(rules, only!)), '/'))).toEqual(['Cross-Origin-Opener-Policy']);
    const rest = headersForPath(parseHeadersFile(headersFileFor(rules, allBut!)), '/');
    expect(Object.keys(rest)).toEqual(['X-Content-Type-Options', 'X-Frame-Options', 'Content-Security-Policy']);
    expect(headersFileFor(rules, none!).trim()).toBe('');
  });

  it('keeps every value as written when all are kept', () => {
    const all = parseHeadersFile(headersFileFor(rules, pickVariants(names, 'all')[0]!));
    expect(all).toEqual(rules);
  });

  it('names the sets it knows when asked for another', () => {
    expect(() => pickVariants(names, 'only:HSTS')).toThrow(/only COOP/);
    expect(pickVariants(names, undefined).map((variant) => variant.label)).toContain('all but CSP');
  });
});

describe('another value for one header', () => {
  it('keeps every header and gives the named one the new value, on every rule that sets it', () => {
    const names = headerNamesFor(rules, ['/']);
    const [variant] = pickVariants(names, 'coop=same-origin-allow-popups');
    expect(variant?.label).toBe('COOP=same-origin-allow-popups');
    const served = headersForPath(parseHeadersFile(headersFileFor(rules, variant!)), '/');
    expect(served['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(served['Content-Security-Policy']).toBe("default-src 'none'");
  });

  it('adds a header the rules do not give, to every file, with a value that may hold « = »', () => {
    const [variant] = pickVariants(headerNamesFor(rules, ['/']), 'HSTS=max-age=1');
    const served = parseHeadersFile(headersFileFor(rules, variant!));
    expect(headersForPath(served, '/')['strict-transport-security']).toBe('max-age=1');
    expect(headersForPath(served, '/_next/static/a.js')['strict-transport-security']).toBe('max-age=1');
    expect(headersForPath(served, '/')['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});

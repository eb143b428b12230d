import { describe, expect, it } from 'vitest';
import { filesNamedIn, filesOfPage, pageKey } from '@/lib/service-worker/page-files';

describe('the files a page needs, as the worker reads them', () => {
  const html = [
    '<head><script>for(const href of ["/_next/static/media/font-400.abc.woff2"]){}</script>',
    '<link rel="preload" href="/images/logo.svg" as="image"/>',
    '<script src="/_next/static/chunks/turbopack-0abc.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfill123.js" noModule=""></script></head>',
    '<body><svg><use href="/_next/static/media/icons.3s3r.svg#phone"/></svg>',
    // The RSC payload names the page's client chunks, with escaped quotes.
    '<script>self.__next_f.push([1,"1a:[\\"/_next/static/chunks/3fkk.js\\",\\"/_next/static/chunks/0x6o.js\\"]"])</script>',
    '<link rel="stylesheet" href="/_next/static/chunks/3mz3.css" data-precedence="next"/></body>',
  ].join('');

  it('takes every script, stylesheet, font and the icon file, each once, but not the scripts only old browsers run', () => {
    expect(filesOfPage(html).sort()).toEqual(
      [
        '/_next/static/chunks/0x6o.js',
        '/_next/static/chunks/3fkk.js',
        '/_next/static/chunks/3mz3.css',
        '/_next/static/chunks/turbopack-0abc.js',
        '/_next/static/media/font-400.abc.woff2',
        '/_next/static/media/icons.3s3r.svg',
      ].sort(),
    );
  });

  it('reads a page with an inline script for old browsers (no src) as any other', () => {
    const page = '<script noModule="">self.legacy=1</script><script src="/_next/static/chunks/main.js" async=""></script>';
    expect(filesOfPage(page)).toEqual(['/_next/static/chunks/main.js']);
  });

  it('finds the chunks a script loads later and the fonts a stylesheet names', () => {
    expect(filesNamedIn('t.v(e=>Promise.all(["static/chunks/02m7.js"].map(e=>t.l(e))))')).toEqual(['/_next/static/chunks/02m7.js']);
    expect(filesNamedIn('@font-face{src:url(/_next/static/media/a.woff2)format("woff2")}')).toEqual(['/_next/static/media/a.woff2']);
    expect(filesNamedIn('no file here, /images/a.svg')).toEqual([]);
  });

  it('keeps a page under its address alone: a shared link’s query (fbclid, utm_…) makes no second copy', () => {
    expect(pageKey('https://aide.cm/about/?fbclid=IwAR0&utm_source=whatsapp#equipe')).toBe('https://aide.cm/about/');
    expect(pageKey(new URL('https://aide.cm/en/'))).toBe('https://aide.cm/en/');
  });
});

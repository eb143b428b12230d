import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGES_LIST, pageTitle, withAvailablePages } from '@/lib/service-worker/offline-page';
import { withoutScripts } from '@/pipeline/lib/html';

const list = `<ul class="x" ${OFFLINE_PAGES_LIST.attribute}="${OFFLINE_PAGES_LIST.value}"></ul>`;

describe('the offline page as the worker serves it', () => {
  it('names a page by its title, without the centre’s name, entities decoded', () => {
    expect(pageTitle('<head><title>À propos | Aide &amp; Vie</title></head>')).toBe('À propos');
    expect(pageTitle('<title>Soins &#x27;chez vous&#x27; | Aide &amp; Vie</title>')).toBe("Soins 'chez vous'");
    expect(pageTitle('<title>Aide &amp; Vie</title>')).toBe('Aide & Vie');
    expect(pageTitle('<p>no title</p>')).toBeNull();
    // Apostrophes as React writes them (&#39;, &#x27;, &#X27;), spaces around, a title with attributes.
    expect(pageTitle('<title>L&#39;équipe | Aide &amp; Vie</title>')).toBe("L'équipe");
    expect(pageTitle('<title data-precedence="x"> L&#X27;équipe | Aide &amp; Vie </title>')).toBe("L'équipe");
  });

  it('writes one link per page into the empty list, escaped, and nothing else', () => {
    const html = `<main><p>Avant</p>${list}<p>Après</p></main>`;
    const filled = withAvailablePages(html, [
      { path: '/', title: 'Accueil' },
      { path: '/about/', title: 'Qui sommes-nous <b>"ici"</b>' },
    ]);
    expect(filled).toBe(
      `<main><p>Avant</p><ul class="x" data-offline-pages="list"><li><a href="/">Accueil</a></li><li><a href="/about/">Qui sommes-nous &lt;b&gt;&quot;ici&quot;&lt;/b&gt;</a></li></ul><p>Après</p></main>`,
    );
    expect(withAvailablePages(html, [])).toBe(html);
  });

  it('leaves out a visit’s page (issue 77), which shows nothing without its link’s token', () => {
    const html = `<main>${list}</main>`;
    const filled = withAvailablePages(html, [
      { path: '/rendez-vous/', title: 'Votre rendez-vous' },
      { path: '/about/', title: 'À propos' },
      { path: '/en/rendez-vous/', title: 'Your appointment' },
    ]);
    expect(filled).toBe(`<main><ul class="x" data-offline-pages="list"><li><a href="/about/">À propos</a></li></ul></main>`);
  });
});

describe('a page without its scripts', () => {
  it('loses every script and script preload, keeps data blocks, styles and everything else', () => {
    const html = [
      '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/a.js"/>',
      '<link rel="stylesheet" href="/_next/a.css"/><link rel="modulepreload" href="/m.js"/>',
      '<link rel="preload" as="font" href="/f.woff2"/><script src="/_next/b.js" async=""></script></head>',
      '<body><p>Texte</p><script>self.__next_f.push([1,"<p>"])</script>',
      '<script type="application/ld+json">{"@type":"MedicalClinic"}</script></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/_next/a.css"/><link rel="preload" as="font" href="/f.woff2"/></head>' +
        '<body><p>Texte</p><script type="application/ld+json">{"@type":"MedicalClinic"}</script></body>',
    );
  });
});

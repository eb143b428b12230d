import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/content/load/markdown';
import { formatText, type PlaceholderValues } from '@/content/load/text';
import { proseBlocks, textOf, type Prose } from '@/lib/prose';

/* Markdown as staff write it → the HTML nodes of a page (content/load/markdown.ts). */

function render(markdown: string) {
  const problems: string[] = [];
  const prose = renderMarkdown(markdown, (text) => text, (message) => problems.push(message));
  return { prose, problems };
}

/** Every element of the tree, depth first. */
function elements(node: Root | Element): Element[] {
  return node.children.flatMap((child) => (child.type === 'element' ? [child, ...elements(child)] : []));
}
const tags = (prose: Prose) => elements(prose.tree).map((element) => element.tagName);

describe('renderMarkdown', () => {
  it('gives paragraphs, titles from h2, lists and ordered lists, with no blank text between blocks', () => {
    const { prose, problems } = render('Un paragraphe.\n\n# Titre\n\n## Sous-titre\n\n- un\n- deux\n\n1. premier\n2. second\n');
    expect(problems).toEqual([]);
    expect(prose.elements.map((element) => element.tagName)).toEqual(['p', 'h2', 'h2', 'ul', 'ol']);
    expect(prose.tree.children.every((node) => node.type === 'element')).toBe(true);
    expect(proseBlocks(prose)).toEqual([
      { kind: 'paragraph', text: 'Un paragraphe.' },
      { kind: 'heading', text: 'Titre' },
      { kind: 'heading', text: 'Sous-titre' },
      { kind: 'item', text: 'un' },
      { kind: 'item', text: 'deux' },
      { kind: 'item', text: 'premier' },
      { kind: 'item', text: 'second' },
    ]);
  });

  it('turns a quote’s last line « — Name » into its footer, as « — » then the name', () => {
    const { prose } = render('> Prendre soin de soi.\n>\n> — Dr Élise Mballa\n');
    const quote = prose.elements[0]!;
    expect(quote.tagName).toBe('blockquote');
    const footer = quote.children.at(-1) as Element;
    expect(footer.tagName).toBe('footer');
    expect(footer.children).toEqual([
      { type: 'text', value: '— ' },
      { type: 'text', value: 'Dr Élise Mballa' },
    ]);
    expect(proseBlocks(prose).map((block) => block.kind)).toEqual(['quote', 'cite']);
  });

  it('refuses raw HTML and never puts it in the page: a <script> is dropped, not run', () => {
    const { prose, problems } = render('<script>alert(1)</script>\n\nTexte <img src=x onerror=alert(1)> suivi.\n');
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).toMatch(/^du code HTML \(.+\) n'est pas accepté dans un texte/);
    expect(tags(prose)).toEqual(['p']);
    expect(textOf(prose.tree)).toBe('Texte  suivi.');
    expect(JSON.stringify(prose.tree)).not.toMatch(/script|onerror|raw/);
  });

  it('shows an HTML tag written with character references as text', () => {
    const { prose, problems } = render('&lt;script&gt; est un mot.');
    expect(problems).toEqual([]);
    expect(textOf(prose.tree)).toBe('<script> est un mot.');
    expect(tags(prose)).toEqual(['p']);
  });

  it('keeps links to other sites, e-mails, phones and pages of the site; refuses a script link', () => {
    const { prose, problems } = render('[OMS](https://www.who.int/) [mail](mailto:a@example.com) [tel](tel:+237600000003) [page](/contact/) [x](javascript:alert(1))');
    expect(problems).toEqual([expect.stringMatching(/le lien « javascript:alert\(1\) » n'est pas accepté/)]);
    const hrefs = elements(prose.tree).filter((element) => element.tagName === 'a').map((element) => element.properties.href);
    expect(hrefs).toEqual(['https://www.who.int/', 'mailto:a@example.com', 'tel:+237600000003', '/contact/']);
  });

  it('refuses what a site text has no use for, each with its own words: code, pictures, reference links', () => {
    expect(render('    indenté de quatre espaces').problems).toEqual([expect.stringMatching(/4 espaces/)]);
    expect(render('![photo](/media/a.jpg)').problems).toEqual([expect.stringMatching(/utilisez le champ « image »/)]);
    expect(render('[texte][1]\n\n[1]: https://example.org').problems).toEqual([
      expect.stringMatching(/crochets de renvoi/),
      expect.stringMatching(/crochets de renvoi/),
    ]);
  });

  it('gives each run of text to formatText (typography, placeholders)', () => {
    const values: PlaceholderValues = { fr: new Map([['tel.urgences', '+237\u00A06']]), en: new Map() };
    const problems: string[] = [];
    const prose = renderMarkdown(
      'Une question ? Appelez le **{tel.urgences}** : « vite ».',
      (text) => formatText(text, 'fr', values, (message) => problems.push(message), { singleLine: false }),
      (message) => problems.push(message),
    );
    expect(problems).toEqual([]);
    expect(textOf(prose.tree)).toBe('Une question\u00A0? Appelez le +237\u00A06\u00A0: «\u00A0vite\u00A0».');
  });
});

describe('formatText', () => {
  const values: PlaceholderValues = {
    fr: new Map([['e-mail', 'contact@example.com'], ['centre', 'Centre Aide & Vie']]),
    en: new Map([['e-mail', 'contact@example.com'], ['centre', 'Aide & Vie Centre']]),
  };
  const format = (text: string, locale: 'fr' | 'en' = 'fr') => {
    const problems: string[] = [];
    return { text: formatText(text, locale, values, (message) => problems.push(message), { singleLine: true }), problems };
  };

  it('fills placeholders in the text’s language and leaves their values untouched by the typography', () => {
    expect(format('Écrivez à {e-mail} !').text).toBe('Écrivez à contact@example.com\u00A0!');
    expect(format('The {centre}.', 'en').text).toBe('The Aide & Vie Centre.');
  });

  it('reports an unknown placeholder with the list of known ones, and keeps it as typed', () => {
    const { text, problems } = format('Appelez le {tel.urgence}.');
    expect(text).toBe('Appelez le {tel.urgence}.');
    expect(problems).toEqual(['{tel.urgence} n\'est pas un renvoi connu. Les renvois possibles sont : {e-mail}, {centre}.']);
  });

  it('makes a one-line field one line', () => {
    expect(format('  Une ligne\n  et la suite  ').text).toBe('Une ligne et la suite');
  });
});

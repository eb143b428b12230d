import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Nodes, Parents, Root as MdastRoot } from 'mdast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { Prose } from '@/lib/prose';
import type { Report } from '../schema/kit';

/*
 * Markdown as staff write it (in the editor's rich-text box, or by hand) → the HTML nodes of the page,
 * at build time. Only what a text of the site needs is accepted: paragraphs, titles, lists, quotes,
 * bold, italics, links and line breaks. Raw HTML is refused with a message (and never rendered:
 * remark-rehype drops it anyway), so a <script> typed in a text never reaches a page, and the
 * page's Content-Security-Policy stays what it is.
 *
 * One convention: a quote's last paragraph starting with a dash (« — Dr Élise Mballa ») names its
 * author; it becomes the quote's <footer>, as the site has always shown it.
 */

const parser = unified().use(remarkParse);
const toHast = unified().use(remarkRehype);

/** Where a link of a text may lead: another site (https), an e-mail, a phone, or a page of this site. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Elements whose whitespace-only text children are only line breaks of the Markdown source. */
const BLOCK_PARENTS = new Set(['ul', 'ol', 'blockquote', 'li']);

function refused(node: Nodes): string | undefined {
  switch (node.type) {
    case 'html':
      return `du code HTML (${node.value.trim().slice(0, 40)}) n'est pas accepté dans un texte : écrivez le texte sans balises < >, la mise en forme se fait avec la barre d'outils (gras, italique, liens, listes).`;
    case 'code':
      return "un passage est mis en forme comme du code informatique (une ligne qui commence par 4 espaces, ou un bloc entre ```) : retirez les espaces au début de la ligne.";
    case 'inlineCode':
      return `le texte ${'`'}${node.value}${'`'} est entre accents graves (\`) : retirez-les.`;
    case 'image':
    case 'imageReference':
      return "une image est insérée dans le texte : les images ne sont pas acceptées ici, utilisez le champ « image » de la fiche.";
    case 'linkReference':
    case 'definition':
      return 'un lien est écrit avec des crochets de renvoi ([texte][1]) : écrivez-le [texte](adresse), ou utilisez le bouton « lien » de la barre d’outils.';
    case 'link':
      return SAFE_LINK.test(node.url)
        ? undefined
        : `le lien « ${node.url} » n'est pas accepté : un lien commence par https://, mailto:, tel: ou / (une page du site).`;
    case 'root':
    case 'paragraph':
    case 'heading':
    case 'text':
    case 'emphasis':
    case 'strong':
    case 'list':
    case 'listItem':
    case 'blockquote':
    case 'break':
    case 'thematicBreak':
      return undefined;
    default:
      return `un élément de mise en forme (${node.type}) n'est pas accepté dans un texte du site.`;
  }
}

/** Checks every node, types the texts, and drops what is refused (each reported, with its line). */
function prepare(tree: MdastRoot, formatText: (value: string) => string, report: Report) {
  visit(tree, (node, index, parent: Parents | undefined) => {
    const problem = refused(node);
    if (problem) {
      const line = node.position ? ` (ligne ${node.position.start.line} du texte)` : '';
      report(`${problem}${line}`);
      if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      return SKIP;
    }
    // The page's title is its only h1: a text's titles start at h2 (« # » is read as « ## »).
    if (node.type === 'heading' && node.depth === 1) node.depth = 2;
    if (node.type === 'text') node.value = formatText(node.value);
    return undefined;
  });
}

const isBlank = (node: HastContent | ElementContent) => node.type === 'text' && node.value.trim() === '';

/** Removes the line breaks between blocks, which the page never had. */
function dropBlockWhitespace(children: HastContent[] | ElementContent[], inBlock: boolean): void {
  for (let index = children.length - 1; index >= 0; index -= 1) {
    const node = children[index];
    if (!node) continue;
    if (inBlock && isBlank(node)) children.splice(index, 1);
    else if (node.type === 'element') {
      const hasBlocks = node.tagName !== 'li' || node.children.some((child) => child.type === 'element' && child.tagName === 'p');
      dropBlockWhitespace(node.children, BLOCK_PARENTS.has(node.tagName) && hasBlocks);
    }
  }
}

const CITE = /^\s*(?:—|–|--?)\s+/;

/** A quote's last paragraph « — Name » becomes its <footer>: « — » and the name. */
function citeFooters(tree: HastRoot) {
  visit(tree, 'element', (element: Element) => {
    if (element.tagName !== 'blockquote') return;
    const last = element.children.at(-1);
    if (element.children.length < 2 || last?.type !== 'element' || last.tagName !== 'p') return;
    const [first, ...rest] = last.children;
    if (first?.type !== 'text' || !CITE.test(first.value)) return;
    const name = first.value.replace(CITE, '');
    last.tagName = 'footer';
    last.children = [{ type: 'text', value: '— ' }, ...(name ? [{ type: 'text' as const, value: name }] : []), ...rest];
  });
}

/**
 * Renders `source` to the HTML nodes of a page. `formatText` gives each run of text its typography
 * and fills its {placeholders}; `report` receives every problem.
 */
export function renderMarkdown(source: string, formatText: (value: string) => string, report: Report): Prose {
  const mdast = parser.parse(source);
  prepare(mdast, formatText, report);
  const hast = toHast.runSync(mdast) as HastRoot;
  dropBlockWhitespace(hast.children, true);
  citeFooters(hast);
  return new Prose(hast);
}

// The exported HTML read by a real HTML parser (parse5, as browsers parse it), and edited at the places
// the parser found, byte for byte everywhere else: React hydrates against the markup it wrote, and the
// export stays exactly what Next wrote but for each step's change, so a page is never re-serialised.
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlDocument = DefaultTreeAdapterTypes.Document;

/**
 * The document tree, each node with its place in `html` (sourceCodeLocation: offsets into the string).
 * `scripting: false` reads <noscript> as markup, as a browser without JavaScript does; by default its
 * content is text, as in a browser that runs scripts.
 */
export function parseHtml(html: string, { scripting = true }: { scripting?: boolean } = {}): HtmlDocument {
  return parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: scripting });
}

const childrenOf = (node: HtmlNode): HtmlNode[] => {
  // A <template>'s markup lives in its content fragment, not among its children.
  if ('content' in node) return node.content.childNodes;
  return 'childNodes' in node ? node.childNodes : [];
};
export const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node;

/** Every element under `root`, in document order. */
export function* elementsOf(root: HtmlNode): Generator<HtmlElement> {
  for (const child of childrenOf(root)) {
    if (isElement(child)) yield child;
    yield* elementsOf(child);
  }
}

/** The first element named `tagName` under `root`. */
export function findElement(root: HtmlNode, tagName: string): HtmlElement | undefined {
  for (const element of elementsOf(root)) if (element.tagName === tagName) return element;
  return undefined;
}

/** An attribute's value as the browser reads it (entities decoded), or undefined. */
export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** Whether the element's `rel` lists `token` (rel is a set of space-separated, case-insensitive tokens). */
export function hasRel(element: HtmlElement, token: string): boolean {
  return (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes(token);
}

/** The text inside an element: for <script> and <style>, their source as written, what a CSP hash covers. */
export function textOf(element: HtmlElement): string {
  return element.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join('');
}

/** Where an element is in the source: [start of its start tag, end of its end tag (or of its start tag)]. */
export function rangeOf(element: HtmlElement): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no place in the source (was it implied by the parser?)`);
  return { start: location.startOffset, end: location.endOffset };
}

/** Where an element's content is in the source: from the end of its start tag to the start of its end tag. */
export function innerRangeOf(element: HtmlElement): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) throw new Error(`<${element.tagName}> has no start and end tag in the source`);
  return { start: location.startTag.endOffset, end: location.endTag.startOffset };
}

/** Where an attribute (`name="value"`) is in the source. */
export function attributeRangeOf(element: HtmlElement, name: string): { start: number; end: number } {
  const location = element.sourceCodeLocation?.attrs?.[name];
  if (!location) throw new Error(`<${element.tagName}> has no ${name} attribute in the source`);
  return { start: location.startOffset, end: location.endOffset };
}

/** A value written into a double-quoted attribute: the two characters that could end or garble it, escaped. */
export function quotedAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** A replacement of `html.slice(start, end)` by `text`. */
export interface HtmlEdit {
  start: number;
  end: number;
  text: string;
}

/** The edit that takes an element, its content and end tag included, out of the page. */
export const removal = (element: HtmlElement): HtmlEdit => ({ ...rangeOf(element), text: '' });

/** The edit that writes `text` at `at`, before whatever is there. */
export const insertion = (at: number, text: string): HtmlEdit => ({ start: at, end: at, text });

/** `html` with every edit made; edits must not overlap, and are given in any order. */
export function applyEdits(html: string, edits: HtmlEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`overlapping HTML edits at ${edit.start}`);
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}

// The exported HTML read by a real HTML parser (parse5, as browsers parse it), and edited at the places
// the parser found, byte for byte everywhere else: React hydrates against the markup it wrote, so a
// page is never re-serialised.
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlDocument = DefaultTreeAdapterTypes.Document;

/** The document tree, each node with its place in `html` (sourceCodeLocation: offsets into the string). */
export function parseHtml(html: string): HtmlDocument {
  return parse(html, { sourceCodeLocationInfo: true });
}

const childrenOf = (node: HtmlNode): HtmlNode[] => ('childNodes' in node ? node.childNodes : []);
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

/** Where an element is in the source: [start of its start tag, end of its end tag (or of its start tag)]. */
export function rangeOf(element: HtmlElement): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no place in the source (was it implied by the parser?)`);
  return { start: location.startOffset, end: location.endOffset };
}

/** A replacement of `html.slice(start, end)` by `text`. */
export interface HtmlEdit {
  start: number;
  end: number;
  text: string;
}

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

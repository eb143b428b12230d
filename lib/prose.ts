import type { Element, ElementContent, Root, RootContent } from 'hast';
import { InOneLanguage } from './i18n';

/*
 * A long text of content/ (an article, a service's description, a legal page…): written in Markdown
 * by the centre's staff, rendered once at build time by content/load/markdown.ts into HTML nodes (a
 * hast tree), and drawn by components/ui/rich-text.tsx as React elements, so React escapes every
 * text and no HTML string is ever injected. This module reads the tree back as plain text, for the
 * reading time, structured data and tests.
 */

/** Rendered Markdown in one language. */
export class Prose extends InOneLanguage {
  constructor(readonly tree: Root) {
    super();
  }

  /** The top-level HTML elements, in order (p, h2, ul, ol, blockquote…). */
  get elements(): Element[] {
    return this.tree.children.filter((node): node is Element => node.type === 'element');
  }
}

/** A block of text as a reader meets it: a list is one block per item, a quote's author is its own. */
export interface ProseBlock {
  kind: 'paragraph' | 'heading' | 'item' | 'quote' | 'cite';
  text: string;
}

/** The text of a node and everything in it. */
export function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as (RootContent | ElementContent)[]).map(textOf).join('');
  return '';
}

function blocksIn(element: Element): ProseBlock[] {
  const children = element.children.filter((node): node is Element => node.type === 'element');
  switch (element.tagName) {
    case 'ul':
    case 'ol':
      return children.map((item) => ({ kind: 'item', text: textOf(item) }));
    case 'blockquote':
      return children.map((child) => ({ kind: child.tagName === 'footer' ? 'cite' : 'quote', text: textOf(child) }));
    case 'p':
      return [{ kind: 'paragraph', text: textOf(element) }];
    default:
      return /^h[1-6]$/.test(element.tagName) ? [{ kind: 'heading', text: textOf(element) }] : [{ kind: 'paragraph', text: textOf(element) }];
  }
}

/** The text, block by block, in reading order. */
export function proseBlocks(prose: Prose): ProseBlock[] {
  return prose.elements.flatMap(blocksIn);
}

/** The words a reader reads (a quote's author aside), for the reading time. */
export function proseWords(prose: Prose): string[] {
  return proseBlocks(prose)
    .filter((block) => block.kind !== 'cite')
    .flatMap((block) => block.text.split(/\s+/))
    .filter(Boolean);
}

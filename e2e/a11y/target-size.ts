import type { Page } from '@playwright/test';

/** WCAG 2.2 success criterion 2.5.5 Target Size (Enhanced), level AAA: 44 by 44 CSS pixels. */
export const MIN_TARGET = 44;

/**
 * The pointer targets on screen smaller than 44 × 44 CSS px, as `what "its text": width×height`.
 *
 * 2.5.5 (AAA) has no spacing exception (that is 2.5.8's, at AA), so each target's own box must be
 * 44 × 44. Its exceptions, as this check applies them:
 *  - Inline: a link in a sentence or block of text: an inline link whose block holds three words or
 *    more besides the links (a list item of links, or a label and its number, « Urgences : 6… », is
 *    no sentence);
 *  - Equivalent: another target on the page, of 44 × 44 or more, does the same thing (a link to the
 *    same address; a checkbox or radio whose label is the larger target that toggles it).
 * Only what a visitor could tap is measured: visible (not hidden, not in a faded-out container), not inert, inside
 * the viewport's width (a slider's slides beside the one shown are out of reach).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const big = (box: DOMRect) => box.width >= min - 0.01 && box.height >= min - 0.01;
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const id = element.id ? `#${element.id}` : '';
      const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
      return `${element.tagName.toLowerCase()}${id}${type} "${text}"`;
    };
    const reachable = (element: HTMLElement) => {
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      // A control may be see-through over what it stands for (a native select over a flag): only a
      // faded-out container (a slide at rest) takes it out of reach.
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      if (element.parentElement && !element.parentElement.checkVisibility({ opacityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (box.right <= 0 || box.left >= window.innerWidth) return false;
      return true;
    };
    // A link in running text: inline, and its block says a few words more than the links it holds.
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block: HTMLElement | null = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const words = Array.from(block.childNodes)
        .flatMap(function textOutsideLinks(node): string[] {
          if (node.nodeType === Node.TEXT_NODE) return [node.textContent ?? ''];
          if (node instanceof HTMLElement && node.tagName !== 'A' && getComputedStyle(node).display.startsWith('inline')) {
            return Array.from(node.childNodes).flatMap(textOutsideLinks);
          }
          return [];
        })
        .join(' ');
      return (words.match(/\p{L}{2,}/gu) ?? []).length >= 3;
    };

    const targets = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(reachable);
    // The label of a checkbox or radio toggles it: the label is its equivalent target.
    const labelsOf = (element: HTMLElement) => (element instanceof HTMLInputElement && element.labels ? Array.from(element.labels) : []);
    const bigHrefs = new Set(
      targets.filter((element) => element instanceof HTMLAnchorElement && big(element.getBoundingClientRect())).map((element) => (element as HTMLAnchorElement).href),
    );
    return targets.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (big(box)) return [];
      if (inSentence(element)) return [];
      if (element instanceof HTMLAnchorElement && bigHrefs.has(element.href)) return [];
      if (labelsOf(element).some((label) => big(label.getBoundingClientRect()))) return [];
      return [`${describe(element)}: ${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10}`];
    });
  }, MIN_TARGET);
}

// How much later than the same page without scripts a page may paint (the bench's « ×no scripts », applied
// throttling): 1.10×, but 1.15× for the pages whose data for React is about half their HTML. Next writes
// that data inline into every page (the self.__next_f scripts), no supported option moves it out, and the
// browser parses it before the first paint; on the form pages (the form's words) and the service pages (a
// service's texts and prices, in the markup and again in the data) it is the largest. Sending less of it
// is the lever (the form's words after « Envoyer » come on demand), not rewriting Next's output.
import type { RouteKind } from '../../site/site-routes';
import { elementsOf, parseHtml, textOf } from '../../pipeline/lib/html-source';
import { isPageData } from '../../pipeline/lib/next-output';

export const PAINT_RATIO = { default: 1.1, dataHeavy: 1.15 } as const;

/** The kinds of page allowed the larger ratio: tests/export/first-paint.test.ts holds them to their premise. */
export const DATA_HEAVY_KINDS: ReadonlySet<RouteKind> = new Set<RouteKind>(['form', 'service']);

/** The first-paint ratio a page of this kind is held to, against the same page without scripts. */
export function paintRatioTarget(kind: RouteKind | undefined): number {
  return kind !== undefined && DATA_HEAVY_KINDS.has(kind) ? PAINT_RATIO.dataHeavy : PAINT_RATIO.default;
}

/** The share of a page's HTML (bytes) that is its data for React: the self.__next_f scripts. */
export function reactDataShare(html: string): number {
  const data = [...elementsOf(parseHtml(html))]
    .filter((element) => element.tagName === 'script' && isPageData(textOf(element)))
    .reduce((sum, script) => sum + Buffer.byteLength(textOf(script)), 0);
  return data / Buffer.byteLength(html);
}

/*
 * The offline page as the service worker serves it: the exported page, with the list of pages this
 * device can open without a connection written into its empty list. Plain strings, no DOM (a worker
 * has none), so the same code runs in the unit tests.
 */
import { decodeEntities, escapeHtml } from '@/lib/html-text';
import { localeOf, visitPath } from '@/lib/routes';

/** The attribute that marks the list the worker fills. */
export const OFFLINE_PAGES_LIST = { attribute: 'data-offline-pages', value: 'list' } as const;

export interface AvailablePage {
  path: string;
  title: string;
}

/** A page's title as a visitor would name it: its <title> without the centre's name after « | ». */
export function pageTitle(html: string): string | null {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  if (!title) return null;
  const decoded = decodeEntities(title).trim();
  const cut = decoded.lastIndexOf(' | ');
  return cut > 0 ? decoded.slice(0, cut) : decoded;
}

/**
 * The offline page with one link per available page in its list (the page's own styles show it or the « none yet »
 * line); not a visit's page (issue 77), which shows nothing without the token of its link.
 */
export function withAvailablePages(html: string, pages: readonly AvailablePage[]): string {
  const { attribute, value } = OFFLINE_PAGES_LIST;
  const list = new RegExp(`(<ul[^>]*\\s${attribute}="${value}"[^>]*>)\\s*(</ul>)`);
  const items = pages
    .filter(({ path }) => path !== visitPath(localeOf(path)))
    .map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a></li>`)
    .join('');
  return html.replace(list, (_whole, open: string, close: string) => `${open}${items}${close}`);
}

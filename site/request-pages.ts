import { KIND_LINKS } from '@/copy/request/kinds';
import type { Locale } from '@/lib/i18n';
import { KIND_PAGES } from '@/lib/request/kinds';
import { pagePath } from '@/lib/routes';

/*
 * The pages of the kinds of request that have one of their own (lib/request/kinds/, page: the appointment's
 * /appoitment/, the application's /recrutement/, any kind added with its page), read off the kinds' table, never
 * written again: the footer's links to them (« Liens utiles », which the phone's menu leads to before its scripts
 * run), and their sitemap entries, byte budgets and place in the walk of every route (site-routes.ts).
 */

/** Each kind's page, in the kinds' order: its address in the page's language and its link's words. */
export const requestLinks = (locale: Locale) => KIND_PAGES.map(({ kind, page }) => ({ href: pagePath(page, locale), label: KIND_LINKS[kind][locale] }));

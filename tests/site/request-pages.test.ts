import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KIND_LINKS } from '@/copy/request/kinds';
import { locales } from '@/lib/i18n';
import { KIND_PAGES } from '@/lib/request/kinds';
import { pagePath } from '@/lib/routes';
import { requestLinks } from '@/site/request-pages';
import { publicRoutes } from '@/site/site-routes';

/*
 * The pages of the kinds of request that have one (issue 84): the footer's links to them, their sitemap entries and
 * byte budgets come from the kinds' table (lib/request/kinds/, page), not from a list written in the footer.
 */

describe('the kinds’ own pages', () => {
  it('are each kind’s with a page, in the table’s order, by its link’s words', () => {
    for (const locale of locales) expect(requestLinks(locale)).toEqual(KIND_PAGES.map(({ kind, page }) => ({ href: pagePath(page, locale), label: KIND_LINKS[kind][locale] })));
    expect(requestLinks('fr')).toEqual(expect.arrayContaining([{ href: '/appoitment/', label: 'Prendre rendez-vous' }, { href: '/recrutement/', label: 'Recrutement' }]));
    expect(requestLinks('en').map(({ href }) => href)).toEqual(expect.arrayContaining(['/en/appoitment/', '/en/recrutement/']));
  });

  it('are linked from the footer’s « Liens utiles » through the table, never by a path of their own', () => {
    const footer = readFileSync('components/layout/site-footer.tsx', 'utf8');
    expect(footer).toContain('...requestLinks(locale)');
    for (const { page } of KIND_PAGES) expect(footer, page).not.toMatch(new RegExp(`pageLink\\('${page}'|pagePath\\('${page}'`));
  });

  for (const locale of locales) {
    it(`are listed in the sitemap as form pages, each once (${locale})`, () => {
      for (const { kind, page } of KIND_PAGES) {
        const href = pagePath(page, locale);
        expect(publicRoutes.filter((route) => route.path === href), kind).toEqual([expect.objectContaining({ kind: 'form', page, locale })]);
      }
    });
  }
});

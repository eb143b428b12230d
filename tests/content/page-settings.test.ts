import { describe, expect, it } from 'vitest';
import { pickRelated } from '@/lib/related-articles';
import { authorName, pageUrl, teamName } from '@/site/page-settings';
import { fromPrice, priceRows } from '@/site/price-rows';
import { paymentNamesOf, quartierTerms } from '@/site/trust-words';

/*
 * The pure pieces a service's page and an article's share with the editor's preview
 * (site/page-settings.ts, site/price-rows.ts, site/trust-words.ts, lib/related-articles.ts): what
 * they say from values handed over, with no content read.
 */

const nbsp = '\u00A0';
const nnbsp = '\u202F';

describe('a service page’s prices', () => {
  it('quotes the cheapest line with its unit, and nothing without a line', () => {
    const lines = [
      { option: 'Semaine', min: 15000, max: 25000, unit: 'week' as const },
      { option: 'Heure', min: 2500, unit: 'hour' as const },
    ];
    expect(fromPrice(lines, 'fr')).toBe(`2${nnbsp}500${nbsp}FCFA${nbsp}/${nbsp}heure`);
    expect(fromPrice([], 'fr')).toBeUndefined();
    expect(priceRows(lines, 'en').map((row) => row.price)).toEqual([`15,000 to 25,000${nbsp}FCFA${nbsp}/${nbsp}week`, `2,500${nbsp}FCFA${nbsp}/${nbsp}hour`]);
  });
});

describe('the words around an entry', () => {
  it('addresses a page on the public origin', () => {
    expect(pageUrl('https://www.example.com', '/ServiceDetails/2/')).toBe('https://www.example.com/ServiceDetails/2/');
    expect(pageUrl('https://example.org/site', '/en/blogDetails/1/')).toBe('https://example.org/en/blogDetails/1/');
  });

  it('signs an article with its doctor’s name, or the centre’s team', () => {
    const authors = { 'dr-mballa': 'Dr Élise Mballa' };
    expect(authorName('dr-mballa', authors, teamName('Aide & Vie', 'fr'))).toBe('Dr Élise Mballa');
    expect(authorName(undefined, authors, teamName('Aide & Vie', 'en'))).toBe('The Aide & Vie team');
    expect(authorName('unknown', authors, 'L’équipe')).toBe('L’équipe');
  });

  it('names the ways to pay once each, and a quartier’s delay and fee', () => {
    const payment = [{ method: 'cash' }, { method: 'mtn-momo' }, { method: 'cash' }] as Parameters<typeof paymentNamesOf>[0];
    expect(paymentNamesOf(payment, 'fr')).toEqual(['Espèces', 'MTN Mobile Money']);
    expect(quartierTerms({ name: 'Bastos', delay: 'sous 2 h' }, 'fr')).toMatch(/^sous 2 h, /);
  });

  it('relates a draft among the published articles: the ones it names first, then the newest', () => {
    const published = [
      { id: 1, date: '2024-01-01', related: [] },
      { id: 2, date: '2024-03-01', related: [] },
      { id: 3, date: '2024-02-01', related: [] },
    ];
    expect(pickRelated(9, [...published, { id: 9, date: '2026-11-25', related: [3] }]).map((article) => article.id)).toEqual([3, 2]);
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleEntries } from '@/content/articles';
import { contentDir } from '@/content/load';
import { diskSource } from '@/content/load/disk';
import { Problems } from '@/content/load/problems';
import { readMarkdown, readYaml } from '@/content/load/read';
import { siteContent } from '@/content/load/site-content';
import { serviceSources } from '@/content/services';
import { publishedFacts } from '@/editor/preview/facts';
import { priceText } from '@/copy/prices';
import { locales } from '@/lib/i18n';
import { proseBlocks, type Prose } from '@/lib/prose';
import { articleDraft, jobDraft, serviceDraft } from '@/editor/preview/draft';
import { jobSources } from '@/content/jobs';
import { fromPrice, priceRows } from '@/site/price-rows';
import { previewFacts } from '../../pipeline/admin';

/*
 * The editor's preview (editor/preview/draft.ts): an entry as Decap holds it while staff type, mapped to
 * what the page's view components take (site/page-settings.ts). Prices and typography are written out as a reader of the page reads them; the
 * shipped content's own pages (the build's loader) are the reference for « as the site will ».
 */

const nbsp = '\u00A0';
const nnbsp = '\u202F';
// The content the loader read (CONTENT_DIR under tests/editor/staff-edits.test.ts), not always the project's.
const CONTENT = diskSource(contentDir(), join(process.cwd(), 'public'));

/** The facts as pipeline/admin.ts writes them into preview.js, read back as the preview reads them. */
function builtFacts() {
  const json = previewFacts(siteContent.centre);
  (globalThis as { PREVIEW_FACTS?: unknown }).PREVIEW_FACTS = JSON.stringify(json);
  try {
    return publishedFacts();
  } finally {
    delete (globalThis as { PREVIEW_FACTS?: unknown }).PREVIEW_FACTS;
  }
}

const tags = (prose: Prose) => prose.elements.map((element) => element.tagName);
const texts = (prose: Prose) => proseBlocks(prose).map((block) => block.text);

/** What the page prints of a draft's prices, and what its header quotes. */
const serviceView = (data: unknown, locale: 'fr' | 'en', facts?: Parameters<typeof serviceDraft>[2]) => {
  const { service, problems } = serviceDraft(data, locale, facts);
  return { ...service, problems, amounts: priceRows(service.prices, locale).map((row) => row.price), from: fromPrice(service.prices, locale) };
};
const articleView = (data: unknown, locale: 'fr' | 'en', facts?: Parameters<typeof articleDraft>[2]) => {
  const { article, teaser, problems } = articleDraft(data, locale, facts, undefined, '2026-11-25');
  return { ...article, teaser, problems };
};

const service = (prices: unknown[], body = { fr: 'Texte.', en: 'Text.' }) => ({
  id: 9,
  icon: 'heart',
  color: 'blue',
  title: { fr: 'Soins', en: 'Care' },
  description: { fr: 'Une phrase.', en: 'A sentence.' },
  body,
  features: [{ fr: 'Un point', en: 'A point' }],
  prices,
});

describe('a service in the preview', () => {
  it('shows an amount typed « 3.500 » as the page prints it, in each language', () => {
    const entry = service([{ option: { fr: 'Visite', en: 'Visit' }, min: '3.500' }]);
    expect(serviceView(entry, 'fr').prices).toEqual([{ option: 'Visite', min: 3500, unit: 'package' }]);
    expect(serviceView(entry, 'fr').amounts).toEqual([`3${nnbsp}500${nbsp}FCFA`]);
    expect(serviceView(entry, 'en').amounts).toEqual([`3,500${nbsp}FCFA`]);
  });

  it('prints a range with its unit, and quotes the cheapest line in the header; a unit not chosen yet prints none', () => {
    const entry = service([
      { option: { fr: 'Semaine', en: 'Week' }, min: 15000, max: '25 000', unit: 'week' },
      { option: { fr: 'Heure', en: 'Hour' }, min: '2500', unit: 'hour' },
    ]);
    const fr = serviceView(entry, 'fr');
    expect(fr.amounts).toEqual([
      `15${nnbsp}000 à 25${nnbsp}000${nbsp}FCFA${nbsp}/${nbsp}semaine`,
      `2${nnbsp}500${nbsp}FCFA${nbsp}/${nbsp}heure`,
    ]);
    expect(fr.from).toBe(`2${nnbsp}500${nbsp}FCFA${nbsp}/${nbsp}heure`);
    expect(serviceView(entry, 'en').from).toBe(`2,500${nbsp}FCFA${nbsp}/${nbsp}hour`);
    expect(serviceView(service([{ option: { fr: 'Soin', en: 'Care' }, min: 4000, unit: 'fortnight' }]), 'fr').amounts[0]).toBe(`4${nnbsp}000${nbsp}FCFA`);
  });

  it('never shows a number staff did not type: a line at « 2500.75 » is left out, with the build’s sentence', () => {
    const view = serviceView(service([{ option: { fr: 'Visite', en: 'Visit' }, min: '2500.75' }]), 'fr');
    expect(view.prices).toEqual([]);
    expect(view.from).toBeUndefined();
    expect(view.problems.join('\n')).toContain("n'est pas un montant en FCFA entier : le franc CFA n'a pas de centimes");
  });

  it('renders Markdown with the language’s typography, « # » as a section title, and refuses HTML', () => {
    const body = { fr: '# Le soin\n\n- matin\n- soir\n\nNote: appelez-nous!\n\n<b>gras</b>', en: '# Care\n\n- morning\n- evening\n\nNote : call us !' };
    const fr = serviceView(service([], body), 'fr');
    // The tags go, as at build; their words stay.
    expect(tags(fr.body)).toEqual(['h2', 'ul', 'p', 'p']);
    expect(texts(fr.body)).toEqual(['Le soin', 'matin', 'soir', `Note${nbsp}: appelez-nous${nbsp}!`, 'gras']);
    expect(fr.problems.join('\n')).toContain("du code HTML (<b>) n'est pas accepté");
    const en = serviceView(service([], body), 'en');
    expect(texts(en.body)).toEqual(['Care', 'morning', 'evening', 'Note: call us!']);
    expect(en.problems).toEqual([]);
  });

  it('fills a placeholder with the published fact and names an unknown one', () => {
    const facts = builtFacts();
    const view = serviceView(service([], { fr: 'Appelez le {tel.urgences} ou le {tel.urgence}.', en: 'x' }), 'fr', facts);
    const emergency = siteContent.centre.phones.emergency.display;
    expect(emergency).toMatch(/\d/);
    expect(texts(view.body)).toEqual([`Appelez le ${emergency} ou le {tel.urgence}.`]);
    expect(view.problems).toEqual([expect.stringContaining("{tel.urgence} n'est pas un renvoi connu")]);
  });

  it('without the facts (outside the bundle), leaves a known placeholder as typed and names an unknown one', () => {
    const view = serviceView(service([], { fr: 'Appelez le {tel.urgences} ou le {tel.urgence}.', en: 'x' }), 'fr');
    expect(texts(view.body)).toEqual(['Appelez le {tel.urgences} ou le {tel.urgence}.']);
    expect(view.problems).toHaveLength(1);
    expect(view.problems[0]).toContain("{tel.urgence} n'est pas un renvoi connu");
  });

  it('draws a new, empty entry without failing', () => {
    for (const data of [undefined, {}, { prices: [{}], body: {}, features: [null] }]) {
      const view = serviceView(data, 'fr');
      expect(view.title).toBe('');
      expect(view.problems).toEqual([]);
    }
  });

  it('shows each shipped service as its page does (the build’s loader)', () => {
    for (const source of serviceSources) {
      const raw = readYaml(CONTENT, `services/${source.slug}.yml`, new Problems());
      for (const locale of locales) {
        const view = serviceView(raw, locale);
        expect(view.title).toBe(source.title[locale]);
        expect(view.amounts).toEqual(source.prices.map((line) => priceText(line, locale)));
        expect(view.from).toBe(fromPrice(source.prices, locale));
        // A text that quotes a fact ({tel.accueil}) is filled in by the build only.
        expect(serviceView(raw, locale, builtFacts()).body.tree).toEqual(source.body[locale].tree);
      }
    }
  });
});

describe('an article in the preview', () => {
  const article = { id: 7, title: 'Bien dormir', lead: 'Le sommeil compte.', date: '2024-05-15', category: 'health', icon: 'moon', body: '## Le soir\n\n1. Lire\n2. Dormir' };

  it('dates, names its category and renders its text in the language being edited', () => {
    const fr = articleView(article, 'fr');
    expect(fr.date).toBe('2024-05-15');
    expect(fr.categoryName).toBe('Santé');
    expect(tags(fr.body)).toEqual(['h2', 'ol']);
    expect(articleView(article, 'en').categoryName).toBe('Health');
  });

  it('draws a half-written article: today’s date, the first category’s colour with no name, no text yet', () => {
    const view = articleView({ title: 'Brouillon', date: '2024-02-31', category: 'nope' }, 'fr');
    expect(view.date).toBe('2026-11-25');
    expect(view.category).toBe('support');
    expect(view.categoryName).toBe('');
    expect(view.body.elements).toEqual([]);
  });

  it('names the articles it relates to, as numbers, for « À lire aussi »', () => {
    expect(articleView({ ...article, related: [3, '5', 'x', null] }, 'fr').teaser.related).toEqual([3, 5]);
    expect(articleView({ ...article, excerpt: 'Court: bien.' }, 'fr').teaser.excerpt).toBe(`Court${nbsp}: bien.`);
  });

  it('shows each shipped article’s text as its page does (the build’s loader), facts filled in', () => {
    const facts = builtFacts();
    for (const locale of locales) {
      for (const entry of articleEntries[locale]) {
        const raw = readMarkdown(CONTENT, `articles/${locale}/${entry.slug}.md`, new Problems());
        const view = articleView(raw, locale, facts);
        expect(view.title).toBe(entry.title);
        expect(view.lead).toBe(entry.lead);
        expect(view.body.tree).toEqual(entry.body.tree);
        expect(view.problems).toEqual([]);
      }
    }
  });
});

describe('a position in the preview', () => {
  // A shipped position as Decap holds it: the file's own values (dates as the YAML has them).
  const shipped = jobSources[0]!;
  const entry = (pay: unknown) => ({ ...shipped, slug: undefined, pay });

  it('reads its pay as the build does: « 90.000 » to « 120 000 » by the month, « à préciser » or empty as none', () => {
    expect(jobDraft(entry({ min: '90.000', max: '120 000', per: 'month' }), 'fr', undefined, shipped.slug).job.pay).toEqual({ min: 90_000, max: 120_000, per: 'month' });
    expect(jobDraft(entry({ min: 'à préciser' }), 'fr').job.pay).toBeUndefined();
    expect(jobDraft(entry(undefined), 'en').job.pay).toBeUndefined();
  });

  it('says what the build would refuse, and leaves it out', () => {
    const { job, problems } = jobDraft(entry({ min: '2500,75', per: 'hour' }), 'fr');
    expect(job.pay).toBeUndefined();
    expect(problems.join('\n')).toMatch(/n'est pas un montant en FCFA entier/);
  });

  it('shows each language of the entry, as the page will', () => {
    for (const locale of locales) {
      const { job, problems } = jobDraft(entry(undefined), locale, builtFacts(), shipped.slug);
      expect(problems).toEqual([]);
      expect(job.title).toBe(shipped.title[locale]);
      expect(job.offer).toEqual(shipped.offer.map((line) => line[locale]));
      expect(job.validThrough).toBe(shipped.validThrough);
    }
  });
});

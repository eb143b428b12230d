import { basename } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '@/content/load/problems';
import { proseBlocks } from '@/lib/prose';
import { ARTICLE, ARTICLE_EN, BAD_FILES, NEXT_ARTICLE, SERVICE, SERVICE_ID } from './content-cases';
import { copyContent, type ContentCopy } from './content-fixture';

/*
 * The content check, file by file: what the build does with what staff write. Each bad file of the
 * table fails with its own message, naming the file and the field in the editor's words; a staff-like
 * edit (a price, a sixth article, an article in French only) loads. Whatever the content holds today:
 * numbers, dates and names the messages quote are read from the files, never written here
 * (tests/editor/staff-edits.test.ts runs this file again on staff-like edits). The bad files are
 * tests/content/content-cases.ts's, which the editor's check runs too (tests/editor/editor-check.test.ts).
 */

let copy: ContentCopy;
afterEach(async () => {
  copy?.remove();
  // A turn of the event loop between the cases: a minute of synchronous tests in a row starves vitest's
  // messages to its main process (« Timeout calling onTaskUpdate »), as on a busy machine.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

function fresh(): ContentCopy {
  copy = copyContent();
  return copy;
}

describe('the content as shipped', () => {
  // Warnings (an article in French only, a related article unpublished) are staff's to leave: the spec
  // check (npm run check:spec) holds the shipped content to none.
  it('loads with no error', () => {
    const { content, errors } = fresh().load();
    expect(errors.map(formatProblem)).toEqual([]);
    expect(content).toBeDefined();
  });
});

describe('a bad file fails the content check with its own message', () => {
  it.each(BAD_FILES)('$name', ({ change, message }) => {
    const content = fresh();
    change(content);
    const { content: loaded, errors } = content.load();
    expect(loaded, 'no page is built from bad content').toBeUndefined();
    const messages = errors.map(formatProblem);
    expect(messages.some((line) => message.test(line)), messages.join('\n')).toBe(true);
    // One mistake, one message: what quotes or points at the broken file is not reported again.
    expect(messages, messages.join('\n')).toHaveLength(1);
  });

  it('each with a message of its own', () => {
    expect(new Set(BAD_FILES.map(({ message }) => message.source)).size).toBe(BAD_FILES.length);
  });
});

/** The shipped content as loaded (once), to compare an edit with. */
const shipped = (() => {
  let loaded: ReturnType<ContentCopy['load']>['content'];
  return () => {
    if (!loaded) {
      const content = copyContent();
      loaded = content.load().content;
      content.remove();
    }
    if (!loaded) throw new Error('the shipped content does not load');
    return loaded;
  };
})();

/** The day after the newest article, so an article dated so leads the blog. */
function afterNewest(dates: string[]): string {
  const day = new Date(`${[...dates].sort().at(-1)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A published article's French file, and its slug. */
function publishedArticle(index = 0) {
  const article = shipped().articles.fr[index];
  if (!article) throw new Error(`no published article n°${index + 1}`);
  return { ...article, file: `articles/fr/${article.slug}.md` };
}

describe('a staff-like edit', () => {
  it('changes a price: the service shows it', () => {
    const content = fresh();
    content.editYaml(SERVICE, (doc) => doc.setIn(['prices', 0, 'min'], Number(doc.getIn(['prices', 0, 'min'])) + 500));
    const before = shipped().services.find((service) => service.id === SERVICE_ID)?.prices[0]?.min ?? NaN;
    const { content: loaded, errors } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.services.find((service) => service.id === SERVICE_ID)?.prices[0]?.min).toBe(before + 500);
  });

  it('changes an hour: the texts that quote it follow', () => {
    const content = fresh();
    content.editYaml('services-page/slides.yml', (doc) => {
      doc.setIn(['slides', 0, 'subtitle', 'fr'], 'Tous les jours de {heures.domicile.debut} à {heures.domicile.fin}.');
      doc.setIn(['slides', 0, 'subtitle', 'en'], 'Every day from {heures.domicile.debut} to {heures.domicile.fin}.');
    });
    content.editYaml('settings/centre.yml', (doc) => {
      doc.setIn(['hours', 'homeCare', 'opens'], '06:45');
      doc.setIn(['hours', 'homeCare', 'closes'], '21:30');
    });
    const { content: loaded, errors } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.servicesSlides[0]?.subtitle.fr).toBe('Tous les jours de 6\u00A0h\u00A045 à 21\u00A0h\u00A030.');
    expect(loaded?.servicesSlides[0]?.subtitle.en).toBe('Every day from 6:45\u00A0am to 9:30\u00A0pm.');
  });

  it('adds an article in both languages: it takes the next number and leads the blog', () => {
    const content = fresh();
    const before = shipped().articles;
    const date = afterNewest(before.fr.map((article) => article.date));
    content.write('articles/fr/bien-dormir.md', content.read(ARTICLE));
    content.editFrontMatter('articles/fr/bien-dormir.md', (doc) => {
      doc.set('id', NEXT_ARTICLE);
      doc.set('date', date);
      doc.set('title', 'Bien dormir à tout âge');
      doc.set('related', []);
      doc.delete('draft');
    });
    content.write('articles/en/bien-dormir.md', content.read(ARTICLE_EN).replace(/^title: .*$/m, 'title: Sleeping well at any age'));
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(warnings.filter((warning) => warning.file === 'content/articles/fr/bien-dormir.md')).toEqual([]);
    for (const locale of ['fr', 'en'] as const) {
      expect(loaded?.articles[locale]).toHaveLength(before[locale].length + 1);
      expect(loaded?.articles[locale][0]).toMatchObject({ id: NEXT_ARTICLE, slug: 'bien-dormir', locales: ['fr', 'en'] });
    }
    expect(loaded?.articles.en[0]?.title).toBe('Sleeping well at any age');
  });

  it('publishes a short article with no heading nor list, with a warning that says what it lacks', () => {
    const content = fresh();
    // Published whatever staff did to it before (the staff-edits copy unpublishes the oldest article).
    content.editFrontMatter(ARTICLE, (doc) => doc.delete('draft'));
    content.replace(ARTICLE_EN, /\n---\n[\s\S]*$/, '\n---\nA short notice: the centre is closed on Monday.\n');
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.articles.en.map((article) => article.slug)).toContain(basename(ARTICLE_EN, '.md'));
    expect(warnings.filter((warning) => warning.file === `content/${ARTICLE_EN}`).map(formatProblem)).toEqual([
      `content/${ARTICLE_EN} → texte : article court (9 mots, aucun intertitre (« ## »), aucune liste) : il est publié, mais un article qui aide les familles a d'ordinaire 350 mots ou plus, des intertitres et une liste.`,
    ]);
  });

  it('publishes an article written in French only in French, with a warning', () => {
    const content = fresh();
    content.write('articles/fr/bien-dormir.md', content.read(ARTICLE));
    content.editFrontMatter('articles/fr/bien-dormir.md', (doc) => {
      doc.set('id', NEXT_ARTICLE);
      doc.set('related', []);
      doc.delete('draft');
    });
    // What the editor writes for a language nobody filled in: the duplicated facts, no text.
    content.write('articles/en/bien-dormir.md', `---\nid: ${NEXT_ARTICLE}\ndate: 2024-05-15\n---\n`);
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.articles.fr.find((article) => article.id === NEXT_ARTICLE)?.locales).toEqual(['fr']);
    expect(loaded?.articles.en.map((article) => article.id)).not.toContain(NEXT_ARTICLE);
    expect(warnings.filter((warning) => warning.file === 'content/articles/fr/bien-dormir.md').map(formatProblem)).toEqual([
      `content/articles/fr/bien-dormir.md : pas de version anglaise : l'article n°${NEXT_ARTICLE} est publié en français seulement (il n'apparaît pas sur le site anglais).`,
    ]);
  });

  it('unpublishes an article: it leaves both lists, and an article that named it gets a warning', () => {
    const content = fresh();
    const naming = shipped().articles.fr.find((article) => article.related.length > 0);
    if (!naming) throw new Error('no published article names another');
    const named = shipped().articles.fr.find((article) => article.id === naming.related[0]);
    expect(named, 'the article it names is published').toBeDefined();
    content.editFrontMatter(`articles/fr/${named!.slug}.md`, (doc) => doc.set('draft', true));
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.articles.fr.map((article) => article.id)).not.toContain(named!.id);
    expect(loaded?.articles.en.map((article) => article.id)).not.toContain(named!.id);
    expect(warnings.map(formatProblem)).toContain(
      `content/articles/fr/${naming.slug}.md → article lié n°1 : l'article n°${named!.id} n'est pas publié : un autre article récent est proposé à sa place.`,
    );
  });

  it('accepts optional fields the editor left blank, as if they were absent', () => {
    const content = fresh();
    const article = publishedArticle();
    const price = shipped().services.find((service) => service.id === SERVICE_ID)?.prices[0];
    content.editYaml(SERVICE, (doc) => {
      doc.setIn(['prices', 0, 'max'], null);
    });
    content.editFrontMatter(article.file, (doc) => {
      doc.set('metaTitle', '');
      doc.set('author', '');
      doc.set('draft', null);
      doc.set('related', null);
    });
    const { content: loaded, errors } = content.load();
    expect(errors.map(formatProblem)).toEqual([]);
    expect(loaded?.services.find((service) => service.id === SERVICE_ID)?.prices[0]).toEqual({ option: expect.any(Object), min: price?.min, unit: price?.unit });
    const blank = loaded?.articles.fr.find((candidate) => candidate.id === article.id);
    expect(blank).toMatchObject({ author: undefined, related: [] });
    expect(blank).not.toHaveProperty('metaTitle');
  });

  it('quotes a new phone number everywhere its placeholder stands, and nowhere else', () => {
    const content = fresh();
    const article = publishedArticle();
    const before = shipped().centre.phones.emergency.display;
    const number = before === '+237\u00A06\u00A055\u00A044\u00A033\u00A022' ? '+237 6 99 88 77 66' : '+237 6 55 44 33 22';
    content.replace(article.file, /\n---\n/, '\n---\nEn cas d’urgence, appelez le {tel.urgences}.\n\n');
    content.editYaml('settings/centre.yml', (doc) => doc.setIn(['phones', 'emergency', 'number'], number));
    const { content: loaded } = content.load();
    const text = proseBlocks(loaded!.articles.fr.find((candidate) => candidate.id === article.id)!.body).map((block) => block.text).join('\n');
    expect(text).toContain(number.replace(/ /g, '\u00A0'));
    expect(text).not.toContain(before);
  });
});

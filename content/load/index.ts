import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import * as z from 'zod';
import { locales, type Locale } from '@/lib/i18n';
import { Prose, textOf } from '@/lib/prose';
import {
  contentSchemas,
  type AboutFile,
  type ArticleCategory,
  type ArticleFrFile,
  type CentreFile,
  type DoctorFile,
  type FaqFile,
  type HomeServicesFile,
  type ServiceFile,
  type SlidesFile,
  type BlogSlidesFile,
  type TestimonialsFile,
} from '../schema/files';
import { schemaKit, type Report } from '../schema/kit';
import { fieldLabel, frenchIssue } from '../schema/messages';
import { imageSizeOf } from './images';
import { renderMarkdown } from './markdown';
import { NO_PLACEHOLDERS, placeholderValues, UNCHECKED_PLACEHOLDERS } from './placeholders';
import { Problems, type ContentProblem } from './problems';
import { readFolder, readMarkdown, readYaml, type FolderEntry } from './read';
import { formatText, type PlaceholderValues } from './text';

/*
 * The one loader of content/: it reads every file, checks it against its schema
 * (content/schema/files.ts), checks what ties files together (numbers, related articles, authors,
 * the founder, the home page's cards), and gives the pages what they show, in both languages.
 * It never throws on bad content: it returns every problem, so the build can print them all
 * (scripts/check-content.ts) and content/load/site-content.ts can refuse to build pages from them.
 */

export const LEGAL_SLUGS = ['privacy', 'terms', 'cookies'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** The content folder: content/ of the project, or CONTENT_DIR (a test's copy, the scale bench's generated articles). */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
}

export interface LoadOptions {
  /** The content folder (content/). */
  dir: string;
  /** The site's public/ folder, where the artwork (/images/…) lives. */
  publicDir: string;
  /** The site's public address, for {site}. */
  siteUrl: string;
}

/** The centre's facts, with the founder's name taken from her doctor file. */
export type Centre = Omit<CentreFile, 'founder'> & { founder: { name: string; role: CentreFile['founder']['role']; doctor: string } };

export type ServiceEntry = ServiceFile & { slug: string };
export type DoctorEntry = DoctorFile & { slug: string };
export type FaqEntry = FaqFile['items'][number] & { id: number };
export type TestimonialEntry = TestimonialsFile['items'][number] & { id: number };
export type SlideEntry = SlidesFile['slides'][number] & { id: number };
export type BlogSlideEntry = BlogSlidesFile['slides'][number] & { id: number };
export type HomeServiceCardEntry = HomeServicesFile['cards'][number];

/** An article in one language: the French file's facts with that language's texts. */
export type ArticleEntry = Omit<ArticleFrFile, 'draft' | 'author'> & {
  slug: string;
  /** The doctor who wrote it (a doctor's slug), or undefined for the centre's team. */
  author: string | undefined;
  /** The languages it is published in: French always, English when it has been translated. */
  locales: Locale[];
};

export interface LegalSection {
  title: string;
  body: Prose;
}

export interface LegalPageEntry {
  slug: LegalSlug;
  title: string;
  description: string;
  intro: string;
  updated: string;
  sections: LegalSection[];
}

export interface SiteContent {
  centre: Centre;
  services: ServiceEntry[];
  homeServiceCards: HomeServiceCardEntry[];
  doctors: DoctorEntry[];
  faq: FaqEntry[];
  testimonials: TestimonialEntry[];
  homeSlides: SlideEntry[];
  servicesSlides: SlideEntry[];
  blogSlides: BlogSlideEntry[];
  about: AboutFile;
  /** Published articles per language, newest first. */
  articles: Record<Locale, ArticleEntry[]>;
  legal: Record<Locale, Record<LegalSlug, LegalPageEntry>>;
}

export interface LoadResult {
  /** Undefined as soon as there is one error: no page is built from bad content. */
  content: SiteContent | undefined;
  errors: ContentProblem[];
  warnings: ContentProblem[];
}

const withIds = <T>(items: T[]) => items.map((item, index) => ({ ...item, id: index + 1 }));

/** The value without some of its fields. */
function without<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}

/** The legal text cut at its « ## » titles: one section per title. */
function sectionsOf(prose: Prose, report: Report): LegalSection[] {
  const sections: { title: string; children: Element[] }[] = [];
  for (const element of prose.elements) {
    if (element.tagName === 'h2') sections.push({ title: textOf(element), children: [] });
    else if (sections.length === 0) {
      report('le texte doit commencer par le titre de sa première partie, sur une ligne qui commence par « ## ».');
      return [];
    } else sections.at(-1)?.children.push(element);
  }
  if (sections.length === 0) report('le texte n’a aucune partie : chaque partie commence par un titre sur une ligne « ## ».');
  return sections.map(({ title, children }) => ({ title, body: new Prose({ type: 'root', children } satisfies Root) }));
}

export function loadContent({ dir, publicDir, siteUrl }: LoadOptions): LoadResult {
  const problems = new Problems();
  const roots = { publicDir, mediaDir: join(dir, 'media') };

  const kitFor = (values: PlaceholderValues) =>
    schemaKit({
      text: (value, locale, report) => formatText(value, locale, values, report, { singleLine: true }),
      markdown: (value, locale, report) =>
        renderMarkdown(value, (text) => formatText(text, locale, values, report, { singleLine: false }), report),
      image: (src, report) => imageSizeOf(src, roots, report),
    });

  function parse<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> | undefined {
    if (data === undefined) return undefined;
    const result = schema.safeParse(data, { reportInput: true, error: frenchIssue });
    if (result.success) return result.data;
    for (const issue of result.error.issues) problems.error(file, fieldLabel(issue.path) || undefined, issue.message);
    return undefined;
  }

  // The centre's file first: the others quote its facts ({tel.urgences}…), it quotes nothing.
  const centreFile = parse(contentSchemas(kitFor(NO_PLACEHOLDERS)).centre, readYaml(dir, 'settings/centre.yml', problems), 'content/settings/centre.yml');
  const doctorEntries = readFolder(dir, 'doctors', 'yaml', problems);
  const founderEntry = centreFile ? doctorEntries.find((entry) => entry.slug === centreFile.founder.doctor) : undefined;
  const founderRaw = founderEntry ? readYaml(dir, founderEntry.file, new Problems()) : undefined;
  const founderName = typeof founderRaw === 'object' && founderRaw && 'name' in founderRaw ? String(founderRaw.name).trim() : '';
  if (centreFile && !founderEntry) {
    problems.error(
      'content/settings/centre.yml',
      'fondatrice › médecin',
      `« ${centreFile.founder.doctor} » n'est pas un médecin de l'équipe. Choisissez parmi : ${doctorEntries.map((entry) => entry.slug).join(', ')}.`,
    );
  }
  const schemas = contentSchemas(kitFor(centreFile ? placeholderValues(centreFile, founderName, siteUrl) : UNCHECKED_PLACEHOLDERS));

  /**
   * The numbers of items whose file has an error (already reported): what points at them is not
   * reported again, so one mistake gives one message.
   */
  const faulty = { services: new Set<number>(), articles: new Set<number>() };
  const numberIn = (data: unknown) =>
    typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number' ? data.id : undefined;

  /** Every item of a folder, parsed; the number (id) of each checked for uniqueness. */
  function collection<S extends z.ZodType<{ id: number }>>(
    what: string,
    entries: FolderEntry[],
    schema: S,
    read: (entry: FolderEntry) => unknown,
    failed?: Set<number>,
  ): (z.output<S> & { slug: string; file: string })[] {
    const items = entries.flatMap((entry) => {
      const data = read(entry);
      const parsed = parse(schema, data, `content/${entry.file}`);
      if (!parsed) failed?.add(numberIn(data) ?? NaN);
      return parsed ? [{ ...parsed, slug: entry.slug, file: entry.file }] : [];
    });
    return numbered(items, what);
  }
  const yamlOf = (entry: FolderEntry) => readYaml(dir, entry.file, problems);

  /** Items sorted by number, a number taken twice refused (with the next free one named). */
  function numbered<T extends { id: number; file: string }>(items: T[], what: string): T[] {
    const next = Math.max(0, ...items.map((item) => item.id)) + 1;
    const byId = new Map<number, T>();
    for (const item of [...items].sort((a, b) => a.file.localeCompare(b.file))) {
      const taken = byId.get(item.id);
      if (taken) {
        problems.error(
          `content/${item.file}`,
          'numéro',
          `le numéro ${item.id} est déjà celui de content/${taken.file}. Deux ${what} ne peuvent pas avoir le même numéro : prenez le prochain numéro libre, ${next}.`,
        );
      } else byId.set(item.id, item);
    }
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }

  const services = collection('services', readFolder(dir, 'services', 'yaml', problems), schemas.service, yamlOf, faulty.services);
  const doctors = collection('médecins', doctorEntries, schemas.doctor, yamlOf);

  const homeCards = parse(schemas.homeServices, readYaml(dir, 'home/services.yml', problems), 'content/home/services.yml');
  homeCards?.cards.forEach((card, index) => {
    if (!services.some((service) => service.id === card.service) && !faulty.services.has(card.service)) {
      problems.error(
        'content/home/services.yml',
        fieldLabel(['cards', index, 'service']),
        `il n'y a pas de service n°${card.service}. Les services sont : ${services.map((service) => `${service.id} (${service.title.fr})`).join(', ')}.`,
      );
    }
  });

  const faq = parse(schemas.faq, readYaml(dir, 'home/faq.yml', problems), 'content/home/faq.yml');
  const testimonials = parse(schemas.testimonials, readYaml(dir, 'home/testimonials.yml', problems), 'content/home/testimonials.yml');
  const homeSlides = parse(schemas.slides, readYaml(dir, 'home/slides.yml', problems), 'content/home/slides.yml');
  const servicesSlides = parse(schemas.slides, readYaml(dir, 'services-page/slides.yml', problems), 'content/services-page/slides.yml');
  const blogSlides = parse(schemas.blogSlides, readYaml(dir, 'blog/slides.yml', problems), 'content/blog/slides.yml');
  const about = parse(schemas.about, readYaml(dir, 'about/page.yml', problems), 'content/about/page.yml');

  const articles = loadArticles();
  const legal = loadLegal();

  function loadArticles(): Record<Locale, ArticleEntry[]> {
    const frenchEntries = readFolder(dir, 'articles/fr', 'markdown', problems);
    const french = collection(
      'articles',
      frenchEntries,
      schemas.articleFr,
      (entry) => readMarkdown(dir, entry.file, problems),
      faulty.articles,
    );
    const bySlug = new Map(french.map((article) => [article.slug, article]));
    const english = new Map<string, { title: string; metaTitle?: string; excerpt: string; lead: string; alt: string; body: Prose }>();
    for (const entry of readFolder(dir, 'articles/en', 'markdown', problems)) {
      const file = `content/${entry.file}`;
      const data = readMarkdown(dir, entry.file, problems);
      if (!data) continue;
      // The editor writes an English file even when nobody translated: with no title and no text, it is no translation.
      const untranslated = !data.title && String(data.body ?? '').trim() === '';
      if (!bySlug.has(entry.slug)) {
        // A French file with an error of its own has been reported already.
        if (!untranslated && !frenchEntries.some((french) => french.slug === entry.slug)) {
          problems.error(file, undefined, `il n'y a pas d'article français content/articles/fr/${entry.slug}.md : la version anglaise porte le même nom de fichier que la française.`);
        }
        continue;
      }
      if (untranslated) continue;
      const parsed = parse(schemas.articleEn, data, file);
      if (parsed) english.set(entry.slug, { ...parsed, alt: parsed.image.alt });
    }

    const published = french.filter((article) => !article.draft);
    const publishedIds = new Set(published.map((article) => article.id));
    for (const article of french) {
      const file = `content/${article.file}`;
      article.related.forEach((id, index) => {
        const field = fieldLabel(['related', index]);
        const target = french.find((other) => other.id === id);
        if (id === article.id) problems.error(file, field, "un article ne peut pas être lié à lui-même : choisissez le numéro d'un autre article.");
        else if (!target) {
          if (faulty.articles.has(id)) return;
          problems.error(file, field, `il n'y a pas d'article n°${id}. Les articles sont : ${french.map((other) => other.id).join(', ')}.`);
        } else if (article.related.indexOf(id) !== index) problems.error(file, field, `l'article n°${id} est déjà lié : choisissez-en un autre.`);
        else if (!publishedIds.has(id) && !article.draft) {
          problems.warning(file, field, `l'article n°${id} n'est pas publié : un autre article récent est proposé à sa place.`);
        }
      });
      if (article.author && !doctors.some((doctor) => doctor.slug === article.author)) {
        problems.error(
          file,
          'auteur',
          `« ${article.author} » n'est pas un médecin de l'équipe. Choisissez parmi : ${doctors.map((doctor) => doctor.slug).join(', ')}, ou laissez vide pour l'équipe du centre.`,
        );
      }
      if (!article.draft && !english.has(article.slug)) {
        problems.warning(
          file,
          undefined,
          `pas de version anglaise : l'article n°${article.id} est publié en français seulement (il n'apparaît pas sur le site anglais).`,
        );
      }
    }

    const newestFirst = (a: ArticleEntry, b: ArticleEntry) => b.date.localeCompare(a.date) || b.id - a.id;
    const entry = (article: (typeof french)[number], locale: Locale): ArticleEntry => {
      const { author } = article;
      const facts = without(article, 'draft', 'file', 'author');
      const translation = locale === 'en' ? english.get(article.slug) : undefined;
      const texts = translation
        ? {
            title: translation.title,
            metaTitle: translation.metaTitle,
            excerpt: translation.excerpt,
            lead: translation.lead,
            body: translation.body,
            image: { ...article.image, alt: translation.alt },
          }
        : { metaTitle: article.metaTitle };
      const { metaTitle, ...rest } = { ...facts, ...texts };
      return { ...rest, ...(metaTitle ? { metaTitle } : {}), author: author || undefined, locales: english.has(article.slug) ? ['fr', 'en'] : ['fr'] };
    };
    return {
      fr: published.map((article) => entry(article, 'fr')).sort(newestFirst),
      en: published.filter((article) => english.has(article.slug)).map((article) => entry(article, 'en')).sort(newestFirst),
    };
  }

  function loadLegal(): Record<Locale, Record<LegalSlug, LegalPageEntry>> | undefined {
    const pages = locales.map((locale) =>
      LEGAL_SLUGS.map((slug): LegalPageEntry | undefined => {
        const file = `legal/${locale}/${slug}.md`;
        const data = readMarkdownIfThere(file);
        const parsed = data && parse(schemas.legalPage(locale), data, `content/${file}`);
        if (!parsed) return undefined;
        const sections = sectionsOf(parsed.body, (message) => problems.error(`content/${file}`, 'texte', message));
        return { ...without(parsed, 'body'), slug, sections };
      }),
    );
    if (pages.flat().some((page) => !page)) return undefined;
    return Object.fromEntries(
      locales.map((locale, index) => [locale, Object.fromEntries((pages[index] ?? []).map((page) => [page?.slug, page]))]),
    ) as Record<Locale, Record<LegalSlug, LegalPageEntry>>;
  }

  function readMarkdownIfThere(file: string): Record<string, unknown> | undefined {
    if (existsSync(join(dir, file))) return readMarkdown(dir, file, problems);
    problems.error(`content/${file}`, undefined, 'ce fichier manque : la page doit exister dans les deux langues.');
    return undefined;
  }

  if (problems.errors.length > 0 || !centreFile || !homeCards || !faq || !testimonials || !homeSlides || !servicesSlides || !blogSlides || !about || !legal) {
    return { content: undefined, errors: problems.errors, warnings: problems.warnings };
  }
  const { founder, ...centre } = centreFile;
  const strip = <T extends { file: string }>(item: T) => without(item, 'file');
  return {
    content: {
      centre: { ...centre, founder: { ...founder, name: founderName } },
      services: services.map(strip),
      homeServiceCards: homeCards.cards,
      doctors: doctors.map(strip),
      faq: withIds(faq.items),
      testimonials: withIds(testimonials.items),
      homeSlides: withIds(homeSlides.slides),
      servicesSlides: withIds(servicesSlides.slides),
      blogSlides: withIds(blogSlides.slides),
      about,
      articles,
      legal,
    },
    errors: problems.errors,
    warnings: problems.warnings,
  };
}

export type { ArticleCategory };

import { renderMarkdown } from '@/content/load/markdown';
import { UNCHECKED_PLACEHOLDERS } from '@/content/load/placeholders';
import { formatText, type PlaceholderValues } from '@/content/load/text';
import { ACCENT_COLORS, amountMessage, type Report } from '@/content/schema/kit';
import { namePath } from '@/content/schema/field-words';
import { publishedFieldWords } from './facts';
import type { ArticleCategory, ImageAsset, PriceLine } from '@/content/types';
import { blogPage } from '@/copy/blog-page';
import { readAmount } from '@/lib/amount';
import { memberOf } from '@/lib/closed-set';
import { asList as list, asRecord as record } from '@/lib/unknown-value';
import type { Job } from '@/content/jobs';
import { PRICE_UNITS } from '@/lib/estimate';
import { CONTRACTS, PAY_PERIODS } from '@/lib/jobs';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { ICON_NAMES, type IconName } from '@/lib/icon-names';
import type { Prose } from '@/lib/prose';
import type { ArticleShown, ArticleTeaser, ServiceShown } from '@/site/page-settings';

/*
 * The entry being edited, as its page's view component takes it (site/page-settings.ts): Decap's data
 * while staff type (any field may be missing, half-typed or wrong), read by the build's own steps:
 * each text through formatText (typography, placeholders, no HTML), Markdown through renderMarkdown,
 * amounts through readAmount, each field named as the build's messages name it (namePath, with the words the build wrote: facts.ts). Nothing
 * here throws: what the build would refuse is listed in `problems` and left out or shown as typed, so the preview never goes blank under staff's fingers.
 * Placeholders ({tel.urgences}) are filled in from `facts` (editor/preview/facts.ts: the published
 * site's); without them, known names are left as typed and unknown ones reported.
 */

/** The editor's words for each field (the build's, from the schemas), to name a field as the build's messages do. */
const fieldWords = publishedFieldWords();

const string = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const whole = (value: unknown): number => (Number.isInteger(Number(value)) && string(value) !== '' ? Number(value) : 0);

function icon(value: unknown): IconName {
  return memberOf(ICON_NAMES, value) ?? 'heart';
}

/**
 * An image as the page's <Artwork> takes it. Its size is not known before the build reads the file:
 * the page's CSS draws it at its own ratio once loaded (height: auto), so 4:3 only holds its place.
 */
function image(value: unknown, alt: string, resolve: (src: string) => string): ImageAsset {
  const src = string(record(value).src);
  return { src: src ? resolve(src) : '', alt, width: 1600, height: 1200 };
}

/** Reads texts as the build does, gathering what it would report. */
class Reader {
  readonly problems: string[] = [];
  constructor(
    readonly locale: Locale,
    private readonly facts: PlaceholderValues,
  ) {}

  /** Reports under the field's name as the build's messages give it (« prix n°2 › montant »). */
  private report(path: readonly PropertyKey[]): Report {
    const field = namePath(path, (key) => (typeof key === 'string' ? fieldWords[key] : undefined));
    return (message) => {
      const line = `${field.charAt(0).toUpperCase()}${field.slice(1)} : ${message}`;
      if (!this.problems.includes(line)) this.problems.push(line);
    };
  }

  /** A one-line or plain text, typeset. */
  text(value: unknown, field: readonly PropertyKey[]): string {
    return formatText(string(value), this.locale, this.facts, this.report(field), { singleLine: true });
  }

  /** The same text in the reader's language, from a { fr, en } pair. */
  pair(value: unknown, field: readonly PropertyKey[]): string {
    return this.text(record(value)[this.locale], [...field, this.locale]);
  }

  markdown(value: unknown, field: readonly PropertyKey[]): Prose {
    const { locale, facts } = this;
    const report = this.report(field);
    return renderMarkdown(string(value), (text) => formatText(text, locale, facts, report, { singleLine: false }), report);
  }

  /** An amount as the build reads it; undefined (and reported) when the build would refuse it. */
  amount(value: unknown, field: readonly PropertyKey[]): number | undefined {
    const reading = readAmount(value);
    if (reading.ok) return reading.amount;
    if (reading.problem !== 'empty') this.report(field)(amountMessage(value, reading.problem));
    return undefined;
  }
}

export interface ServiceDraft {
  service: ServiceShown;
  /** Its French title, which « Rappelez-moi » sends. */
  centreTitle: string;
  problems: string[];
}

/**
 * A service entry (its { fr, en } fields) as its page shows it in `locale`. A price line whose amount
 * cannot be read yet is left out (the problem says why); a unit not chosen yet reads as a package.
 */
export function serviceDraft(data: unknown, locale: Locale, facts: PlaceholderValues = UNCHECKED_PLACEHOLDERS, resolve = (src: string) => src): ServiceDraft {
  const entry = record(data);
  const read = new Reader(locale, facts);
  const prices = list(entry.prices).flatMap((value, index): PriceLine[] => {
    const line = record(value);
    const min = read.amount(line.min, ['prices', index, 'min']);
    const max = line.max === undefined || line.max === null || line.max === '' ? undefined : read.amount(line.max, ['prices', index, 'max']);
    const option = read.pair(line.option, ['prices', index, 'option']);
    if (min === undefined) return [];
    return [{ option, min, ...(max === undefined ? {} : { max }), unit: memberOf(PRICE_UNITS, line.unit) ?? 'package' }];
  });
  const color = memberOf(ACCENT_COLORS, entry.color) ?? ACCENT_COLORS[0];
  const service: ServiceShown = {
    id: whole(entry.id),
    title: read.pair(entry.title, ['title']),
    description: read.pair(entry.description, ['description']),
    icon: icon(entry.icon),
    color,
    image: image(entry.image, read.pair(record(entry.image).alt, ['image', 'alt']), resolve),
    body: read.markdown(record(entry.body)[locale], ['body', locale]),
    features: list(entry.features).map((feature, index) => read.pair(feature, ['features', index])),
    prices,
  };
  const centreTitle = locale === 'fr' ? service.title : new Reader('fr', facts).pair(entry.title, ['title']);
  return { service, centreTitle, problems: read.problems };
}

/** A position's pay « à préciser » (or empty): no figure, as the build reads it (content/schema/job.ts). */
const PAY_TO_BE_SET = /^\s*(?:à|a)\s+pr[ée]ciser\.?\s*$/i;

/**
 * A position entry (content/jobs/) as its page shows it in `locale`: its texts typeset, its pay read as
 * the build reads amounts (an amount it would refuse is reported and left out), a contract or a period
 * not chosen yet read as the first. `slug`: its file's name, or a stand-in for a new entry.
 */
export function jobDraft(data: unknown, locale: Locale, facts: PlaceholderValues = UNCHECKED_PLACEHOLDERS, slug = 'apercu', today = new Date().toISOString().slice(0, 10)): { job: Job; problems: string[] } {
  const entry = record(data);
  const read = new Reader(locale, facts);
  const pay = record(entry.pay);
  const given = (value: unknown) => value !== undefined && value !== null && string(value).trim() !== '' && !PAY_TO_BE_SET.test(string(value));
  const min = given(pay.min) ? read.amount(pay.min, ['pay', 'min']) : undefined;
  const max = given(pay.max) ? read.amount(pay.max, ['pay', 'max']) : undefined;
  const lines = (value: unknown, field: string) => list(value).map((item, index) => read.pair(item, [field, index]));
  const job: Job = {
    slug,
    title: read.pair(entry.title, ['title']),
    contract: memberOf(CONTRACTS, entry.contract) ?? CONTRACTS[0],
    partTime: entry.partTime === true,
    hours: read.pair(entry.hours, ['hours']),
    quartiers: list(entry.quartiers).map((quartier) => string(quartier).trim()).filter(Boolean),
    summary: read.pair(entry.summary, ['summary']),
    requirements: lines(entry.requirements, 'requirements'),
    offer: lines(entry.offer, 'offer'),
    ...(min === undefined ? {} : { pay: { min, ...(max === undefined ? {} : { max }), per: memberOf(PAY_PERIODS, pay.per) ?? PAY_PERIODS[0] } }),
    datePosted: isoDate(entry.datePosted, today),
    validThrough: isoDate(entry.validThrough, today),
  };
  return { job, problems: read.problems };
}

export interface ArticleDraft {
  article: Omit<ArticleShown, 'author'>;
  /** As a card shows it: what « À lire aussi » picks by (the articles it names, its date). */
  teaser: ArticleTeaser;
  /** Its author's doctor file, or undefined for the centre's team. */
  author?: string;
  problems: string[];
}

/** The date typed, or today's while none can be read (a new article is dated the day it is written). */
function isoDate(value: unknown, today: string): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : string(value).slice(0, 10);
  try {
    formatDate(text, 'fr');
    return text;
  } catch {
    return today;
  }
}

/** An article entry in one language (Decap gives the preview the data of the language being edited). */
export function articleDraft(
  data: unknown,
  locale: Locale,
  facts: PlaceholderValues = UNCHECKED_PLACEHOLDERS,
  resolve = (src: string) => src,
  today = new Date().toISOString().slice(0, 10),
): ArticleDraft {
  const entry = record(data);
  const read = new Reader(locale, facts);
  const categories: Record<string, string> = blogPage[locale].article.categories;
  const known = Object.hasOwn(categories, string(entry.category));
  // A category not chosen yet takes the first one's colour, and no name.
  const category = (known ? string(entry.category) : Object.keys(categories)[0]!) as ArticleCategory;
  const article = {
    id: whole(entry.id),
    title: read.text(entry.title, ['title']),
    lead: read.text(entry.lead, ['lead']),
    body: read.markdown(entry.body, ['body']),
    date: isoDate(entry.date, today),
    category,
    categoryName: known ? categories[category]! : '',
    icon: icon(entry.icon),
    image: image(entry.image, read.text(record(entry.image).alt, ['image', 'alt']), resolve),
  };
  const teaser: ArticleTeaser = {
    ...article,
    excerpt: read.text(entry.excerpt, ['excerpt']),
    related: list(entry.related).map(whole).filter((id) => id > 0),
  };
  const author = string(entry.author);
  return { article, teaser, ...(author ? { author } : {}), problems: read.problems };
}

import { renderMarkdown } from '@/content/load/markdown';
import { UNCHECKED_PLACEHOLDERS } from '@/content/load/placeholders';
import { formatText, type PlaceholderValues } from '@/content/load/text';
import { amountMessage, type Report } from '@/content/schema/kit';
import type { AccentColor, ArticleCategory } from '@/content/types';
import { blogPage } from '@/copy/blog-page';
import { priceText } from '@/copy/prices';
import { readAmount } from '@/lib/amount';
import { PRICE_UNITS, type PriceUnit } from '@/lib/estimate';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { ICON_NAMES, type IconName } from '@/lib/icon-names';
import type { Prose } from '@/lib/prose';
import { readingMinutes } from '@/lib/reading-time';

/*
 * What the editor's preview shows of an entry, in one language: the entry's data as Decap holds it
 * while staff type (any field may be missing, half-typed or wrong), read by the build's own steps:
 * each text through formatText (typography, placeholders, no HTML), Markdown through renderMarkdown,
 * amounts through readAmount and formatPrice. Nothing here throws: what the build would refuse is
 * shown as typed and listed in `problems`, so the preview never goes blank under staff's fingers.
 * Placeholders ({tel.urgences}) are filled in from `facts` (editor/preview/facts.ts: the published
 * site's); without them, known names are left as typed and unknown ones reported.
 */

type Data = Record<string, unknown>;

const record = (value: unknown): Data => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const string = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The one fallback a missing accent or icon takes, so a new entry still looks like a page. */
const FALLBACK_COLOR: AccentColor = 'teal';
const ACCENTS: readonly AccentColor[] = ['teal', 'blue', 'rose', 'amber', 'violet', 'green'];

function icon(value: unknown, fallback: IconName): IconName {
  return (ICON_NAMES as readonly string[]).includes(string(value)) ? (string(value) as IconName) : fallback;
}

/** Reads texts as the build does, gathering what it would report. */
class Reader {
  readonly problems: string[] = [];
  constructor(
    readonly locale: Locale,
    private readonly facts: PlaceholderValues,
  ) {}

  private report(field: string): Report {
    return (message) => {
      const line = `${field} : ${message}`;
      if (!this.problems.includes(line)) this.problems.push(line);
    };
  }

  /** A one-line or plain text, typeset. */
  text(value: unknown, field: string): string {
    return formatText(string(value), this.locale, this.facts, this.report(field), { singleLine: true });
  }

  /** The same text in the reader's language, from a { fr, en } pair. */
  pair(value: unknown, field: string): string {
    return this.text(record(value)[this.locale], field);
  }

  markdown(value: unknown, field: string): Prose {
    const { locale, facts } = this;
    const report = this.report(field);
    return renderMarkdown(string(value), (text) => formatText(text, locale, facts, report, { singleLine: false }), report);
  }

  /** An amount as the page writes it, or what staff typed when the build would refuse it. */
  amount(value: unknown, field: string): number | undefined {
    const reading = readAmount(value);
    if (reading.ok) return reading.amount;
    if (reading.problem !== 'empty') this.report(field)(amountMessage(value, reading.problem));
    return undefined;
  }
}

export interface PriceView {
  option: string;
  /** « 3 500 FCFA », « 3 000 à 15 000 FCFA / heure »; empty while the amount cannot be read. */
  amount: string;
  min?: number;
  unit?: PriceUnit;
}

export interface ServiceView {
  locale: Locale;
  title: string;
  description: string;
  icon: IconName;
  color: AccentColor;
  image?: { src: string; alt: string };
  body: Prose;
  features: string[];
  prices: PriceView[];
  /** The cheapest line, as the page's header quotes it (« à partir de 2 500 FCFA / heure »). */
  from?: string;
  problems: string[];
}

/** A service entry (its { fr, en } fields) as its page shows it in `locale`. */
export function serviceView(data: unknown, locale: Locale, facts: PlaceholderValues = UNCHECKED_PLACEHOLDERS): ServiceView {
  const entry = record(data);
  const read = new Reader(locale, facts);
  const prices = list(entry.prices).map((value, index): PriceView => {
    const line = record(value);
    const label = `Prix n°${index + 1}`;
    const min = read.amount(line.min, `${label}, montant`);
    const max = line.max === undefined || line.max === null || line.max === '' ? undefined : read.amount(line.max, `${label}, montant maximum`);
    // A unit not chosen yet reads as a package (no « / … »), as a half-filled line would look.
    const unit = PRICE_UNITS.find((known) => known === line.unit);
    const amount = min === undefined ? '' : priceText({ min, max, unit: unit ?? 'package' }, locale);
    return { option: read.pair(line.option, `${label}, intitulé`), amount, ...(min === undefined ? {} : { min }), ...(unit ? { unit } : {}) };
  });
  const priced = prices.filter((line): line is PriceView & { min: number } => line.min !== undefined);
  const cheapest = priced.reduce<(typeof priced)[number] | undefined>((low, line) => (!low || line.min < low.min ? line : low), undefined);
  const color = string(entry.color) as AccentColor;
  const image = record(entry.image);
  return {
    locale,
    title: read.pair(entry.title, 'Titre'),
    description: read.pair(entry.description, 'Description'),
    icon: icon(entry.icon, 'heart'),
    color: ACCENTS.includes(color) ? color : FALLBACK_COLOR,
    ...(string(image.src) ? { image: { src: string(image.src), alt: read.pair(image.alt, 'Description de l’image') } } : {}),
    body: read.markdown(record(entry.body)[locale], 'Texte'),
    features: list(entry.features).map((feature, index) => read.pair(feature, `Point fort n°${index + 1}`)),
    prices,
    ...(cheapest ? { from: priceText({ min: cheapest.min, unit: cheapest.unit ?? 'package' }, locale) } : {}),
    problems: read.problems,
  };
}

export interface ArticleView {
  locale: Locale;
  title: string;
  lead: string;
  body: Prose;
  /** « 15 Mai 2024 » / « 15 May 2024 », and the ISO date it came from. */
  date?: { iso: string; text: string };
  category?: ArticleCategory;
  categoryName: string;
  icon: IconName;
  image?: { src: string; alt: string };
  minutes: number;
  problems: string[];
}

function isoDate(value: unknown): string | undefined {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : string(value).slice(0, 10);
  try {
    formatDate(text, 'fr');
    return text;
  } catch {
    return undefined;
  }
}

/** An article entry in one language (Decap gives the preview the data of the language being edited). */
export function articleView(data: unknown, locale: Locale, facts: PlaceholderValues = UNCHECKED_PLACEHOLDERS): ArticleView {
  const entry = record(data);
  const read = new Reader(locale, facts);
  const categories: Record<string, string> = blogPage[locale].article.categories;
  const category = string(entry.category);
  const known = Object.hasOwn(categories, category);
  const iso = isoDate(entry.date);
  const image = record(entry.image);
  const lead = read.text(entry.lead, 'Chapeau');
  const body = read.markdown(entry.body, 'Texte');
  return {
    locale,
    title: read.text(entry.title, 'Titre'),
    lead,
    body,
    ...(iso ? { date: { iso, text: formatDate(iso, locale) } } : {}),
    ...(known ? { category: category as ArticleCategory } : {}),
    categoryName: known ? categories[category]! : '',
    icon: icon(entry.icon, 'heart'),
    ...(string(image.src) ? { image: { src: string(image.src), alt: read.text(image.alt, 'Description de l’image') } } : {}),
    minutes: readingMinutes(body, lead),
    problems: read.problems,
  };
}

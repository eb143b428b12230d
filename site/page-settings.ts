import type { Article, PhoneContact, Service, SiteConfig } from '@/content/types';
import { blogPage } from '@/copy/blog-page';
import type { CentreContacts } from '@/lib/request';
import { fill, type Locale } from '@/lib/i18n';
import type { Quartier } from './trust-words';

/*
 * What a service's page and an article's page show besides the entry itself, as plain values in one
 * language: the route's loader (site/page-data.ts) reads them from content/ at build; the editor's
 * preview gets the published ones, written into its bundle by the build (pipeline/admin.ts), and
 * draws the same view components (components/services/service-view.tsx,
 * components/blog/article-view.tsx) with the entry being edited.
 */

/** A service as its page draws it. */
export type ServiceShown = Pick<Service, 'id' | 'title' | 'description' | 'icon' | 'color' | 'image' | 'body' | 'features' | 'prices'>;

/** A service as « Nos autres services » links it. */
export type ServiceLink = Pick<Service, 'id' | 'title' | 'icon' | 'color'>;

export interface ServiceSetting {
  /** The line « Appeler » calls: home care. */
  homeCare: PhoneContact;
  serviceZone: string;
  homeCareHours: SiteConfig['hours']['homeCare'];
  quartiers: Quartier[];
  /** The ways to pay, in words (« Espèces, MTN Mobile Money… »). */
  payment: string[];
  /** The centre's short name, in the share strip's title. */
  brand: string;
  /** The public origin, for the page's own address. */
  siteUrl: string;
  /** What « Rappelez-moi » offers when it cannot send. */
  contacts: CentreContacts;
  /** Every service, in order: the page links the others. */
  services: ServiceLink[];
}

/** An article as its page draws it. */
export type ArticleShown = Pick<Article, 'id' | 'title' | 'lead' | 'body' | 'date' | 'category' | 'categoryName' | 'icon' | 'image' | 'author'>;

/** An article as a card shows it, with what « À lire aussi » picks by (its related articles, its date). */
export type ArticleTeaser = Pick<Article, 'id' | 'title' | 'category' | 'categoryName' | 'date' | 'excerpt' | 'image' | 'icon' | 'related'>;

export interface ArticleSetting {
  /** The centre's Facebook page, which the share dialog offers. */
  facebook: string;
  /** The public origin, for the page's own address. */
  siteUrl: string;
  /** The authors' names by their doctor file (the author field holds its slug). */
  authors: Record<string, string>;
  /** The name an article without an author is signed with (« L'équipe Aide & Vie »). */
  team: string;
  /** The published articles of the language, newest first. */
  articles: ArticleTeaser[];
}

/** The address of a page on the public origin. */
export function pageUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** Who signs an article: its doctor's name, or the centre's team. */
export function authorName(slug: string | undefined, authors: Readonly<Record<string, string>>, team: string): string {
  return (slug === undefined ? undefined : authors[slug]) ?? team;
}

/** « L'équipe Aide & Vie », « The Aide & Vie team ». */
export function teamName(shortName: string, locale: Locale): string {
  return fill(blogPage[locale].article.team, { centre: shortName });
}

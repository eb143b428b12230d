import { articles } from '@/content/articles';
import { services } from '@/content/services';

/** A public, indexable route of the site (always with its trailing slash). */
export interface PublicRoute {
  path: string;
  /** ISO date of the last real change, when we know it (articles). */
  lastModified?: string;
}

/*
 * Every page a search engine should index, in the order of the navigation.
 * Not here on purpose: the /appointment alias (noindex, canonical to /appoitment/) and the 404.
 * tests/seo-export.test.ts checks this list against the exported HTML files.
 */
export const publicRoutes: PublicRoute[] = [
  { path: '/' },
  { path: '/about/' },
  { path: '/services/' },
  ...services.map((service) => ({ path: `/ServiceDetails/${service.id}/` })),
  { path: '/doctors/' },
  { path: '/blog/', lastModified: articles.map((article) => article.date).sort().at(-1) },
  ...articles.map((article) => ({ path: `/blogDetails/${article.id}/`, lastModified: article.date })),
  { path: '/contact/' },
  { path: '/appoitment/' },
  { path: '/privacy/' },
  { path: '/terms/' },
  { path: '/cookies/' },
];

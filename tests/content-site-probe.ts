// Run by tests/content-site.test.ts in a process of its own, with CONTENT_DIR set: what the site makes
// of a content folder (routes, sitemap, metadata), printed as JSON.
import sitemap from '../app/sitemap';
import { articles } from '../site/articles';
import { services } from '../content/services';
import { pageMetadata } from '../site/metadata';
import { articlePath } from '../lib/routes';
import { pagesWithoutTwin, publicRoutes } from '../site/site-routes';

const metadata = Object.fromEntries(
  articles.fr.map((article) => [
    article.id,
    pageMetadata({ title: article.title, description: article.excerpt, path: articlePath(article.id, 'fr'), locale: 'fr', article, languages: article.locales }).alternates,
  ]),
);

console.log(
  JSON.stringify({
    routes: publicRoutes.map((route) => route.path),
    sitemap: sitemap().map(({ url, alternates }) => ({ url, languages: alternates?.languages })),
    withoutTwin: pagesWithoutTwin('fr'),
    services: services.fr.map((service) => ({ slug: service.slug, prices: service.prices.map((line) => line.min) })),
    metadata,
  }),
);

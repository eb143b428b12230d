// Run by tests/content/content-site.test.ts in a process of its own, with CONTENT_DIR set: what the site makes
// of a content folder (routes, sitemap, metadata), printed as JSON.
import sitemap from '../../app/sitemap';
import { articles, getRelatedArticles } from '../../site/articles';
import { articleJsonLd } from '../../site/structured-data';
import { services } from '../../content/services';
import { pageMetadata } from '../../site/metadata';
import { articlePath } from '../../lib/routes';
import { pagesWithoutTwin, publicRoutes } from '../../site/site-routes';

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
    // What the blog lists (and the article pages exported: components/blog/article-page.tsx), and each page's related links and structured data, per language.
    articles: { fr: articles.fr.map((article) => article.id), en: articles.en.map((article) => article.id) },
    related: Object.fromEntries(articles.fr.map((article) => [article.id, getRelatedArticles(article, 'fr').map((other) => other.id)])),
    structuredData: JSON.stringify([...articles.fr.map((article) => articleJsonLd(article, 'fr')), ...articles.en.map((article) => articleJsonLd(article, 'en'))]),
  }),
);

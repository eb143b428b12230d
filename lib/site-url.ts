import { withoutTrailingSlashes } from './routes';

/*
 * The site's public origin, without a trailing slash, from NEXT_PUBLIC_SITE_URL at build time:
 * canonical links, Open Graph, the sitemap and the {site} of content/ texts use it.
 */

const DEFAULT_SITE_URL = 'https://www.example.com';

export function siteUrlFromEnv(): string {
  const raw = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  return withoutTrailingSlashes(raw && raw.length > 0 ? raw : DEFAULT_SITE_URL);
}

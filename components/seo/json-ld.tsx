import { serializeJsonLd, type JsonLdData } from '@/site/structured-data';

/**
 * Structured data for search engines. A server component: the JSON is in the prerendered HTML
 * and costs no client JS. `<` is escaped (\u003c) so no text can close the script element.
 * Put it after what the page shows: search engines read it anywhere in the page, and bytes before the
 * first screen delay its first paint on a slow link (docs/performance.md, « The first paint »).
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

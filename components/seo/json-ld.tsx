import { serializeJsonLd, type JsonLdData } from '@/lib/structured-data';

/**
 * Structured data for search engines. A server component: the JSON is in the prerendered HTML
 * and costs no client JS. `<` is escaped (\u003c) so no text can close the script element.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/site/metadata';

export const dynamic = 'force-static';

// Everything may be crawled: the /appointment alias and the 404 say noindex in their own <head>,
// which a crawler can only read if it is allowed to fetch them.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}

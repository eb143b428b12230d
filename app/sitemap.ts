import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/metadata';
import { publicRoutes } from '@/lib/site-routes';

// Required by output: 'export': the sitemap is written once, at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map(({ path, lastModified }) => ({
    url: absoluteUrl(path),
    ...(lastModified ? { lastModified } : {}),
  }));
}

import type { MetadataRoute } from 'next';
import { absoluteUrl, languageAlternates } from '@/site/metadata';
import { publicRoutes } from '@/site/site-routes';

// Required by output: 'export': the sitemap is written once, at build time.
export const dynamic = 'force-static';

/** Every public page in both languages, each naming its twin (hreflang alternates). */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map(({ path, lastModified, languages: available }) => {
    const { 'x-default': xDefault, ...languages } = languageAlternates(path, available);
    return {
      url: absoluteUrl(path),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: { ...languages, 'x-default': xDefault } },
    };
  });
}

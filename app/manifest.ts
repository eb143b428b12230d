import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { themeColors } from '@/lib/theme';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  // One manifest for the installed app: it opens on the French home page, the site's first language.
  const centre = site.fr;
  return {
    id: '/',
    name: centre.name,
    short_name: centre.shortName,
    description: centre.description,
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: themeColors.background,
    theme_color: themeColors.primary,
    categories: ['medical', 'health'],
    // Drawn from public/images/logo.svg by scripts/brand-icons.ts.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { themeColors } from '@/lib/theme';

/** Where each language's manifest is served: an app installed from an English page is in English. */
export const manifestPath: Record<Locale, string> = { fr: '/manifest.webmanifest', en: '/en/manifest.webmanifest' };

/** The installed app, in one language: it opens on that language's home page. */
export function webManifest(locale: Locale): MetadataRoute.Manifest {
  const centre = site[locale];
  const home = pagePath('home', locale);
  return {
    id: home,
    name: centre.name,
    short_name: centre.shortName,
    description: centre.description,
    lang: locale,
    dir: 'ltr',
    start_url: home,
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

import type { Metadata, Viewport } from 'next';
import { brandImages, site } from '@/content/site';
import { ui } from '@/copy/ui';
import { OfflineSupport } from '@/components/request/offline-support';
import { outboxNote } from '@/copy/request/outbox';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n';
import { pendingRequestPath } from '@/lib/routes';
import { medicalClinicJsonLd, webSiteJsonLd } from '@/site/structured-data';
import { themeColors } from '@/lib/theme';
import { manifestPath } from '@/site/web-manifest';
import { ContactBar } from './contact-bar';
import { LoadFailure } from './load-failure';
import { atkinson } from './font';
import { RouteTransition } from './route-transition';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './globals.css';

/**
 * The whole page around its content, in one language: each language is a root layout of its own
 * (French at the root, English under /en/), because `lang` belongs to <html>.
 */
export function SiteShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = ui[locale];
  return (
    // data-scroll-behavior: Next turns the CSS smooth scrolling off for its own scroll on navigation;
    // RouteTransition does the one smooth scroll to the top. A script in <head> may add data-web-font
    // before React starts (pipeline/first-paint.ts): that attribute is not React's to check.
    <html lang={locale} className={atkinson.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      <body>
        <a href="#contenu" className="skip-link">
          {t.skipLink}
        </a>
        <SiteHeader locale={locale} />
        {/* Hidden: shown only over a page whose scripts could not be had (app/global-error.tsx). */}
        <LoadFailure locale={locale} />
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter locale={locale} />
        {/* After the footer: last in the reading and tabbing order, as it is at the bottom of the screen. */}
        <ContactBar locale={locale} />
        <RouteTransition loadingLabel={t.loading} logoSrc={brandImages.logo.src} />
        <OfflineSupport words={outboxNote[locale]} locale={locale} requestHref={pendingRequestPath(locale)} />
        {/* Last, after everything a visitor sees (JsonLd says why). */}
        <JsonLd data={medicalClinicJsonLd(locale)} />
        <JsonLd data={webSiteJsonLd(locale)} />
      </body>
    </html>
  );
}

/** What every page of a language shares; each page adds its own title, description and addresses. */
export function shellMetadata(locale: Locale): Metadata {
  const centre = site[locale];
  return {
    metadataBase: new URL(`${centre.url}/`),
    // The short name keeps titles within ~70 characters, what search results show (html-validate long-title).
    title: { default: centre.name, template: `%s | ${centre.shortName}` },
    description: centre.description,
    applicationName: centre.shortName,
    manifest: manifestPath[locale],
    formatDetection: { telephone: false },
  };
}

export const shellViewport: Viewport = {
  themeColor: themeColors.primary,
  width: 'device-width',
  initialScale: 1,
};

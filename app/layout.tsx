import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { site } from '@/content/site';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { RouteTransition } from '@/components/layout/route-transition';
import { JsonLd } from '@/components/seo/json-ld';
import { medicalClinicJsonLd } from '@/lib/structured-data';
import { themeColors } from '@/lib/theme';
import './globals.css';

// Atkinson Hyperlegible Next: drawn for low-vision readers, served by us. Two static cuts (regular and
// bold, 12 KB each) weigh less than the 34 KB variable file; the design uses no other weight.
// (next/font wants literal paths.)
const atkinson = localFont({
  src: [
    { path: '../node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-atkinson',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
});

export const metadata: Metadata = {
  metadataBase: new URL(`${site.url}/`),
  // The short name keeps titles within ~70 characters, what search results show (html-validate long-title).
  title: { default: site.name, template: `%s | ${site.shortName}` },
  description: site.description,
  applicationName: site.shortName,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: themeColors.primary,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // data-scroll-behavior: Next turns the CSS smooth scrolling off for its own scroll on navigation;
    // RouteTransition does the one smooth scroll to the top.
    <html lang="fr" className={atkinson.variable} data-scroll-behavior="smooth">
      <body>
        <JsonLd data={medicalClinicJsonLd()} />
        <a href="#contenu" className="skip-link">
          Aller au contenu principal
        </a>
        <SiteHeader />
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <RouteTransition />
      </body>
    </html>
  );
}

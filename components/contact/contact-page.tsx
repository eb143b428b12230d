import { pages } from '@/copy/pages';
import { PageHero } from '@/components/ui/page-hero';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { ContactSection } from './contact-section';

export const contactMetadata = (locale: Locale) => staticPageMetadata('contact', locale);

export function ContactPage({ locale }: { locale: Locale }) {
  const { hero } = pages[locale].contact;
  return (
    <>
      <PageHero {...hero} />
      <ContactSection locale={locale} />
    </>
  );
}

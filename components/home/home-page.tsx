import { ctas } from '@/copy/ctas';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { faqJsonLd } from '@/site/structured-data';
import { HomeFaq } from './home-faq';
import { HomeHero } from './home-hero';
import { HomeCallback } from './home-callback';
import { HomeServices } from './home-services';
import { HomeTestimonials } from './home-testimonials';

export const homeMetadata = (locale: Locale) => staticPageMetadata('home', locale);

export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <HomeHero locale={locale} />
      <HomeServices locale={locale} />
      <HomeCallback locale={locale} />
      <CtaBand cta={ctas[locale].home} locale={locale} />
      <HomeFaq locale={locale} />
      <HomeTestimonials locale={locale} />
      <JsonLd data={faqJsonLd(locale)} />
    </>
  );
}

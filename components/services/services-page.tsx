import { ctas } from '@/copy/ctas';
import { CtaBand } from '@/components/ui/cta-band';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { ServicesHero } from './services-hero';
import { ServicesList } from './services-list';
import { ServicesSteps } from './services-steps';

export const servicesMetadata = (locale: Locale) => staticPageMetadata('services', locale);

export function ServicesPage({ locale }: { locale: Locale }) {
  return (
    <>
      <ServicesHero locale={locale} />
      <ServicesList locale={locale} />
      <ServicesSteps locale={locale} />
      <CtaBand cta={ctas[locale].services} locale={locale} />
    </>
  );
}

import { ctas } from '@/copy/ctas';
import { pages } from '@/copy/pages';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { doctorsJsonLd } from '@/site/structured-data';
import { DoctorsList } from './doctors-list';

export const doctorsMetadata = (locale: Locale) => staticPageMetadata('doctors', locale);

export function DoctorsPage({ locale }: { locale: Locale }) {
  const { hero } = pages[locale].doctors;
  return (
    <>
      <PageHero {...hero} />
      <DoctorsList locale={locale} />
      <CtaBand cta={ctas[locale].doctors} locale={locale} />
      <JsonLd data={doctorsJsonLd(locale)} />
    </>
  );
}

import { pages } from '@/copy/pages';
import { site } from '@/content/site';
import { PageHero } from '@/components/ui/page-hero';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { AppointmentSection } from './appointment-section';

export const appointmentMetadata = (locale: Locale) => staticPageMetadata('appointment', locale);

export function AppointmentPage({ locale }: { locale: Locale }) {
  const { hero } = pages[locale].appointment;
  return (
    <>
      <PageHero {...hero} lead={site[locale].name} />
      <AppointmentSection locale={locale} />
    </>
  );
}

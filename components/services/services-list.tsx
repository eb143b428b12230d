import { serviceCards, services } from '@/content/services';
import { servicesPage } from '@/copy/services-page';
import { fill, type Locale } from '@/lib/i18n';
import { Section, SectionHeader } from '@/components/ui/section';
import { ServiceCardGrid } from './service-card-grid';
import { SERVICES_LIST_ID } from './services-hero';

export function ServicesList({ locale }: { locale: Locale }) {
  const t = servicesPage[locale].list;
  return (
    <Section name="services-list" id={SERVICES_LIST_ID}>
      <SectionHeader name="services-list" eyebrow={fill(t.eyebrow, { count: services[locale].length })} title={t.title} lead={t.lead} />
      <ServiceCardGrid cards={serviceCards[locale]} locale={locale} />
    </Section>
  );
}

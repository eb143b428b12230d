import { ServicesHero } from '@/components/services/services-hero';
import { ServicesList } from '@/components/services/services-list';
import { ServicesSteps } from '@/components/services/services-steps';
import { CtaBand } from '@/components/ui/cta-band';
import { servicesCta } from '@/content/ctas';
import { pageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Nos services de soins à domicile',
  description:
    "Aide à la vie quotidienne, soins infirmiers, suivi de grossesse, accompagnement thérapeutique, paramètres médicaux et nutrition, à domicile à Yaoundé.",
  path: paths.services,
});

export default function ServicesPage() {
  return (
    <>
      <ServicesHero />
      <ServicesList />
      <ServicesSteps />
      <CtaBand cta={servicesCta} />
    </>
  );
}

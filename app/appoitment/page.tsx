import { site } from '@/content/site';
import { PageHero } from '@/components/ui/page-hero';
import { AppointmentSection } from '@/components/appointment/appointment-section';
import { pageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Prendre rendez-vous',
  description:
    "Demandez un rendez-vous en ligne pour une consultation, un suivi de grossesse ou des soins à domicile à Yaoundé. Réponse rapide de notre équipe.",
  path: paths.appointment,
});

export default function AppointmentPage() {
  return (
    <>
      <PageHero eyebrow="Consultation" title="Prenez Rendez-vous" lead={site.name} />
      <AppointmentSection />
    </>
  );
}

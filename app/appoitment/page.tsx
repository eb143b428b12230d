import { site } from '@/content/site';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Prendre rendez-vous',
  description:
    "Demandez un rendez-vous en ligne pour une consultation, un suivi de grossesse ou des soins à domicile à Yaoundé. Réponse rapide de notre équipe.",
  path: '/appoitment/',
});

export default function AppointmentPage() {
  return (
    <>
      <PageHero eyebrow="Consultation" title="Prenez Rendez-vous" lead={site.name} />
      <section className="section container">
        <h2>Horaires d'ouverture</h2>
        <ul>
          {site.appointmentHours.map((line) => (
            <li key={line.label}>
              {line.label}&nbsp;: {line.value}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import Link from 'next/link';
import { serviceCards } from '@/content/services';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Nos services de soins à domicile',
  description:
    "Aide à la vie quotidienne, soins infirmiers, suivi de grossesse, accompagnement thérapeutique, paramètres médicaux et nutrition, à domicile à Yaoundé.",
  path: '/services/',
});

export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow="Services" title="Nos services" lead="Des soins et un accompagnement adaptés à chaque situation, chez vous." />
      <section className="section container">
        <ul>
          {serviceCards.map((card) => (
            <li key={card.serviceId}>
              <h2>{card.title}</h2>
              <p>{card.description}</p>
              <Link href={`/ServiceDetails/${card.serviceId}`}>En savoir plus</Link>
            </li>
          ))}
        </ul>
        <Link href="/contact" className="btn btn-primary">
          Nous contacter
        </Link>
      </section>
    </>
  );
}

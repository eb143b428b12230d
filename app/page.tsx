import Link from 'next/link';
import { site } from '@/content/site';
import { homeServiceCards } from '@/content/services';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { faqJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: 'Soins et aide à domicile à Yaoundé',
  description:
    'Soins infirmiers, aide à la vie quotidienne, suivi de grossesse et accompagnement médical à domicile à Yaoundé, 7 jours sur 7, par une équipe qualifiée.',
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={faqJsonLd()} />
      <PageHero eyebrow={site.name} title={site.tagline} lead={site.description} />
      <section className="section container" aria-labelledby="home-services">
        <h2 id="home-services">Nos services</h2>
        <ul>
          {homeServiceCards.map((card) => (
            <li key={card.id}>
              <Link href={`/ServiceDetails/${card.serviceId}`}>{card.title}</Link>
            </li>
          ))}
        </ul>
        <Link href="/services" className="btn btn-primary">
          Voir tous nos services
        </Link>
      </section>
    </>
  );
}

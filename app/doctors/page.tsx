import Link from 'next/link';
import { doctors } from '@/content/doctors';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { doctorsJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: 'Notre équipe médicale',
  description:
    'Cardiologue, médecin généraliste, chirurgien-dentiste et pédiatre : découvrez les médecins qui coordonnent vos soins à domicile à Yaoundé.',
  path: '/doctors/',
});

export default function DoctorsPage() {
  return (
    <>
      <JsonLd data={doctorsJsonLd()} />
      <PageHero eyebrow="Personnel de santé" title="Notre Équipe Médicale" />
      <section className="section container">
        <ul>
          {doctors.map((doctor) => (
            <li key={doctor.id}>
              <h2>{doctor.name}</h2>
              <p>{doctor.specialty}</p>
            </li>
          ))}
        </ul>
        <Link href="/contact" className="btn btn-primary">
          Consulter un spécialiste
        </Link>
      </section>
    </>
  );
}

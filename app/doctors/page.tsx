import { PageHero } from '@/components/ui/page-hero';
import { DoctorsList } from '@/components/doctors/doctors-list';
import { CtaBand } from '@/components/ui/cta-band';
import { doctorsCta } from '@/content/ctas';
import { pageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld';
import { doctorsJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: 'Notre équipe médicale',
  description:
    'Cardiologue, médecin généraliste, chirurgien-dentiste et pédiatre : découvrez les médecins qui coordonnent vos soins à domicile à Yaoundé.',
  path: paths.doctors,
});

export default function DoctorsPage() {
  return (
    <>
      <JsonLd data={doctorsJsonLd()} />
      <PageHero
        eyebrow="Personnel de santé"
        title="Notre Équipe Médicale"
        lead="Des médecins expérimentés, formés au Cameroun, qui encadrent les soins de nos infirmiers, sages-femmes et auxiliaires de vie, au centre comme à domicile."
      />
      <DoctorsList />
      <CtaBand cta={doctorsCta} />
    </>
  );
}

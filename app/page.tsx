import { HomeHero } from '@/components/home/home-hero';
import { HomeServices } from '@/components/home/home-services';
import { CtaBand } from '@/components/ui/cta-band';
import { homeCta } from '@/content/ctas';
import { HomeFaq } from '@/components/home/home-faq';
import { HomeTestimonials } from '@/components/home/home-testimonials';
import { pageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld';
import { faqJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: 'Soins et aide à domicile à Yaoundé',
  description:
    'Soins infirmiers, aide à la vie quotidienne, suivi de grossesse et accompagnement médical à domicile à Yaoundé, 7 jours sur 7, par une équipe qualifiée.',
  path: paths.home,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={faqJsonLd()} />
      <HomeHero />
      <HomeServices />
      <CtaBand cta={homeCta} />
      <HomeFaq />
      <HomeTestimonials />
    </>
  );
}

import { aboutIntro } from '@/content/about';
import { PageHero } from '@/components/ui/page-hero';
import { AboutHistory } from '@/components/about/about-history';
import { AboutFigures } from '@/components/about/about-figures';
import { AboutValues } from '@/components/about/about-values';
import { AboutFounder } from '@/components/about/about-founder';
import { AboutSolution } from '@/components/about/about-solution';
import { CtaBand } from '@/components/ui/cta-band';
import { aboutCta } from '@/content/ctas';
import { pageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'À propos',
  description:
    "Fondé le 7 janvier 2024 à Yaoundé par une médecin, notre centre réunit des professionnels de santé pour soigner et accompagner chacun chez lui.",
  path: paths.about,
});

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="À propos" title={aboutIntro.title} lead={aboutIntro.lead} />
      <AboutHistory />
      <AboutFigures />
      <AboutValues />
      <AboutFounder />
      <AboutSolution />
      <CtaBand cta={aboutCta} />
    </>
  );
}

import { aboutPage } from '@/copy/about-page';
import { ctas } from '@/copy/ctas';
import { pages } from '@/copy/pages';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { AboutFigures } from './about-figures';
import { AboutFounder } from './about-founder';
import { AboutHistory } from './about-history';
import { AboutSolution } from './about-solution';
import { AboutTrust } from './about-trust';
import { AboutValues } from './about-values';

export const aboutMetadata = (locale: Locale) => staticPageMetadata('about', locale);

export function AboutPage({ locale }: { locale: Locale }) {
  const { hero } = pages[locale].about;
  return (
    <>
      <PageHero {...hero} lead={aboutPage[locale].lead} />
      <AboutHistory locale={locale} />
      <AboutFigures locale={locale} />
      <AboutTrust locale={locale} />
      <AboutValues locale={locale} />
      <AboutFounder locale={locale} />
      <AboutSolution locale={locale} />
      <CtaBand cta={ctas[locale].about} locale={locale} />
    </>
  );
}

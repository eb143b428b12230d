import { careersReasons } from '@/content/jobs';
import { careers } from '@/copy/careers';
import { pages } from '@/copy/pages';
import { FeatureGrid } from '@/components/about/feature-grid';
import { ApplicationCard } from '@/components/request/application-card';
import { PageHero } from '@/components/ui/page-hero';
import { Section, SectionHeader } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { OpenPositions } from './open-positions';

export const careersMetadata = (locale: Locale) => staticPageMetadata('careers', locale);

/**
 * /recrutement/: why work with us (content/careers/page.yml), the open positions (content/jobs/, those
 * open on the build's day), and the application, which takes a spontaneous one when no position fits
 * or none is open. No JobPosting here: Google wants it on the most detailed page of one job, each
 * position's own (position-page.tsx), never on a list.
 */
export function CareersPage({ locale }: { locale: Locale }) {
  const { hero } = pages[locale].careers;
  const words = careers[locale];
  return (
    <>
      <PageHero {...hero} />
      <Section name="careers-why">
        <SectionHeader name="careers-why" {...words.why} />
        <FeatureGrid items={careersReasons[locale]} />
      </Section>
      <OpenPositions locale={locale} />
      <Section name="careers-apply">
        <SectionHeader name="careers-apply" eyebrow={words.form.eyebrow} title={words.form.title} lead={words.form.lead} />
        <ApplicationCard locale={locale} />
      </Section>
    </>
  );
}

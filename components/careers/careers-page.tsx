import { careersReasons, jobs, jobSources } from '@/content/jobs';
import { careers } from '@/copy/careers';
import { pages } from '@/copy/pages';
import { FeatureGrid } from '@/components/about/feature-grid';
import { ApplicationCard } from '@/components/request/application-card';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section, SectionHeader } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n';
import { appointmentContacts } from '@/site/appointment-contacts';
import { staticPageMetadata } from '@/site/metadata';
import { jobsJsonLd } from '@/site/structured-data';
import { JobCard } from './job-card';
import styles from './careers.module.css';

export const careersMetadata = (locale: Locale) => staticPageMetadata('careers', locale);

/** The French title of each position, by its file: what the centre reads in the application, whatever the page's language. */
const frenchTitles = Object.fromEntries(jobSources.map((job) => [job.slug, job.title.fr]));

/**
 * /recrutement/: why work with us (content/careers/page.yml), the open positions (content/jobs/, those
 * open on the build's day), and the application, which takes a spontaneous one when no position fits
 * or none is open. One JobPosting per open position.
 */
export function CareersPage({ locale }: { locale: Locale }) {
  const { hero } = pages[locale].careers;
  const words = careers[locale];
  const open = jobs[locale];
  const data = jobsJsonLd(locale, { hours: words.positions.hours, quartiers: words.positions.quartiers, requirements: words.positions.requirements, offer: words.positions.offer });
  return (
    <>
      <PageHero {...hero} />
      <Section name="careers-why">
        <SectionHeader name="careers-why" {...words.why} />
        <FeatureGrid items={careersReasons[locale]} />
      </Section>
      <Section name="careers-positions" tone="alt">
        <SectionHeader name="careers-positions" eyebrow={words.positions.eyebrow} title={words.positions.title} />
        {open.length > 0 ? (
          <div className={styles.jobs}>
            {open.map((job) => (
              <JobCard key={job.slug} job={job} words={words.positions} locale={locale} />
            ))}
          </div>
        ) : (
          <p className="card" data-no-position>
            {words.positions.none}
          </p>
        )}
      </Section>
      <Section name="careers-apply">
        <SectionHeader name="careers-apply" eyebrow={words.form.eyebrow} title={words.form.title} lead={words.form.lead} />
        <ApplicationCard locale={locale} contacts={appointmentContacts(locale)} jobs={open} frenchTitles={frenchTitles} />
      </Section>
      {data ? <JsonLd data={data} /> : null}
    </>
  );
}

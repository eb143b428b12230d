import type { ReactNode } from 'react';
import type { Job } from '@/content/jobs';
import { careers } from '@/copy/careers';
import { ArrowLink } from '@/components/ui/arrow-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section, sectionTitleId } from '@/components/ui/section';
import { fill, type Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { JobFacts } from './job-facts';

/**
 * An open position's page, as the site and the editor's preview draw it: the post and what it is in the
 * hero, then its facts (contract, hours, quartiers, pay, last day), what we ask and offer, how to apply
 * (`replyDays`: when the centre usually calls, content/settings/centre.yml), and `children`, the form.
 */
export function PositionView({ job, locale, replyDays, children }: { job: Job; locale: Locale; replyDays: number; children?: ReactNode }) {
  const words = careers[locale];
  const { position, positions } = words;
  return (
    <>
      <PageHero eyebrow={position.eyebrow} title={job.title} lead={job.summary} />
      <Section name="position">
        {/* The site's measure for long texts: no new CSS in the stylesheet every page shares. */}
        <div className="prose">
          <ArrowLink href={pagePath('careers', locale)} back>
            {position.back}
          </ArrowLink>
          <h2 id={sectionTitleId('position')}>{position.aboutTitle}</h2>
          <JobFacts job={job} words={positions} locale={locale} />
          <h2>{positions.requirements}</h2>
          <ul>
            {job.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>{positions.offer}</h2>
          <ul>
            {job.offer.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>{position.howTitle}</h2>
          <ol>
            {position.how.map((step) => (
              <li key={step}>{fill(step, { days: replyDays })}</li>
            ))}
          </ol>
        </div>
      </Section>
      {children}
    </>
  );
}

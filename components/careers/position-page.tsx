import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { closedJobs, getJob, jobs, replyWorkingDays, type Job } from '@/content/jobs';
import { careers } from '@/copy/careers';
import { ApplicationCard } from '@/components/request/application-card';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section, SectionHeader } from '@/components/ui/section';
import { formatDate } from '@/lib/format';
import { fill, type Locale } from '@/lib/i18n';
import { CLOSED_NOTICE_SLUG } from '@/lib/jobs';
import { positionPath } from '@/lib/routes';
import { pageMetadata } from '@/site/metadata';
import { closedPositionDescription, positionDescription } from '@/site/positions';
import { positionJsonLd } from '@/site/structured-data';
import { OpenPositions } from './open-positions';
import { PositionView } from './position-view';

/*
 * /recrutement/<slug>/: an open position's own page, with its one JobPosting and the form, the post
 * chosen. The address of a position closed within the settings' grace period, and CLOSED_NOTICE_SLUG,
 * answer « filled or closed » (noindex, no JobPosting) with the open positions and the spontaneous
 * application: a link shared on WhatsApp last month never ends on a 404, on any static host.
 */

export interface PositionRouteProps {
  params: Promise<{ slug: string }>;
}

/** Every address the build answers: the open positions, the recently closed, and the notice that names none. */
export const positionStaticParams = () =>
  [...new Set([...jobs.fr, ...closedJobs.fr].map((job) => job.slug)), CLOSED_NOTICE_SLUG].map((slug) => ({ slug }));

async function read(route: PositionRouteProps, locale: Locale) {
  const { slug } = await route.params;
  return { slug, found: getJob(slug, locale) };
}

export function positionMetadata(locale: Locale) {
  return async (route: PositionRouteProps): Promise<Metadata> => {
    const { slug, found } = await read(route, locale);
    const path = positionPath(slug, locale);
    if (found && !found.closed) return pageMetadata({ title: found.job.title, description: positionDescription(found.job, locale), path, locale });
    const words = careers[locale].position;
    return pageMetadata({
      title: found ? `${words.closedTitle} – ${found.job.title}` : words.closedTitle,
      description: closedPositionDescription(found?.job, locale),
      path,
      locale,
      noIndex: true,
    });
  };
}

const headingsOf = (locale: Locale) => {
  const { hours, quartiers, requirements, offer } = careers[locale].positions;
  return { hours, quartiers, requirements, offer };
};

export async function PositionPage({ locale, ...route }: PositionRouteProps & { locale: Locale }) {
  const { slug, found } = await read(route, locale);
  if (!found && slug !== CLOSED_NOTICE_SLUG) notFound();
  if (!found || found.closed) return <ClosedPosition job={found?.job} locale={locale} />;
  const { job } = found;
  const words = careers[locale];
  return (
    <PositionView job={job} locale={locale} replyDays={replyWorkingDays}>
      <Section name="position-apply" tone="alt">
        <SectionHeader name="position-apply" eyebrow={words.form.eyebrow} title={words.position.formTitle} lead={words.form.lead} />
        <ApplicationCard locale={locale} chosen={job.slug} />
      </Section>
      <JsonLd data={positionJsonLd(job, locale, headingsOf(locale))} />
    </PositionView>
  );
}

/** « Filled or closed »: which post and until when, when known; the open positions; the spontaneous application. */
function ClosedPosition({ job, locale }: { job: Job | undefined; locale: Locale }) {
  const words = careers[locale];
  const { position } = words;
  const text = job ? fill(position.closedText, { title: job.title, date: formatDate(job.validThrough, locale) }) : position.closedTextNoTitle;
  return (
    <>
      <PageHero eyebrow={position.eyebrow} title={position.closedTitle} lead={text} />
      <OpenPositions locale={locale} />
      <Section name="careers-apply">
        <SectionHeader name="careers-apply" eyebrow={words.form.eyebrow} title={position.closedFormTitle} lead={words.form.lead} />
        <ApplicationCard locale={locale} />
      </Section>
    </>
  );
}

import { perLocale, type Locale, type Localized } from '@/lib/i18n';
import { siteContent } from './load/site-content';
import type { JobEntry } from './load/types';

/*
 * The positions open on the build's day (content/jobs/<slug>.yml; content/load/jobs.ts leaves out those
 * not yet posted or closed, in Yaoundé's time), newest first; those closed within the settings' grace
 * period, whose address still answers « filled or closed »; and /recrutement/'s « why work with us »
 * (content/careers/page.yml). The page's headings and labels are words of the interface (copy/careers.ts).
 */

/** Both languages side by side: structured data reads the French and English titles alike. */
export const jobSources: JobEntry[] = siteContent.jobs;

export type Job = Localized<JobEntry>;

/** The open positions as each language sees them: `jobs[locale]`. */
export const jobs: Record<Locale, Job[]> = perLocale(jobSources);

/** The positions closed less than `recruitment.closedPostDays` ago (content/settings/centre.yml), in each language. */
export const closedJobs: Record<Locale, Job[]> = perLocale(siteContent.closedJobs);

/** The French title of each position, open or recently closed, by its file: what the centre reads, whatever the page's language. */
export const frenchTitles: Record<string, string> = Object.fromEntries([...siteContent.jobs, ...siteContent.closedJobs].map((job) => [job.slug, job.title.fr]));

/** A position whose address answers on this build: open, or recently closed (`closed`). */
export function getJob(slug: string, locale: Locale): { job: Job; closed: boolean } | undefined {
  const open = jobs[locale].find((job) => job.slug === slug);
  if (open) return { job: open, closed: false };
  const closed = closedJobs[locale].find((job) => job.slug === slug);
  return closed ? { job: closed, closed: true } : undefined;
}

/** The cards of « why work with us », in each language. */
export const careersReasons = perLocale(siteContent.careers.reasons);

/** How many working days the centre usually takes to call a candidate (content/settings/centre.yml). */
export const replyWorkingDays: number = siteContent.centre.recruitment.replyWorkingDays;

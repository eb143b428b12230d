import { perLocale, type Locale, type Localized } from '@/lib/i18n';
import { siteContent } from './load/site-content';
import type { JobEntry } from './load/types';

/*
 * The positions open on the build's day (content/jobs/<slug>.yml; content/load/jobs.ts leaves out those
 * not yet posted or closed, in Yaoundé's time), newest first, and /recrutement/'s « why work with us »
 * (content/careers/page.yml). The page's headings and labels are words of the interface (copy/careers.ts).
 */

/** Both languages side by side: structured data reads the French and English titles alike. */
export const jobSources: JobEntry[] = siteContent.jobs;

export type Job = Localized<JobEntry>;

/** The open positions as each language sees them: `jobs[locale]`. */
export const jobs: Record<Locale, Job[]> = perLocale(jobSources);

/** The cards of « why work with us », in each language. */
export const careersReasons = perLocale(siteContent.careers.reasons);

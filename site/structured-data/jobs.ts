import type { Graph, JobPosting } from 'schema-dts';
import { jobs, type Job } from '@/content/jobs';
import { site as centres } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import { EMPLOYMENT_TYPES, jobAnchor } from '@/lib/jobs';
import { pagePath } from '@/lib/routes';
import { absoluteUrl } from '../metadata';
import { clinicId, CONTEXT } from './nodes';

// /recrutement/'s positions for Google's job search: one JobPosting per open position (content/jobs/;
// a closed one is not in `jobs`, so not here either), with the fields Google requires and those it
// recommends that the centre has (no salary figure yet: baseSalary waits for the centre's).

/** What the job is, what we ask, what we offer: Google takes HTML in `description`, text escaped. */
function description(job: Job, headings: CareersHeadings): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
  return [
    `<p>${escape(job.summary)}</p>`,
    `<p>${escape(headings.hours)} ${escape(job.hours)}</p>`,
    `<p>${escape(headings.quartiers)} ${escape(job.quartiers.join(', '))}</p>`,
    `<p>${escape(headings.requirements)}</p>${list(job.requirements)}`,
    `<p>${escape(headings.offer)}</p>${list(job.offer)}`,
  ].join('');
}

/** The labels the description reads in the page's language (copy/careers.ts gives them). */
export interface CareersHeadings {
  hours: string;
  quartiers: string;
  requirements: string;
  offer: string;
}

export function jobPostingNode(job: Job, locale: Locale, headings: CareersHeadings): JobPosting {
  const centre = centres[locale];
  const url = absoluteUrl(`${pagePath('careers', locale)}#${jobAnchor(job.slug)}`);
  return {
    '@type': 'JobPosting',
    '@id': url,
    url,
    title: job.title,
    description: description(job, headings),
    datePosted: job.datePosted,
    // The last day one may apply, to its end in Yaoundé (UTC+1, no summer time).
    validThrough: `${job.validThrough}T23:59:59+01:00`,
    employmentType: EMPLOYMENT_TYPES[job.contract],
    hiringOrganization: {
      '@type': 'Organization',
      '@id': clinicId,
      name: centre.name,
      sameAs: absoluteUrl(pagePath('home', locale)),
      logo: absoluteUrl('/icons/icon-512.png'),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: centre.address.city,
        addressRegion: centre.address.region,
        addressCountry: centre.address.countryCode,
      },
    },
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: centre.name, value: job.slug },
  };
}

/** Every open position of the page, in its language; none when nothing is open. */
export function jobsJsonLd(locale: Locale, headings: CareersHeadings): Graph | undefined {
  const open = jobs[locale];
  return open.length > 0 ? { '@context': CONTEXT, '@graph': open.map((job) => jobPostingNode(job, locale, headings)) } : undefined;
}

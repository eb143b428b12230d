import type { JobPosting, MonetaryAmount, WithContext } from 'schema-dts';
import type { Job } from '@/content/jobs';
import { site as centres } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import { employmentTypes, PAY_UNIT_TEXT, type Pay } from '@/lib/jobs';
import { pagePath, positionPath } from '@/lib/routes';
import { absoluteUrl } from '../metadata';
import { clinicId, CONTEXT, postalAddress } from './nodes';

// A position's JobPosting for Google's job search, on its own page only (Google: the most detailed page
// of one job, never a list): the properties Google requires, and those it recommends that the centre
// has. A closed position has no page of its own, so no JobPosting; its address's notice carries none.

/** Google takes HTML in `description`: what the job is, where and when, what we ask and offer, text escaped. */
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

/** The pay as Google reads it: XAF, a value or a range, by the period. No figure, no baseSalary. */
export function baseSalary(pay: Pay): MonetaryAmount {
  return {
    '@type': 'MonetaryAmount',
    currency: 'XAF',
    value:
      pay.max === undefined
        ? { '@type': 'QuantitativeValue', value: pay.min, unitText: PAY_UNIT_TEXT[pay.per] }
        : { '@type': 'QuantitativeValue', minValue: pay.min, maxValue: pay.max, unitText: PAY_UNIT_TEXT[pay.per] },
  };
}

/** The last day one may apply, to its end in Yaoundé (UTC+1, no summer time): the daily rebuild takes the page down the morning after. */
export function closesAt(validThrough: string): string {
  return `${validThrough}T23:59:59+01:00`;
}

export function jobPostingNode(job: Job, locale: Locale, headings: CareersHeadings): JobPosting {
  const centre = centres[locale];
  const url = absoluteUrl(positionPath(job.slug, locale));
  return {
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    url,
    title: job.title,
    description: description(job, headings),
    datePosted: job.datePosted,
    validThrough: closesAt(job.validThrough),
    employmentType: employmentTypes(job),
    hiringOrganization: {
      '@type': 'Organization',
      '@id': clinicId,
      name: centre.name,
      sameAs: absoluteUrl(pagePath('home', locale)),
      logo: absoluteUrl('/icons/icon-512.png'),
    },
    jobLocation: { '@type': 'Place', address: postalAddress(locale) },
    ...(job.pay ? { baseSalary: baseSalary(job.pay) } : {}),
    // The candidate applies on this page, in the form below the post: no other site to go through.
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: centre.name, value: job.slug },
  };
}

/** A position's page's structured data: its one JobPosting. */
export function positionJsonLd(job: Job, locale: Locale, headings: CareersHeadings): WithContext<JobPosting> {
  return { '@context': CONTEXT, ...jobPostingNode(job, locale, headings) } as WithContext<JobPosting>;
}

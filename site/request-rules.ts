import { closedJobs, jobs } from '@/content/jobs';
import { site } from '@/content/site';
import { locales } from '@/lib/i18n';
import { publicationDay } from '@/lib/publication';
import type { SiteRules } from '@/lib/request';
import { openingRows } from './appointment-contacts';
import { choicesOf } from './choice-lists';

/** The content's facts a request is held to, as the build publishes them (lib/request/site-rules.ts). */
export function requestRules(today: string = publicationDay()): SiteRules {
  return {
    day: today,
    // What the pages offer (choice-lists.ts): the form's services in each language, every service's French title.
    services: Object.fromEntries(locales.map((locale) => [locale, choicesOf('services', locale).map((choice) => choice.value)])) as SiteRules['services'],
    serviceTitles: choicesOf('serviceTitles', 'fr').map((choice) => choice.value),
    positions: [...jobs.fr, ...closedJobs.fr].map((job) => ({ title: job.title, datePosted: job.datePosted, validThrough: job.validThrough })),
    hours: openingRows(site.fr.hours.appointments),
    closures: site.fr.closures.filter((closure) => closure.to >= today).map(({ from, to, reason, holiday }) => ({ from, to, reason, ...(holiday ? { holiday } : {}) })),
    // Where a home visit agreed on the phone may be, and the number its messages give the family (issue 77).
    districts: site.fr.quartiers.map((quartier) => quartier.name),
    phone: { display: site.fr.phones.reception.display, e164: site.fr.phones.reception.e164 },
  };
}

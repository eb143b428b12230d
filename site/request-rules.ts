import { appointmentServices } from '@/content/appointment';
import { closedJobs, jobs } from '@/content/jobs';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { locales } from '@/lib/i18n';
import { publicationDay } from '@/lib/publication';
import type { SiteRules } from '@/lib/request';
import { openingRows } from './appointment-contacts';

/** The content's facts a request is held to, as the build publishes them (lib/request/site-rules.ts). */
export function requestRules(today: string = publicationDay()): SiteRules {
  return {
    day: today,
    services: Object.fromEntries(locales.map((locale) => [locale, appointmentServices[locale].map((choice) => choice.value)])) as SiteRules['services'],
    // What « Rappelez-moi » on a service's page carries (components/services/service-page.tsx: its French title).
    serviceTitles: services.fr.map((service) => service.title),
    positions: [...jobs.fr, ...closedJobs.fr].map((job) => ({ title: job.title, datePosted: job.datePosted, validThrough: job.validThrough })),
    hours: openingRows(site.fr.hours.appointments),
    closures: site.fr.closures.filter((closure) => closure.to >= today).map(({ from, to, reason, holiday }) => ({ from, to, reason, ...(holiday ? { holiday } : {}) })),
  };
}

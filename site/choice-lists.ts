import { appointmentServices } from '@/content/appointment';
import { frenchTitles, jobs } from '@/content/jobs';
import { services } from '@/content/services';
import type { Locale } from '@/lib/i18n';
import type { ServiceChoice } from '@/lib/request';
import { FIXED_LISTS, type ChoiceList, type PublishedList } from '@/lib/request/lists';

/*
 * What a page offers for each named list a field chooses from (lib/request/lists.ts), in its language: what it
 * shows and what it sends (the centre's French names). The site publishes the same lists for the request gateway
 * (request-rules.ts), which checks every choice against them.
 */

const PUBLISHED: Record<PublishedList, (locale: Locale) => ServiceChoice[]> = {
  services: (locale) => appointmentServices[locale],
  // « Rappelez-moi » on a service's page sends its French title.
  serviceTitles: (locale) => services[locale].map((service, index) => ({ value: services.fr[index]?.title ?? service.title, label: service.title })),
  positions: (locale) => jobs[locale].map((job) => ({ value: frenchTitles[job.slug] ?? job.title, label: job.title })),
};

const isFixed = (list: ChoiceList): list is keyof typeof FIXED_LISTS => Object.hasOwn(FIXED_LISTS, list);

export function choicesOf(list: ChoiceList, locale: Locale): ServiceChoice[] {
  if (isFixed(list)) return (FIXED_LISTS[list] as readonly string[]).map((value) => ({ value, label: value }));
  return PUBLISHED[list](locale);
}

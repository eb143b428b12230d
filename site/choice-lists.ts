import { appointmentServices } from '@/content/appointment';
import { frenchTitles, jobs } from '@/content/jobs';
import { services } from '@/content/services';
import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import type { ServiceChoice } from '@/lib/request';
import type { ChoiceList } from '@/lib/request/kinds/rules';

/*
 * What a page offers for each list of the content a field may name (its rule `{ is: 'choice', of }`), in its
 * language: what it shows and what it sends (the centre's French names); a list written with its field, its
 * values as they are. The site publishes the same lists for the request gateway (request-rules.ts), which checks
 * every choice against them (lib/request/site-rules.ts, PUBLISHED_LISTS: a list there is one here, or this does not
 * compile).
 */

const PUBLISHED: Record<ChoiceList, (locale: Locale) => ServiceChoice[]> = {
  services: (locale) => appointmentServices[locale],
  // « Rappelez-moi » on a service's page sends its French title.
  serviceTitles: (locale) => services[locale].map((service, index) => ({ value: services.fr[index]?.title ?? service.title, label: service.title })),
  positions: (locale) => jobs[locale].map((job) => ({ value: frenchTitles[job.slug] ?? job.title, label: job.title })),
  // The districts the home-care team goes to (the centre's `quartiers`): a name, the same in both languages.
  districts: (locale) => site[locale].quartiers.map(({ name }) => ({ value: name, label: name })),
};

export function choicesOf(list: ChoiceList | readonly string[], locale: Locale): ServiceChoice[] {
  return typeof list === 'string' ? PUBLISHED[list](locale) : list.map((value) => ({ value, label: value }));
}

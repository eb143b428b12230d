import { doctorSources } from '@/content/doctors';
import { services } from '@/content/services';
import { site, siteSource } from '@/content/site';
import type { Service } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { appointmentContacts } from './appointment-contacts';
import { articles } from './articles';
import { teamName, type ArticleSetting, type ArticleTeaser, type ServiceSetting } from './page-settings';
import { paymentNames } from './trust';

/*
 * The route-level loaders of a service's page and an article's: what they show besides the entry,
 * read from content/ (site/page-settings.ts says who else uses it).
 */

const link = ({ id, title, icon, color }: Service) => ({ id, title, icon, color });

export function serviceSetting(locale: Locale): ServiceSetting {
  const centre = site[locale];
  return {
    homeCare: centre.phones.homeCare,
    serviceZone: centre.serviceZone,
    homeCareHours: centre.hours.homeCare,
    quartiers: centre.quartiers,
    payment: paymentNames(locale),
    brand: siteSource.shortName,
    siteUrl: siteSource.url,
    contacts: appointmentContacts(locale),
    services: services[locale].map(link),
  };
}

/** An article as a card shows it: the fields a card and « À lire aussi » read, nothing more (no text). */
export const teaser = ({ id, title, category, categoryName, date, excerpt, image, icon, related }: ArticleTeaser): ArticleTeaser => ({
  id,
  title,
  category,
  categoryName,
  date,
  excerpt,
  image,
  icon,
  related,
});

export function articleSetting(locale: Locale): ArticleSetting {
  return {
    facebook: siteSource.social.facebook,
    siteUrl: siteSource.url,
    authors: Object.fromEntries(doctorSources.map((doctor) => [doctor.slug, doctor.name])),
    team: teamName(siteSource.shortName, locale),
    articles: articles[locale].map(teaser),
  };
}

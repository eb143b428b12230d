import type { MedicalClinic, OpeningHoursSpecification, WebSite, WithContext } from 'schema-dts';
import { doctors, teamLanguages } from '@/content/doctors';
import { services } from '@/content/services';
import { phoneList, site as centres } from '@/content/site';
import type { HoursLine } from '@/content/types';
import { centreWords } from '@/copy/centre';
import { addDays } from '@/lib/douala-date';
import { closuresBetween, type ClosedDays } from '@/lib/hours';
import { languageTags, locales, type Locale } from '@/lib/i18n';
import { publicationDay } from '@/lib/publication';
import { pagePath } from '@/lib/routes';
import { absoluteUrl, ogImagePath } from '../metadata';
import { paymentNames } from '../trust';
import { areaServed, clinicId, clinicRef, CONTEXT, doctorId, postalAddress } from './nodes';

// The centre and its site, on every page (the root layout of each language).

/** The closures of the coming month, when there are any. */
function specialHours(closures: readonly ClosedDays[]): { specialOpeningHoursSpecification?: OpeningHoursSpecification[] } {
  const days = closedDays(closures);
  return days.length > 0 ? { specialOpeningHoursSpecification: days } : {};
}

/** The languages the team speaks (content/settings/languages.yml): the centre knows them, its lines answer in them. */
const languageCodes = teamLanguages.map((language) => language.code);

function openingHours(lines: HoursLine[]): OpeningHoursSpecification[] {
  return lines
    .filter((line) => 'opens' in line)
    .map((line) => ({
      '@type': 'OpeningHoursSpecification',
      name: line.label,
      dayOfWeek: line.days,
      opens: line.opens,
      closes: line.closes,
    }));
}

/** How far ahead the clinic's data names the days it is closed (every page carries it: a month, not a year). */
const SPECIAL_HOURS_DAYS = 31;

/** The days closed, as schema.org says a day without opening: opens and closes at 00:00 (Google's knowledge panel shows them). */
function closedDays(closures: readonly ClosedDays[]): OpeningHoursSpecification[] {
  const today = publicationDay();
  return closuresBetween(closures, today, addDays(today, SPECIAL_HOURS_DAYS)).map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    name: closure.reason,
    validFrom: closure.from,
    validThrough: closure.to,
    opens: '00:00',
    closes: '00:00',
  }));
}

/** The site itself, in its language, published by the clinic (every page carries it). */
export function webSiteJsonLd(locale: Locale): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: centres[locale].name,
    url: absoluteUrl(pagePath('home', locale)),
    inLanguage: languageTags[locale].lang,
    publisher: clinicRef,
  };
}

/** The MedicalClinic of the whole site (rendered once, in the root layout of each language). */
export function medicalClinicJsonLd(locale: Locale): WithContext<MedicalClinic> {
  const site = centres[locale];
  const prices = services[locale].flatMap((service) => service.prices).flatMap((line) => [line.min, line.max ?? line.min]);
  const founder = doctors[locale].find((doctor) => doctor.name === site.founder.name);
  return {
    '@context': CONTEXT,
    '@type': 'MedicalClinic',
    '@id': clinicId,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    slogan: site.tagline,
    url: absoluteUrl(pagePath('home', locale)),
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl(ogImagePath(pagePath('home', locale))),
    telephone: site.phones.reception.e164,
    email: site.email,
    address: postalAddress(locale),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    hasMap: absoluteUrl(pagePath('contact', locale)),
    // The centre's own hours; appointment hours belong to the consultation desk below.
    openingHoursSpecification: openingHours(site.hours.reception),
    ...specialHours(site.closures),
    department: {
      '@type': 'MedicalClinic',
      name: `${centreWords[locale].consultationDesk} — ${site.shortName}`,
      url: absoluteUrl(pagePath('appointment', locale)),
      telephone: site.phones.reception.e164,
      address: { '@type': 'PostalAddress', addressLocality: site.address.city, addressCountry: site.address.countryCode },
      openingHoursSpecification: openingHours(site.hours.appointments),
    },
    contactPoint: phoneList(locale).map((phone) => ({
      '@type': 'ContactPoint',
      name: phone.label,
      contactType: phone.label,
      telephone: phone.e164,
      areaServed: site.address.countryCode,
      // Whoever answers a line speaks the site's languages; the team's others are the doctors' to claim.
      availableLanguage: locales.map((one) => languageTags[one].lang),
    })),
    areaServed: areaServed(locale),
    // The licence to operate from the health ministry (content/settings/centre.yml, « autorisation »).
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      identifier: site.authorisation.number,
      recognizedBy: { '@type': 'GovernmentOrganization', name: site.authorisation.authority },
      dateCreated: site.authorisation.date,
    },
    foundingDate: site.foundingDate,
    founder: {
      '@type': 'Person',
      ...(founder ? { '@id': doctorId(founder) } : {}),
      name: site.founder.name,
      jobTitle: site.founder.role,
    },
    // Profiles only: the WhatsApp link in site.social is a chat link, not a page about the centre.
    sameAs: [site.social.facebook, site.social.instagram],
    currenciesAccepted: 'XAF',
    paymentAccepted: paymentNames(locale).join(', '),
    ...(prices.length ? { priceRange: `${Math.min(...prices)}–${Math.max(...prices)} XAF` } : {}),
    knowsLanguage: languageCodes,
  };
}

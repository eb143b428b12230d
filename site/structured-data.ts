import type {
  Answer,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  MedicalClinic,
  Offer,
  OpeningHoursSpecification,
  Organization,
  Person,
  Place,
  Question,
  Service as ServiceSchema,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { doctors } from '@/content/doctors';
import { faqItems } from '@/content/faq';
import { services } from '@/content/services';
import { phoneList, site as centres } from '@/content/site';
import { blogPage } from '@/copy/blog-page';
import { centreWords, serviceAvailability } from '@/copy/centre';
import { contact } from '@/copy/contact';
import { navigation } from '@/copy/navigation';
import { perWord } from '@/copy/prices';
import { ui } from '@/copy/ui';
import type { Article, Doctor, FaqItem, HoursLine, PriceLine, Service } from '@/content/types';
import { defaultLocale, languageTags, type Locale } from '@/lib/i18n';
import { proseBlocks } from '@/lib/prose';
import { absoluteUrl, ogImagePath } from './metadata';
import { paymentNames } from './trust';
import { articlePath, pagePath, servicePath } from '@/lib/routes';

/*
 * JSON-LD (schema.org) for search engines, built only from content/, in the page's language
 * (inLanguage says which).
 * Pages render the result with <JsonLd data={…} />. No AggregateRating: ratings of our own
 * testimonials are self-serving reviews in Google's eyes.
 */

export type JsonLdData = WithContext<Thing> | Graph;

const CONTEXT = 'https://schema.org' as const;

/**
 * Stable node ids, so pages can point at the clinic and the doctors instead of repeating them.
 * The clinic and each doctor are one entity whatever the page's language: their ids are the French pages' on both sites.
 */
export const clinicId = absoluteUrl(`${pagePath('home', defaultLocale)}#clinic`);
export const doctorId = (doctor: Pick<Doctor, 'id'>) => absoluteUrl(`${pagePath('doctors', defaultLocale)}#doctor-${doctor.id}`);

/** JSON for a <script> element: `<` escaped so no string in content/ can close the tag. */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

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

const clinicRef = { '@id': clinicId };

/** Where the home-care team goes: the quartiers of the centre's file (neighbourhoods and nearby towns). */
function areaServed(locale: Locale): Place[] {
  return centres[locale].quartiers.map((quartier) => ({ '@type': 'Place', name: quartier.name }));
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
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${site.address.street}, ${site.address.district}`,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      addressCountry: site.address.countryCode,
      ...(site.address.postalCode ? { postalCode: site.address.postalCode } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    hasMap: absoluteUrl(pagePath('contact', locale)),
    // The centre's own hours; appointment hours belong to the consultation desk below.
    openingHoursSpecification: openingHours(site.centreHours),
    department: {
      '@type': 'MedicalClinic',
      name: `${centreWords[locale].consultationDesk} — ${site.shortName}`,
      url: absoluteUrl(pagePath('appointment', locale)),
      telephone: site.phones.reception.e164,
      address: { '@type': 'PostalAddress', addressLocality: site.address.city, addressCountry: site.address.countryCode },
      openingHoursSpecification: openingHours(site.appointmentHours),
    },
    contactPoint: phoneList(locale).map((phone) => ({
      '@type': 'ContactPoint',
      name: phone.label,
      contactType: phone.label,
      telephone: phone.e164,
      areaServed: site.address.countryCode,
      availableLanguage: ['fr', 'en'],
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
    knowsLanguage: ['fr', 'en'],
  };
}

function offer(service: Service, line: PriceLine, locale: Locale): Offer {
  const base = {
    '@type': 'Offer',
    name: line.option,
    priceCurrency: 'XAF',
    url: absoluteUrl(servicePath(service.id, locale)),
    availability: 'https://schema.org/InStock',
  } as const;
  const per = perWord(line.unit, locale);
  const unit = per ? { unitText: per } : {};
  if (line.max === undefined) {
    return {
      ...base,
      price: line.min,
      ...(per
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: line.min, priceCurrency: 'XAF', ...unit } }
        : {}),
    };
  }
  // A range « 3 000 à 15 000 FCFA »: the final price depends on the evaluation at home.
  return {
    ...base,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      minPrice: line.min,
      maxPrice: line.max,
      priceCurrency: 'XAF',
      ...unit,
    },
  };
}

function serviceNode(service: Service, locale: Locale): ServiceSchema {
  const site = centres[locale];
  const url = absoluteUrl(servicePath(service.id, locale));
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    description: service.description,
    serviceType: service.title,
    url,
    image: absoluteUrl(service.image.src),
    provider: clinicRef,
    areaServed: areaServed(locale),
    availableChannel: {
      '@type': 'ServiceChannel',
      name: serviceAvailability(site.homeCareHours, locale),
      servicePhone: { '@type': 'ContactPoint', telephone: site.phones.homeCare.e164, contactType: site.phones.homeCare.label },
      serviceUrl: absoluteUrl(pagePath('appointment', locale)),
    },
    offers: service.prices.map((line) => offer(service, line, locale)),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

function navLabel(href: string, locale: Locale): string {
  const link = navigation[locale].main.find((item) => item.href === href);
  if (!link) throw new Error(`No navigation link for ${href}`);
  return link.label;
}

function breadcrumbNode(crumbs: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** A BreadcrumbList on its own, for detail pages that have nothing else to describe. */
export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return { '@context': CONTEXT, ...breadcrumbNode(crumbs) };
}

/** /tarifs/: every service with its offers, as one catalogue, and where the page sits. */
export function pricesJsonLd(title: string, locale: Locale): Graph {
  const home = pagePath('home', locale);
  const path = pagePath('prices', locale);
  return {
    '@context': CONTEXT,
    '@graph': [
      {
        '@type': 'OfferCatalog',
        '@id': `${absoluteUrl(path)}#catalogue`,
        name: title,
        url: absoluteUrl(path),
        itemListElement: services[locale].map((service) => serviceNode(service, locale)),
      },
      breadcrumbNode([
        { name: navLabel(home, locale), path: home },
        { name: title, path },
      ]),
    ],
  };
}

/** A service's page: the Service with its Offers in XAF, and the breadcrumb. */
export function serviceJsonLd(service: Service, locale: Locale): Graph {
  const home = pagePath('home', locale);
  const list = pagePath('services', locale);
  return {
    '@context': CONTEXT,
    '@graph': [
      serviceNode(service, locale),
      breadcrumbNode([
        { name: navLabel(home, locale), path: home },
        { name: navLabel(list, locale), path: list },
        { name: service.title, path: servicePath(service.id, locale) },
      ]),
    ],
  };
}

function personNode(doctor: Doctor): Person {
  return {
    '@type': 'Person',
    '@id': doctorId(doctor),
    name: doctor.name,
    jobTitle: doctor.specialty,
    description: doctor.description,
    image: absoluteUrl(doctor.image.src),
    worksFor: clinicRef,
    knowsAbout: doctor.specialty,
    knowsLanguage: doctor.languages,
    // Their registration with their professional order: the number a family can check with it.
    identifier: { '@type': 'PropertyValue', propertyID: doctor.registration.order, value: doctor.registration.number },
    memberOf: { '@type': 'Organization', name: doctor.registration.order },
  };
}

/** The team page: one Person per doctor. */
export function doctorsJsonLd(locale: Locale): Graph {
  return { '@context': CONTEXT, '@graph': doctors[locale].map((doctor) => personNode(doctor)) };
}

function authorNode(name: string, locale: Locale): Person | Organization {
  const doctor = doctors[locale].find((item) => item.name === name);
  if (doctor) return { '@type': 'Person', '@id': doctorId(doctor), name: doctor.name, jobTitle: doctor.specialty };
  // « L'équipe Aide & Vie »: the centre's team writes as the organisation.
  return { '@type': 'Organization', name, url: absoluteUrl(pagePath('doctors', locale)), parentOrganization: clinicRef };
}

/** An article's page: the BlogPosting (author, date, image) and the breadcrumb. */
export function articleJsonLd(article: Article, locale: Locale): Graph {
  const site = centres[locale];
  const path = articlePath(article.id, locale);
  const blog = pagePath('blog', locale);
  const home = pagePath('home', locale);
  const url = absoluteUrl(path);
  return {
    '@context': CONTEXT,
    '@graph': [
      {
        '@type': 'BlogPosting',
        '@id': `${url}#article`,
        headline: article.title,
        description: article.excerpt,
        abstract: article.lead,
        url,
        mainEntityOfPage: url,
        inLanguage: languageTags[locale].lang,
        datePublished: article.date,
        dateModified: article.date,
        author: authorNode(article.author, locale),
        publisher: { '@id': clinicId, '@type': 'MedicalClinic', name: site.name, logo: absoluteUrl('/icons/icon-512.png') },
        // The 1200×630 preview (a raster, as Google asks) and the article's own illustration.
        image: [absoluteUrl(ogImagePath(path)), absoluteUrl(article.image.src)],
        articleSection: article.categoryName,
        keywords: [article.categoryName, blogPage[locale].article.healthTag],
      } satisfies BlogPosting,
      breadcrumbNode([
        { name: navLabel(home, locale), path: home },
        { name: navLabel(blog, locale), path: blog },
        { name: article.title, path },
      ]),
    ],
  };
}

function answerText(item: FaqItem, locale: Locale): string {
  const { colon } = ui[locale].footer;
  const lines = proseBlocks(item.answer).map((block) => (block.kind === 'item' ? `– ${block.text}` : block.text));
  const contacts = (item.contacts ?? []).map((entry) =>
    entry.type === 'phone' ? `${entry.phone.label}${colon}${entry.phone.display}` : `${contact[locale].contact.email}${colon}${entry.value}`,
  );
  return [...lines, ...contacts].join('\n');
}

/** Home: the FAQ, question by question, with the same text as the accordion. */
export function faqJsonLd(locale: Locale): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: languageTags[locale].lang,
    mainEntity: faqItems[locale].map(
      (item): Question => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: answerText(item, locale) } satisfies Answer,
      }),
    ),
  };
}

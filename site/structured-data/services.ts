import type { Graph, Offer, Service as ServiceSchema } from 'schema-dts';
import { services } from '@/content/services';
import { site as centres } from '@/content/site';
import type { PriceLine, Service } from '@/content/types';
import { serviceAvailability } from '@/copy/centre';
import { perWord } from '@/copy/prices';
import type { Locale } from '@/lib/i18n';
import { pagePath, servicePath } from '@/lib/routes';
import { absoluteUrl } from '../metadata';
import { areaServed, breadcrumbNode, clinicRef, CONTEXT, navLabel } from './nodes';

// A service with its offers in XAF: on its own page, and all of them on /tarifs/.

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
      name: serviceAvailability(site.hours.homeCare, locale),
      servicePhone: { '@type': 'ContactPoint', telephone: site.phones.homeCare.e164, contactType: site.phones.homeCare.label },
      serviceUrl: absoluteUrl(pagePath('appointment', locale)),
    },
    offers: service.prices.map((line) => offer(service, line, locale)),
  };
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

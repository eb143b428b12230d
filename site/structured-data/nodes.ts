import type { BreadcrumbList, Graph, Place, PostalAddress, Thing, WithContext } from 'schema-dts';
import { site as centres } from '@/content/site';
import type { Doctor } from '@/content/types';
import { navigation } from '@/copy/navigation';
import { defaultLocale, type Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { absoluteUrl } from '../metadata';

// What the structured data of several pages share: the context, the ids of the clinic and the
// doctors, the area served and the breadcrumb.

export type JsonLdData = WithContext<Thing> | Graph;

export const CONTEXT = 'https://schema.org' as const;

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

export const clinicRef = { '@id': clinicId };

/** Where the home-care team goes: the quartiers of the centre's file (neighbourhoods and nearby towns). */
export function areaServed(locale: Locale): Place[] {
  return centres[locale].quartiers.map((quartier) => ({ '@type': 'Place', name: quartier.name }));
}

/** The centre's address as the settings hold it (content/settings/centre.yml): the clinic's, and where each position is. */
export function postalAddress(locale: Locale): PostalAddress {
  const { address } = centres[locale];
  return {
    '@type': 'PostalAddress',
    streetAddress: `${address.street}, ${address.district}`,
    addressLocality: address.city,
    addressRegion: address.region,
    addressCountry: address.countryCode,
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function navLabel(href: string, locale: Locale): string {
  const link = navigation[locale].main.find((item) => item.href === href);
  if (!link) throw new Error(`No navigation link for ${href}`);
  return link.label;
}

export function breadcrumbNode(crumbs: Crumb[]): BreadcrumbList {
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

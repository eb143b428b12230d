import type { Graph, Organization, Person } from 'schema-dts';
import { doctors } from '@/content/doctors';
import type { Doctor } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { absoluteUrl } from '../metadata';
import { clinicRef, CONTEXT, doctorId } from './nodes';

// The doctors: the team page's Persons, and an article's author.

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

export function authorNode(name: string, locale: Locale): Person | Organization {
  const doctor = doctors[locale].find((item) => item.name === name);
  if (doctor) return { '@type': 'Person', '@id': doctorId(doctor), name: doctor.name, jobTitle: doctor.specialty };
  // « L'équipe Aide & Vie »: the centre's team writes as the organisation.
  return { '@type': 'Organization', name, url: absoluteUrl(pagePath('doctors', locale)), parentOrganization: clinicRef };
}

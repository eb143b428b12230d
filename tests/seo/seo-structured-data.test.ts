import type { BlogPosting, BreadcrumbList, FAQPage, Graph, MedicalClinic, Offer, Person, Service } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { articles as articlesByLocale } from '@/site/articles';
import { doctors as doctorsByLocale } from '@/content/doctors';
import { faqItems as faqItemsByLocale } from '@/content/faq';
import { services as servicesByLocale } from '@/content/services';
import { site as siteByLocale } from '@/content/site';
import { trust } from '@/copy/trust';
import { proseBlocks } from '@/lib/prose';
import { addDays } from '@/lib/douala-date';
import { publicationDay } from '@/lib/publication';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  clinicId,
  doctorsJsonLd,
  faqJsonLd,
  medicalClinicJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from '@/site/structured-data';

// The French views: these tests check the French site (the English one has its own).
const articles = articlesByLocale.fr;
const doctors = doctorsByLocale.fr;
const faqItems = faqItemsByLocale.fr;
const services = servicesByLocale.fr;
const site = siteByLocale.fr;

// schema-dts types are unions with `string`; tests read the object side as plain records.
type Node<T> = Exclude<T, string>;
type Plain = Record<string, unknown>;
const plain = <T = Plain>(value: unknown) => value as T;
const nodeOfType = <T>(graph: Graph, type: string) =>
  plain<Node<T> & Plain>(graph['@graph'].find((node) => plain(node)['@type'] === type));

describe('MedicalClinic (site-wide)', () => {
  const clinic = plain<Node<MedicalClinic> & Plain>(medicalClinicJsonLd('fr'));

  it('names the centre with its address in Yaoundé, geo, phone and e-mail from content/site.ts', () => {
    expect(clinic['@type']).toBe('MedicalClinic');
    expect(clinic['@id']).toBe(`${site.url}/#clinic`);
    expect(clinic.name).toBe(site.name);
    expect(clinic.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Yaoundé', addressCountry: 'CM' });
    expect(clinic.geo).toMatchObject({ latitude: site.geo.latitude, longitude: site.geo.longitude });
    expect(clinic.telephone).toBe(site.phones.reception.e164);
    expect(clinic.email).toBe(site.email);
  });

  it('gives the centre hours and the appointment hours as openingHoursSpecification', () => {
    const expectHours = (specs: unknown, lines: typeof site.hours.reception) => {
      const regular = lines.filter((line) => 'opens' in line);
      expect(regular.length).toBeGreaterThan(0);
      expect(specs).toEqual(
        regular.map((line) => expect.objectContaining({ dayOfWeek: line.days, opens: line.opens, closes: line.closes })),
      );
    };
    expectHours(clinic.openingHoursSpecification, site.hours.reception);
    expectHours((clinic.department as Record<string, unknown>).openingHoursSpecification, site.hours.appointments);
  });

  it('names the days closed in the coming month as specialOpeningHoursSpecification: opens and closes at 00:00', () => {
    const today = publicationDay();
    const soon = site.closures.filter((closure) => closure.to >= today && closure.from <= addDays(today, 31));
    const special = (clinic as Record<string, unknown>).specialOpeningHoursSpecification;
    if (soon.length === 0) expect(special).toBeUndefined();
    else {
      expect(special).toEqual(
        soon.map((closure) => ({ '@type': 'OpeningHoursSpecification', name: closure.reason, validFrom: closure.from, validThrough: closure.to, opens: '00:00', closes: '00:00' })),
      );
    }
  });

  it('has areaServed, the founding date, the founder and the social profiles', () => {
    expect(clinic.foundingDate).toBe('2024-01-07'); // founded on 7 January 2024
    expect(clinic.founder).toMatchObject({ '@type': 'Person', name: site.founder.name });
    expect(clinic.areaServed).toEqual(site.quartiers.map((quartier) => ({ '@type': 'Place', name: quartier.name })));
    expect(clinic.sameAs).toEqual(expect.arrayContaining([site.social.facebook, site.social.instagram]));
  });

  it('says how one pays, in which currency, and the range of the prices the services list', () => {
    const names = clinic.paymentAccepted as string;
    for (const entry of site.payment) expect(names).toContain(trust.fr.paymentMethods[entry.method]);
    // Each way once, even when the centre publishes two numbers for it.
    expect(names.split(', ')).toHaveLength(new Set(site.payment.map((entry) => entry.method)).size);
    expect(clinic.currenciesAccepted).toBe('XAF');
    const amounts = services.flatMap((service) => service.prices.flatMap((line) => [line.min, line.max ?? line.min]));
    expect(clinic.priceRange).toBe(`${Math.min(...amounts)}–${Math.max(...amounts)} XAF`);
  });

  it("carries the centre's authorisation, from the authority that issued it", () => {
    expect(clinic.hasCredential).toMatchObject({
      credentialCategory: 'license',
      identifier: site.authorisation.number,
      recognizedBy: { name: site.authorisation.authority },
      dateCreated: site.authorisation.date,
    });
  });

  it('never rates itself, in either language (no review stars from our own testimonials)', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const data of [
        medicalClinicJsonLd(locale),
        faqJsonLd(locale),
        doctorsJsonLd(locale),
        ...servicesByLocale[locale].map((service) => serviceJsonLd(service, locale)),
        ...articlesByLocale[locale].map((article) => articleJsonLd(article, locale)),
      ]) {
        expect(JSON.stringify(data)).not.toMatch(/AggregateRating|"Review"|ratingValue|reviewRating|bestRating/);
      }
    }
  });
});

describe('Service with Offers', () => {
  it.each(services.map((service) => [service.id, service] as const))('service %i lists each price line in XAF', (_id, service) => {
    const graph = serviceJsonLd(service, 'fr');
    const node = nodeOfType<Service>(graph, 'Service');
    expect(node.name).toBe(service.title);
    expect(node.provider).toEqual({ '@id': clinicId });
    const offers = plain<Node<Offer>[]>(node.offers);
    expect(offers).toHaveLength(service.prices.length);
    service.prices.forEach((line, index) => {
      const offer = plain(offers[index]);
      expect(offer.priceCurrency).toBe('XAF');
      expect(offer.name).toBe(line.option);
      if (line.max === undefined) expect(offer.price).toBe(line.min);
      else expect(offer.priceSpecification).toMatchObject({ minPrice: line.min, maxPrice: line.max, priceCurrency: 'XAF' });
    });
    const crumbs = nodeOfType<BreadcrumbList>(graph, 'BreadcrumbList');
    const items = plain<{ position: number; name: string; item: string }[]>(crumbs.itemListElement);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.at(-1)).toMatchObject({ name: service.title, item: `${site.url}/ServiceDetails/${service.id}/` });
  });
});

describe('Person per doctor', () => {
  it('describes each doctor of content/doctors.ts, working for the clinic', () => {
    const graph = doctorsJsonLd('fr');
    expect(graph['@graph']).toHaveLength(doctors.length);
    doctors.forEach((doctor, index) => {
      const person = plain<Node<Person> & Plain>(graph['@graph'][index]);
      expect(person).toMatchObject({ '@type': 'Person', name: doctor.name, jobTitle: doctor.specialty, worksFor: { '@id': clinicId } });
      expect(String(person.image)).toBe(`${site.url}${doctor.image.src}`);
    });
  });

  it("gives each doctor's registration with their order as an identifier, and the languages they speak", () => {
    const graph = doctorsJsonLd('fr');
    doctors.forEach((doctor, index) => {
      const person = plain<Plain>(graph['@graph'][index]);
      expect(person.identifier).toEqual({ '@type': 'PropertyValue', propertyID: doctor.registration.order, value: doctor.registration.number });
      expect(person.memberOf).toMatchObject({ name: doctor.registration.order });
      expect(person.knowsLanguage).toEqual(doctor.languages);
    });
  });
});

describe('BlogPosting', () => {
  it.each(articles.map((article) => [article.id, article] as const))('article %i has headline, author, date and image', (_id, article) => {
    const graph = articleJsonLd(article, 'fr');
    const post = nodeOfType<BlogPosting>(graph, 'BlogPosting');
    expect(post.headline).toBe(article.title);
    expect(post.datePublished).toBe(article.date);
    expect(post.author).toMatchObject({ name: article.author });
    const images = plain<string[]>(post.image);
    expect(images[0]).toBe(`${site.url}/og/blogdetails-${article.id}.png`);
    expect(images).toContain(`${site.url}${article.image.src}`);
    expect(post.publisher).toMatchObject({ '@id': clinicId });
    expect(nodeOfType<BreadcrumbList>(graph, 'BreadcrumbList')).toBeTruthy();
  });

  it('links an author who is one of our doctors to their Person node', () => {
    const byDoctor = articles.find((article) => doctors.some((doctor) => doctor.name === article.author));
    expect(byDoctor).toBeDefined();
    const post = nodeOfType<BlogPosting>(articleJsonLd(byDoctor!, 'fr'), 'BlogPosting');
    expect(post.author).toMatchObject({ '@type': 'Person', '@id': expect.stringContaining('/doctors/#doctor-') });
  });
});

describe('FAQPage', () => {
  it('has one Question per FAQ item with its answer text', () => {
    const faq = plain<Node<FAQPage> & { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }>(faqJsonLd('fr'));
    expect(faq.mainEntity.map((question) => question.name)).toEqual(faqItems.map((item) => item.question));
    faqItems.forEach((item, index) => {
      const text = faq.mainEntity[index]!.acceptedAnswer.text;
      for (const block of proseBlocks(item.answer)) expect(text).toContain(block.text);
      for (const entry of item.contacts ?? []) expect(text).toContain(entry.type === 'phone' ? `${entry.phone.label}\u00A0: ${entry.phone.display}` : entry.value);
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so no text can close the script element', () => {
    const data = breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>', path: '/' }]);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('the English pages', () => {
  it('describe the same centre, in English, under its English address', () => {
    const clinic = plain<Node<MedicalClinic> & Plain>(medicalClinicJsonLd('en'));
    // The same entity as on the French pages: one @id for both languages.
    expect(clinic['@id']).toBe(clinicId);
    expect(clinic.address).toMatchObject({ streetAddress: `${siteByLocale.en.address.street}, ${site.address.district}` });
    expect(clinic.description).toBe(siteByLocale.en.description);
    expect(clinic.telephone).toBe(site.phones.reception.e164);
    expect(JSON.stringify(clinic)).not.toMatch(/Consultations sur|Lundi|Urgences|adresse/);
  });

  it('describe the same doctors as the French pages: one @id per doctor in both languages', () => {
    const ids = (locale: 'fr' | 'en') => doctorsJsonLd(locale)['@graph'].map((node) => plain<Plain>(node)['@id']);
    expect(ids('en')).toEqual(ids('fr'));
    expect(new Set(ids('fr')).size).toBe(doctors.length);
  });

  it('mark every article and the FAQ as English, with English headlines and answers', () => {
    for (const article of articlesByLocale.en) {
      const post = nodeOfType<BlogPosting>(articleJsonLd(article, 'en'), 'BlogPosting');
      expect(post).toMatchObject({ inLanguage: 'en', headline: article.title, url: `${site.url}/en/blogDetails/${article.id}/` });
      expect(post.headline).not.toBe(articles.find((french) => french.id === article.id)?.title);
    }
    const faq = plain<Plain>(faqJsonLd('en'));
    expect(faq.inLanguage).toBe('en');
    expect(faqJsonLd('fr').inLanguage).toBe('fr');
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneList as phoneListIn, site as siteByLocale } from '@/content/site';
import { PHONE_NAMES } from '@/content/schema/files';
import { CARD_FEATURES } from '@/content/schema/shared';
import { getService as getServiceIn, homeServiceCards as homeServiceCardsByLocale, serviceCards as serviceCardsByLocale, services as servicesByLocale } from '@/content/services';
import { RELATED_COUNT } from '@/content/articles';
import { articles as articlesByLocale, getArticle as getArticleIn, getRelatedArticles as getRelatedIn } from '@/site/articles';
import { doctors as doctorsByLocale } from '@/content/doctors';
import { faqItems as faqItemsByLocale } from '@/content/faq';
import { testimonials as testimonialsByLocale } from '@/content/testimonials';
import { blogSlides as blogSlidesByLocale, homeSlides as homeSlidesByLocale, servicesSlides as servicesSlidesByLocale } from '@/content/slides';
import { about } from '@/content/about';
import { locales } from '@/lib/i18n';
import { proseWords } from '@/lib/prose';

/*
 * The rules the site's content keeps, whatever the centre writes in content/: a price, an hour, a
 * new service or a sixth article change nothing here. The shipped content is held to the spec's own
 * numbers (6 services, 5 articles, the price list) apart, by npm run check:spec (tests/spec/).
 */

const site = siteByLocale.fr;
const phoneList = phoneListIn('fr');
const services = servicesByLocale.fr;
const publicDir = join(__dirname, '..', '..', 'public');
const unique = (values: unknown[]) => new Set(values).size === values.length;

describe('services and their cards', () => {
  it('have unique numbers and slugs', () => {
    expect(unique(services.map((service) => service.id))).toBe(true);
    expect(unique(services.map((service) => service.slug))).toBe(true);
  });
  it('give /services one card per service, none left out, each with CARD_FEATURES points', () => {
    expect(serviceCardsByLocale.fr.map((card) => card.serviceId)).toEqual(services.map((service) => service.id));
    for (const card of serviceCardsByLocale.fr) expect(card.features).toHaveLength(CARD_FEATURES);
  });
  it('give the home page cards that point at existing services, each once, with the service’s title and icon', () => {
    const cards = homeServiceCardsByLocale.fr;
    expect(cards.length).toBeGreaterThan(0);
    expect(unique(cards.map((card) => card.serviceId))).toBe(true);
    for (const card of cards) {
      const service = getServiceIn(card.serviceId, 'fr');
      expect(service).toBeDefined();
      expect(card.features).toHaveLength(CARD_FEATURES);
      expect(card).toMatchObject({ title: service?.title, icon: service?.icon, color: service?.color });
    }
  });
  it('have whole, non-negative prices, a range never upside down', () => {
    for (const service of services) {
      expect(service.prices.length, service.title).toBeGreaterThan(0);
      for (const line of service.prices) {
        expect(Number.isInteger(line.min) && line.min >= 0, line.option).toBe(true);
        if (line.max !== undefined) expect(line.max, line.option).toBeGreaterThanOrEqual(line.min);
      }
    }
  });
});

describe('identifiers', () => {
  it('are unique in every collection', () => {
    for (const locale of locales) {
      const lists = [
        articlesByLocale[locale],
        doctorsByLocale[locale],
        faqItemsByLocale[locale],
        testimonialsByLocale[locale],
        homeSlidesByLocale[locale],
        servicesSlidesByLocale[locale],
        blogSlidesByLocale[locale],
      ];
      for (const list of lists) expect(unique(list.map((item) => item.id))).toBe(true);
    }
  });
});

describe('articles', () => {
  it('are listed newest first in each language', () => {
    for (const locale of locales) {
      const dates = articlesByLocale[locale].map((article) => article.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });
  it('in English are the French ones that have been translated, and say so', () => {
    const french = new Set(articlesByLocale.fr.map((article) => article.id));
    for (const article of articlesByLocale.en) {
      expect(french.has(article.id)).toBe(true);
      expect(article.locales).toEqual(['fr', 'en']);
    }
  });
  it('relate only to other articles, and each page shows the related articles it can', () => {
    for (const locale of locales) {
      const list = articlesByLocale[locale];
      for (const article of list) {
        expect(unique(article.related)).toBe(true);
        expect(article.related).not.toContain(article.id);
        const shown = getRelatedIn(article, locale);
        expect(shown).toHaveLength(Math.min(RELATED_COUNT, list.length - 1));
        expect(shown.every((other) => other.id !== article.id && getArticleIn(other.id, locale))).toBe(true);
        // The ones it names come first, when they are published in this language.
        const named = article.related.filter((id) => getArticleIn(id, locale));
        expect(shown.slice(0, named.length).map((other) => other.id)).toEqual(named);
      }
    }
  });
  it('have a text', () => {
    for (const article of articlesByLocale.fr) expect(proseWords(article.body).length, article.title).toBeGreaterThan(0);
  });
});

describe('testimonials', () => {
  it('are rated with a whole number of stars from 1 to 5', () => {
    for (const testimonial of testimonialsByLocale.fr) {
      expect(Number.isInteger(testimonial.rating)).toBe(true);
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
  });
});

describe('the centre’s contacts', () => {
  it('are the named phone lines, each its own number in international form, and one e-mail', () => {
    expect(phoneList).toHaveLength(PHONE_NAMES.length);
    expect(new Set(phoneList.map((phone) => phone.e164)).size).toBe(PHONE_NAMES.length);
    expect(phoneList).toEqual(Object.values(site.phones));
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    for (const phone of phoneList) {
      expect(phone.e164).toMatch(/^\+\d{8,15}$/);
      // Shown without a plain space: a number never wraps.
      expect(phone.display).not.toContain(' ');
    }
  });
  it('hold the WhatsApp number once: one of the lines’, with the wa.me link made from it', () => {
    expect(phoneList.map((phone) => phone.e164)).toContain(`+${site.whatsapp}`);
    expect(site.social.whatsapp).toBe(`https://wa.me/${site.whatsapp}`);
    expect(siteByLocale.en.social.whatsapp).toBe(site.social.whatsapp);
  });
  it('name the founder as her doctor file does', () => {
    expect(doctorsByLocale.fr.map((doctor) => doctor.name)).toContain(site.founder.name);
  });
});

describe('FAQ', () => {
  it('gives the e-mail and every phone line under an answer that lists the contacts, as the centre’s file holds them', () => {
    for (const item of faqItemsByLocale.fr.filter((candidate) => candidate.contacts)) {
      const entries = item.contacts ?? [];
      expect(entries.filter((entry) => entry.type === 'email').map((entry) => entry.value)).toEqual([site.email]);
      expect(entries.flatMap((entry) => (entry.type === 'phone' ? [entry.phone] : []))).toEqual(phoneList);
    }
  });
});

describe('images', () => {
  const images = locales.flatMap((locale) => [
    ...servicesByLocale[locale].map((service) => service.image),
    ...articlesByLocale[locale].map((article) => article.image),
    ...doctorsByLocale[locale].map((doctor) => doctor.image),
    ...testimonialsByLocale[locale].map((testimonial) => testimonial.image),
    ...homeSlidesByLocale[locale].map((slide) => slide.image),
    ...servicesSlidesByLocale[locale].map((slide) => slide.image),
    ...blogSlidesByLocale[locale].map((slide) => ({ src: slide.src, alt: slide.alt, width: slide.width, height: slide.height })),
    about[locale].images.team,
    about[locale].images.founder,
  ]);
  it('all exist, with an alt text and their dimensions', () => {
    for (const image of images) {
      // A photo staff uploaded names the files the build writes of it (pipeline/media.ts); the loader
      // has read its original in content/media/, or it would have refused the content.
      if (!image.src.startsWith('/media/')) expect(existsSync(join(publicDir, image.src)), image.src).toBe(true);
      expect(image.alt.length, image.src).toBeGreaterThan(10);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });
});

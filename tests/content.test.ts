import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneList as phoneListIn, site as siteByLocale } from '@/content/site';
import { footerServices as footerServicesByLocale, getService as getServiceIn, homeServiceCards as homeServiceCardsByLocale, serviceCards as serviceCardsByLocale, services as servicesByLocale } from '@/content/services';
import { articles as articlesByLocale, getArticle as getArticleIn, getRelatedArticles as getRelatedIn } from '@/content/articles';
import { doctors as doctorsByLocale } from '@/content/doctors';
import { faqItems as faqItemsByLocale } from '@/content/faq';
import { testimonials as testimonialsByLocale } from '@/content/testimonials';
import { blogSlides as blogSlidesByLocale, homeSlides as homeSlidesByLocale, servicesSlides as servicesSlidesByLocale } from '@/content/slides';
import { about } from '@/content/about';
import { blogPage } from '@/content/blog-page';
import { formatPrice } from '@/lib/format';

// The French views: these tests check the French site (the English one has its own).
const phoneList = phoneListIn('fr');
const site = siteByLocale.fr;
const footerServices = footerServicesByLocale.fr;
const getService = (id: number) => getServiceIn(id, 'fr');
const homeServiceCards = homeServiceCardsByLocale.fr;
const serviceCards = serviceCardsByLocale.fr;
const services = servicesByLocale.fr;
const articles = articlesByLocale.fr;
const getArticle = (id: number) => getArticleIn(id, 'fr');
const getRelatedArticles = (article: Parameters<typeof getRelatedIn>[0]) => getRelatedIn(article, 'fr');
const doctors = doctorsByLocale.fr;
const faqItems = faqItemsByLocale.fr;
const testimonials = testimonialsByLocale.fr;
const blogSlides = blogSlidesByLocale.fr;
const homeSlides = homeSlidesByLocale.fr;
const servicesSlides = servicesSlidesByLocale.fr;
const aboutImages = about.fr.images;
const figures = about.fr.figures;
const priorityGroups = about.fr.solution.groups;
const values = about.fr.values.items;
const blogHighlights = blogPage.fr.careTeam.highlights;

const publicDir = join(__dirname, '..', 'public');
const unique = (values: unknown[]) => new Set(values).size === values.length;

describe('the counts the site is built around', () => {
  it('has 6 services with ids 1 to 6', () => {
    expect(services.map((service) => service.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('has 6 cards on /services, one per service: ids 1 to 6, none left out', () => {
    expect(serviceCards.map((card) => card.serviceId).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const card of serviceCards) expect(card.features).toHaveLength(4);
  });
  it('has 5 home cards pointing at existing services', () => {
    expect(homeServiceCards).toHaveLength(5);
    expect(unique(homeServiceCards.map((card) => card.serviceId))).toBe(true);
    for (const card of homeServiceCards) {
      expect(services.some((service) => service.id === card.serviceId)).toBe(true);
      expect(card.features).toHaveLength(4);
      // Title, icon and colour are the service's own: written once, in the service.
      expect(card).toMatchObject({ title: getService(card.serviceId)?.title, icon: getService(card.serviceId)?.icon });
    }
  });
  it('has 7 footer services, 4 doctors, 4 FAQ items, 3 testimonials', () => {
    expect(footerServices).toHaveLength(7);
    expect(doctors).toHaveLength(4);
    expect(faqItems).toHaveLength(4);
    expect(testimonials).toHaveLength(3);
  });
  it('has 3 slides per slider', () => {
    expect(homeSlides).toHaveLength(3);
    expect(servicesSlides).toHaveLength(3);
    expect(blogSlides).toHaveLength(3);
    for (const slide of servicesSlides) expect(slide.cta.href).toBe('/services/');
  });
  it('has 4 figures, 4 values, 4 priority groups, 4 blog highlights', () => {
    expect(figures.map((figure) => figure.value)).toEqual(['12+', '5K+', '24/7', '15+']);
    expect(values).toHaveLength(4);
    expect(priorityGroups).toHaveLength(4);
    expect(blogHighlights).toHaveLength(4);
  });
  it('has exactly three phone numbers and one e-mail', () => {
    expect(phoneList).toHaveLength(3);
    expect(new Set(phoneList.map((phone) => phone.e164)).size).toBe(3);
    expect(phoneList).toEqual(Object.values(site.phones));
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    for (const phone of phoneList) expect(phone.e164).toMatch(/^\+237\d{9}$/);
  });
  it('was founded on 7 January 2024', () => {
    expect(site.foundingDate).toBe('2024-01-07');
  });
});

describe('identifiers', () => {
  it('are unique in every collection', () => {
    for (const list of [services, articles, doctors, faqItems, testimonials, homeSlides, servicesSlides, blogSlides]) {
      expect(unique(list.map((item) => item.id))).toBe(true);
    }
    expect(unique(services.map((service) => service.slug))).toBe(true);
  });
});

describe('articles', () => {
  it('are 5, ids 1 to 5, one per category', () => {
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5]);
    expect(articles.map((article) => article.categoryName).sort()).toEqual(
      ['Accompagnement', 'Alimentation', 'Bien-être', 'Domicile', 'Santé'].sort(),
    );
  });
  it('are dated between 28 March and 15 May 2024', () => {
    for (const article of articles) {
      expect(article.date >= '2024-03-28' && article.date <= '2024-05-15', article.date).toBe(true);
    }
  });
  it('each relate to 2 other existing articles', () => {
    for (const article of articles) {
      expect(article.related).toHaveLength(2);
      expect(unique(article.related)).toBe(true);
      expect(article.related).not.toContain(article.id);
      for (const id of article.related) expect(getArticle(id), `related ${id} of ${article.id}`).toBeDefined();
      expect(getRelatedArticles(article)).toHaveLength(2);
    }
  });
  it('have a substantial body with headings and lists', () => {
    for (const article of articles) {
      const words = article.fullContent
        .flatMap((block) => ('items' in block ? block.items : [block.text]))
        .join(' ')
        .split(/\s+/).length;
      expect(words, `article ${article.id}`).toBeGreaterThan(350);
      expect(article.fullContent.some((block) => block.type === 'heading')).toBe(true);
      expect(article.fullContent.some((block) => block.type === 'list' || block.type === 'ordered-list')).toBe(true);
    }
  });
});

describe('testimonials', () => {
  it('are rated 5, 5 and 4, always within 1 to 5', () => {
    expect(testimonials.map((testimonial) => testimonial.rating)).toEqual([5, 5, 4]);
    for (const testimonial of testimonials) {
      expect(Number.isInteger(testimonial.rating)).toBe(true);
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
  });
});

describe('the centre’s contacts', () => {
  it('hold the WhatsApp number once: the reception line’s, with the wa.me link made from it', () => {
    expect(`+${site.whatsapp}`).toBe(site.phones.reception.e164);
    expect(site.social.whatsapp).toBe(`https://wa.me/${site.whatsapp}`);
    expect(siteByLocale.en.social.whatsapp).toBe(site.social.whatsapp);
  });

  it('write the street in each language', () => {
    expect(site.address.street).toMatch(/^Rue /);
    expect(siteByLocale.en.address.street).toMatch(/^Street /);
  });
});

describe('FAQ', () => {
  it('gives one e-mail and three phones in the contact answer', () => {
    const contact = faqItems.find((item) => item.answer.kind === 'contacts');
    expect(contact).toBeDefined();
    if (contact?.answer.kind !== 'contacts') return;
    expect(contact.answer.entries.filter((entry) => entry.type === 'email').map((entry) => entry.value)).toEqual([site.email]);
    // The phones are site.ts's own, so their links call the stored international number.
    expect(contact.answer.entries.flatMap((entry) => (entry.type === 'phone' ? [entry.phone] : []))).toEqual(phoneList);
  });
});

// The centre's prices, written out independently of content/: option order and amounts in FCFA.
const SPEC_PRICES: Record<number, string[]> = {
  1: ['4 000 FCFA', '10 000 FCFA', '2 500 FCFA / heure'],
  2: ['3 000 FCFA', '3 000 à 15 000 FCFA', '12 000 à 25 000 FCFA'],
  3: ['5 000 FCFA'],
  4: ['3 000 à 5 000 FCFA', '6 000 à 12 000 FCFA', '10 000 à 25 000 FCFA'],
  5: ['4 500 FCFA', '12 000 FCFA', '18 000 FCFA'],
  6: ['3 000 FCFA', '5 000 à 25 000 FCFA', '7 000 à 35 000 FCFA'],
};

describe('prices', () => {
  it('match the centre’s price list for every service, formatted with fr-CM', () => {
    for (const service of services) {
      const shown = service.pricing.map((line) => formatPrice(line).replace(/[\u00A0\u202F]/g, ' '));
      expect(shown, service.title).toEqual(SPEC_PRICES[service.id]);
    }
  });
});

describe('images', () => {
  const allImages = [
    ...services.map((service) => service.image),
    ...articles.map((article) => article.image),
    ...doctors.map((doctor) => doctor.image),
    ...testimonials.map((testimonial) => testimonial.image),
    ...homeSlides.map((slide) => slide.image),
    ...servicesSlides.map((slide) => slide.image),
    ...blogSlides.map((slide) => ({ src: slide.src, alt: slide.alt, width: slide.width, height: slide.height })),
    aboutImages.team,
    aboutImages.founder,
  ];
  it('all exist in public/ with a French alt text and dimensions', () => {
    for (const image of allImages) {
      expect(image.src.startsWith('/'), image.src).toBe(true);
      expect(existsSync(join(publicDir, image.src)), image.src).toBe(true);
      expect(image.alt.length, image.src).toBeGreaterThan(10);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });
});

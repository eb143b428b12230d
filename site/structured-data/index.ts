/*
 * JSON-LD (schema.org) for search engines, built only from content/, in the page's language
 * (inLanguage says which).
 * Pages render the result with <JsonLd data={…} />. No AggregateRating: ratings of our own
 * testimonials are self-serving reviews in Google's eyes.
 */

export { clinicId, doctorId, serializeJsonLd, breadcrumbJsonLd, type Crumb, type JsonLdData } from './nodes';
export { medicalClinicJsonLd, webSiteJsonLd } from './clinic';
export { pricesJsonLd, serviceJsonLd } from './services';
export { doctorsJsonLd } from './people';
export { articleJsonLd, faqJsonLd } from './articles';
export { baseSalary, closesAt, jobPostingNode, positionJsonLd, type CareersHeadings } from './jobs';

import { perLocale, type Locale } from '@/lib/i18n';
import { siteContent } from './load/site-content';
import type { CardTextSource, FooterServiceSource, Service, ServiceCard, ServiceCardSource, ServiceSource, ValueSource } from './types';

/*
 * The centre's services (content/services/<slug>.yml, numbered in the centre's order: their
 * addresses /ServiceDetails/<id>/), the cards that lead to them, and the words of the services'
 * pages that are the site's own: the footer's short list and the four steps of a care plan.
 */

export const serviceSources: ServiceSource[] = siteContent.services;

function sourceOf(serviceId: number): ServiceSource {
  const service = serviceSources.find((candidate) => candidate.id === serviceId);
  if (!service) throw new Error(`No service ${serviceId} for a card`);
  return service;
}

/** A service's card: its title, icon and colour, with a short text written for the card. */
function cardFor(serviceId: number, text: CardTextSource): ServiceCardSource {
  const { title, icon, color } = sourceOf(serviceId);
  return { serviceId, title, icon, color, ...text };
}

const cardSources = {
  /** The cards of /services, one per service, in the services' order. */
  list: serviceSources.map((service) => cardFor(service.id, service.card)),
  /** The cards of the home page (content/home/services.yml), in their order, each with its own short text. */
  home: siteContent.homeServiceCards.map(({ service, ...text }) => cardFor(service, text)),
};

/** The seven home-care services listed in the footer. */
const footerServiceSources: FooterServiceSource[] = [
  { label: { fr: 'Hygiène et soins corporels', en: 'Hygiene and personal care' }, icon: 'bath' },
  {
    label: { fr: "Aide à l'alimentation et à la nutrition", en: 'Help with eating and nutrition' },
    icon: 'apple',
  },
  { label: { fr: 'Accompagnement médical', en: 'Medical support' }, icon: 'stethoscope' },
  { label: { fr: 'Mobilité et transferts', en: 'Mobility and transfers' }, icon: 'walk' },
  { label: { fr: 'Soutien psychologique', en: 'Emotional support' }, icon: 'brain' },
  { label: { fr: 'Garde de jour et de nuit', en: 'Day and night sitting' }, icon: 'moon' },
  { label: { fr: 'Courses et commissions', en: 'Shopping and errands' }, icon: 'cart' },
];

/** How a care plan starts, shown on /services: the same four steps for every service. */
const careStepSources: ValueSource[] = [
  {
    title: { fr: 'Un premier échange', en: 'A first conversation' },
    description: {
      fr:
        'Par téléphone, sur WhatsApp ou au centre, vous nous expliquez la situation. Nous répondons à toutes vos questions.',
      en:
        'By phone, on WhatsApp or at the centre, you tell us about the situation. We answer all your questions.',
    },
    icon: 'phone',
  },
  {
    title: { fr: "Une visite d'évaluation", en: 'An assessment visit' },
    description: {
      fr:
        'Un soignant vient à domicile pour évaluer les besoins et les habitudes de la personne, sans engagement de votre part.',
      en:
        'A carer comes to the home to understand the person’s needs and habits, with no obligation on your part.',
    },
    icon: 'clipboard',
  },
  {
    title: { fr: 'Un plan de soins écrit', en: 'A written care plan' },
    description: {
      fr:
        "Vous recevez un plan clair\u00A0: les soins, les horaires, l'intervenant et le tarif, convenus avec vous et la famille.",
      en:
        'You receive a clear plan: the care, the times, who will come and the price, agreed with you and the family.',
    },
    icon: 'calendar',
  },
  {
    title: { fr: 'Un suivi régulier', en: 'Regular reviews' },
    description: {
      fr:
        "Nous faisons le point avec vous et le médecin, et nous ajustons l'accompagnement quand les besoins évoluent.",
      en: 'We review things with you and the doctor, and adjust the support as needs change.',
    },
    icon: 'heart-pulse',
  },
];

export const services: Record<Locale, Service[]> = perLocale(serviceSources);
export const serviceCards: Record<Locale, ServiceCard[]> = perLocale(cardSources.list);
export const homeServiceCards: Record<Locale, ServiceCard[]> = perLocale(cardSources.home);
export const footerServices = perLocale(footerServiceSources);
export const careSteps = perLocale(careStepSources);

export function getService(id: number, locale: Locale): Service | undefined {
  return services[locale].find((service) => service.id === id);
}

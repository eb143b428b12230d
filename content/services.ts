import { perLocale, type Locale } from '@/lib/i18n';
import { siteContent } from './load/site-content';
import type { CardTextSource, FooterService, Service, ServiceCard, ServiceCardSource, ServiceSource, Value } from './types';

/*
 * The centre's services (content/services/<slug>.yml, numbered in the centre's order: their
 * addresses /ServiceDetails/<id>/), the cards that lead to them, the footer's short list of
 * home-care services they put there and the steps of a care plan on /services.
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
  /** The cards of the home page (each service's `home`, in their places), each with its own short text. */
  home: siteContent.homeServiceCards.map(({ service, ...text }) => cardFor(service, text)),
};

export const services: Record<Locale, Service[]> = perLocale(serviceSources);
export const serviceCards: Record<Locale, ServiceCard[]> = perLocale(cardSources.list);
export const homeServiceCards: Record<Locale, ServiceCard[]> = perLocale(cardSources.home);
/** The footer's list of home-care services: the lines the services put there, in their places (content/load/lists.ts). */
export const footerServices: Record<Locale, FooterService[]> = perLocale(siteContent.footerServices);
/** How a care plan starts, on /services (content/services-page/steps.yml): the steps in their order. */
export const careSteps: Record<Locale, Value[]> = perLocale(siteContent.careSteps);

export function getService(id: number, locale: Locale): Service | undefined {
  return services[locale].find((service) => service.id === id);
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getService, services } from '@/content/services';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n';
import { idParams, routeId, type IdRouteProps } from '@/lib/id-route';
import { absoluteUrl, pageMetadata } from '@/site/metadata';
import { serviceSetting } from '@/site/page-data';
import { servicePath } from '@/lib/routes';
import { serviceJsonLd } from '@/site/structured-data';
import { ServiceView } from './service-view';

/** The route of a service's page: params { id } from the ids of the services. Content is read here; ServiceView draws it. */
export type ServiceRouteProps = IdRouteProps;

export const serviceStaticParams = () => idParams(services.fr);

export function serviceMetadata(locale: Locale) {
  return async (route: ServiceRouteProps): Promise<Metadata> => {
    const service = getService(await routeId(route), locale);
    if (!service) return {};
    return pageMetadata({ title: service.title, description: service.description, path: servicePath(service.id, locale), locale });
  };
}

export async function ServicePage({ locale, ...route }: ServiceRouteProps & { locale: Locale }) {
  const service = getService(await routeId(route), locale);
  if (!service) notFound();
  return (
    <ServiceView
      service={service}
      centreTitle={getService(service.id, 'fr')?.title ?? service.title}
      setting={serviceSetting(locale)}
      url={absoluteUrl(servicePath(service.id, locale))}
      locale={locale}
    >
      <JsonLd data={serviceJsonLd(service, locale)} />
    </ServiceView>
  );
}

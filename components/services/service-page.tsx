import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getService, services } from '@/content/services';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n';
import { idParams, routeId, type IdRouteProps } from '@/lib/id-route';
import { pageMetadata } from '@/site/metadata';
import { servicePath } from '@/lib/routes';
import { serviceJsonLd } from '@/site/structured-data';
import { ServiceBody } from './service-body';
import { ServiceHeader } from './service-header';
import { ServiceOthers } from './service-others';

/** The route of a service's page: params { id } from the ids of the services. */
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
    <>
      <ServiceHeader service={service} locale={locale} />
      <ServiceBody service={service} locale={locale} centreTitle={getService(service.id, 'fr')?.title ?? service.title} />
      <ServiceOthers current={service} locale={locale} />
      <JsonLd data={serviceJsonLd(service, locale)} />
    </>
  );
}

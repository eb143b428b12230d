import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getService, services } from '@/content/services';
import { ServiceHeader } from '@/components/services/service-header';
import { ServiceBody } from '@/components/services/service-body';
import { ServiceOthers } from '@/components/services/service-others';
import { pageMetadata } from '@/lib/metadata';
import { servicePath } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/lib/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ id: String(service.id) }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService(Number((await params).id));
  if (!service) return {};
  return pageMetadata({ title: service.title, description: service.description, path: servicePath(service.id) });
}

export default async function ServiceDetailPage({ params }: Props) {
  const service = getService(Number((await params).id));
  if (!service) notFound();
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <ServiceHeader service={service} />
      <ServiceBody service={service} />
      <ServiceOthers current={service} />
    </>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getService, services } from '@/content/services';
import { RichText } from '@/components/ui/rich-text';
import { formatPrice } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
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
  return pageMetadata({ title: service.title, description: service.description, path: `/ServiceDetails/${service.id}/` });
}

export default async function ServiceDetailPage({ params }: Props) {
  const service = getService(Number((await params).id));
  if (!service) notFound();
  return (
    <article className="section container">
      <JsonLd data={serviceJsonLd(service)} />
      <Link href="/services">Retour aux services</Link>
      <h1>{service.title}</h1>
      <p className="lead">{service.description}</p>
      <div className="prose">
        <RichText blocks={service.longDescription} />
      </div>
      <h2>Ce service comprend</h2>
      <ul>
        {service.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <h2>Nos tarifs</h2>
      <ul>
        {service.pricing.map((line) => (
          <li key={line.option}>
            {line.option}&nbsp;: {formatPrice(line)}
          </li>
        ))}
      </ul>
    </article>
  );
}

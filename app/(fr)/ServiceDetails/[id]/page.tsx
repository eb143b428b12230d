import { ServicePage, serviceMetadata, serviceStaticParams, type ServiceRouteProps } from '@/components/services/service-page';

export const dynamicParams = false;
export const generateStaticParams = serviceStaticParams;
export const generateMetadata = serviceMetadata('fr');

export default function Page(props: ServiceRouteProps) {
  return <ServicePage {...props} locale="fr" />;
}

import { PositionPage, positionMetadata, positionStaticParams, type PositionRouteProps } from '@/components/careers/position-page';

export const dynamicParams = false;
export const generateStaticParams = positionStaticParams;
export const generateMetadata = positionMetadata('fr');

export default function Page(props: PositionRouteProps) {
  return <PositionPage {...props} locale="fr" />;
}

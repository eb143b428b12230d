import { CareersPage, careersMetadata } from '@/components/careers/careers-page';

export const metadata = careersMetadata('fr');

export default function Page() {
  return <CareersPage locale="fr" />;
}

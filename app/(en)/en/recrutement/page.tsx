import { CareersPage, careersMetadata } from '@/components/careers/careers-page';

export const metadata = careersMetadata('en');

export default function Page() {
  return <CareersPage locale="en" />;
}

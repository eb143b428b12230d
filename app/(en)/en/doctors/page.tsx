import { DoctorsPage, doctorsMetadata } from '@/components/doctors/doctors-page';

export const metadata = doctorsMetadata('en');

export default function Page() {
  return <DoctorsPage locale="en" />;
}

import { DoctorsPage, doctorsMetadata } from '@/components/doctors/doctors-page';

export const metadata = doctorsMetadata('fr');

export default function Page() {
  return <DoctorsPage locale="fr" />;
}

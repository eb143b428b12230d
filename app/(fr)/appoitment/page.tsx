import { AppointmentPage, appointmentMetadata } from '@/components/appointment/appointment-page';

export const metadata = appointmentMetadata('fr');

export default function Page() {
  return <AppointmentPage locale="fr" />;
}

import { AppointmentPage, appointmentMetadata } from '@/components/appointment/appointment-page';

export const metadata = appointmentMetadata('en');

export default function Page() {
  return <AppointmentPage locale="en" />;
}

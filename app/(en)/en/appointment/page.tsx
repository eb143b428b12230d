import { AppointmentAliasPage, appointmentAliasMetadata } from '@/components/appointment/appointment-alias-page';

export const metadata = appointmentAliasMetadata('en');

export default function Page() {
  return <AppointmentAliasPage locale="en" />;
}

import { AppointmentAliasPage, appointmentAliasMetadata } from '@/components/appointment/appointment-alias-page';

export const metadata = appointmentAliasMetadata('fr');

export default function Page() {
  return <AppointmentAliasPage locale="fr" />;
}

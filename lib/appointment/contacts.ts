import { site } from '@/content/site';
import type { AppointmentContacts } from './types';

/** The plain contacts the client form needs, from the one place that holds them. */
export function appointmentContacts(): AppointmentContacts {
  return {
    email: site.email,
    whatsapp: site.whatsapp,
    phone: site.phones.reception,
    emergencyPhone: site.phones.emergency,
  };
}

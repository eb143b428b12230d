import { site } from '@/content/site';
import type { PhoneContact } from '@/content/types';
import type { AppointmentContacts } from './appointment-form';

/** The line for emergencies (labelled « Urgences… » in content/site.ts), else the last one. */
export function emergencyPhone(): PhoneContact {
  return site.phones.find((phone) => /urgence/i.test(phone.label)) ?? site.phones[2];
}

/** The plain contacts the client form needs, from the one place that holds them. */
export function appointmentContacts(): AppointmentContacts {
  return {
    email: site.email,
    whatsapp: site.whatsapp,
    phone: site.phones[0],
    emergencyPhone: emergencyPhone(),
  };
}

import { parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { formatDay, formatTime } from '@/lib/format';
import { fill } from '@/lib/i18n';
import { LIMITS, type AppointmentField } from '../values';
import { CONSENT_FIELD } from '../visit/consent';
import { SERVICE_WORDS, STAFF_WORDS } from './for-centre';
import type { KindDefinition } from './kind';
import type { FieldRule, FieldRules } from './rule-table';
import { headLines, lineOf } from './written';
import { choiceLabel } from './choice-label';

/*
 * An appointment (the form of the form page and the contact page): the first kind, whose entries store
 * no kind (entries from before call-backs read the same). A name, an e-mail, maybe a phone, a day and a
 * time, a service of the list, maybe a message, by the names of the spec's form (fullName, email, phone,
 * appointmentDate, appointmentTime, serviceType, message), each in the key of the centre's e-mail it names
 * (`mail`: params-by-rule.ts); the centre's e-mail and its acknowledgement are the main template's.
 */

/** A service's name, where the list is not at hand (the gateway is deployed apart from the content): far above any the centre writes. */
export const SERVICE_NAME = 200;

export const APPOINTMENT_FIELDS = {
  fullName: { is: 'name', need: 'required' },
  email: { is: 'email', need: 'required' },
  phone: { is: 'phone', need: 'optional' },
  appointmentDate: { is: 'date', need: 'required', daysAhead: LIMITS.daysAhead },
  appointmentTime: { is: 'time' },
  serviceType: { is: 'choice', of: 'services', need: 'required', max: SERVICE_NAME },
  message: { is: 'text', max: LIMITS.message },
  // The confirmation and the reminder of the appointment agreed, by WhatsApp or SMS (issue 77: visit/consent.ts).
  [CONSENT_FIELD]: { is: 'consent' },
} as const satisfies FieldRules & Record<AppointmentField, FieldRule>;

export const appointment = {
  fields: APPOINTMENT_FIELDS,
  staff: {
    ...STAFF_WORDS,
    appointmentDate: { label: { fr: 'Rendez-vous souhaité', en: 'Appointment wanted' } },
    appointmentTime: { label: { fr: 'Heure souhaitée', en: 'Time wanted' } },
    serviceType: SERVICE_WORDS,
  },
  mail: { from_name: 'fullName', from_email: 'email', phone: 'phone', date: 'appointmentDate', time: 'appointmentTime', service: 'serviceType' },
  madeBy: 'family',
  page: 'appointment',
  visit: true,
  relaySubject: 'Demande de rendez-vous',
  inbox: { label: { fr: 'Rendez-vous', en: 'Appointment' }, meeting: { fr: 'rendez-vous', en: 'appointment' } },
  hoursNote: { day: 'appointmentDate', time: 'appointmentTime' },
  notice: { title: 'Nouvelle demande de rendez-vous' },
  template: 'main',
  written: {
    lines(values, { copy, locale, choiceLabels, reference }) {
      // What the centre reads, as the visitor typed it, with the reference on a line of its own.
      const isoDate = parseDateInput(values.appointmentDate);
      const time = parseTimeInput(values.appointmentTime);
      const line = lineOf(copy, locale);
      return [
        ...headLines(copy.greeting, { copy, locale, reference }),
        line(copy.labels.fullName, values.fullName.trim()),
        line(copy.labels.email, values.email.trim()),
        line(copy.labels.phone, values.phone.trim()),
        line(copy.labels.date, isoDate ? formatDay(isoDate, locale) : values.appointmentDate.trim()),
        line(copy.labels.time, time ? formatTime(time, locale) : values.appointmentTime.trim()),
        line(copy.labels.service, choiceLabel(choiceLabels, values.serviceType)),
        line(copy.labels.message, values.message.trim() || copy.noMessage),
      ];
    },
    subject(values, { copy }) {
      const name = values.fullName.trim();
      return name ? fill(copy.subjectWithName, { name }) : copy.subject;
    },
  },
} satisfies KindDefinition<typeof APPOINTMENT_FIELDS>;

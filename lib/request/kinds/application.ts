import { parseDateInput } from '@/lib/douala-date';
import { frenchDay } from '@/lib/french-date';
import { formatDate } from '@/lib/format';
import { fill } from '@/lib/i18n';
import { SPONTANEOUS } from '../application';
import { LIMITS } from '../values';
import { firstLines, fromName, withReference } from './for-centre';
import type { KindDefinition, RequestContent, TemplateParams } from './kind';
import type { FieldRules } from './rules';
import { SERVICE_NAME } from './appointment';
import { lineOf } from './written';

/*
 * An application (/recrutement/, lib/request/application.ts): a name, a number, maybe an e-mail, the
 * position (its French title; '' for a spontaneous one), maybe the day one can start, no time, and a
 * message that holds the diploma, experience and quartier before the candidate's words. Its own template
 * when the build names one, whose auto-reply is the candidate's acknowledgement. In the eight keys, in
 * French: « Candidature » and the position first, in `service` (« Candidature — Aide-soignant(e) ») and on
 * the message's second line, then the details and the candidate's words; the start in `date`
 * (« Dès que possible » when none), no time.
 */

/** The message holds the details (diploma, experience, quartier: application.ts) before the candidate's words. */
const APPLICATION_DETAILS = 500;

export const APPLICATION_FIELDS = {
  fullName: { is: 'name', need: 'required' },
  email: { is: 'email', need: 'optional' },
  phone: { is: 'phone', need: 'required' },
  appointmentDate: { is: 'date', need: 'optional', daysAhead: LIMITS.daysAhead },
  appointmentTime: { is: 'none' },
  // The position's French title: one open, or closed within the days a device may keep the application; none for a spontaneous one.
  serviceType: { is: 'choice', of: 'positions', need: 'optional', max: SERVICE_NAME },
  message: { is: 'text', max: LIMITS.message + APPLICATION_DETAILS },
} as const satisfies FieldRules;

const APPLICATION = 'Candidature';
const AS_SOON_AS_POSSIBLE = 'Dès que possible';

function params({ values, locale, reference }: RequestContent): TemplateParams {
  const position = values.serviceType.trim() || SPONTANEOUS;
  const email = values.email.trim();
  const start = parseDateInput(values.appointmentDate);
  const name = values.fullName.trim();
  return {
    from_name: fromName(name),
    from_email: email,
    reply_to: email,
    phone: values.phone.trim(),
    date: start ?? AS_SOON_AS_POSSIBLE,
    time: '',
    service: withReference(values.serviceType.trim() ? `${APPLICATION} — ${position}` : SPONTANEOUS, reference),
    message: firstLines(
      reference,
      locale,
      `${APPLICATION}\u00A0: ${position}\nDisponible\u00A0: ${start ? `à partir du ${frenchDay(start)}` : AS_SOON_AS_POSSIBLE.toLowerCase()}\n${values.message.trim()}`,
      null,
      name,
    ),
  };
}

export const application = {
  fields: APPLICATION_FIELDS,
  params,
  relaySubject: 'Candidature',
  hoursNote: false,
  notice: { title: 'Nouvelle candidature' },
  template: { own: 'applicationTemplateId' },
  written: {
    /** Who, how to reach them, the position, when they can start, and the details and message as sent. */
    lines(values, { copy, locale, serviceLabels, reference }) {
      const line = lineOf(copy, locale);
      const start = parseDateInput(values.appointmentDate);
      const position = values.serviceType.trim();
      return [
        copy.applicationGreeting,
        '',
        ...(reference ? [line(copy.reference, reference)] : []),
        line(copy.labels.position, position ? (serviceLabels[position] ?? position) : copy.spontaneous),
        line(copy.labels.fullName, values.fullName.trim()),
        line(copy.labels.phone, values.phone.trim()),
        line(copy.labels.email, values.email.trim()),
        line(copy.labels.start, start ? formatDate(start, locale) : copy.asSoonAsPossible),
        '',
        values.message.trim(),
      ];
    },
    subject: (values, copy) => fill(copy.applicationSubject, { position: values.serviceType.trim() || copy.spontaneous }),
  },
} satisfies KindDefinition<typeof APPLICATION_FIELDS>;

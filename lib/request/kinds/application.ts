import { parseDateInput } from '@/lib/douala-date';
import { frenchDay } from '@/lib/french-date';
import { formatDate } from '@/lib/format';
import { fill } from '@/lib/i18n';
import { SPONTANEOUS, type ApplicationField } from '../application';
import { LIMITS } from '../values';
import { firstLines, fromName } from './for-centre';
import type { ContentOf, KindDefinition, TemplateParams } from './kind';
import type { FieldRule, FieldRules } from './rules';
import { SERVICE_NAME } from './appointment';
import { lineOf } from './written';

/*
 * An application (/recrutement/, lib/request/application.ts): a name, a number, maybe an e-mail, the
 * position (its French title; '' for a spontaneous one), maybe the day one can start, and a message that
 * holds the diploma, experience and quartier before the candidate's words. Its own template
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
  // The day one can start; none: as soon as possible.
  start: { is: 'date', need: 'optional', daysAhead: LIMITS.daysAhead },
  // The position's French title: one open, or closed within the days a device may keep the application; none for a spontaneous one.
  position: { is: 'choice', of: 'positions', need: 'optional', max: SERVICE_NAME },
  message: { is: 'text', max: LIMITS.message + APPLICATION_DETAILS },
} as const satisfies FieldRules & Record<ApplicationField, FieldRule>;

const APPLICATION = 'Candidature';
const AS_SOON_AS_POSSIBLE = 'Dès que possible';

function params({ values, locale, reference }: ContentOf<typeof APPLICATION_FIELDS>): TemplateParams {
  const position = values.position.trim() || SPONTANEOUS;
  const email = values.email.trim();
  const start = parseDateInput(values.start);
  const name = values.fullName.trim();
  return {
    from_name: fromName(name),
    from_email: email,
    reply_to: email,
    phone: values.phone.trim(),
    date: start ?? AS_SOON_AS_POSSIBLE,
    time: '',
    service: values.position.trim() ? `${APPLICATION} — ${position}` : SPONTANEOUS,
    message: firstLines(
      reference,
      locale,
      `${APPLICATION}\u00A0: ${position}\nDisponible\u00A0: ${start ? `à partir du ${frenchDay(start)}` : AS_SOON_AS_POSSIBLE.toLowerCase()}\n${values.message.trim()}`,
      null,
      name,
    ),
    reference,
  };
}

export const application = {
  fields: APPLICATION_FIELDS,
  formerNames: { start: 'appointmentDate', position: 'serviceType' },
  params,
  relaySubject: 'Candidature',
  notice: { title: 'Nouvelle candidature' },
  template: { own: 'applicationTemplateId' },
  written: {
    /** Who, how to reach them, the position, when they can start, and the details and message as sent. */
    lines(values, { copy, locale, choiceLabels, reference }) {
      const line = lineOf(copy, locale);
      const start = parseDateInput(values.start);
      const position = values.position.trim();
      return [
        copy.applicationGreeting,
        '',
        ...(reference ? [line(copy.reference, reference)] : []),
        line(copy.labels.position, position ? (choiceLabels[position] ?? position) : copy.spontaneous),
        line(copy.labels.fullName, values.fullName.trim()),
        line(copy.labels.phone, values.phone.trim()),
        line(copy.labels.email, values.email.trim()),
        line(copy.labels.start, start ? formatDate(start, locale) : copy.asSoonAsPossible),
        '',
        values.message.trim(),
      ];
    },
    subject: (values, copy) => fill(copy.applicationSubject, { position: values.position.trim() || copy.spontaneous }),
  },
} satisfies KindDefinition<typeof APPLICATION_FIELDS>;

import { parseDateInput } from '@/lib/douala-date';
import { frenchDay } from '@/lib/french-date';
import { formatDay } from '@/lib/format';
import { fill } from '@/lib/i18n';
import { applicationValues, SPONTANEOUS, type ApplicationField } from '../application';
import { LIMITS } from '../values';
import { firstLines, STAFF_WORDS, whoKeys } from './for-centre';
import type { ContentOf, KindDefinition, KindParams } from './kind';
import type { FieldRule, FieldRules } from './rule-table';
import { SERVICE_NAME } from './appointment';
import { headLines, lineOf } from './written';
import { choiceLabel } from './choice-label';

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

function params({ values, locale, reference }: ContentOf<typeof APPLICATION_FIELDS>): KindParams {
  const position = values.position.trim() || SPONTANEOUS;
  const start = parseDateInput(values.start);
  return {
    ...whoKeys(values),
    date: start ?? AS_SOON_AS_POSSIBLE,
    time: '',
    service: values.position.trim() ? `${APPLICATION} — ${position}` : SPONTANEOUS,
    message: firstLines(
      reference,
      locale,
      `${APPLICATION}\u00A0: ${position}\nDisponible\u00A0: ${start ? `à partir du ${frenchDay(start)}` : AS_SOON_AS_POSSIBLE.toLowerCase()}\n${values.message.trim()}`,
      values.fullName.trim(),
    ),
    reference,
  };
}

/**
 * What the application's form asks, in its order on screen: the carried values, and the details (diploma,
 * experience, quartier) written at the head of the message (application.ts, applicationValues).
 */
const APPLICATION_FORM = {
  fullName: APPLICATION_FIELDS.fullName,
  phone: APPLICATION_FIELDS.phone,
  email: APPLICATION_FIELDS.email,
  position: APPLICATION_FIELDS.position,
  diploma: { is: 'line', need: 'optional', max: 200, autoComplete: 'off' },
  experience: { is: 'line', need: 'optional', max: 100, autoComplete: 'off' },
  quartier: { is: 'line', need: 'optional', max: 100, autoComplete: 'address-level3' },
  start: APPLICATION_FIELDS.start,
  message: { is: 'text', max: LIMITS.message },
} as const satisfies FieldRules;

export const application = {
  fields: APPLICATION_FIELDS,
  staff: {
    ...STAFF_WORDS,
    start: { label: { fr: 'Disponible', en: 'Available' }, none: { fr: 'dès que possible', en: 'as soon as possible' } },
    position: { label: { fr: 'Poste', en: 'Position' }, none: { fr: 'Candidature spontanée', en: 'Open application' } },
  },
  form: {
    fields: APPLICATION_FORM,
    carry: ({ fullName = '', phone = '', email = '', position = '', diploma = '', experience = '', quartier = '', start = '', message = '' }) => ({
      values: applicationValues({ fullName, phone, email, position, diploma, experience, quartier, start, message }),
    }),
  },
  formerNames: { start: 'appointmentDate', position: 'serviceType' },
  mail: { own: params },
  madeBy: 'family',
  page: 'careers',
  // An interview is agreed on the card: a day and a time, no message to the candidate.
  visit: false,
  relaySubject: 'Candidature',
  inbox: { label: { fr: 'Candidature', en: 'Application' }, meeting: { fr: 'entretien', en: 'interview' } },
  notice: { title: 'Nouvelle candidature' },
  template: { own: 'applicationTemplateId' },
  written: {
    /** Who, how to reach them, the position, when they can start, and the details and message as sent. */
    lines(values, { copy, locale, choiceLabels, reference }) {
      const line = lineOf(copy, locale);
      const start = parseDateInput(values.start);
      const position = values.position.trim();
      return [
        ...headLines(copy.applicationGreeting, { copy, locale, reference }),
        line(copy.labels.position, position ? choiceLabel(choiceLabels, position) : copy.spontaneous),
        line(copy.labels.fullName, values.fullName.trim()),
        line(copy.labels.phone, values.phone.trim()),
        line(copy.labels.email, values.email.trim()),
        line(copy.labels.start, start ? formatDay(start, locale) : copy.asSoonAsPossible),
        '',
        values.message.trim(),
      ];
    },
    subject: (values, { copy }) => fill(copy.applicationSubject, { position: values.position.trim() || copy.spontaneous }),
  },
} satisfies KindDefinition<typeof APPLICATION_FIELDS>;

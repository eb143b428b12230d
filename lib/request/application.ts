import { readYears } from '@/lib/jobs';
import { nbsp } from '@/lib/typography';
import type { RequestValues } from './values';

/*
 * An application (/recrutement/): the same request as an appointment or a call-back (lib/request/: the
 * outbox, both channels, the reference, offline), with values of its own (kinds/application.ts): the
 * position (its French title, '' for a spontaneous application), the day one can start. What has no value of
 * its own (diploma, experience, quartier) goes, in French for the centre, at the head of the message. Pure,
 * no words of the interface.
 */

/** What the centre reads for an application that names no position. */
export const SPONTANEOUS = 'Candidature spontanée';

/** An application's values (kinds/application.ts holds each to its rule): who, how to reach them, the position, the start, the message. */
export type ApplicationField = 'fullName' | 'email' | 'phone' | 'start' | 'position' | 'message';

/** What the candidate typed, checked (the phone in E.164). */
export interface ApplicationChoice {
  fullName: string;
  phone: string;
  email: string;
  /** The position's French title (the name the centre posted it under), or '' for a spontaneous application. */
  position: string;
  diploma: string;
  experience: string;
  quartier: string;
  /** YYYY-MM-DD, or '' for « as soon as possible ». */
  start: string;
  message: string;
}

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** « 3 ans », « 2,5 ans », « 6 mois »; what could not be read, as typed. */
export function experienceLine(typed: string): string {
  const years = readYears(typed);
  if (years === undefined) return typed.trim();
  if (years === 0) return "aucune, débutant ou débutante";
  if (years < 1) return `${Math.round(years * 12)}${nbsp}mois`;
  return `${decimal.format(years)}${nbsp}an${years >= 2 ? 's' : ''}`;
}

/** The labels of the lines the centre reads before the candidate's own message. */
const DETAILS = { diploma: 'Diplôme', experience: 'Expérience', quartier: 'Quartier' } as const;
const detailLine = (label: string, value: string) => `${label}${nbsp}: ${value}`;

/** The lines the centre reads before the candidate's own message. */
export function applicationDetails({ diploma, experience, quartier }: Pick<ApplicationChoice, 'diploma' | 'experience' | 'quartier'>): string[] {
  const line = (label: string, value: string) => detailLine(label, value.trim() || 'non renseigné');
  return [line(DETAILS.diploma, diploma), line(DETAILS.experience, experience.trim() ? experienceLine(experience) : ''), line(DETAILS.quartier, quartier)];
}

/** What a person wrote in a request's message: an application's details' lines aside (many candidates share them), any other message whole. */
export function ownWords(message: string): string {
  const details = Object.values(DETAILS).map((label) => detailLine(label, ''));
  return message
    .split('\n')
    .filter((line) => !details.some((start) => line.startsWith(start)))
    .join('\n')
    .trim();
}

/** An application as the request carries it (the outbox, the payload, the fallbacks). */
export function applicationValues(choice: ApplicationChoice): RequestValues<ApplicationField> {
  const message = choice.message.trim();
  return {
    fullName: choice.fullName.trim(),
    email: choice.email.trim(),
    phone: choice.phone,
    start: choice.start,
    position: choice.position.trim(),
    message: [...applicationDetails(choice), ...(message ? ['', message] : [])].join('\n'),
  };
}

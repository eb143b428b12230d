import { formatDayMonth, formatTime } from '@/lib/calendar-format';
import type { Locale } from '@/lib/i18n';
import type { VisitPlace } from '@/lib/request/gateway/protocol';
import { smsSize, toGsm7, type SmsSize } from './sms';
import { placeWords, VISIT_TEMPLATES, type VisitMessagePurpose } from './words';

/*
 * One message of an appointment (issue 77), filled from its visit: the WhatsApp template's parameters, the text as
 * the family reads it (the template filled), and the same words by SMS in the networks' alphabet (sms.ts). Pure.
 */

export interface VisitMessageFacts {
  purpose: VisitMessagePurpose;
  /** The family's language: the request's page's. */
  locale: Locale;
  /** The day (ISO) and time (HH:MM), Yaoundé. */
  date: string;
  time: string;
  place: VisitPlace;
  district?: string;
  /** The centre's phone as written (the site's reception: site-rules.ts). */
  phone: string;
  reference: string;
  /** The family's page (lib/routes.ts, visitLink). */
  link: string;
}

export interface VisitMessage {
  /** The template's body parameters, {{1}} to {{5}}. */
  params: string[];
  /** The WhatsApp message as the family reads it. */
  text: string;
  /** The SMS, in GSM-7, and what it costs. */
  sms: string;
  size: SmsSize;
}

const AT: Record<Locale, string> = { fr: 'à', en: 'at' };

/** « mardi 1er décembre à 11 h », « Tuesday 1 December at 11:00 am »: a visit's day and time in words. */
export function visitWhenWords(date: string, time: string, locale: Locale): string {
  return `${formatDayMonth(date, locale, { weekday: true })} ${AT[locale]} ${formatTime(time, locale)}`;
}

/** A parameter as Meta takes one: no line break nor tab, no run of spaces (its no-break spaces kept). */
const oneLine = (param: string) => param.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ');

/** A template with its parameters filled. */
export const fillTemplate = (template: string, params: readonly string[]) => template.replace(/\{\{(\d)\}\}/g, (_, index: string) => oneLine(params[Number(index) - 1] ?? ''));

export function visitMessage(facts: VisitMessageFacts): VisitMessage {
  const params = [visitWhenWords(facts.date, facts.time, facts.locale), placeWords(facts.place, facts.district, facts.locale), facts.reference, facts.phone, facts.link].map(oneLine);
  const text = fillTemplate(VISIT_TEMPLATES[facts.purpose][facts.locale], params);
  const sms = toGsm7(text);
  return { params, text, sms, size: smsSize(sms) };
}

import { formatDayMonth, formatTime } from '@/lib/calendar-format';
import type { Locale } from '@/lib/i18n';
import type { VisitPlace } from '@/lib/request/gateway/protocol';
import { smsSize, toGsm7, type SmsSize } from './sms';
import { placeWords, VISIT_TEMPLATE_PARAMS, VISIT_TEMPLATES, type TemplateParam, type VisitMessagePurpose } from './words';

/*
 * One message of an appointment (issues 77, 83), filled from its visit: the WhatsApp template's parameters, the text
 * as the family reads it (the template filled), and the same words by SMS in the networks' alphabet (sms.ts), two
 * messages at most WHEN IT IS WRITTEN: a long district is shortened, then left out, and the SMS's last words with
 * it (SMS_SHORTENINGS), never a third message. Pure.
 */

/** Where and when a visit is: what its messages say. */
export interface VisitSaid {
  /** The day (ISO) and time (HH:MM), Yaoundé. */
  date: string;
  time: string;
  place: VisitPlace;
  district?: string;
}

export interface VisitMessageFacts extends VisitSaid {
  purpose: VisitMessagePurpose;
  /** The family's language: the request's page's. */
  locale: Locale;
  /** A move's: what the family was told before (the visit it replaces). */
  replaced?: VisitSaid;
  /** The centre's phone as written (the site's reception: site-rules.ts). */
  phone: string;
  reference: string;
  /** The family's page (lib/routes.ts, visitLink). */
  link: string;
}

export interface VisitMessage {
  /** The template's body parameters, {{1}} on (VISIT_TEMPLATE_PARAMS). */
  params: string[];
  /** The WhatsApp message as the family reads it. */
  text: string;
  /** The SMS, in GSM-7, two messages at most, and what it costs. */
  sms: string;
  size: SmsSize;
}

/** An SMS is two messages at most: 306 septets (smsSize). */
export const SMS_MAX_SEGMENTS = 2;

const AT: Record<Locale, string> = { fr: 'à', en: 'at' };

/** « mardi 1er décembre à 11 h », « Tuesday 1 December at 11:00 am »: a visit's day and time in words. */
export function visitWhenWords(date: string, time: string, locale: Locale): string {
  return `${formatDayMonth(date, locale, { weekday: true })} ${AT[locale]} ${formatTime(time, locale)}`;
}

/** What a move replaces, in as few words as tell it apart: its day; its time too when only the time moved; its place too when only the place did. */
export function replacedWords(replaced: VisitSaid, now: VisitSaid, locale: Locale): string {
  if (replaced.date !== now.date) return formatDayMonth(replaced.date, locale, { weekday: true });
  const when = visitWhenWords(replaced.date, replaced.time, locale);
  return replaced.time !== now.time ? when : `${when}, ${placeWords(replaced.place, replaced.district, locale)}`;
}

/** A parameter as Meta takes one: no line break nor tab, no run of spaces (its no-break spaces kept). */
const oneLine = (param: string) => param.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ');

/** A template with its parameters filled. */
export const fillTemplate = (template: string, params: readonly string[]) => template.replace(/\{\{(\d)\}\}/g, (_, index: string) => oneLine(params[Number(index) - 1] ?? ''));

/** How long a district may stay in an SMS that would be three messages with it whole. */
const DISTRICT_SHORT = 12;

/**
 * The SMS's shortenings, tried in turn until it is two messages (each keeps the ones before): the district cut short,
 * the district left out, the closing words in brackets left out. The day, the time, the reference, the phone and the
 * link are never cut.
 */
const SMS_SHORTENINGS: readonly ((facts: VisitMessageFacts) => VisitMessageFacts)[] = [
  (facts) => ({ ...facts, ...(facts.district && facts.district.length > DISTRICT_SHORT ? { district: `${facts.district.slice(0, DISTRICT_SHORT).trimEnd()}.` } : {}) }),
  ({ district, replaced, ...facts }) => {
    void district;
    if (!replaced) return facts;
    const { district: before, ...rest } = replaced;
    void before;
    return { ...facts, replaced: rest };
  },
];

function paramsOf(facts: VisitMessageFacts): string[] {
  const said = (param: TemplateParam): string => {
    switch (param) {
      case 'when':
        return visitWhenWords(facts.date, facts.time, facts.locale);
      case 'where':
        return placeWords(facts.place, facts.district, facts.locale);
      case 'replaced':
        return facts.replaced ? replacedWords(facts.replaced, facts, facts.locale) : '';
      case 'reference':
        return facts.reference;
      case 'phone':
        return facts.phone;
      case 'link':
        return facts.link;
    }
  };
  return VISIT_TEMPLATE_PARAMS[facts.purpose].map((param) => oneLine(said(param)));
}

/** The closing words in brackets (« (lien pour vous et vos proches). »), which an SMS may leave out last. */
const withoutClosing = (text: string) => text.replace(/ \([^()]*\)\.$/, '.');

/** The SMS of these facts: the template's words in GSM-7, shortened until two messages (SMS_SHORTENINGS). */
function smsOf(facts: VisitMessageFacts): string {
  let current = facts;
  let sms = toGsm7(fillTemplate(VISIT_TEMPLATES[facts.purpose][facts.locale], paramsOf(current)));
  for (const shorten of SMS_SHORTENINGS) {
    if (smsSize(sms).segments <= SMS_MAX_SEGMENTS) return sms;
    current = shorten(current);
    sms = toGsm7(fillTemplate(VISIT_TEMPLATES[facts.purpose][facts.locale], paramsOf(current)));
  }
  return smsSize(sms).segments <= SMS_MAX_SEGMENTS ? sms : withoutClosing(sms);
}

export function visitMessage(facts: VisitMessageFacts): VisitMessage {
  const params = paramsOf(facts);
  const text = fillTemplate(VISIT_TEMPLATES[facts.purpose][facts.locale], params);
  const sms = smsOf(facts);
  return { params, text, sms, size: smsSize(sms) };
}

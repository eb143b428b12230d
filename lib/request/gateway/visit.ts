import { isTimeOfDay } from '@/lib/calendar-format';
import { memberOf } from '@/lib/closed-set';
import { isCount, isInstant, isPositiveWhole, isRecord } from '@/lib/unknown-value';
import { isIsoDate } from '@/lib/douala-date';
import { locales } from '@/lib/i18n';
import { NOT_ONE_LINE } from '../one-line';
import { isReference } from '../reference';
import {
  VISIT_ANSWERS,
  VISIT_PLACES,
  VISIT_STATES,
  type GatewayVisit,
  type GatewayVisitReply,
  type GatewayVisitView,
  type VisitAnswer,
  type VisitPlace,
  type VisitState,
} from './protocol';

/*
 * A visit (protocol.ts) read as untrusted JSON: by the visit's page from the gateway's answer, by the sending
 * device from its status answer and from what it kept. All of it, of the right shape, or null; what is
 * optional and unreadable is left out (an answer, a district, a first name), never half read.
 */

/** A word of one line, trimmed, at most `max` characters (a district, a first name), or null. */
function word(value: unknown, max: number): string | null {
  if (typeof value !== 'string' || NOT_ONE_LINE.test(value)) return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}

/** The link's secret: base64url, at least 128 bits (22 characters; 33 since issue 83, its last 11 a check), at most 512. */
export const VISIT_TOKEN = /^[A-Za-z0-9_-]{22,86}$/;
export const isVisitToken = (value: unknown): value is string => typeof value === 'string' && VISIT_TOKEN.test(value);


function readPlace(place: VisitPlace, district: unknown): Pick<GatewayVisitView, 'place' | 'district'> {
  switch (place) {
    case 'centre':
      return { place };
    case 'home': {
      const name = word(district, 60);
      return name ? { place, district: name } : { place };
    }
  }
}

function readAnswer(raw: unknown): GatewayVisitView['answer'] | null {
  if (!isRecord(raw) || !isInstant(raw.at)) return null;
  const kind: VisitAnswer | undefined = memberOf(VISIT_ANSWERS, raw.kind);
  return kind ? { kind, at: raw.at } : null;
}

/** What a visit's page and its sending device both read, the same: revision, day, time, place, state, who comes, the family's answer, the sequence. */
function readCommon(raw: Record<string, unknown>): Omit<GatewayVisitView, 'reference' | 'locale'> | null {
  const { revision, date, time, sequence } = raw;
  if (!isPositiveWhole(revision)) return null;
  if (typeof date !== 'string' || !isIsoDate(date)) return null;
  if (typeof time !== 'string' || !isTimeOfDay(time) || time === '24:00') return null;
  const place: VisitPlace | undefined = memberOf(VISIT_PLACES, raw.place);
  const state: VisitState | undefined = memberOf(VISIT_STATES, raw.state);
  if (!place || !state) return null;
  const answer = readAnswer(raw.answer);
  const by = word(raw.with, 60);
  return {
    revision,
    date,
    time,
    ...readPlace(place, raw.district),
    state,
    ...(answer ? { answer } : {}),
    ...(by ? { with: by } : {}),
    ...(isCount(sequence) ? { sequence } : {}),
  };
}

/** What a message link shows (GatewayVisitView), or null. */
export function readVisitView(raw: unknown): GatewayVisitView | null {
  if (!isRecord(raw) || !isReference(raw.reference)) return null;
  const locale = memberOf(locales, raw.locale);
  const common = readCommon(raw);
  return locale && common ? { reference: raw.reference, locale, ...common } : null;
}

/** What the sending device reads (GatewayVisit), or null: without its token it could not be shared nor answered. */
export function readVisit(raw: unknown): GatewayVisit | null {
  if (!isRecord(raw) || !isVisitToken(raw.token)) return null;
  const common = readCommon(raw);
  return common ? { ...common, token: raw.token } : null;
}

/** The gateway's answer to a visit's routes (GatewayVisitReply), or null when it is not one. */
export function readVisitReply(raw: unknown): GatewayVisitReply | null {
  if (!isRecord(raw)) return null;
  switch (raw.state) {
    case 'unknown':
      return { state: 'unknown' };
    case 'known': {
      const visit = readVisitView(raw.visit);
      return visit ? { state: 'known', visit } : null;
    }
    default:
      return null;
  }
}

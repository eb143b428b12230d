import type { SentStatus } from '@/lib/request/sent-status';
import { momentOf } from '@/lib/request/sent-status';
import { formatDayMonth, formatTime } from '@/lib/calendar-format';
import { doualaToday } from '@/lib/douala-date';
import { fill, type Locale } from '@/lib/i18n';
import type { SentStatusCopy } from '@/copy/request/status';
import { memberOf } from '@/lib/closed-set';

type GatewayOutcome = NonNullable<SentStatus['outcome']>;

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * What a family reads of one request: « Awa s'occupe de votre demande depuis 10 h 12. », « Awa a traité votre
 * demande hier à 16 h 30. », and once she recorded her call (issue 73) « Awa a essayé de vous appeler à 10 h 20 et
 * vous rappellera vers 14 h. », « Awa vous a téléphoné à 10 h 20. Votre rendez-vous : lundi 7 décembre à 10 h. »,
 * the times in Yaoundé's; while nobody has it, the line under the confirmation (`received`), or nothing (`null`:
 * the note says nothing of it, nor of one the gateway does not know).
 */

/** « à 10 h 20 », « hier à 10 h 20 », « le lundi 30 novembre à 10 h 20 ». */
function atWords(ms: number, words: SentStatusCopy, locale: Locale, now: number): string {
  const moment = momentOf(ms, now);
  return fill(words.at[moment.day], { time: formatTime(moment.time, locale), ...(moment.day === 'other' ? { date: formatDayMonth(moment.date, locale, { weekday: true }) } : {}) });
}

/** « vers 14 h », « demain vers 9 h », « le lundi 7 décembre vers 9 h »: a time to come. */
function aroundWords(ms: number, words: SentStatusCopy, locale: Locale, now: number): string {
  const { day, date, time } = momentOf(ms, now);
  const which = day === 'today' ? 'today' : date === doualaToday(new Date(now + DAY_MS)) ? 'tomorrow' : 'other';
  return fill(words.around[which], { time: formatTime(time, locale), ...(which === 'other' ? { date: formatDayMonth(date, locale, { weekday: true }) } : {}) });
}

/** « Votre rendez-vous : lundi 7 décembre à 10 h. », or null when no day was agreed, or when a visit heads the page (issue 77: one time, not two). */
function agreedLine(outcome: GatewayOutcome | undefined, status: SentStatus, words: SentStatusCopy, locale: Locale): string | null {
  if (outcome?.kind !== 'called' || !outcome.appointment || status.visit) return null;
  const { date, time } = outcome.appointment;
  const day = formatDayMonth(date, locale, { weekday: true });
  const kind = memberOf(words.agreed, status.kind);
  const agreed = kind ? words.agreed[kind] : words.agreedMeeting;
  return fill(agreed, { day: time ? fill(words.agreedDay, { date: day, time: formatTime(time, locale) }) : day });
}

/** Her call's outcome, said to the family, by her first name: its sentence, and a promised call's time. */
function outcomeLine(outcome: GatewayOutcome, by: string, words: SentStatusCopy, locale: Locale, now: number): string {
  const values: Record<string, string> = { by, when: atWords(outcome.at, words, locale, now) };
  if (outcome.kind === 'no-answer') values.callback = aroundWords(outcome.callback, words, locale, now);
  return fill(words.outcomes[outcome.kind], values);
}

export function statusText(status: SentStatus, words: SentStatusCopy, locale: Locale, now = Date.now(), { received = false } = {}): string | null {
  const kind = memberOf(words.what, status.kind);
  const what = kind ? words.what[kind] : words.request;
  if (status.state === 'received') return received ? fill(words.received, { what }) : null;
  if (status.state === 'unknown' || status.since === undefined) return null;
  const by = status.by?.trim() || words.someone;
  const agreed = agreedLine(status.outcome, status, words, locale);
  if (status.state === 'done') return [fill(words.done, { by, what, when: atWords(status.since, words, locale, now) }), agreed].filter(Boolean).join(' ');
  if (!status.outcome) {
    const moment = momentOf(status.since, now);
    const when = fill(words.since[moment.day], { time: formatTime(moment.time, locale), ...(moment.day === 'other' ? { date: formatDayMonth(moment.date, locale, { weekday: true }) } : {}) });
    return fill(words.taken, { by, what, when });
  }
  return [outcomeLine(status.outcome, by, words, locale, now), agreed].filter(Boolean).join(' ');
}

import type { SentStatus } from '@/lib/request/sent-status';
import { momentOf } from '@/lib/request/sent-status';
import { formatDayMonth, formatTime } from '@/lib/calendar-format';
import { fill, type Locale } from '@/lib/i18n';
import type { SentStatusCopy } from '@/copy/request/status';
import type { RequestKind } from '@/lib/request';

/**
 * What a family reads of one request: « Awa s'occupe de votre demande depuis 10 h 12. », « Awa a traité
 * votre demande hier à 16 h 30. », the time in Yaoundé's; while nobody has it, the line under the
 * confirmation (`received`), or nothing (`null`: the note says nothing of it, nor of one the gateway does not know).
 */
export function statusText(status: SentStatus, words: SentStatusCopy, locale: Locale, now = Date.now(), { received = false } = {}): string | null {
  const what = (words.what as Partial<Record<RequestKind, string>>)[status.kind] ?? words.request;
  if (status.state === 'received') return received ? fill(words.received, { what }) : null;
  if (status.state === 'unknown' || status.since === undefined) return null;
  const moment = momentOf(status.since, now);
  const when = fill((status.state === 'taken' ? words.since : words.at)[moment.day], {
    time: formatTime(moment.time, locale),
    ...(moment.day === 'other' ? { date: formatDayMonth(moment.date, locale, { weekday: true }) } : {}),
  });
  return fill(status.state === 'taken' ? words.taken : words.done, { by: status.by?.trim() || words.someone, what, when });
}

import { formatDayMonth, formatTime } from '@/lib/calendar-format';
import { addDays, doualaMinutes, doualaToday } from '@/lib/douala-date';
import { timeOf } from '@/lib/hours';
import { withInbox, type Notice } from './notice';

/*
 * The request gateway's notices after « Je m'en occupe » (issue 73; gateway/src/store/claims.ts, taken.ts), in
 * French, for staff: a request nobody took, raised again louder; the time a member of staff promised to call a
 * family back, come; a request taken and left without a call's outcome, or without news after such a promise, given
 * back to « À prendre ». Each says a request's reference, how long it waited, and who had it: nothing a family typed.
 */

/** A request as these notices name it. */
export interface ClaimFacts {
  reference: string;
  /** When it came (raised), or when she took it (given back). */
  since: number;
  /** Raised: its wait began when it came back to « À prendre » (`since`), not when it came. */
  back?: boolean;
  /** Given back: who had it. */
  by?: string;
  /** Given back after a promise: the time she said she would call again. */
  promised?: number;
}

/** A call promised, its time come: the request, who promised, the time, and when it goes back to « À prendre » without news. */
export interface PromiseFacts {
  reference: string;
  by: string;
  callback: number;
  backAt: number;
}

/** The most requests a notice names one by one; the rest are counted. */
export const NAMED_AT_MOST = 5;

/** « 12 min », « 2 h », « 10 h 5 min »: how long, by the clock. */
export function waitedWords(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}\u00A0min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}\u00A0h${rest ? `\u00A0${rest}\u00A0min` : ''}`;
}

/** « à 10 h 12 », « hier à 22 h », « le lundi 30 novembre à 22 h »: when, in Yaoundé, seen from now (`word`: « vers » for a time promised). */
export function whenWords(at: number, now: number, word: 'à' | 'vers' = 'à'): string {
  const day = doualaToday(new Date(at));
  const time = `${word} ${formatTime(timeOf(doualaMinutes(new Date(at))), 'fr')}`;
  const today = doualaToday(new Date(now));
  if (day === today) return time;
  if (day === addDays(today, -1)) return `hier ${time}`;
  if (day === addDays(today, 1)) return `demain ${time}`;
  return `le ${formatDayMonth(day, 'fr', { weekday: true })} ${time}`;
}

/** The first requests one a line, then how many more (`total`: all of them, named or not). */
function named<T>(requests: readonly T[], line: (one: T) => string, total = requests.length): string {
  const lines = requests.slice(0, NAMED_AT_MOST).map(line);
  const more = total - lines.length;
  return [...lines, ...(more > 0 ? [more === 1 ? 'Et une autre.' : `Et ${more} autres.`] : [])].join('\n');
}

/**
 * Requests nobody took for UNCLAIMED_MINUTES of the centre's hours since they came, or came back to « À prendre » (or
 * since before it opened): every phone, louder, once each time. `requests`: the first of them (NAMED_AT_MOST are
 * named), `total`: how many in all.
 */
export function raisedNotice(requests: readonly ClaimFacts[], now: number, inbox: string, total = requests.length): Notice {
  const one = total === 1;
  return withInbox(
    {
      title: one ? `Personne n'a pris ${requests[0]?.reference ?? 'une demande'}` : `${total} demandes attendent\u00A0: personne ne les a prises`,
      message:
        named(requests, ({ reference, since, back }) => `${reference} attend depuis ${waitedWords(now - since)} (${back ? `revenue dans «\u00A0À prendre\u00A0»` : 'reçue'} ${whenWords(since, now)}).`, total) +
        `\n${one ? 'Qui peut la prendre' : 'Qui peut les prendre'}\u00A0? Ouvrez la boîte et touchez «\u00A0Je m'en occupe\u00A0».`,
      tags: ['rotating_light'],
      priority: 5,
    },
    inbox,
  );
}

/**
 * The time a member of staff promised to call a family back (« Pas de réponse », « Je rappelle à 14 h ») has come, and
 * no new outcome is noted: every phone, once, so that the promise is not forgotten, and what follows without news.
 */
export function promisedNotice(requests: readonly PromiseFacts[], now: number, inbox: string): Notice {
  const one = requests.length === 1;
  return withInbox(
    {
      title: one ? `Rappel promis\u00A0: ${requests[0]!.reference}` : `${requests.length} rappels promis maintenant`,
      message:
        named(
          requests,
          ({ reference, by, callback, backAt }) =>
            `${reference}\u00A0: ${by} a promis de rappeler ${whenWords(callback, now, 'vers')}. Sans nouveau résultat d'appel, retour dans «\u00A0À prendre\u00A0» ${whenWords(backAt, now)}.`,
        ) + `\nUne fois l'appel fait, notez son résultat dans la boîte.`,
      tags: ['telephone_receiver'],
      priority: 4,
    },
    inbox,
  );
}

/** Requests taken and left without a call's outcome for CLAIM_HOURS of the centre's hours, or without news after a promised call: back in « À prendre ». */
export function handedBackNotice(requests: readonly ClaimFacts[], now: number, inbox: string): Notice {
  const one = requests.length === 1;
  return withInbox(
    {
      title: one ? `${requests[0]!.reference} revient dans «\u00A0À prendre\u00A0»` : `${requests.length} demandes reviennent dans «\u00A0À prendre\u00A0»`,
      message:
        named(requests, ({ reference, since, by, promised }) =>
          promised === undefined
            ? `${reference}\u00A0: prise par ${by ?? 'une personne'} ${whenWords(since, now)}, sans résultat d'appel depuis.`
            : `${reference}\u00A0: ${by ?? 'une personne'} avait promis de rappeler ${whenWords(promised, now, 'vers')}, sans nouveau résultat d'appel depuis.`,
        ) +
        `\n${one ? 'Qui peut la prendre' : 'Qui peut les prendre'}\u00A0?`,
      tags: ['leftwards_arrow_with_hook'],
      priority: 4,
    },
    inbox,
  );
}

import { formatDay, formatTime } from '@/lib/calendar-format';
import { addDays, doualaMinutes, doualaToday } from '@/lib/douala-date';
import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * WhatsApp's customer-service window (issue 82.3): « When a WhatsApp user messages you or calls you, a 24-hour timer
 * called a customer service window starts. If the user messages or calls you again before the timer expires, the
 * timer resets to 24 hours. While the window is open, you can send any of the following service message types […].
 * When the window closes, you can only send pre-approved template messages » (Meta, « Service messages », updated
 * 21 May 2026). So: 24 hours from the family's last message (its own `timestamp`); a reception's reply from its phone
 * (an echo) opens nothing. When it closes, in words, in Yaoundé's time, as the inbox writes a day (lib/calendar-format.ts).
 * Pure.
 */

export const SERVICE_WINDOW_MS = 24 * 3_600_000;

/** The window as of `now`: open until `closesAt`; `closesAt` null when the family never wrote. */
export interface ServiceWindow {
  open: boolean;
  closesAt: number | null;
}

/** The window after the family's last message (ms; null or undefined: none). Closed at its last millisecond. */
export function serviceWindow(lastInboundAt: number | null | undefined, now: number): ServiceWindow {
  if (lastInboundAt === null || lastInboundAt === undefined || !Number.isFinite(lastInboundAt)) return { open: false, closesAt: null };
  const closesAt = lastInboundAt + SERVICE_WINDOW_MS;
  return { open: now < closesAt, closesAt };
}

const hhmm = (instant: number) => {
  const minutes = doualaMinutes(new Date(instant));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

const RELATIVE = {
  fr: { today: 'aujourd’hui', tomorrow: 'demain', yesterday: 'hier' },
  en: { today: 'today', tomorrow: 'tomorrow', yesterday: 'yesterday' },
} as const satisfies Record<Locale, Record<string, string>>;

/** An instant as a reply's deadline says it: « demain 14 h 32 », « aujourd'hui 9 h 05 »; « 2:32 pm tomorrow »; a day further off by its name. */
export function whenWords(instant: number, now: number, locale: Locale): string {
  const day = doualaToday(new Date(instant));
  const today = doualaToday(new Date(now));
  const time = formatTime(hhmm(instant), locale);
  const near = day === today ? 'today' : day === addDays(today, 1) ? 'tomorrow' : day === addDays(today, -1) ? 'yesterday' : null;
  if (locale === 'fr') return near ? `${RELATIVE.fr[near]} ${time}` : `le ${formatDay(day, 'fr', today)} à ${time}`;
  return near ? `${time} ${RELATIVE.en[near]}` : `at ${time} on ${formatDay(day, 'en', today)}`;
}

/** What the reply box says of the window, in each language: until when a free reply may leave, or that only a template may. */
const WINDOW_WORDS: Record<Locale, { never: string; open: (when: string) => string; closed: (when: string) => string }> = {
  fr: {
    never: `La famille n’a pas écrit sur WhatsApp${nbsp}: seul un modèle approuvé peut partir.`,
    open: (when) => `Vous pouvez répondre jusqu’à ${when}.`,
    closed: (when) => `La réponse libre est fermée depuis ${when}${nbsp}: seul un modèle approuvé peut partir.`,
  },
  en: {
    never: 'The family has not written on WhatsApp: only an approved template can be sent.',
    open: (when) => `You can reply until ${when}.`,
    closed: (when) => `Free replies closed ${when}: only an approved template can be sent.`,
  },
};

export function windowWords(window: ServiceWindow, now: number, locale: Locale): string {
  const words = WINDOW_WORDS[locale];
  if (window.closesAt === null) return words.never;
  const when = whenWords(window.closesAt, now, locale);
  return window.open ? words.open(when) : words.closed(when);
}

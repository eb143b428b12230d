import requestEn from '@/copy/request/en';
import requestFr from '@/copy/request/fr';
import type { OpeningRow } from '@/lib/hours';
import { callPromise, promiseText } from '@/lib/request/by-when';
import type { CallbackHours } from '@/lib/request/callback';

/* The cases of the « by when » promise, shared by by-when.test.ts and by-when-time-zones.test.ts. */

// The appointments and call-backs hours as the settings ship them (content/settings/centre.yml):
// Monday–Friday 8 h – 18 h, Saturday 9 h – 14 h, Sunday closed. Written out, so that a change of the
// settings does not change what these cases prove; by-when.test.ts's last test holds them against the settings.
export const HOURS: OpeningRow[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '14:00' },
];
export const OPEN: CallbackHours = { hours: HOURS, closures: [] };

/** The promise as both languages say it at `now`. */
export const say = (now: Date, open: CallbackHours = OPEN) => {
  const promise = callPromise(open, now);
  return [promiseText(promise, requestFr.confirmation.byWhen, 'fr', now), promiseText(promise, requestEn.confirmation.byWhen, 'en', now)];
};

import { addDays, doualaInstant, doualaToday } from './douala-date';
import { HORIZON_DAYS, openingsOn, type OpenDays } from './hours';

/*
 * Time counted in the centre's open hours (a set of hours and the days closed: lib/hours.ts), between instants
 * (ms since 1970), in Yaoundé's days whatever the clock's zone: how long a request waited while someone could
 * have taken it, and when a wait of so many open minutes ends. The request gateway raises a request nobody took
 * and hands back a claim left without news by it, and its report measures the centre's times with it. Pure.
 * Without the hours (null: the site's rules never read), every minute counts: a wait is never hidden for lack of them.
 */

/** The open stretches of a Yaoundé day, as instants [from, to): a stretch that closes at 24:00 ends at the next midnight. */
function stretchesOn(day: string, days: OpenDays): [number, number][] {
  return openingsOn(day, days.hours, days.closures).map(({ opens, closes }) => [doualaInstant(day, opens), doualaInstant(day, closes)]);
}

/** The open stretches that end after `from`, in order, day after day, up to HORIZON_DAYS ahead. */
function* stretchesFrom(from: number, days: OpenDays): Generator<[number, number]> {
  const first = doualaToday(new Date(from));
  for (let ahead = 0; ahead <= HORIZON_DAYS; ahead += 1) {
    for (const stretch of stretchesOn(addDays(first, ahead), days)) if (stretch[1] > from) yield stretch;
  }
}

/** How long the centre was open between two instants (ms); none when `to` is not after `from`. */
export function openBetween(from: number, to: number, days: OpenDays | null): number {
  if (!(to > from)) return 0;
  if (!days) return to - from;
  let total = 0;
  for (let day = doualaToday(new Date(from)); doualaInstant(day, 0) < to; day = addDays(day, 1)) {
    for (const [opens, closes] of stretchesOn(day, days)) total += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
  }
  return total;
}

/** The instant by which `wait` ms of open time have passed since `from` (`wait` 0: the next open moment); null when the centre opens no more within HORIZON_DAYS. */
export function afterOpen(from: number, wait: number, days: OpenDays | null): number | null {
  if (!days) return from + wait;
  let left = wait;
  for (const [opens, closes] of stretchesFrom(from, days)) {
    const start = Math.max(opens, from);
    if (closes - start >= left) return start + left;
    left -= closes - start;
  }
  return null;
}

/**
 * When a request received at `received` that nobody takes is raised again: once `wait` ms of open time have passed
 * without a break; a request that came outside the hours, or whose wait the closing cuts, at the next opening
 * (the staff arriving then hear of what waited). Null when the centre opens no more within HORIZON_DAYS.
 */
export function raiseAt(received: number, wait: number, days: OpenDays | null): number | null {
  if (!days) return received + wait;
  let left = wait;
  let reached = received;
  for (const [opens, closes] of stretchesFrom(received, days)) {
    const start = Math.max(opens, received);
    // Closed between: outside the hours, at the next opening.
    if (start > reached) return start;
    if (closes - start >= left) return start + left;
    left -= closes - start;
    reached = closes;
  }
  return null;
}

import type { ClosedSpan, OpenDays, OpeningRow } from '@/lib/hours';

/*
 * The centre's days as the hours' tests read them: the settings' hours as shipped, written out (Monday–Friday
 * 8 h – 18 h, Saturday 9 h – 14 h, no Sunday), Christmas 2026 as a holiday and a closure staff entered on
 * Saturday 2 January 2027 (inventaire).
 */

export const WEEKDAYS_8_18: OpeningRow = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' };
export const SATURDAY_9_14: OpeningRow = { days: ['Saturday'], opens: '09:00', closes: '14:00' };
export const CHRISTMAS: ClosedSpan = { from: '2026-12-25', to: '2026-12-25', reason: 'Noël', holiday: true };
export const STOCKTAKING: ClosedSpan = { from: '2027-01-02', to: '2027-01-02', reason: 'inventaire' };
export const CENTRE_DAYS: OpenDays = { hours: [WEEKDAYS_8_18, SATURDAY_9_14], closures: [CHRISTMAS, STOCKTAKING] };

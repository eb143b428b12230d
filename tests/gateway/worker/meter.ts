import { expect } from 'vitest';
import { INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { pause } from './client';
import { inboxCall } from './staff';

/*
 * The inbox's meter (gateway/src/store/meter.ts, served at /inbox/meter with METER_ROWS=1): the rows it wrote and
 * read, the alarms it set; the sweep as of an instant; and when its alarm has finished what it had to do.
 */

/** What the inbox's meter says (gateway/src/store/meter.ts, RowMeter: its types are workerd's, not the tests'). */
export interface RowMeter {
  written: number;
  read: number;
  alarms: number;
  byStatement: Record<string, number>;
}

export async function meter(): Promise<RowMeter> {
  const response = await inboxCall(INBOX_PATHS.meter);
  expect(response.status).toBe(200);
  return (await response.json()) as RowMeter;
}

/** The alarm's sweep as of an instant (a request's life ends when it is swept). */
export async function sweepAt(at: number): Promise<RowMeter> {
  const response = await inboxCall(INBOX_PATHS.meter, { method: 'POST', form: { at: String(at) } });
  expect(response.status).toBe(200);
  return (await response.json()) as RowMeter;
}

/** Rows written between two readings, alarms set included (each billed as a row written). */
export const cost = (after: RowMeter, before: RowMeter) => after.written - before.written + after.alarms - before.alarms;

/** What each statement wrote between two readings: a budget exceeded says where. */
export function where(after: RowMeter, before: RowMeter): string {
  const rows = Object.entries(after.byStatement).flatMap(([name, n]) => (n > (before.byStatement[name] ?? 0) ? [`${n - (before.byStatement[name] ?? 0)} ${name}`] : []));
  return [...rows, `${after.alarms - before.alarms} setAlarm`].join('\n');
}

/** Waits until the meter stops moving (the alarm's run after a request or a move of the clock: its notices, its copy, its next alarm). */
export async function settled(): Promise<RowMeter> {
  let last = await meter();
  for (let still = 0; still < 3; ) {
    await pause(150);
    const now = await meter();
    still = cost(now, last) === 0 && now.read === last.read ? still + 1 : 0;
    last = now;
  }
  return last;
}

/*
 * The inbox's clock: the time by which it receives, raises, hands back, journals and reports. The real one on
 * every deployed gateway; the tests' (TEST_CLOCK=1, never deployed, as METER_ROWS) may move it forward, so that ten
 * minutes of the centre's hours, a night or a week pass in a call instead of a wait (routes/inbox.ts, /inbox/clock).
 * Forward only, as time goes: what the inbox wrote stays in order (the outbox's mark, a request's journal). Its
 * alarms are set in the real clock's time (clocked(), below), or a moved clock would wake them a week late.
 */

let ahead = 0;

/** Now, on the inbox's clock (ms since 1970). */
export const now = () => Date.now() + ahead;

/** The tests' own: the clock moved forward to `to` (never back); what it now reads. */
export function moveClockTo(to: number): number {
  ahead = Math.max(ahead, to - Date.now());
  return now();
}

/** The object's storage, its alarms set and read in the inbox's time. */
export function clocked(storage: DurableObjectStorage): DurableObjectStorage {
  return new Proxy(storage, {
    get(target, name) {
      if (name === 'setAlarm') return (at: number | Date, options?: DurableObjectSetAlarmOptions) => target.setAlarm(Number(at) - ahead, options);
      if (name === 'getAlarm') return async (options?: DurableObjectGetAlarmOptions) => {
        const at = await target.getAlarm(options);
        return at === null ? null : at + ahead;
      };
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value.bind(target) as unknown) : value;
    },
  });
}

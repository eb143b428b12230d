import { describe, expect, it } from 'vitest';
import { Alarms, type AlarmStorage } from '../../gateway/src/store/alarms';

/** A Durable Object's alarm as workerd keeps it: one time, and setAlarm refusing a time <= 0 as workerd does. */
function storage() {
  let alarm: number | null = null;
  const set: number[] = [];
  const stored: AlarmStorage = {
    getAlarm: async () => alarm,
    setAlarm: async (at: number) => {
      if (at <= 0) throw new TypeError('setAlarm() cannot be called with an alarm time <= 0');
      alarm = at;
      set.push(at);
    },
  };
  return { stored, set, alarm: () => alarm };
}

describe('the inbox’s alarm', () => {
  it('asked for a time already past, or 0 (as soon as possible), rings now: setAlarm is never given a time <= 0', async () => {
    const { stored, set } = storage();
    const before = Date.now();
    await new Alarms(stored, Date.now).wake(0);
    expect(set).toHaveLength(1);
    expect(set[0]).toBeGreaterThanOrEqual(before);
    expect(set[0]).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the sooner of two times; a later one changes nothing', async () => {
    const { stored, alarm } = storage();
    const alarms = new Alarms(stored, Date.now);
    const soon = Date.now() + 60_000;
    await alarms.wake(soon + 60_000);
    await alarms.wake(soon);
    await alarms.wake(soon + 120_000);
    expect(alarm()).toBe(soon);
  });

  it('asked during a run, the run’s last setAlarm honours the sooner time', async () => {
    const { stored, alarm } = storage();
    const alarms = new Alarms(stored, Date.now);
    const soon = Date.now() + 60_000;
    await alarms.run(async () => {
      await alarms.wake(soon);
      return soon + 600_000;
    });
    expect(alarm()).toBe(soon);
  });
});

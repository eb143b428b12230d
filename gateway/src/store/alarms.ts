/*
 * The inbox's one alarm (docs/gateway.md, « The e-mail copy and the notice leave from the inbox's alarm »): asked for
 * by its calls (a request kept, a take, a promise, « Rendre ») for when something of theirs is due, and set again by
 * its own run last of all, from what the inbox holds then (outbox.ts). While a run goes, getAlarm() is null
 * (STACK-NOTES, « Turn 9 ») and the run's last setAlarm replaces whatever a call set meanwhile, while the run's own
 * reads may be older than that call (the taken requests are read before the last notices leave): so what a call asks
 * during a run is kept here, and the run's last setAlarm is the sooner of its own and every one asked.
 * A time already past (0: as soon as possible, thread-due.ts's files to delete) is now: setAlarm refuses a time <= 0,
 * and a call that threw there would answer 500 (Meta's webhook, a family's message posted again and again).
 */

/** What of the object's storage the alarm uses (a DurableObjectStorage; the unit tests' own, tests/gateway/alarms.test.ts). */
export interface AlarmStorage {
  getAlarm(): Promise<number | null>;
  setAlarm(at: number): Promise<void>;
}

export class Alarms {
  private running = false;
  private asked: number | null = null;

  /** `now`: the inbox's clock (clock.ts), in which the storage's alarm is read and set. */
  constructor(
    private readonly storage: AlarmStorage,
    private readonly now: () => number,
  ) {}

  /** The alarm at `at`, unless it is already due sooner; asked during a run, the run's last setAlarm honours it. */
  async wake(asked: number): Promise<void> {
    const at = Math.max(asked, this.now());
    if (this.running) return this.ask(at);
    const alarm = await this.storage.getAlarm();
    // A run may have begun while getAlarm() was awaited: it reads null then, and the run would overwrite it.
    if (this.running) return this.ask(at);
    if (alarm === null || alarm > at) await this.storage.setAlarm(at);
  }

  /** One run of the alarm: `work` says when the next is due; the alarm is set last, to that or to the soonest asked meanwhile. */
  async run(work: () => Promise<number>): Promise<void> {
    this.running = true;
    this.asked = null;
    try {
      const next = await work();
      const at = Math.min(next, this.asked ?? next);
      // Nothing awaited between the choice and the call: a wake() after it reads this alarm, not null.
      this.running = false;
      await this.storage.setAlarm(at);
    } finally {
      // A run that throws is run again by the runtime (after 2 s): it reads from the inbox whatever was asked.
      this.running = false;
      this.asked = null;
    }
  }

  private ask(at: number): void {
    this.asked = Math.min(at, this.asked ?? at);
  }
}

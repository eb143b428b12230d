import type { OpenDays } from '@/lib/hours';
import type { Settings } from '../settings';

/*
 * What the alarm's part after « Je m'en occupe » works with (claims.ts runs raise.ts and taken.ts with it): the run's
 * inputs, and what the inbox keeps of it in memory between runs.
 */

/** What the inbox keeps in memory of the taken requests: when the first of them is due, to be given back or its promise told (null: to read). */
export class ClaimsKeeper {
  handbackAt: number | null = null;
  /** How far the raise has read each of its lists, when further than its marks written in meta, and how many it passed since those were written. */
  raiseMarks: { received?: [number, string]; back?: [number, string] } = {};
  unsaved = 0;

  /** A request taken, or a call promised (promise.ts): the next run reads them again (a promise may be due before any claim). */
  changed(): void {
    this.handbackAt = null;
  }
}

export interface ClaimsRun {
  storage: DurableObjectStorage;
  settings: Settings;
  /** The inbox's URL, for the notices' button. */
  inbox: string;
  days: OpenDays | null;
  keeper: ClaimsKeeper;
  now: number;
  post?: typeof fetch;
}

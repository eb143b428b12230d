import type { OpenDays } from '@/lib/hours';
import type { Settings } from '../settings';

/*
 * What the alarm's part after « Je m'en occupe » works with (claims.ts runs raise.ts and taken.ts with it): the run's
 * inputs. Nothing is kept in memory between runs (issue 83): each run reads the taken requests, and the raise its
 * lists from the marks written in meta, through their indexes, so that no path can leave a time due forgotten.
 */

export interface ClaimsRun {
  storage: DurableObjectStorage;
  settings: Settings;
  /** The inbox's URL, for the notices' button. */
  inbox: string;
  days: OpenDays | null;
  now: number;
  post?: typeof fetch;
}

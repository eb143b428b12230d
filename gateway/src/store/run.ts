import { doualaToday } from '@/lib/douala-date';
import type { Settings } from '../settings';
import type { OutboxState } from './tables';

/* What one run of the inbox's alarm carries from step to step (outbox.ts), and what its steps share. */

export type Post = typeof fetch;

export interface Run {
  sql: SqlStorage;
  settings: Settings;
  /** The inbox's URL, for the notices' one button. */
  inbox: string;
  /** The outbox's state (tables.ts, OutboxState), read once at the run's start and written before anything leaves. */
  state: OutboxState;
  post: Post;
  /** The requests a notice named and ntfy took in this run, each with its journal's line, written with its copy's outcome when it comes (journal.ts). */
  notified: Map<string, string>;
}

/** Copies handled in one run of the alarm: the rest in the next, a second later (one run stays short). */
export const PER_RUN = 20;

/** The day's count of copies, started again when the Yaoundé day turned. */
export function turned(state: OutboxState, now: number): void {
  const day = doualaToday(new Date(now));
  if (state.day !== day) Object.assign(state, { day, copies: 0 });
}

export const noticesOn = (settings: Settings) => Boolean(settings.notify.url);

import type { Settings } from '../settings';
import { centreDays } from './centre-days';
import { runClaims } from './claims';
import { now as clockNow } from './clock';
import { recover, sendRetries } from './copies';
import type { Days } from './days';
import { tellFailing } from './hourly-notices';
import { heldMark, heldPast, pastMark, tellAndCopy } from './news';
import { noticesOn, type Post, type Run } from './run';
import { sweep, SWEEP_EVERY_MS } from './sweep';
import { outboxState } from './tables';
import { runThreads } from './thread-run';
import { threadsWakeAt } from './thread-due';
import { runVisits, visitsWakeAt } from './visit-messages';
import type { MediaBucket } from '../whatsapp/media';

/*
 * What the inbox's alarm does (docs/gateway.md, « The e-mail copy and the notice leave from the alarm »), away
 * from the visitor's connection: a request is kept before any of this, and a handler cancelled loses nothing. One
 * run, step by step: the copy a dead run left on its way (copies.ts), the new requests told (those « À vérifier »
 * too) and copied (news.ts), the copies to try again (copies.ts), « L'e-mail échoue », once an hour at most
 * (hourly-notices.ts), the sweep (sweep.ts), what comes after « Je m'en occupe » (claims.ts), then the next run.
 *
 * The alarm never sleeps on a request: its next run is set last, from what the inbox holds then, so a request
 * received while it ran (the object takes calls while a provider is awaited) is handled a second later; and a
 * request marked junk while it ran, read again before its copy, gets none.
 */

/**
 * What the inbox keeps between runs, in memory: its day's counts, when it last swept (an object started anew sweeps
 * at its first run), and how long the visits' messages wait while the site's rules cannot be read. No time due: each
 * is read from the rows (issue 83).
 */
export interface Keeper {
  days: Days;
  sweptAt: number;
  /** The visits' messages' back-off (visit-messages.ts). */
  visits: { until: number };
  /** The answer to « STOP »'s back-off while the centre's phone cannot be read (thread-run.ts). */
  threads: { until: number };
  /** The families' files' bucket (R2, env.MEDIA); none: they wait. */
  bucket: MediaBucket | null;
}

/** One run; when the next is due (alarms.ts sets it, or sooner when a call asked for sooner meanwhile). */
export async function runOutbox(storage: DurableObjectStorage, settings: Settings, keeper: Keeper, post: Post = fetch): Promise<number> {
  const { sql } = storage;
  const run: Run = { sql, settings, inbox: settings.inboxUrl, state: outboxState(sql), post, notified: new Map() };
  recover(run);
  const more = await tellAndCopy(run);
  await sendRetries(run);
  await tellFailing(run);
  sweepWhenDue(sql, settings, keeper);
  // After « Je m'en occupe »: the requests nobody took raised, the claims left without news given back (claims.ts).
  const claimsAt = await runClaims({ storage, settings, inbox: run.inbox, days: (await centreDays(sql, settings, clockNow())).days, now: clockNow(), post });
  // The visits' messages due (issues 77, 83): confirmations, moves, cancellations, reminders, their SMS when WhatsApp cannot.
  await runVisits({ storage, settings, inbox: run.inbox, backoff: keeper.visits, post });
  // The families' threads (issue 82): their news told once a minute at most, « STOP » answered, their files fetched.
  // A thread that fails (a bucket refusing, a row of another shape) pushes nothing else aside: said, and tried next run.
  try {
    await runThreads({ storage, settings, inbox: run.inbox, post, bucket: keeper.bucket, backoff: keeper.threads });
  } catch (error) {
    console.error(`Threads: ${String(error).slice(0, 200)}`);
  }
  // Last, with nothing awaited between what it reads and the alarm set: what came during the run is seen (a visit
  // agreed while a provider was awaited, among the rest).
  return nextRun(run, more, [claimsAt, visitsWakeAt(sql, settings, keeper.visits), threadsWakeAt(sql, keeper.threads.until)]);
}

/** The sweep, at most every SWEEP_EVERY_MS (it reads the lists it deletes from). */
function sweepWhenDue(sql: SqlStorage, settings: Settings, keeper: Keeper): void {
  const now = clockNow();
  if (now - keeper.sweptAt < SWEEP_EVERY_MS) return;
  keeper.sweptAt = now;
  sweep(sql, settings, keeper.days, now);
}

/**
 * The next run: a second on while copies wait (more than a run took, or a request received during this one),
 * the next notice of new requests (on top or « À vérifier ») once its gap is over, else the next copy's try, what
 * comes after « Je m'en occupe », a visit's message, or the sweep.
 */
function nextRun({ sql, settings, state }: Run, more: boolean, dueAt: (number | null)[]): number {
  const now = clockNow();
  const soon = now + 1_000;
  if (more || pastMark(sql, state.mark, 1, 'id, received_at').length > 0) return soon;
  const times = [now + SWEEP_EVERY_MS, ...dueAt.filter((at): at is number => at !== null)];
  const retry = sql.exec<{ at: number | null }>('SELECT MIN(next_at) AS at FROM retries').one().at;
  if (retry !== null) times.push(retry);
  const unnamed = () => pastMark(sql, state.named, 1, 'id, received_at').length > 0 || heldPast(sql, heldMark(state), 1, 'id, received_at').length > 0;
  if (noticesOn(settings) && unnamed()) times.push((state.noticeAt ?? 0) + settings.notify.gapMs);
  return Math.max(soon, Math.min(...times));
}

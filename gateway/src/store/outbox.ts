import { failingNotice, moreNotice, noticeFacts, receivedNotice, type Failures } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import { sendCopy, tellStaff } from '../providers';
import { siteRules } from '../rules';
import type { Settings } from '../settings';
import { contentOf, type RequestRow } from './rows';
import { bump, countOf, DAY_MS, HOUR_MS, metaOf, rowsCounted, setMeta } from './tables';

/*
 * What the inbox's alarm does (docs/gateway.md, « The e-mail copy and the notice leave from the alarm »):
 * the staff's notices, the e-mail copies, at most one « L'e-mail échoue » an hour, then the sweep. Away from
 * the visitor's connection: a request is kept before any of this, and a handler cancelled loses nothing.
 *
 * Exactly once: a copy is marked `sending` before it leaves and settled after. An alarm that died in between
 * (the runtime stopped it, a deploy) leaves it `sending`; the next alarm finds it so and marks it `unknown`:
 * the inbox shows it, and it is never sent again without a person deciding. A notice is marked likewise, and
 * never sent twice (a phone buzzing twice is worse than once missed: the inbox holds the request anyway).
 */

/** When a copy no provider took is tried again, after its 1st, 2nd… try; then every hour, for COPY_TRIES_FOR. */
export const COPY_RETRY_MINUTES = [1, 5, 15, 30, 60];
export const COPY_TRIES_FOR = 2 * DAY_MS;
/** Copies sent in one run of the alarm: the rest in the next, a second later (one run stays short). */
const COPIES_PER_RUN = 20;
const NOTICES_PER_RUN = 30;
/** With nothing to send, the alarm still sweeps this often. */
export const SWEEP_EVERY_MS = 6 * HOUR_MS;
/** A request nobody finished leaves the inbox after this long all the same. */
export const MAX_KEEP_MS = 90 * DAY_MS;

const FAILING_TOLD_AT = 'failing-told-at';
const NOTICE_HOUR = 'notice-hour';
const MORE_TOLD_HOUR = 'more-told-hour';

/** When a copy tried `tries` times is tried again (null: no more). */
export function nextCopyTry(tries: number, receivedAt: number, now: number): number | null {
  const minutes = COPY_RETRY_MINUTES[Math.min(tries, COPY_RETRY_MINUTES.length) - 1] ?? 60;
  const at = now + minutes * 60_000;
  return at - receivedAt > COPY_TRIES_FOR ? null : at;
}

export async function runOutbox(storage: DurableObjectStorage, settings: Settings, post: typeof fetch = fetch): Promise<void> {
  const { sql } = storage;
  // What an alarm that died left half done.
  sql.exec("UPDATE requests SET copy = 'unknown' WHERE copy = 'sending'");
  sql.exec("UPDATE requests SET notice = 'sent' WHERE notice = 'sending'");
  const inbox = metaOf(sql, 'inbox') ?? '';
  await sendNotices(sql, settings, inbox, post);
  const more = await sendCopies(sql, settings, post);
  await tellFailing(sql, settings, inbox, post);
  sweep(sql, settings, Date.now());
  await storage.setAlarm(nextRun(sql, more));
}

/** Each request's notice, up to NOTICES_PER_HOUR an hour; beyond, one notice an hour says how many more came. */
async function sendNotices(sql: SqlStorage, settings: Settings, inbox: string, post: typeof fetch): Promise<void> {
  if (!settings.notify.url) {
    sql.exec("UPDATE requests SET notice = 'none' WHERE notice IN ('queued', 'grouped')");
    return;
  }
  const hour = Math.floor(Date.now() / HOUR_MS);
  const [counted, told] = (metaOf(sql, NOTICE_HOUR) ?? '').split(':').map(Number);
  let sent = counted === hour ? (told ?? 0) : 0;
  const queued = sql.exec<RequestRow>(`SELECT id, reference, kind, locale, values_json FROM requests WHERE notice = 'queued' ORDER BY received_at LIMIT ${NOTICES_PER_RUN}`).toArray();
  for (const row of queued) {
    if (sent >= settings.notify.perHour) {
      sql.exec("UPDATE requests SET notice = 'grouped' WHERE id = ?", row.id);
      continue;
    }
    sql.exec("UPDATE requests SET notice = 'sending' WHERE id = ?", row.id);
    sent += 1;
    setMeta(sql, NOTICE_HOUR, `${hour}:${sent}`);
    await tellStaff(settings, receivedNotice(noticeFacts(contentOf(row)), inbox), post);
    sql.exec("UPDATE requests SET notice = 'sent' WHERE id = ?", row.id);
  }
  const grouped = rowsCounted(sql, "SELECT COUNT(*) AS n FROM requests WHERE notice = 'grouped'");
  if (grouped > 0 && metaOf(sql, MORE_TOLD_HOUR) !== String(hour)) {
    setMeta(sql, MORE_TOLD_HOUR, String(hour));
    sql.exec("UPDATE requests SET notice = 'sent' WHERE notice = 'grouped'");
    await tellStaff(settings, moreNotice(grouped, inbox), post);
  }
}

/** The copies due, oldest first, within the day's budget; whether some are still due (the next run, at once). */
async function sendCopies(sql: SqlStorage, settings: Settings, post: typeof fetch): Promise<boolean> {
  for (let run = 0; run < COPIES_PER_RUN; run += 1) {
    const now = Date.now();
    const row = sql.exec<RequestRow>("SELECT * FROM requests WHERE copy = 'queued' OR (copy = 'failing' AND copy_next_at <= ?) ORDER BY received_at LIMIT 1", now).toArray()[0];
    if (!row) return false;
    const day = doualaToday(new Date(now));
    if (countOf(sql, day, 'copies') >= settings.dailyLimit) {
      // Beyond the day's budget the request is in the inbox without its copy: the notice said it came.
      sql.exec("UPDATE requests SET copy = 'over-budget', copy_next_at = NULL WHERE id = ?", row.id);
      continue;
    }
    sql.exec("UPDATE requests SET copy = 'sending' WHERE id = ?", row.id);
    const outcome = await sendCopy(contentOf(row), settings, post, await siteRules(settings));
    const failures = 'failures' in outcome ? JSON.stringify(outcome.failures) : null;
    switch (outcome.kind) {
      case 'sent':
        bump(sql, day, 'copies');
        sql.exec("UPDATE requests SET copy = 'sent', copy_next_at = NULL, copy_failures = NULL WHERE id = ?", row.id);
        // A provider takes copies again: those that wait go now, not at their next try.
        sql.exec("UPDATE requests SET copy_next_at = ? WHERE copy = 'failing' AND copy_next_at IS NOT NULL", now);
        break;
      case 'unknown':
        bump(sql, day, 'copies');
        sql.exec("UPDATE requests SET copy = 'unknown', copy_next_at = NULL, copy_failures = ? WHERE id = ?", failures, row.id);
        break;
      case 'failed': {
        const tries = row.copy_tries + 1;
        sql.exec("UPDATE requests SET copy = 'failing', copy_tries = ?, copy_next_at = ?, copy_failures = ? WHERE id = ?", tries, nextCopyTry(tries, row.received_at, now), failures, row.id);
        break;
      }
      case 'none':
        sql.exec("UPDATE requests SET copy = 'none', copy_next_at = NULL WHERE id = ?", row.id);
        break;
    }
  }
  return true;
}

/** While copies wait because every provider refuses them: one notice an hour at most, with how many wait. */
async function tellFailing(sql: SqlStorage, settings: Settings, inbox: string, post: typeof fetch): Promise<void> {
  const waiting = rowsCounted(sql, "SELECT COUNT(*) AS n FROM requests WHERE copy = 'failing'");
  const now = Date.now();
  if (waiting === 0 || now - Number(metaOf(sql, FAILING_TOLD_AT) ?? 0) < HOUR_MS) return;
  setMeta(sql, FAILING_TOLD_AT, String(now));
  const last = sql.exec<{ copy_failures: string | null }>("SELECT copy_failures FROM requests WHERE copy = 'failing' ORDER BY received_at DESC LIMIT 1").toArray()[0];
  const failures = (last?.copy_failures ? JSON.parse(last.copy_failures) : {}) as Failures;
  await tellStaff(settings, failingNotice(waiting, failures, inbox), post);
}

/** What is kept no longer (docs/gateway.md, « Kept no longer than needed »). */
export function sweep(sql: SqlStorage, settings: Settings, now: number): void {
  sql.exec("DELETE FROM requests WHERE state = 'done' AND done_at < ?", now - settings.keep.doneDays * DAY_MS);
  sql.exec('DELETE FROM requests WHERE received_at < ?', now - MAX_KEEP_MS);
  for (const table of ['proofs', 'gone', 'junk']) sql.exec(`DELETE FROM ${table} WHERE until < ?`, now);
  // Counts: today's and yesterday's (Yaoundé's day may be UTC's next).
  sql.exec('DELETE FROM counts WHERE day < ?', doualaToday(new Date(now - 2 * DAY_MS)));
}

/** The next run: at once while copies are due or notices wait, else the next copy's try, the next hour's notice, or the sweep. */
function nextRun(sql: SqlStorage, more: boolean): number {
  const now = Date.now();
  if (more || rowsCounted(sql, "SELECT COUNT(*) AS n FROM requests WHERE notice = 'queued' OR copy = 'queued'") > 0) return now + 1_000;
  const times = [now + SWEEP_EVERY_MS];
  const copy = sql.exec<{ at: number | null }>("SELECT MIN(copy_next_at) AS at FROM requests WHERE copy = 'failing'").one().at;
  if (copy !== null) times.push(copy);
  if (rowsCounted(sql, "SELECT COUNT(*) AS n FROM requests WHERE notice = 'grouped'") > 0) times.push((Math.floor(now / HOUR_MS) + 1) * HOUR_MS);
  return Math.max(now + 1_000, Math.min(...times));
}

import { failingNotice, newRequestsNotice, noticeFacts, type Failures, type NewRequests, type Notice } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import { sendCopy, tellStaff, type CopyOutcome } from '../providers';
import { siteRules } from '../rules';
import type { Settings } from '../settings';
import type { Days } from './days';
import { heldTold, heldUntold, regroup } from './groups';
import { contentOf, type RequestRow } from './rows';
import { DAY_MS, HOUR_MS, outboxState, rowsCounted, setOutboxState, type OutboxState } from './tables';
import { journalLine } from '../journal';
import { centreDays } from './centre-days';
import { runClaims, type ClaimsKeeper } from './claims';
import { now as clockNow } from './clock';
import { dropFoldedBefore, foldJunkDeleted, foldSwept } from './report-days';

/*
 * What the inbox's alarm does (docs/gateway.md, « The e-mail copy and the notice leave from the alarm »): the
 * notice of new requests, each new request's e-mail copy, the copies to try again, what waits apart told once an
 * hour at most, « L'e-mail échoue » once an hour at most, then the sweep. Away from the visitor's connection: a
 * request is kept before any of this, and a handler cancelled loses nothing.
 *
 * Notices coalesce, never stop (issue 72): a request « À prendre » is named by its reference in the next notice,
 * which leaves at once when none left in the last NOTICE_GAP_SECONDS, else that long after the last: alone, it
 * reads as it always did (its kind, its reference, a call-back's slot); with others, « 3 nouvelles demandes :
 * AV-…, AV-…, AV-… ; 57 à vérifier ». What waits apart (« À vérifier », « Indésirables ») has no notice of its
 * own and no copy: it is counted in the next notice, or alone once an hour at most.
 *
 * New requests are found by time past the outbox's marks (tables.ts, OutboxState), read through the open list's
 * index: nothing is written to a request to say it waits. Before a notice or a request's copy leaves, one row is
 * written, the outbox's state (its marks, the day's copies, and the copy leaving with its tries); after, the
 * copy's outcome, on the request. Exactly once: an alarm that died in between (the runtime stopped it, a deploy)
 * leaves that copy with as many tries as the state says; the next run finds it so and marks it `unknown`: the
 * inbox shows it, and it is never sent again without a person deciding (even when the run died before it left:
 * never twice, at worst never). A notice is never sent twice either (a phone buzzing twice is worse than once
 * missed: the inbox holds the request anyway).
 *
 * The alarm never sleeps on a request: its next run is set last, from what the inbox holds then, so a request
 * received while it ran (the object takes calls while a provider is awaited) is handled a second later; and a
 * request marked junk while it ran, read again before its copy, gets none.
 */

/** When a copy no provider took is tried again, after its 1st, 2nd… try; then every hour, for COPY_TRIES_FOR. */
export const COPY_RETRY_MINUTES = [1, 5, 15, 30, 60];
export const COPY_TRIES_FOR = 2 * DAY_MS;
/** With nothing to send, the alarm still sweeps this often. */
export const SWEEP_EVERY_MS = 6 * HOUR_MS;
/** A request nobody finished leaves the inbox after this long all the same. */
export const MAX_KEEP_MS = 90 * DAY_MS;

/** When a copy tried `tries` times is tried again (null: no more). */
export function nextCopyTry(tries: number, receivedAt: number, now: number): number | null {
  const minutes = COPY_RETRY_MINUTES[Math.min(tries, COPY_RETRY_MINUTES.length) - 1] ?? 60;
  const at = now + minutes * 60_000;
  return at - receivedAt > COPY_TRIES_FOR ? null : at;
}

type Post = typeof fetch;

interface Run {
  sql: SqlStorage;
  settings: Settings;
  inbox: string;
  state: OutboxState;
  post: Post;
  /** The requests a notice named and ntfy took in this run, each with its journal's line, written with its copy's outcome when it comes (journal.ts). */
  notified: Map<string, string>;
}

/** Copies handled in one run of the alarm: the rest in the next, a second later (one run stays short). */
const PER_RUN = 20;
/** New requests read for one notice: those past it wait for the next. */
const NEWS_READ = 1_000;

/** The day's count of copies, started again when the Yaoundé day turned. */
function turned(state: OutboxState, now: number): void {
  const day = doualaToday(new Date(now));
  if (state.day !== day) Object.assign(state, { day, copies: 0 });
}

/** What the inbox keeps between runs, in memory: its day's counts, and when it last swept (an object started anew sweeps at its first run). */
export interface Keeper {
  days: Days;
  sweptAt: number;
  /** When a taken request is next to be given back (claims.ts). */
  claims: ClaimsKeeper;
}

export async function runOutbox(storage: DurableObjectStorage, settings: Settings, keeper: Keeper, post: Post = fetch): Promise<void> {
  const { sql } = storage;
  const run: Run = { sql, settings, inbox: settings.inboxUrl, state: outboxState(sql), post, notified: new Map() };
  recover(run);
  const more = await tellAndCopy(run);
  await sendRetries(run);
  await tellRepeats(run);
  await tellFailing(run);
  // The sweep, at most every SWEEP_EVERY_MS (it reads the lists it deletes from).
  const now = clockNow();
  if (now - keeper.sweptAt >= SWEEP_EVERY_MS) {
    keeper.sweptAt = now;
    sweep(sql, settings, keeper.days, now);
  }
  // After « Je m'en occupe »: the requests nobody took raised, the claims left without news given back (claims.ts).
  const claimsAt = await runClaims({ storage, settings, inbox: run.inbox, days: (await centreDays(sql, settings, clockNow())).days, keeper: keeper.claims, now: clockNow(), post });
  // Last, with nothing awaited between what it reads and the alarm it sets: what came during the run is seen.
  await storage.setAlarm(nextRun(run, more, claimsAt));
}

/** The copy the last run left on its way, if its outcome was never written: `unknown`, never sent again. */
function recover({ sql, state }: Run): void {
  const leaving = state.sending;
  if (!leaving) return;
  const row = sql.exec<Pick<RequestRow, 'copy' | 'copy_tries'>>('SELECT copy, copy_tries FROM requests WHERE id = ?', leaving.id).toArray()[0];
  if (row && row.copy_tries === leaving.tries && (row.copy === 'queued' || row.copy === 'failing')) {
    sql.exec("UPDATE requests SET copy = 'unknown', copy_tries = copy_tries + 1 WHERE id = ?", leaving.id);
    sql.exec('DELETE FROM retries WHERE id = ?', leaving.id);
  }
}

/**
 * The copy's outcome, on its request; a copy no provider took waits in `retries`, and the day's budget gets it back.
 * `journal`: what its journal gains in the same statement (its notice, told: journal.ts), no row more.
 */
function settle(run: Run, row: Pick<RequestRow, 'id' | 'copy_tries' | 'received_at'>, outcome: CopyOutcome, now: number, journal = ''): void {
  const { sql, state } = run;
  const tries = row.copy_tries + 1;
  const failures = 'failures' in outcome ? JSON.stringify(outcome.failures) : null;
  if (outcome.kind === 'failed' || outcome.kind === 'none') {
    state.copies = Math.max(0, (state.copies ?? 1) - 1);
    setOutboxState(sql, state);
  }
  switch (outcome.kind) {
    case 'sent':
      sql.exec("UPDATE requests SET copy = 'sent', copy_tries = ?, copy_failures = NULL, journal = journal || ? WHERE id = ?", tries, journal, row.id);
      if (rowsCounted(sql, 'SELECT COUNT(*) AS n FROM retries') > 0) {
        sql.exec('DELETE FROM retries WHERE id = ?', row.id);
        // A provider takes copies again: those that wait go now, not at their next try.
        sql.exec('UPDATE retries SET next_at = ? WHERE next_at > ?', now, now);
      }
      break;
    case 'unknown':
      sql.exec("UPDATE requests SET copy = 'unknown', copy_tries = ?, copy_failures = ?, journal = journal || ? WHERE id = ?", tries, failures, journal, row.id);
      sql.exec('DELETE FROM retries WHERE id = ?', row.id);
      break;
    case 'failed': {
      sql.exec("UPDATE requests SET copy = 'failing', copy_tries = ?, copy_failures = ?, journal = journal || ? WHERE id = ?", tries, failures, journal, row.id);
      const next = nextCopyTry(tries, row.received_at, now);
      if (next === null) sql.exec('DELETE FROM retries WHERE id = ?', row.id);
      else sql.exec('INSERT INTO retries (id, next_at) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET next_at = excluded.next_at', row.id, next);
      break;
    }
    case 'none':
      sql.exec("UPDATE requests SET copy = 'none', copy_tries = ?, journal = journal || ? WHERE id = ?", tries, journal, row.id);
      sql.exec('DELETE FROM retries WHERE id = ?', row.id);
      break;
  }
}

/** Sends one copy, its leaving written first (state.sending, within the day's budget), then its outcome. */
async function sendOne(run: Run, row: RequestRow, now: number, journal = ''): Promise<void> {
  const outcome = await sendCopy(contentOf(row), run.settings, run.post, await siteRules(run.settings));
  settle(run, row, outcome, now, journal);
}

/** The open list's requests past a mark, oldest first (its index: time, then the id for those of one millisecond). */
function pastMark(sql: SqlStorage, mark: [number, string] | undefined, limit: number, columns = '*'): RequestRow[] {
  const [at, id] = mark ?? [0, ''];
  return sql
    .exec<RequestRow>(`SELECT ${columns} FROM requests WHERE held = 0 AND done_at IS NULL AND received_at >= ? ORDER BY received_at, id LIMIT ${limit + 5}`, at)
    .toArray()
    .filter((row) => row.received_at > at || row.id > id)
    .slice(0, limit);
}

/** Requests that went to « Indésirables » on arrival since an instant (a sweep's, the staff's own doing, are not news). */
const junkArrivedSince = (sql: SqlStorage, since: number) =>
  rowsCounted(sql, 'SELECT COUNT(*) AS n FROM requests WHERE held = 2 AND junk_at > ? AND junk_at = received_at', since);

const noticesOn = (settings: Settings) => Boolean(settings.notify.url);

/** Whether a notice of new requests may leave now: none left within the gap. */
const noticeDue = ({ settings, state }: Run, now: number) => now - (state.noticeAt ?? 0) >= settings.notify.gapMs;

/** A notice of new requests due now (its last request named, in the state, not yet written), and the ids it names. */
interface News {
  notice: Notice;
  ids: string[];
}

/** The news a notice due now tells, or null: none due, or nothing new « À prendre ». */
function takeNews(run: Run, now: number): News | null {
  const { sql, settings, state } = run;
  if (!noticesOn(settings) || !noticeDue(run, now)) return null;
  const rows = pastMark(sql, state.named, NEWS_READ, 'id, reference, kind, locale, values_json, received_at');
  const last = rows.at(-1);
  if (!last) return null;
  const news: NewRequests = { named: rows.map((row) => noticeFacts(contentOf(row))), check: heldUntold(sql), junk: junkArrivedSince(sql, state.checkAt ?? 0) };
  Object.assign(state, { named: [last.received_at, last.id], noticeAt: now, checkAt: now });
  heldTold(sql);
  return { notice: newRequestsNotice(news, run.inbox), ids: rows.map((row) => row.id) };
}

/** Tells the staff; ntfy took it: each request it named gains « notified » in its journal, with its copy's outcome (or at the run's end). */
async function tell(run: Run, news: News): Promise<void> {
  const status = await tellStaff(run.settings, news.notice, run.post);
  if (status === null || status < 200 || status >= 300) return;
  const line = journalLine({ at: clockNow(), action: 'notified' });
  for (const id of news.ids) run.notified.set(id, line);
}

/** The journal's line a request named in this run's notice still has to write (taken: written now by the caller). */
function notifiedLine(run: Run, id: string): string {
  const line = run.notified.get(id) ?? '';
  run.notified.delete(id);
  return line;
}

/** The requests named whose copy was settled before (or has none): their line, a row each. */
function writeNotified(run: Run): void {
  for (const [id, line] of run.notified) run.sql.exec('UPDATE requests SET journal = journal || ? WHERE id = ?', line, id);
  run.notified.clear();
}

/**
 * Each new request's copy (DAILY_LIMIT a day), oldest first, and before it the notice of new requests whenever
 * one is due: a copy a provider holds up to PROVIDER_TIMEOUT_SECONDS never keeps the staff from hearing of a
 * request that came meanwhile. The state is written once before a notice and a copy leave together (one row for
 * a family's request, as before notices were told together), then once before each further copy.
 */
async function tellAndCopy(run: Run): Promise<boolean> {
  const { sql, settings, state } = run;
  const notify = noticesOn(settings);
  const rows = pastMark(sql, state.mark, PER_RUN);
  for (const listed of rows) {
    const now = clockNow();
    turned(state, now);
    const news = takeNews(run, now);
    // Read again: taken out of « À prendre » (marked junk) while an earlier copy was on its way, it gets none.
    const row = sql.exec<RequestRow>('SELECT * FROM requests WHERE id = ?', listed.id).toArray()[0];
    const copy = !row || row.held !== 0 ? 'none' : row.copy !== 'queued' ? 'settled' : (state.copies ?? 0) >= settings.dailyLimit ? 'over-budget' : 'send';
    if (copy === 'send' && row) Object.assign(state, { copies: (state.copies ?? 0) + 1, sending: { id: row.id, tries: row.copy_tries } });
    state.mark = [listed.received_at, listed.id];
    // Without notices, nothing waits to be named.
    if (!notify) state.named = state.mark;
    setOutboxState(sql, state);
    if (news) await tell(run, news);
    // Beyond the day's budget the request is in the inbox without its copy: the notice named it.
    if (copy === 'over-budget') sql.exec("UPDATE requests SET copy = 'over-budget', journal = journal || ? WHERE id = ?", notifiedLine(run, listed.id), listed.id);
    if (copy === 'send' && row) await sendOne(run, row, now, notifiedLine(run, row.id));
  }
  // No copy to send, and a notice due all the same (its requests' copies left in an earlier run, or have none).
  const news = takeNews(run, clockNow());
  if (news) {
    setOutboxState(sql, state);
    await tell(run, news);
  }
  writeNotified(run);
  return rows.length === PER_RUN;
}

/** The copies no provider took, whose next try is due. */
async function sendRetries(run: Run): Promise<void> {
  const { sql, settings, state } = run;
  const due = sql.exec<{ id: string }>(`SELECT id FROM retries WHERE next_at <= ? ORDER BY next_at LIMIT ${PER_RUN}`, clockNow()).toArray();
  for (const { id } of due) {
    const now = clockNow();
    turned(state, now);
    const row = sql.exec<RequestRow>('SELECT * FROM requests WHERE id = ?', id).toArray()[0];
    if (!row || row.copy !== 'failing' || row.held !== 0) {
      sql.exec('DELETE FROM retries WHERE id = ?', id);
      continue;
    }
    if ((state.copies ?? 0) >= settings.dailyLimit) {
      sql.exec("UPDATE requests SET copy = 'over-budget' WHERE id = ?", id);
      sql.exec('DELETE FROM retries WHERE id = ?', id);
      continue;
    }
    Object.assign(state, { copies: (state.copies ?? 0) + 1, sending: { id, tries: row.copy_tries } });
    setOutboxState(sql, state);
    await sendOne(run, row, now);
  }
}

/** What waits apart (« À vérifier », « Indésirables ») when no notice of new requests counted it: once an hour at most, how many. */
async function tellRepeats(run: Run): Promise<void> {
  const { sql, settings, state } = run;
  const now = clockNow();
  const since = state.checkAt ?? 0;
  if (!noticesOn(settings) || now - since < HOUR_MS) return;
  const news: NewRequests = { named: [], check: heldUntold(sql), junk: junkArrivedSince(sql, since) };
  if (news.check === 0 && news.junk === 0) return;
  state.checkAt = now;
  setOutboxState(sql, state);
  heldTold(sql);
  await tellStaff(settings, newRequestsNotice(news, run.inbox), run.post);
}

/** While copies wait because every provider refuses them: one notice an hour at most, with how many wait. */
async function tellFailing(run: Run): Promise<void> {
  const { sql, settings, state } = run;
  const waiting = rowsCounted(sql, 'SELECT COUNT(*) AS n FROM retries');
  const now = clockNow();
  if (waiting === 0 || now - (state.failingAt ?? 0) < HOUR_MS) return;
  state.failingAt = now;
  setOutboxState(sql, state);
  const last = sql.exec<{ copy_failures: string | null }>('SELECT copy_failures FROM requests WHERE id IN (SELECT id FROM retries) ORDER BY received_at DESC LIMIT 1').toArray()[0];
  const failures = (last?.copy_failures ? JSON.parse(last.copy_failures) : {}) as Failures;
  await tellStaff(settings, failingNotice(waiting, failures, run.inbox), run.post);
}

/** What is kept no longer (docs/gateway.md, « Kept no longer than needed »), as of an instant: each row deleted is a row written; a day's counts go whole. */
export function sweep(sql: SqlStorage, settings: Settings, days: Days, now: number): void {
  // The report keeps the times of those still within its weeks (report-days.ts), nothing else of them.
  foldSwept(sql, now - settings.keep.doneDays * DAY_MS, now);
  sql.exec('DELETE FROM requests WHERE done_at < ?', now - settings.keep.doneDays * DAY_MS);
  sql.exec('DELETE FROM requests WHERE held = 0 AND done_at IS NULL AND received_at < ?', now - MAX_KEEP_MS);
  // « Indésirables » JUNK_HOURS after they went there, with their journals; the report keeps how many.
  foldJunkDeleted(sql, 'held = 2 AND junk_at < ?', [now - settings.keep.junkHours * HOUR_MS], now);
  sql.exec('DELETE FROM requests WHERE held = 2 AND junk_at < ?', now - settings.keep.junkHours * HOUR_MS);
  // « À vérifier » 90 days old: its groups counted again (a sweep that finds none writes nothing).
  if (sql.exec('SELECT 1 FROM groups WHERE first < ? LIMIT 1', now - MAX_KEEP_MS).toArray().length > 0) {
    sql.exec('DELETE FROM requests WHERE held = 1 AND received_at < ?', now - MAX_KEEP_MS);
    regroup(sql);
  }
  for (const table of ['gone', 'junk']) sql.exec(`DELETE FROM ${table} WHERE until < ?`, now);
  dropFoldedBefore(sql, now);
  days.dropBefore(doualaToday(new Date(now)));
}

/**
 * The next run: a second on while copies wait (more than a run took, or a request received during this one),
 * the next notice of new requests once its gap is over, else the next copy's try, the hour after the last count
 * of what waits apart, or the sweep.
 */
function nextRun({ sql, settings, state }: Run, more: boolean, claimsAt: number | null): number {
  const now = clockNow();
  const soon = now + 1_000;
  if (more || pastMark(sql, state.mark, 1, 'id, received_at').length > 0) return soon;
  const times = [now + SWEEP_EVERY_MS, ...(claimsAt !== null ? [claimsAt] : [])];
  const retry = sql.exec<{ at: number | null }>('SELECT MIN(next_at) AS at FROM retries').one().at;
  if (retry !== null) times.push(retry);
  if (noticesOn(settings)) {
    if (pastMark(sql, state.named, 1, 'id, received_at').length > 0) times.push((state.noticeAt ?? 0) + settings.notify.gapMs);
    const checkAt = state.checkAt ?? 0;
    if (heldUntold(sql) > 0 || junkArrivedSince(sql, checkAt) > 0) times.push(checkAt + HOUR_MS);
  }
  return Math.max(soon, Math.min(...times));
}

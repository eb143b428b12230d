import { checkNotice, failingNotice, moreNotice, noticeFacts, receivedNotice, type Failures } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import { sendCopy, tellStaff, type CopyOutcome } from '../providers';
import { siteRules } from '../rules';
import type { Settings } from '../settings';
import { now as clockNow } from './clock';
import { dropFoldedBefore, foldSwept } from './report-days';
import { centreDays } from './centre-days';
import { runClaims, type ClaimsKeeper } from './claims';
import { journalLine } from '../journal';
import type { Days } from './days';
import { heldWaiting, regroup } from './groups';
import { contentOf, type RequestRow } from './rows';
import { DAY_MS, HOUR_MS, metaOf, outboxState, rowsCounted, setOutboxState, type OutboxState } from './tables';

/*
 * What the inbox's alarm does (docs/gateway.md, « The e-mail copy and the notice leave from the alarm »): each
 * new request's notice and e-mail copy, the copies to try again, the hour's notices told together, the requests
 * « À vérifier » told once an hour at most, « L'e-mail échoue » once an hour at most, then the sweep. Away from
 * the visitor's connection: a request is kept before any of this, and a handler cancelled loses nothing.
 *
 * New requests are found by time past the outbox's mark (tables.ts, OutboxState), read through the open list's
 * index: nothing is written to a request to say it waits. Before a request's notice and copy leave, one row is
 * written, the outbox's state (its mark, the hour's notices, the day's copies, and the copy leaving with its
 * tries); after, the copy's outcome, on the request. Exactly once: an alarm that died in between (the runtime
 * stopped it, a deploy) leaves that copy with as many tries as the state says; the next run finds it so and marks
 * it `unknown`: the inbox shows it, and it is never sent again without a person deciding (even when the run died
 * before it left: never twice, at worst never). A notice is never sent twice either (a phone buzzing twice is
 * worse than once missed: the inbox holds the request anyway). A request « À vérifier » has neither: its address
 * sent much, and a flood must spend neither the day's e-mail budget nor the staff's phones.
 */

/** When a copy no provider took is tried again, after its 1st, 2nd… try; then every hour, for COPY_TRIES_FOR. */
export const COPY_RETRY_MINUTES = [1, 5, 15, 30, 60];
export const COPY_TRIES_FOR = 2 * DAY_MS;
/** Requests (notices and copies) handled in one run of the alarm: the rest in the next, a second later (one run stays short). */
const PER_RUN = 20;
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
}

const hourOf = (now: number) => Math.floor(now / HOUR_MS);

/** The hour's and the day's counts, started again when the hour or the day turned. */
function turned(state: OutboxState, now: number): void {
  if (state.hour !== hourOf(now)) Object.assign(state, { hour: hourOf(now), told: 0 });
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
  const run: Run = { sql, settings, inbox: metaOf(sql, 'inbox') ?? '', state: outboxState(sql), post };
  recover(run);
  const more = await sendNew(run);
  await sendRetries(run);
  await tellMore(run);
  await tellCheck(run);
  await tellFailing(run);
  // After « Je m'en occupe »: the requests nobody took raised, the claims left without news given back (claims.ts).
  const claimsAt = await runClaims({ storage, settings, inbox: run.inbox, days: (await centreDays(sql, settings, clockNow())).days, keeper: keeper.claims, now: clockNow(), post });
  // The sweep, at most every SWEEP_EVERY_MS (it reads the lists it deletes from).
  const now = clockNow();
  if (now - keeper.sweptAt >= SWEEP_EVERY_MS) {
    keeper.sweptAt = now;
    sweep(sql, settings, keeper.days, now);
  }
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

/** Each new request of the open list, oldest first: its notice (NOTICES_PER_HOUR an hour, then told together) and its copy (DAILY_LIMIT a day). */
async function sendNew(run: Run): Promise<boolean> {
  const { sql, settings, state } = run;
  const [at, id] = state.mark ?? [0, ''];
  const rows = sql
    .exec<RequestRow>(`SELECT * FROM requests WHERE held = 0 AND done_at IS NULL AND received_at >= ? ORDER BY received_at, id LIMIT ${PER_RUN + 5}`, at)
    .toArray()
    .filter((row) => row.received_at > at || row.id > id)
    .slice(0, PER_RUN);
  for (const row of rows) {
    const now = clockNow();
    turned(state, now);
    const notify = Boolean(settings.notify.url);
    const one = notify && (state.told ?? 0) < settings.notify.perHour;
    if (one) state.told = (state.told ?? 0) + 1;
    else if (notify) state.grouped = (state.grouped ?? 0) + 1;
    const copy = row.copy !== 'queued' ? 'settled' : (state.copies ?? 0) >= settings.dailyLimit ? 'over-budget' : 'send';
    if (copy === 'send') Object.assign(state, { copies: (state.copies ?? 0) + 1, sending: { id: row.id, tries: row.copy_tries } });
    state.mark = [row.received_at, row.id];
    setOutboxState(sql, state);
    const told = one ? await tellStaff(settings, receivedNotice(noticeFacts(contentOf(row)), run.inbox), run.post) : null;
    // Its journal says the phones heard of it, written with the copy's outcome (journal.ts): no row more.
    const notified = told !== null && told >= 200 && told < 300 ? journalLine({ at: clockNow(), action: 'notified' }) : '';
    // Beyond the day's budget the request is in the inbox without its copy: the notice said it came.
    if (copy === 'over-budget') sql.exec("UPDATE requests SET copy = 'over-budget', journal = journal || ? WHERE id = ?", notified, row.id);
    if (copy === 'send') await sendOne(run, row, now, notified);
    if (copy === 'settled' && notified) sql.exec('UPDATE requests SET journal = journal || ? WHERE id = ?', notified, row.id);
  }
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
    if (!row || row.copy !== 'failing') {
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

/** Requests past the hour's notices: the first told at once (« Encore une demande »), those after it when the hour turns. */
async function tellMore(run: Run): Promise<void> {
  const { sql, state } = run;
  const hour = hourOf(clockNow());
  const grouped = state.grouped ?? 0;
  if (grouped === 0 || state.moreAt === hour) return;
  Object.assign(state, { grouped: 0, moreAt: hour });
  setOutboxState(sql, state);
  await tellStaff(run.settings, moreNotice(grouped, run.inbox), run.post);
}

/** Requests « À vérifier », when more came since the staff were last told: one notice an hour at most, with how many wait. */
async function tellCheck(run: Run): Promise<void> {
  const { sql, settings, state } = run;
  const now = clockNow();
  const since = state.checkAt ?? 0;
  if (!settings.notify.url || now - since < HOUR_MS) return;
  const waiting = heldWaiting(sql);
  if (waiting.last <= since) return;
  state.checkAt = now;
  setOutboxState(sql, state);
  await tellStaff(settings, checkNotice(waiting.count, run.inbox), run.post);
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
  // « À vérifier » 90 days old: its groups counted again (a sweep that finds none writes nothing).
  if (sql.exec('SELECT 1 FROM groups WHERE first < ? LIMIT 1', now - MAX_KEEP_MS).toArray().length > 0) {
    sql.exec('DELETE FROM requests WHERE held = 1 AND received_at < ?', now - MAX_KEEP_MS);
    regroup(sql);
  }
  for (const table of ['gone', 'junk']) sql.exec(`DELETE FROM ${table} WHERE until < ?`, now);
  dropFoldedBefore(sql, now);
  days.dropBefore(doualaToday(new Date(now)));
}

/** The next run: at once while new requests wait, else the next copy's try, the hour's turn, the next « À vérifier » notice, or the sweep. */
function nextRun({ sql, state }: Run, more: boolean, claimsAt: number | null): number {
  const now = clockNow();
  if (more) return now + 1_000;
  const times = [now + SWEEP_EVERY_MS, ...(claimsAt !== null ? [claimsAt] : [])];
  const retry = sql.exec<{ at: number | null }>('SELECT MIN(next_at) AS at FROM retries').one().at;
  if (retry !== null) times.push(retry);
  if ((state.grouped ?? 0) > 0) times.push((hourOf(now) + 1) * HOUR_MS);
  const checkAt = state.checkAt ?? 0;
  if (heldWaiting(sql).last > checkAt) times.push(checkAt + HOUR_MS);
  return Math.max(now + 1_000, Math.min(...times));
}

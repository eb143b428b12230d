import { unreachable } from '@/lib/closed-set';
import { sendCopy, type CopyOutcome } from '../providers';
import { siteRules } from '../rules';
import { contentOf, type RequestRow } from './rows';
import { PER_RUN, turned, type Run } from './run';
import { DAY_MS, rowsCounted, setOutboxState } from './tables';
import { now as clockNow } from './clock';

/*
 * The e-mail copies (docs/gateway.md, « The e-mail copy and the notice leave from the alarm »), within DAILY_LIMIT a
 * Yaoundé day. Before a copy leaves, one row is written, the outbox's state (the day's copies, and the copy leaving
 * with its tries: tables.ts, OutboxState); after, the copy's outcome, on the request. Exactly once: an alarm that
 * died in between (the runtime stopped it, a deploy) leaves that copy with as many tries as the state says; the next
 * run finds it so and marks it `unknown` (recover): the inbox shows it, and it is never sent again without a person
 * deciding (even when the run died before it left: never twice, at worst never). A copy no provider took waits in
 * `retries` and is tried again after COPY_RETRY_MINUTES.
 */

/** When a copy no provider took is tried again, after its 1st, 2nd… try; then every hour, for COPY_TRIES_FOR. */
export const COPY_RETRY_MINUTES = [1, 5, 15, 30, 60];
export const COPY_TRIES_FOR = 2 * DAY_MS;

/** When a copy tried `tries` times is tried again (null: no more). */
export function nextCopyTry(tries: number, receivedAt: number, now: number): number | null {
  const minutes = COPY_RETRY_MINUTES[Math.min(tries, COPY_RETRY_MINUTES.length) - 1] ?? 60;
  const at = now + minutes * 60_000;
  return at - receivedAt > COPY_TRIES_FOR ? null : at;
}

/** The copy the last run left on its way, if its outcome was never written: `unknown`, never sent again. */
export function recover({ sql, state }: Run): void {
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
    default:
      unreachable(outcome);
  }
}

/** Sends one copy, its leaving written first (state.sending, within the day's budget), then its outcome. */
export async function sendOne(run: Run, row: RequestRow, now: number, journal = ''): Promise<void> {
  const outcome = await sendCopy(contentOf(row), run.settings, run.post, await siteRules(run.settings));
  settle(run, row, outcome, now, journal);
}

/** The copies no provider took, whose next try is due. */
export async function sendRetries(run: Run): Promise<void> {
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

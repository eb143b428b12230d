import { newRequestsNotice, noticeFacts, type NewRequests, type Notice } from '@/lib/request/for-gateway';
import { tellStaff } from '../providers';
import { journalLine } from '../journal';
import { now as clockNow } from './clock';
import { sendOne } from './copies';
import { contentOf, type RequestRow } from './rows';
import { noticesOn, PER_RUN, turned, type Run } from './run';
import { setOutboxState, type OutboxState } from './tables';

/*
 * The new requests, told and copied (docs/gateway.md, « The e-mail copy and the notice leave from the alarm »).
 * Notices coalesce, never stop (issue 72): every request received is named by its reference in the next notice,
 * which leaves at once when none left in the last NOTICE_GAP_SECONDS, else that long after the last: alone, it
 * reads as it always did (its kind, its reference, a call-back's slot); with others, « 3 nouvelles demandes :
 * AV-…, AV-…, AV-… ; à vérifier : AV-…, AV-… ». What waits « À vérifier » is named too (issue 78: a family a
 * stranger copied may be there, and reaches a person by name within the minute), in a quieter notice when it is
 * all there is; it has no copy of its own.
 *
 * New requests are found by time past the outbox's marks (tables.ts, OutboxState): « À prendre » through its list's
 * index, « À vérifier » through the groups that received one since (a row a group) and their index: nothing is
 * written to a request to say it waits. A notice is never sent twice (a phone buzzing twice is worse than once
 * missed: the inbox holds the request anyway): the state is written before it leaves.
 */

/** New requests read for one notice: those past it wait for the next. */
const NEWS_READ = 1_000;

/** The open list's requests past a mark, oldest first (its index: time, then the id for those of one millisecond). */
export function pastMark(sql: SqlStorage, mark: [number, string] | undefined, limit: number, columns = '*'): RequestRow[] {
  const [at, id] = mark ?? [0, ''];
  return sql
    .exec<RequestRow>(`SELECT ${columns} FROM requests WHERE held = 0 AND done_at IS NULL AND received_at >= ? ORDER BY received_at, id LIMIT ${limit + 5}`, at)
    .toArray()
    .filter(isPast([at, id]))
    .slice(0, limit);
}

/** Past a mark ([received_at, id]): later, or of its millisecond and after it by id. */
const isPast = ([at, id]: [number, string]) => (row: Pick<RequestRow, 'received_at' | 'id'>) => row.received_at > at || (row.received_at === at && row.id > id);

/**
 * The requests « À vérifier » past a mark, oldest first: read through the groups that received one since (a row a
 * group), then each group's index. Before issue 78 they were counted, not named: the first mark is the last count's.
 */
export function heldPast(sql: SqlStorage, mark: [number, string], limit: number, columns = '*'): RequestRow[] {
  const groups = sql.exec<{ grp: string }>('SELECT grp FROM groups WHERE last >= ?', mark[0]).toArray();
  const rows = groups.flatMap(({ grp }) =>
    sql.exec<RequestRow>(`SELECT ${columns} FROM requests WHERE held = 1 AND grp = ? AND received_at >= ? ORDER BY received_at, id LIMIT ${limit + 5}`, grp, mark[0]).toArray(),
  );
  return rows
    .filter(isPast(mark))
    .sort((a, b) => a.received_at - b.received_at || (a.id < b.id ? -1 : 1))
    .slice(0, limit);
}

/** Where naming what waits « À vérifier » stands (tables.ts, OutboxState). */
export const heldMark = (state: OutboxState): [number, string] => state.heldNamed ?? [state.checkAt ?? 0, '\uffff'];

/** Whether a notice of new requests may leave now: none left within the gap. */
const noticeDue = ({ settings, state }: Run, now: number) => now - (state.noticeAt ?? 0) >= settings.notify.gapMs;

/** A notice of new requests due now (its last request named, in the state, not yet written), and the ids it names. */
interface News {
  notice: Notice;
  ids: string[];
}

const NEWS_COLUMNS = 'id, reference, kind, locale, values_json, received_at';

/** The news a notice due now tells, or null: none due, or nothing new, on top or « À vérifier ». */
function takeNews(run: Run, now: number): News | null {
  const { sql, settings, state } = run;
  if (!noticesOn(settings) || !noticeDue(run, now)) return null;
  const rows = pastMark(sql, state.named, NEWS_READ, NEWS_COLUMNS);
  const held = heldPast(sql, heldMark(state), NEWS_READ, NEWS_COLUMNS);
  const [last, lastHeld] = [rows.at(-1), held.at(-1)];
  if (!last && !lastHeld) return null;
  const facts = (named: RequestRow[]) => named.map((row) => noticeFacts(contentOf(row)));
  const news: NewRequests = { named: facts(rows), check: facts(held) };
  Object.assign(state, { noticeAt: now }, last ? { named: [last.received_at, last.id] } : {}, lastHeld ? { heldNamed: [lastHeld.received_at, lastHeld.id] } : {});
  return { notice: newRequestsNotice(news, run.inbox), ids: [...rows, ...held].map((row) => row.id) };
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
 * a family's request, as before notices were told together), then once before each further copy. Whether more
 * wait than one run takes.
 */
export async function tellAndCopy(run: Run): Promise<boolean> {
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

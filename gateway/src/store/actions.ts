import { unreachable } from '@/lib/closed-set';
import type { InboxAction, InboxFlash, StaffMember } from '../inbox/model';
import { journalLine } from '../journal';
import { isStrong } from '../marks';
import { sharedStrongMarks, strongestFirst } from '../triage';
import { recount, removeHeld } from './groups';
import { foldJunkDeleted } from './report-days';
import type { RequestRow } from './rows';
import { BACK_ON_TOP, UNCLAIMED } from './on-top';
import { HOUR_MS } from './tables';
import { sweptBy } from './views';

/*
 * A member of staff's action on one request, one group or « Indésirables » (docs/gateway-inbox.md), run in one
 * transaction of the inbox: take, release, done, junk, not-junk; junk-group (a group's sweep) and empty-junk, each
 * on the requests its page showed, by id, and no other (issue 78: nothing filed as junk or deleted unseen). Each writes its line in the request's journal (journal.ts) in the statement that makes it,
 * and says what it came to, for the page after it (the flash). Two taps at once meet here, one call at a time: one wins.
 */

export interface ActionInput {
  action: InboxAction;
  id: string;
  /** junk-group, empty-junk: the newest request the confirmation showed. */
  until?: number;
  /** junk-group, empty-junk: the requests its page showed (at most a page, VIEW_ROWS): it takes these, if they are still its. */
  ids?: readonly string[];
  staff: StaffMember;
  junkHours: number;
}

/** The strong marks a request carries, or those a sweep's requests share, for JUNK_HOURS: what repeats two of them waits « À vérifier » at once (triage.ts). */
function markJunk(sql: SqlStorage, marks: readonly string[], until: number): void {
  for (const mark of marks) sql.exec('INSERT INTO junk (mark, until) VALUES (?, ?) ON CONFLICT (mark) DO UPDATE SET until = excluded.until', mark, until);
}

/** The ids a form names, as one JSON parameter (a page's hundred would pass the bound parameters' limit). */
const idList = (ids: readonly string[]) => JSON.stringify(ids);
const IN_IDS = 'id IN (SELECT value FROM json_each(?))';

/**
 * « Toutes indésirables », as its confirmation showed it: of what the group's sweep takes (views.ts, sweptBy: up to
 * `until`), the requests the page named (`ids`), to « Indésirables »; the strong marks they all share marked junk.
 */
function sweepGroup(sql: SqlStorage, key: string, { until, ids }: { until: number; ids: readonly string[] }, now: number, junkUntil: number, by: string): number {
  const shown = new Set(ids);
  const taken = sweptBy(sql, key, until).filter((row) => shown.has(row.id));
  if (taken.length === 0) return 0;
  // Each request's journal gains its line in the statement that moves it: no row more.
  sql.exec(`UPDATE requests SET held = 2, junk_at = ?, grp = ?, journal = journal || ? WHERE ${IN_IDS}`, now, key, journalLine({ at: now, action: 'junk', by }), idList(taken.map((row) => row.id)));
  recount(sql, key);
  markJunk(sql, sharedStrongMarks(taken.map((row) => row.marks)), junkUntil);
  return taken.length;
}

/** The action, within the caller's transaction; what it came to. */
export function actOn(sql: SqlStorage, { action, id, until, ids = [], staff, junkHours }: ActionInput, now: number): InboxFlash {
  const junkUntil = now + junkHours * HOUR_MS;
  if (action === 'junk-group') return { kind: 'junk-group', count: sweepGroup(sql, id, { until: until ?? now, ids }, now, junkUntil, staff.name) };
  if (action === 'empty-junk') {
    // What the page showed, still there: gone with their journals; the report keeps how many, by the hour they came in (report-days.ts).
    const count = foldJunkDeleted(sql, `held = 2 AND ${IN_IDS}`, [idList(ids)], now);
    sql.exec(`DELETE FROM requests WHERE held = 2 AND ${IN_IDS}`, idList(ids));
    return { kind: 'emptied', count };
  }
  const row = sql.exec<RequestRow>('SELECT * FROM requests WHERE id = ?', id).toArray()[0];
  if (!row) return { kind: 'gone', reference: sql.exec<{ reference: string | null }>('SELECT reference FROM gone WHERE id = ?', id).toArray()[0]?.reference || '—' };
  const reference = row.reference;
  const someoneElse = row.state === 'taken' && row.taken_email !== staff.email;
  // Back on top once a person has it: named only when it changes, an index's entry being a row written.
  const unheld = row.held ? 'held = 0, junk_at = NULL, ' : '';
  const leaves = () => (row.held === 1 ? removeHeld(sql, row.grp) : undefined);
  switch (action) {
    case 'take':
      if (row.state === 'done') return { kind: 'done', reference };
      if (someoneElse) return { kind: 'already-taken', reference, by: row.taken_by ?? '', at: row.taken_at ?? now };
      if (row.state === 'open') {
        sql.exec(
          `UPDATE requests SET ${unheld}state = 'taken', taken_by = ?, taken_email = ?, taken_at = ?, first_taken_at = COALESCE(first_taken_at, ?), journal = journal || ? WHERE id = ?`,
          staff.name,
          staff.email,
          now,
          now,
          journalLine({ at: now, action: 'taken', by: staff.name }),
          id,
        );
        leaves();
      }
      return { kind: 'taken', reference };
    case 'release':
      // Only she who has it gives it back; to another it still reads as hers.
      if (someoneElse) return { kind: 'already-taken', reference, by: row.taken_by ?? '', at: row.taken_at ?? now };
      // Her outcome goes with her: whoever takes it next starts without one (the journal keeps it).
      if (row.state === 'taken') {
        sql.exec(`UPDATE requests SET ${BACK_ON_TOP}, journal = journal || ? WHERE id = ?`, now, journalLine({ at: now, action: 'released', by: staff.name }), id);
      }
      return { kind: 'released', reference };
    case 'done':
      // Whoever finished it: the family reads her name.
      if (row.state !== 'done') {
        const since = row.state === 'taken' && !someoneElse ? row.taken_at : now;
        sql.exec(
          `UPDATE requests SET ${unheld}state = 'done', taken_by = ?, taken_email = ?, taken_at = ?, done_at = ?, first_taken_at = COALESCE(first_taken_at, ?), journal = journal || ? WHERE id = ?`,
          staff.name,
          staff.email,
          since,
          now,
          now,
          journalLine({ at: now, action: 'done', by: staff.name }),
          id,
        );
        leaves();
      }
      return { kind: 'done', reference };
    case 'junk': {
      // Kept in « Indésirables » (received, back in a tap) until JUNK_HOURS on; what repeats two of what it carries waits « À vérifier » at once.
      if (row.state === 'done' || row.held === 2) return { kind: 'junk', reference };
      const marks = row.marks.split(' ').filter(Boolean);
      const [group = ''] = strongestFirst(marks.filter(isStrong));
      sql.exec(
        `UPDATE requests SET held = 2, junk_at = ?, grp = ?, ${UNCLAIMED}, journal = journal || ? WHERE id = ?`,
        now,
        group,
        journalLine({ at: now, action: 'junk', by: staff.name }),
        id,
      );
      leaves();
      markJunk(sql, marks.filter(isStrong), junkUntil);
      return { kind: 'junk', reference };
    }
    case 'not-junk':
      // Back on top; what it carries no longer sets anything apart.
      if (row.held === 2) {
        sql.exec(`UPDATE requests SET held = 0, junk_at = NULL, grp = '', ${BACK_ON_TOP}, journal = journal || ? WHERE id = ?`, now, journalLine({ at: now, action: 'not-junk', by: staff.name }), id);
        const marks = row.marks.split(' ').filter(Boolean);
        if (marks.length > 0) sql.exec(`DELETE FROM junk WHERE mark IN (${marks.map(() => '?').join(', ')})`, ...marks);
      }
      return { kind: 'not-junk', reference };
    default:
      return unreachable(action);
  }
}

import { kindOf, type RequestContent } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import { journalLine } from '../journal';
import { isStrong, marksOf } from '../marks';
import { addressFactor, volumeOf } from '../price';
import type { Settings } from '../settings';
import { copyOf, marksToCount, triage, type List } from '../triage';
import type { Days, Issued } from './days';
import { addHeld } from './groups';
import { outboxState, rowsCounted } from './tables';

/*
 * A request the site's page posts, its proof checked (routes/site.ts), kept in the inbox in one transaction (docs/gateway.md,
 * « What it does with a request »): its proof spent, its id remembered, its address's day counted, its list decided by
 * what it carries (triage.ts, by its marks: marks.ts; never by its address): « À prendre » or « À vérifier », never
 * « Indésirables » (a person's doing alone). Accepted means kept: « sent »; the alarm names it to the staff's phones.
 */

export interface AcceptInput {
  id: string;
  content: RequestContent;
  /** The proof's name (its signature), when it expires, and the day, address and price its challenge was issued with (older challenges say none). */
  proof: { key: string; until: number; issued?: Issued };
  /** The caller's address key, as a keyed hash (address.ts, addressTag): the request's address when its challenge names none. */
  address: string;
}

/** Accepted (kept: « sent »), already here, its proof already spent, or priced too low now. */
export const ACCEPTANCES = ['accepted', 'duplicate', 'replayed', 'underpriced'] as const;
export type Accepted = (typeof ACCEPTANCES)[number];

/** Where each list keeps its requests (rows.ts, `held`). */
const HELD: Record<List, number> = { open: 0, check: 1, junk: 2 };

/** What the inbox holds that accepting writes to, and its transaction (which forgets the day's counts kept in memory when it fails). */
export interface Keeping {
  sql: SqlStorage;
  days: Days;
  settings: Settings;
  transaction<T>(work: () => T): T;
}

/** The request kept, or why not; and, kept, when the alarm is to tell (and, on top, copy) it. */
export async function acceptRequest({ sql, days, settings, transaction }: Keeping, { id, content, proof, address }: AcceptInput, now: number): Promise<{ accepted: Accepted; alarmAt?: number }> {
  const day = doualaToday(new Date(now));
  // The address counted is the one the challenge was issued to, wherever it is posted from.
  const issued = proof.issued ?? { day, address, factor: 1 };
  const volume = volumeOf(settings);
  const marks = await marksOf(content, settings.proof.secret);
  let list: List = 'open';
  const accepted = transaction((): Accepted => {
    if (days.isSpent(issued, proof.key)) return 'replayed';
    const known = rowsCounted(sql, 'SELECT COUNT(*) AS n FROM requests WHERE id = ?', id) + rowsCounted(sql, 'SELECT COUNT(*) AS n FROM gone WHERE id = ? AND until > ?', id, now);
    if (known > 0) {
      days.spend(issued, proof.key);
      return 'duplicate';
    }
    const counted = days.counted(day, issued.address);
    // Its address posted more since the challenge was priced: a fresh one, at today's price (nothing written).
    if (issued.factor < addressFactor(counted.posted, volume)) return 'underpriced';
    const strong = marks.filter(isStrong);
    const junk = strong.length === 0 ? [] : sql.exec<{ mark: string }>(`SELECT mark FROM junk WHERE mark IN (${strong.map(() => '?').join(', ')}) AND until > ?`, ...strong, now).toArray().map((row) => row.mark);
    const seen = days.seen(day, marks);
    const sorted = triage({ marks, seen, junk }, settings.repeatsOnTop);
    list = sorted.list;
    days.post(day, issued, proof.key, list === 'open');
    days.countMarks(day, marksToCount(marks, seen, settings.repeatsOnTop));
    sql.exec(
      `INSERT INTO requests (id, reference, kind, locale, values_json, received_at, grp, held, marks, junk_at, state, copy, journal)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
      id,
      content.reference,
      kindOf(content),
      content.locale,
      JSON.stringify(content.values),
      now,
      sorted.group ?? '',
      HELD[list],
      marks.join(' '),
      null,
      copyOf(list, counted.top, settings.dailyLimit),
      journalLine({ at: now, action: 'received' }),
    );
    if (list === 'check' && sorted.group) addHeld(sql, sorted.group, now);
    return 'accepted';
  });
  if (accepted !== 'accepted') return { accepted };
  days.add(day);
  // One on top is copied now; each is named in the next notice, at once or NOTICE_GAP_SECONDS after the last (news.ts):
  // a flood apart wakes the alarm once a notice, not once a request.
  return { accepted, alarmAt: list === 'open' ? now : Math.max(now, (outboxState(sql).noticeAt ?? 0) + settings.notify.gapMs) };
}

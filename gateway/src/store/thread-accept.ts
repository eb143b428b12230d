import { doualaToday } from '@/lib/douala-date';
import { newReference, type RequestContent } from '@/lib/request/for-gateway';
import { journalLine } from '../journal';
import { isStrong } from '../marks';
import type { Settings } from '../settings';
import { copyOf, marksToCount, triage } from '../triage';
import type { Days } from './days';
import { addHeld } from './groups';

/*
 * A family's WhatsApp message that belongs to no request (issue 82): a request of its own kind, « Message WhatsApp »
 * (lib/request/kinds/whatsapp.ts), received as a page's request is (store/accept.ts) but for what only a page has (a
 * proof, an address): kept with its journal's first line, in « À prendre » or « À vérifier » by the same triage (its
 * marks: its number, its first message when long: marks.ts), its e-mail copy queued as any request's on top, named in
 * the next notice (« Nouveau message WhatsApp », its reference, nothing the family wrote), raised after
 * UNCLAIMED_MINUTES, counted in the report. In the caller's transaction (store/thread-inbound.ts).
 */

/** What a family's first message makes of a request: its number (E.164, '' when WhatsApp gives only an account), the account, the first message in words. */
export function whatsappContent({ phone, account, message }: { phone: string; account: string; message: string }): RequestContent {
  return { values: { phone: phone ? `+${phone}` : '', account: phone ? '' : account, message }, locale: 'fr', reference: newReference(), kind: 'whatsapp' };
}

/** Where the request is kept: its list's `held` (accept.ts's HELD). */
const HELD = { open: 0, check: 1 } as const;

/** The request made, in the caller's transaction; its id, whether it is on top, and the day it counts in (Days.add after the transaction). */
export function acceptWhatsApp(sql: SqlStorage, days: Days, settings: Settings, { content, marks }: { content: RequestContent; marks: readonly string[] }, now: number): { id: string; onTop: boolean; day: string } {
  const day = doualaToday(new Date(now));
  const strong = marks.filter(isStrong);
  const junk = strong.length === 0 ? [] : sql.exec<{ mark: string }>(`SELECT mark FROM junk WHERE mark IN (${strong.map(() => '?').join(', ')}) AND until > ?`, ...strong, now).toArray().map((row) => row.mark);
  const seen = days.seen(day, marks);
  const sorted = triage({ marks, seen, junk }, settings.repeatsOnTop);
  days.countMarks(day, marksToCount(marks, seen, settings.repeatsOnTop));
  const id = crypto.randomUUID();
  sql.exec(
    `INSERT INTO requests (id, reference, kind, locale, values_json, received_at, grp, held, marks, junk_at, state, copy, journal)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 'open', ?, ?)`,
    id,
    content.reference,
    'whatsapp',
    content.locale,
    JSON.stringify(content.values),
    now,
    sorted.group ?? '',
    HELD[sorted.list],
    marks.join(' '),
    // No address: the copies' share per address (triage.ts) counts none for it.
    copyOf(sorted.list, 0, settings.dailyLimit),
    journalLine({ at: now, action: 'received' }),
  );
  if (sorted.list === 'check' && sorted.group) addHeld(sql, sorted.group, now);
  return { id, onTop: sorted.list === 'open', day };
}

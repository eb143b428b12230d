import { FIRST_KIND, readOutcome, readValues, type GatewayOutcome, type GatewayRequestStatus, type Locale, type RequestContent, type RequestKind } from '@/lib/request/for-gateway';
import type { EmailCopy, InboxRequest, InboxState } from '../inbox/model';
import { readJournal } from '../journal';
import type { VisitRecord } from '../visits/model';

/*
 * A request as its row holds it (schema.ts), and what the inbox and a family's status read of it. Pure.
 */

export type RequestRow = {
  id: string;
  reference: string;
  kind: string;
  locale: string;
  values_json: string;
  received_at: number;
  /** Its group: the mark it repeats (« À vérifier ») or repeated (« Indésirables »), or its address for one held before marks; '' or anything on top. */
  grp: string;
  /** 0: « À prendre » (or taken, or done), 1: « À vérifier », 2: « Indésirables » (triage.ts). */
  held: number;
  /** Its marks (marks.ts), space-separated. */
  marks: string;
  /** When it went to « Indésirables » (deleted JUNK_HOURS after). */
  junk_at: number | null;
  state: string;
  taken_by: string | null;
  taken_email: string | null;
  taken_at: number | null;
  done_at: number | null;
  copy: string;
  copy_tries: number;
  copy_failures: string | null;
  /** After « Je m'en occupe » (schema.ts, AFTER_TAKING). */
  first_taken_at: number | null;
  first_call_at: number | null;
  outcome: string | null;
  raised_at: number | null;
  journal: string;
  /** When it came back to « À prendre » (store/on-top.ts), null for one that never left it. */
  open_at: number | null;
  /** When the family's consent to its visit's messages was withdrawn (issue 83), null while it stands. */
  consent_off: number | null;
};

/** A row's values by today's names: a row kept from before issue 74 holds an appointment's names (lib/request/stored-values.ts). */
const valuesOf = (row: Pick<RequestRow, 'values_json' | 'kind'>) => readValues(row.kind as RequestKind, JSON.parse(row.values_json)).values;

/** The last outcome a row holds, as the family and the inbox read it (null: none, or unreadable). */
export function outcomeOf(row: Pick<RequestRow, 'outcome'>): GatewayOutcome | null {
  if (!row.outcome) return null;
  try {
    return readOutcome(JSON.parse(row.outcome));
  } catch {
    return null;
  }
}

export const contentOf = (row: Pick<RequestRow, 'values_json' | 'locale' | 'reference' | 'kind'>): RequestContent => ({
  values: valuesOf(row),
  locale: row.locale as Locale,
  reference: row.reference,
  // The first kind is named in its row, as every kind; a request's content names it by none (lib/request/values.ts).
  ...(row.kind === FIRST_KIND ? {} : { kind: row.kind as RequestKind }),
});

/** A request as the inbox's pages show it, with its last visit (store/visits.ts, lastVisitOf), if any. */
export function inboxRequestOf(row: RequestRow, visit: VisitRecord | null = null): InboxRequest {
  const outcome = outcomeOf(row);
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as RequestKind,
    locale: row.locale as Locale,
    receivedAt: row.received_at,
    state: row.state as InboxState,
    ...(row.held === 1 ? { held: true } : {}),
    ...(row.held === 2 && row.junk_at !== null ? { junkAt: row.junk_at } : {}),
    ...(row.taken_by ? { takenBy: row.taken_by } : {}),
    ...(row.taken_at !== null ? { takenAt: row.taken_at } : {}),
    ...(row.done_at !== null ? { doneAt: row.done_at } : {}),
    values: valuesOf(row),
    emailCopy: row.copy as EmailCopy,
    ...(outcome ? { outcome } : {}),
    ...(row.raised_at !== null ? { raisedAt: row.raised_at } : {}),
    journal: readJournal(row.journal),
    ...(visit ? { visit } : {}),
    ...(row.consent_off !== null ? { consentOffAt: row.consent_off } : {}),
  };
}

/** What a family's page reads of its request: received, who has it since when and her call's last outcome, done, or nothing (unknown). */
export function statusOf(id: string, row: Pick<RequestRow, 'state' | 'taken_by' | 'taken_at' | 'done_at' | 'outcome'> | undefined): GatewayRequestStatus {
  if (!row) return { id, state: 'unknown' };
  const outcome = outcomeOf(row);
  const told = outcome ? { outcome } : {};
  if (row.state === 'taken' && row.taken_by && row.taken_at !== null) return { id, state: 'taken', by: row.taken_by, since: row.taken_at, ...told };
  if (row.state === 'done' && row.taken_by && row.done_at !== null) return { id, state: 'done', by: row.taken_by, since: row.done_at, ...told };
  return { id, state: row.state === 'open' ? 'received' : 'unknown' };
}

import { doualaInstant } from '@/lib/douala-date';
import { minutesOf } from '@/lib/hours';
import { readJournal } from '../journal';
import { messageId, type ThreadMessage, type Unsent, type Visit } from '../visits/model';
import { messageColumnsOf, visitColumnsOf } from './visit-rows';
import { isRecord } from '@/lib/unknown-value';

/*
 * The visits' tables (issue 83; docs/gateway-visits.md, « A visit »), drawn, as the requests' are, for the rows written
 * (every index entry written is one):
 *   visits     one row a visit (a new one after a cancel is a new row, the old kept for the report), keyed by its
 *              request and generation; read by its instant (`visits_at`: the list « Rendez-vous », the alarm, the
 *              report, the sweep) and by its link's key (`visits_link`: the family's page, the providers' statuses)
 *   messages   the family's thread: one row a message, out or in (issue 82 adds the family's own and the staff's
 *              replies here, no other table), keyed by its request and its id (a visit's `<gen>.<rev>.<purpose>.<channel>`:
 *              never written twice); one per provider's id (`messages_provider`: WhatsApp's wamid, Brevo's messageId)
 * Both go with their request (`request_deleted`): whatever deletes a request (the sweep, « Tout effacer ») deletes its
 * visits and its thread in the same statement.
 */

export const VISIT_TABLES = [
  `CREATE TABLE IF NOT EXISTS visits (
    request_id TEXT NOT NULL,
    gen INTEGER NOT NULL,
    rev INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    date TEXT NOT NULL,
    time TEXT NOT NULL,
    at INTEGER NOT NULL,
    place TEXT NOT NULL,
    district TEXT,
    with_name TEXT,
    phase TEXT NOT NULL,
    result TEXT,
    agreed_at INTEGER NOT NULL,
    rev_at INTEGER NOT NULL,
    changed_at INTEGER NOT NULL,
    with_at INTEGER,
    reason TEXT,
    marked_by TEXT,
    answer TEXT,
    answer_at INTEGER,
    answer_rev INTEGER,
    coming_at INTEGER,
    change_at INTEGER,
    unsent TEXT,
    link_key TEXT,
    PRIMARY KEY (request_id, gen)
  ) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS visits_at ON visits (at)',
  'CREATE UNIQUE INDEX IF NOT EXISTS visits_link ON visits (link_key) WHERE link_key IS NOT NULL',
  `CREATE TABLE IF NOT EXISTS messages (
    request_id TEXT NOT NULL,
    id TEXT NOT NULL,
    visit_gen INTEGER,
    direction TEXT NOT NULL,
    channel TEXT NOT NULL,
    purpose TEXT NOT NULL,
    rev INTEGER,
    provider_id TEXT,
    state TEXT NOT NULL,
    at INTEGER NOT NULL,
    state_at INTEGER NOT NULL,
    by_name TEXT,
    error TEXT,
    body TEXT,
    PRIMARY KEY (request_id, id)
  ) WITHOUT ROWID`,
  'CREATE UNIQUE INDEX IF NOT EXISTS messages_provider ON messages (provider_id) WHERE provider_id IS NOT NULL',
  `CREATE TRIGGER IF NOT EXISTS request_deleted AFTER DELETE ON requests
  BEGIN DELETE FROM visits WHERE request_id = OLD.id; DELETE FROM messages WHERE request_id = OLD.id; END`,
];

/** An INSERT of every column of a row (its columns' names are ours: visitColumnsOf, messageColumnsOf). */
export function insertRow(sql: SqlStorage, table: 'visits' | 'messages', row: object): void {
  const entries = Object.entries(row);
  sql.exec(`INSERT INTO ${table} (${entries.map(([name]) => name).join(', ')}) VALUES (${entries.map(() => '?').join(', ')})`, ...entries.map(([, value]) => value as SqlStorageValue));
}

/* Version 5's visit, as its row kept it (issue 77's visits/model.ts, frozen here): read for the migration alone. */

interface V5Send {
  state: string;
  at: number;
  id?: string;
  error?: string;
}
interface V5Visit {
  gen: number;
  rev: number;
  date: string;
  time: string;
  place: string;
  district?: string;
  with?: string;
  state: string;
  agreedAt: number;
  reason?: string;
  answers: { kind: string; at: number; rev: number }[];
  marked?: { at: number; by: string };
  messages: { rev: number; purpose: string; whatsapp?: V5Send; sms?: V5Send; notSent?: { at: number; why: string } }[];
}

const V5_PHASES: Record<string, Pick<Visit, 'phase' | 'result'>> = { booked: { phase: 'booked' }, cancelled: { phase: 'cancelled' }, attended: { phase: 'marked', result: 'attended' }, missed: { phase: 'marked', result: 'missed' } };
const V5_PURPOSES = new Set(['confirm', 'reminder']);
const V5_STATES = new Set(['leaving', 'accepted', 'sent', 'delivered', 'read', 'failed', 'refused', 'unknown']);

function readV5(text: string): V5Visit | null {
  try {
    const raw = JSON.parse(text) as unknown;
    if (!isRecord(raw) || typeof raw.gen !== 'number' || typeof raw.rev !== 'number' || typeof raw.date !== 'string' || typeof raw.time !== 'string' || !Object.hasOwn(V5_PHASES, String(raw.state))) return null;
    return { ...(raw as unknown as V5Visit), answers: Array.isArray(raw.answers) ? (raw.answers as V5Visit['answers']) : [], messages: Array.isArray(raw.messages) ? (raw.messages as V5Visit['messages']) : [] };
  } catch {
    return null;
  }
}

/** A version 5 visit as schema 6's rows: the visit, and its messages (each channel tried, a row). */
export function visitOfV5(requestId: string, old: V5Visit, linkKey: string | null, journal: string): { visit: Visit; messages: ThreadMessage[] } {
  const entries = readJournal(journal);
  const last = (step: string) => entries.filter((entry) => entry.action === 'visit' && 'visit' in entry && entry.visit.step === step).at(-1)?.at;
  const phase = V5_PHASES[old.state] ?? { phase: 'booked' as const };
  const answer = old.answers.filter((one) => one.rev === old.rev).at(-1);
  const first = (kind: string) => old.answers.find((one) => one.kind === kind)?.at;
  const unsent: Unsent[] = old.messages.flatMap((one) => (one.notSent && V5_PURPOSES.has(one.purpose) ? [{ rev: one.rev, purpose: one.purpose as Unsent['purpose'], at: one.notSent.at, why: one.notSent.why }] : []));
  const changedAt = old.marked?.at ?? (phase.phase === 'cancelled' ? last('cancelled') : undefined) ?? old.agreedAt;
  // Issue 77 sent no cancellation: a visit cancelled before this schema gets none now, and its card says so.
  if (old.state === 'cancelled') unsent.push({ rev: old.rev, purpose: 'cancelled', at: changedAt, why: 'annulé avant l’envoi des messages d’annulation' });
  const [comingAt, changeAt] = [first('coming'), first('change')];
  const visit: Visit = {
    requestId,
    gen: old.gen,
    rev: old.rev,
    // Issue 77's calendar file counted its revisions from 0.
    seq: Math.max(0, old.rev - 1 + (phase.phase === 'cancelled' ? 1 : 0)),
    date: old.date,
    time: old.time,
    at: doualaInstant(old.date, minutesOf(old.time)),
    place: old.place === 'home' ? 'home' : 'centre',
    ...(old.district ? { district: old.district } : {}),
    ...(old.with ? { with: old.with } : {}),
    ...phase,
    agreedAt: last('agreed') ?? old.agreedAt,
    revAt: old.agreedAt,
    changedAt,
    ...(old.reason === 'family' || old.reason === 'centre' || old.reason === 'mistake' ? { reason: old.reason } : {}),
    ...(old.marked ? { markedBy: old.marked.by } : {}),
    ...(answer && (answer.kind === 'coming' || answer.kind === 'change') ? { answer: { kind: answer.kind, at: answer.at, rev: answer.rev } } : {}),
    ...(comingAt ? { comingAt } : {}),
    ...(changeAt ? { changeAt } : {}),
    unsent,
    linkKey,
  };
  const messages = old.messages.flatMap((one) =>
    V5_PURPOSES.has(one.purpose)
      ? (['whatsapp', 'sms'] as const).flatMap((channel): ThreadMessage[] => {
          const send = one[channel];
          if (!send || !V5_STATES.has(send.state)) return [];
          return [
            {
              requestId,
              id: messageId(old.gen, one.rev, one.purpose as ThreadMessage['purpose'], channel),
              visitGen: old.gen,
              direction: 'out',
              channel,
              purpose: one.purpose as ThreadMessage['purpose'],
              rev: one.rev,
              ...(send.id ? { providerId: send.id } : {}),
              state: send.state as ThreadMessage['state'],
              at: send.at,
              stateAt: send.at,
              ...(send.error ? { error: send.error } : {}),
            },
          ];
        })
      : [],
  );
  return { visit, messages };
}

/**
 * Version 5's visits brought over once (issue 83): each request's visit JSON into a visit's row and its messages'
 * rows, its link's key kept (the links already sent still open); then the three columns and their indexes dropped.
 * A visit that cannot be read is left behind, as its page already showed nothing of it.
 */
export function visitsFromVersion5(sql: SqlStorage): void {
  for (const statement of VISIT_TABLES) sql.exec(statement);
  const rows = sql.exec<{ id: string; visit: string; visit_key: string | null; journal: string }>('SELECT id, visit, visit_key, journal FROM requests WHERE visit IS NOT NULL').toArray();
  for (const row of rows) {
    const old = readV5(row.visit);
    if (!old) continue;
    const { visit, messages } = visitOfV5(row.id, old, row.visit_key, row.journal);
    insertRow(sql, 'visits', visitColumnsOf(visit));
    for (const message of messages) insertRow(sql, 'messages', messageColumnsOf(message));
  }
  for (const index of ['requests_visits', 'requests_visit_key']) sql.exec(`DROP INDEX IF EXISTS ${index}`);
  for (const column of ['visit', 'visit_at', 'visit_key']) sql.exec(`ALTER TABLE requests DROP COLUMN ${column}`);
}

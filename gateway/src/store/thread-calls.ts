import { reengageMessage, type Locale } from '@/lib/request/for-gateway';
import type { InboxRequest, StaffMember } from '../inbox/model';
import type { Settings } from '../settings';
import { isBefore, readThreadBody, writeThreadBody, type StaffPurpose, type ThreadCursor } from '../thread/model';
import { REPLY_KEY, REPLY_MAX, replyText, type ReplyFields, type ReplyOutcome } from '../thread/reply';
import { sendThreadMessage, threadRef, type ThreadSend } from '../thread/send';
import type { ThreadMessage } from '../visits/model';
import { now as clockNow } from './clock';
import { inboxRequestOf, type RequestRow } from './rows';
import { actOnMessage, messageOfRow, summaryOfRows, threadRows, windowOf, type ThreadSummary } from './thread';
import { markDue } from './thread-due';
import { lastVisitOf } from './visits';

/*
 * The inbox's calls on a family's thread (issue 82; store/inbox.ts wraps each): its page (every message, a page of
 * them, and, opened by her who holds it or by anyone while nobody does, the family's messages read: the caller tells
 * Meta, the family's blue ticks), and a member of staff's message from the card: free words inside WhatsApp's
 * 24-hour window, the approved template after it. Written before it leaves (`leaving`, its id the form's own key: a
 * form posted twice sends once), then what Meta said, journaled by her first name (thread/transition.ts).
 */

export interface ThreadContext {
  storage: DurableObjectStorage;
  settings: Settings;
  transaction<T>(work: () => T): T;
}

/** A thread's page: the request as its card shows it, a page of its messages, and the wamid to tell Meta was read (null: none, or not her to read). */
export interface ThreadPage {
  request: InboxRequest;
  messages: ThreadMessage[];
  /** Messages before the page's first, not on it. */
  older: number;
  markRead: string | null;
}

/** The messages a thread's page shows at most; older ones a link away. */
export const THREAD_PAGE_ROWS = 100;

/** The family's messages not yet read, read now; the last one's wamid, for Meta (null: none was unread). */
function markRead(sql: SqlStorage, requestId: string, rows: readonly ThreadMessage[], now: number): string | null {
  const unread = rows.filter((one) => one.direction === 'in' && one.state === 'delivered');
  for (const message of unread) actOnMessage(sql, requestId, message.id, { kind: 'read' }, now);
  return unread.at(-1)?.providerId ?? null;
}

/** Whether opening the card reads it: she holds it, or nobody does. */
const readsIt = (row: Pick<RequestRow, 'state' | 'taken_email' | 'done_at'>, staff: StaffMember) => row.state !== 'taken' || row.done_at !== null || row.taken_email === staff.email;

/**
 * A message of the staff's, or the answer to « STOP », still `leaving` well past the provider's timeout: the call that
 * sent it died between its row and Meta's answer (a deploy, an eviction). It may have left: `unknown`, never sent
 * again. Read so wherever the thread is drawn; written so when its page is opened.
 */
export const isStale = (message: ThreadMessage, settings: Settings, now: number) => message.state === 'leaving' && message.visitGen === undefined && now - message.stateAt > settings.providerTimeoutMs + 60_000;

export function threadPageCall({ storage, settings, transaction }: ThreadContext, { id, staff, before }: { id: string; staff: StaffMember; before?: ThreadCursor }): ThreadPage | null {
  const { sql } = storage;
  return transaction(() => {
    const row = sql.exec<RequestRow>('SELECT * FROM requests WHERE id = ?', id).toArray()[0];
    if (!row) return null;
    const now = clockNow();
    const rows = threadRows(sql, id);
    for (const stale of rows.filter((one) => isStale(one, settings, now))) actOnMessage(sql, id, stale.id, { kind: 'lost' }, now);
    const markAt = readsIt(row, staff) ? markRead(sql, id, rows, now) : null;
    const fresh = threadRows(sql, id);
    // Messages of the same second (a post of many) are told apart by their id: a page never skips one nor shows it twice.
    const until = before === undefined ? fresh : fresh.filter((one) => isBefore(one, before));
    const messages = until.slice(-THREAD_PAGE_ROWS);
    const thread = summaryOfRows(fresh);
    return { request: { ...inboxRequestOf(row, lastVisitOf(sql, id)), ...(thread ? { thread } : {}) }, messages, older: until.length - messages.length, markRead: markAt };
  });
}

/** The family's number WhatsApp may be written to (E.164 on its request), or none. */
function numberOf(row: Pick<RequestRow, 'values_json'>): string | null {
  try {
    const phone = String((JSON.parse(row.values_json) as { phone?: unknown }).phone ?? '').trim();
    return /^\+[1-9]\d{6,14}$/.test(phone) ? phone : null;
  } catch {
    return null;
  }
}

/** What a reply came to, with its request's reference, and the wamid to tell Meta was read (she answered it: she read it). */
export interface Replied {
  reference: string;
  said: ReplyOutcome;
  markRead: string | null;
}

/** A member of staff's message to the family: checked, written, sent at once, its outcome written (never sent twice). */
export async function replyCall({ storage, settings, transaction }: ThreadContext, { id, staff, fields }: { id: string; staff: StaffMember; fields: ReplyFields }): Promise<Replied | null> {
  const { sql } = storage;
  const purpose: StaffPurpose = fields.template === 'reengage' ? 'reengage' : 'reply';
  const text = replyText(fields.text ?? '');
  const key = fields.key ?? '';
  const now = clockNow();
  type Ready = { to: string; send: ThreadSend; messageId: string; markRead: string | null };
  const checked = transaction((): { reference: string } & ({ said: ReplyOutcome } | Ready) | null => {
    const row = sql.exec<RequestRow>('SELECT * FROM requests WHERE id = ?', id).toArray()[0];
    if (!row) return null;
    const { reference } = row;
    if (row.state !== 'taken' || row.done_at !== null || row.taken_email !== staff.email) return { reference, said: 'not-yours' };
    if (!settings.messages.whatsapp.on) return { reference, said: 'off' };
    const to = numberOf(row);
    if (!to) return { reference, said: 'no-number' };
    if (!REPLY_KEY.test(key)) return { reference, said: 'twice' };
    const rows = threadRows(sql, id);
    if (purpose === 'reply') {
      if (!text) return { reference, said: 'empty' };
      if (text.length > REPLY_MAX) return { reference, said: 'too-long' };
      if (!windowOf(summaryOfRows(rows), now).open) return { reference, said: 'window-closed' };
    }
    const locale: Locale = row.locale === 'en' ? 'en' : 'fr';
    const { params } = reengageMessage(reference, locale);
    const send: ThreadSend = purpose === 'reply' ? { kind: 'text', body: text } : { kind: 'template', name: settings.messages.whatsapp.reengage, locale, params };
    const messageId = `${purpose === 'reply' ? 'r' : 't'}-${key}`;
    const body = writeThreadBody(purpose === 'reply' ? { purpose, text } : { purpose, params, locale });
    const message: ThreadMessage = { requestId: id, id: messageId, direction: 'out', channel: 'whatsapp', purpose, state: 'leaving', at: now, stateAt: now, by: staff.name, body };
    if (actOnMessage(sql, id, messageId, { kind: 'leaving', message }, now).kind !== 'applied') return { reference, said: 'twice' };
    // She answers: she read what the family wrote.
    return { reference, to, send, messageId, markRead: markRead(sql, id, rows, now) };
  });
  if (!checked) return null;
  if ('said' in checked) return { reference: checked.reference, said: checked.said, markRead: null };
  const outcome = await sendThreadMessage(settings, { to: checked.to, send: checked.send, reference: threadRef(id, checked.messageId) });
  transaction(() =>
    actOnMessage(sql, id, checked.messageId, { kind: 'said', state: outcome.kind, ...('id' in outcome && outcome.id ? { providerId: outcome.id } : {}), ...('error' in outcome ? { error: outcome.error } : {}) }, clockNow()),
  );
  const said: ReplyOutcome = outcome.kind === 'accepted' ? 'sent' : outcome.kind;
  return { reference: checked.reference, said, markRead: checked.markRead };
}

/** A thread's summary beside a request read for a page (views.ts). */
export const withThread = (request: InboxRequest, thread: ThreadSummary | null): InboxRequest => (thread ? { ...request, thread } : request);

/** The R2 key of a thread's stored file (null: no such message, or no file kept): the inbox's /inbox/media serves it. */
export function storedKeyOf(sql: SqlStorage, requestId: string, messageId: string): { key: string; name: string } | null {
  const message = messageOfRow(sql, requestId, messageId);
  const body = message ? readThreadBody(message.purpose, message.body) : null;
  if (!body || (body.purpose !== 'family' && body.purpose !== 'echo') || body.file?.state !== 'stored') return null;
  return { key: body.file.key, name: body.file.name };
}

/** « Réessayer »: a file that waits is tried at the alarm's next run (its tries kept); whether it waits. */
export function retryFile(sql: SqlStorage, requestId: string, messageId: string, now: number): boolean {
  const message = messageOfRow(sql, requestId, messageId);
  const body = message ? readThreadBody(message.purpose, message.body) : null;
  if (!body || body.purpose !== 'family' || body.file?.state !== 'waiting') return false;
  actOnMessage(sql, requestId, messageId, { kind: 'file', file: { ...body.file, nextAt: now } }, now);
  markDue(sql, requestId, { media: now });
  return true;
}

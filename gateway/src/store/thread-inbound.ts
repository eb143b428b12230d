import type { VisitAnswer } from '@/lib/request/for-gateway';
import { nbsp } from '@/lib/typography';
import type { InboundMessage } from '../whatsapp/inbound-kinds';
import { inboundLabel } from '../whatsapp/inbound-words';
import { readQuickReply } from '../whatsapp/quick-replies';
import { isStop } from '../whatsapp/stop';
import { isMediaContent, writeThreadBody, type ThreadBody } from '../thread/model';
import { senderOf, type Sender } from '../thread/sender';
import { readMessageRef } from '../visits/statuses';
import type { ThreadMessage } from '../visits/model';
import { withdrawConsent } from './consent';
import { journalLine } from '../journal';
import { REOPENED } from './on-top';
import { contentOf, type RequestRow } from './rows';
import { actOnMessage, messageOfProvider, messageOfRow } from './thread';
import { acceptWhatsApp, whatsappContent } from './thread-accept';
import { markDue } from './thread-due';
import type { Days } from './days';
import type { Settings } from '../settings';
import { actOnVisit, lastVisitOf, visitByKey, visitRequestOf } from './visits';

/*
 * A family's WhatsApp messages kept, once each, on the card they belong to (issue 82; docs/gateway-thread.md), in one
 * transaction of the inbox for the whole post, before Meta is answered 200 (routes/webhooks.ts): one row a wamid in
 * `messages` (a wamid known is skipped: Meta posts a message more than once, and out of order), on
 *   1. the request of the message of ours it answers (`context.id`: a provider's id in `messages`), reacts to (a
 *      reaction's message_id), or whose visit a quick-reply button names (its payload: the visit's key);
 *   2. else the number's open request (or its account's, when WhatsApp gives no number): not « Traitée » since more
 *      than THREAD_DAYS, the one nobody finished first, then the newest;
 *   3. else a new request of its own, « Message WhatsApp » (thread-accept.ts).
 * What the message does besides: a request « Traitée » comes back to « À prendre » by the one road (on-top.ts,
 * REOPENED, journaled `reopened`); the staff's phones hear of it at most once a minute a request (thread_due, told by
 * the alarm: thread-run.ts; a new request is told by the outbox as any); a quick-reply tap counts as the family's
 * page's button (the visit's transition: journal, card, report; the holder's phone told by the caller); « STOP »
 * withdraws the consent of every request of that number (consent.ts), answered once (the alarm); a file waits for
 * the alarm to fetch it. A reception's echo (coexistence) goes on its number's thread, or nowhere when it has none.
 */

export interface InboundContext {
  sql: SqlStorage;
  days: Days;
  settings: Settings;
}

/** What a post came to, for the caller: what to tell, what to wake. */
export interface InboundKept {
  kept: number;
  /** Already kept (a wamid known): nothing written. */
  known: number;
  /** Echoes of a number with no thread: not kept (the reception's own conversation). */
  unthreaded: number;
  /** The days that received a new request (Days.add after the transaction). */
  days: string[];
  /** Requests made, on top: the outbox names them. */
  made: number;
  /** Taps counted as the family's answer to a visit: the holder's phone to tell (the reference, her name, the answer: never the day). */
  answers: { reference: string; holder?: string; answer: VisitAnswer }[];
  /** Requests back in « À prendre » (the raise counts from now). */
  backOnTop: number;
}

const DAY_MS = 86_400_000;

type Candidate = Pick<RequestRow, 'id' | 'kind' | 'locale' | 'reference' | 'values_json' | 'done_at' | 'received_at'>;
const CANDIDATE = 'id, kind, locale, reference, values_json, done_at, received_at';

/** Whether a request is this sender's: its number, or, a WhatsApp request without one, its account. */
function isSenders(row: Candidate, sender: Sender): boolean {
  const { values } = contentOf(row);
  if (sender.phone) return (values.phone ?? '').trim() === `+${sender.phone}`;
  return row.kind === 'whatsapp' && sender.account !== '' && values.account === sender.account;
}

/**
 * The number's requests a message may go on, through the lists' indexes: on top and not « Traitée », or « Traitée »
 * within THREAD_DAYS; those nobody finished first, then the newest.
 */
export function threadsOf(sql: SqlStorage, sender: Sender, now: number, threadDays: number): Candidate[] {
  const open = sql.exec<Candidate>(`SELECT ${CANDIDATE} FROM requests WHERE held = 0 AND done_at IS NULL`).toArray();
  const done = sql.exec<Candidate>(`SELECT ${CANDIDATE} FROM requests WHERE done_at IS NOT NULL AND done_at >= ? AND held = 0`, now - threadDays * DAY_MS).toArray();
  return [...open, ...done].filter((row) => isSenders(row, sender)).sort((a, b) => Number(a.done_at !== null) - Number(b.done_at !== null) || b.received_at - a.received_at);
}

/** The request a message answers, reacts to, or whose visit its button names (null: none it names). */
function requestNamed(sql: SqlStorage, message: InboundMessage): string | null {
  const context = message.content.kind === 'reaction' ? message.content.messageId : message.replyTo;
  const answered = context ? messageOfProvider(sql, context) : null;
  if (answered) return answered.requestId;
  const tap = readQuickReply(message.content);
  const ref = tap?.ref ? readMessageRef(tap.ref) : null;
  return ref ? (visitByKey(sql, ref.key)?.requestId ?? null) : null;
}

/** A family's row of the thread: delivered (nobody read it yet), its content whole, its file waiting for the alarm. */
function rowOf(message: InboundMessage, requestId: string, now: number): ThreadMessage {
  const family = message.direction === 'in';
  const body: ThreadBody = {
    purpose: family ? 'family' : 'echo',
    content: message.content,
    ...(message.profileName ? { profileName: message.profileName } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.forwarded ? { forwarded: true } : {}),
    ...(family && isMediaContent(message.content) ? { file: { state: 'waiting', tries: 0, nextAt: now } } : {}),
  };
  return {
    requestId,
    id: message.wamid,
    direction: family ? 'in' : 'out',
    channel: 'whatsapp',
    purpose: body.purpose,
    providerId: message.wamid,
    state: family ? 'delivered' : 'sent',
    // Its own time; when Meta gave none that can be believed, the inbox's receipt (its clock: the window counts from it).
    at: message.timeGuessed ? now : message.at,
    stateAt: now,
    body: writeThreadBody(body),
  };
}

/** A tap on a template's button: the family's answer to the visit it names (or the thread's request's), as its page's button counts it. */
function answerTap(sql: SqlStorage, message: InboundMessage, requestId: string, now: number, kept: InboundKept): boolean {
  const tap = readQuickReply(message.content);
  if (!tap) return false;
  const ref = tap.ref ? readMessageRef(tap.ref) : null;
  const visit = ref ? visitByKey(sql, ref.key) : lastVisitOf(sql, requestId);
  const request = visit ? visitRequestOf(sql, visit.requestId) : undefined;
  // A visit replaced since (a new one after a cancel), or a request set apart: the tap is a message like any other.
  if (!visit || !request || request.held !== 0 || lastVisitOf(sql, request.id)?.gen !== visit.gen) return false;
  const result = actOnVisit(sql, request, { kind: 'answer', answer: tap.answer }, now);
  if (result.kind !== 'applied') return false;
  if (result.backOnTop) kept.backOnTop += 1;
  const holder = request.state === 'taken' && request.done_at === null && request.taken_by ? { holder: request.taken_by } : {};
  kept.answers.push({ reference: request.reference, ...holder, answer: tap.answer });
  return true;
}

/** « STOP »: the consent of every request of that number withdrawn (its open ones, and those with a visit to come), answered once. */
function stop(sql: SqlStorage, sender: Sender, requestId: string, settings: Settings, now: number): void {
  const withVisits = sql.exec<{ request_id: string }>('SELECT DISTINCT request_id FROM visits WHERE at > ?', now).toArray().map((row) => row.request_id);
  const ids = new Set([requestId, ...threadsOf(sql, sender, now, settings.numbers.THREAD_DAYS).map((row) => row.id)]);
  for (const id of withVisits) {
    const row = sql.exec<Candidate>(`SELECT ${CANDIDATE} FROM requests WHERE id = ? AND held = 0`, id).toArray()[0];
    if (row && isSenders(row, sender)) ids.add(id);
  }
  for (const id of ids) withdrawConsent(sql, id, 'family', now);
  if (!messageOfRow(sql, requestId, 'stop')) markDue(sql, requestId, { stop: now });
}

/**
 * Every message of a post, in the order of their own times, kept once each (one transaction: the caller's), each on
 * its request (made when none is the sender's); `marks`: each sender's first message's, made before (marks.ts is
 * asynchronous), for a request it may make.
 */
export function keepInbound({ sql, days, settings }: InboundContext, messages: readonly InboundMessage[], marks: ReadonlyMap<string, readonly string[]>, now: number): InboundKept {
  const kept: InboundKept = { kept: 0, known: 0, unthreaded: 0, days: [], made: 0, answers: [], backOnTop: 0 };
  // Each sender's thread, once found or made in this post.
  const threads = new Map<string, string>();
  for (const message of [...messages].sort((a, b) => a.at - b.at)) {
    if (messageOfProvider(sql, message.wamid)) {
      kept.known += 1;
      continue;
    }
    const sender = senderOf(message);
    const family = message.direction === 'in';
    let requestId = requestNamed(sql, message) ?? threads.get(sender.key) ?? threadsOf(sql, sender, now, settings.numbers.THREAD_DAYS)[0]?.id ?? null;
    let made = false;
    if (!requestId && family) {
      const content = whatsappContent({ phone: sender.phone, account: sender.account, message: firstWords(message) });
      const accepted = acceptWhatsApp(sql, days, settings, { content, marks: marks.get(sender.key) ?? [] }, now);
      ({ id: requestId } = accepted);
      made = true;
      kept.days.push(accepted.day);
      if (accepted.onTop) kept.made += 1;
      // Told by the outbox as any new request: its next news a minute on at the soonest.
      markDue(sql, requestId, { told: now });
    }
    if (!requestId) {
      kept.unthreaded += 1;
      continue;
    }
    threads.set(sender.key, requestId);
    if (actOnMessage(sql, requestId, null, { kind: 'arrive', message: rowOf(message, requestId, now) }, now).kind !== 'applied') continue;
    kept.kept += 1;
    if (!family) continue;
    const request = visitRequestOf(sql, requestId);
    // Written on a request « Traitée »: back in « À prendre », nobody's, by the one road.
    if (request && request.done_at !== null && !made) {
      sql.exec(`UPDATE requests SET ${REOPENED}, journal = journal || ? WHERE id = ?`, now, journalLine({ at: now, action: 'reopened' }), requestId);
      kept.backOnTop += 1;
    }
    const answered = answerTap(sql, message, requestId, now, kept);
    if (message.content.kind === 'text' && isStop(message.content.body)) stop(sql, sender, requestId, settings, now);
    if (isMediaContent(message.content)) markDue(sql, requestId, { media: now });
    // A tap counted tells the holder itself; a request just made is told by the outbox.
    if (!answered && !made) markDue(sql, requestId, { news: now });
  }
  return kept;
}

/** What a first message makes the new request's « Premier message »: its words, or what it is (« Note vocale »…) with its caption. */
function firstWords({ content }: InboundMessage): string {
  if (content.kind === 'text') return content.body;
  const caption = isMediaContent(content) && content.media.caption ? `${nbsp}: ${content.media.caption}` : '';
  const said = content.kind === 'button' ? content.text : content.kind === 'interactive' ? content.title : '';
  return `[${inboundLabel(content, 'fr')}]${said ? ` ${said}` : caption}`;
}

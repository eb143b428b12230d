import { stopReply, threadNotice, type Locale, type ThreadNoticeFacts } from '@/lib/request/for-gateway';
import { tellStaff } from '../providers';
import { siteRules } from '../rules';
import type { Settings } from '../settings';
import { fileAfter, THREAD_FILES_MAX } from '../thread/files';
import { isMediaContent, readThreadBody, writeThreadBody } from '../thread/model';
import { sendThreadMessage, threadRef } from '../thread/send';
import type { ThreadMessage } from '../visits/model';
import { fetchMedia, mediaSettingsOf, type MediaBucket } from '../whatsapp/media';
import { now as clockNow } from './clock';
import { actOnMessage, threadRows } from './thread';
import { dueRows, NEWS_GAP_MS } from './thread-due';

/*
 * The inbox's alarm's part for the families' threads (issue 82), after the visits' messages (outbox.ts): the files
 * whose message is gone, deleted from the bucket; the news told to the phones, one notice for every thread with news
 * (at most once a minute a thread: its row written before the notice leaves, never twice); « STOP » answered once,
 * its row written before it leaves (`leaving`: a run that dies between leaves it `unknown`, never sent again); the
 * families' files fetched, a few a run (a file may take a minute over a slow link), each try's outcome on its
 * message's row, the next try when Meta's host was down. When to run next: thread-due.ts, threadsWakeAt.
 */

export interface ThreadsRun {
  storage: DurableObjectStorage;
  settings: Settings;
  /** The inbox's URL: the notices' button. */
  inbox: string;
  post: typeof fetch;
  /** The R2 bucket (env.MEDIA); none: the files wait. */
  bucket: MediaBucket | null;
  /** While the site's rules cannot be read (the centre's phone unknown), « STOP » waits: a back-off. */
  backoff: { until: number };
}

/** Files fetched in one run; the rest a second later. */
export const FILES_PER_RUN = 3;
/** Keys of deleted files removed from the bucket in one call (R2 takes up to 1,000). */
const GONE_PER_RUN = 100;

async function deleteGone({ storage, bucket }: ThreadsRun): Promise<void> {
  if (!bucket) return;
  const keys = storage.sql.exec<{ key: string }>(`SELECT key FROM media_gone LIMIT ${GONE_PER_RUN}`).toArray().map((row) => row.key);
  if (keys.length === 0) return;
  try {
    await bucket.delete(keys);
  } catch (error) {
    // Kept for the next run: never an orphan file.
    console.error(`Thread: the bucket refused to delete ${keys.length} files (${String(error).slice(0, 120)}).`);
    return;
  }
  storage.transactionSync(() => storage.sql.exec('DELETE FROM media_gone WHERE key IN (SELECT value FROM json_each(?))', JSON.stringify(keys)));
}

/** What a request's notice names: its reference and who holds it; none for one gone or set apart. */
function factsOf(sql: SqlStorage, id: string): ThreadNoticeFacts | null {
  const row = sql.exec<{ reference: string; held: number; state: string; taken_by: string | null; done_at: number | null }>('SELECT reference, held, state, taken_by, done_at FROM requests WHERE id = ?', id).toArray()[0];
  if (!row || row.held !== 0) return null;
  return { reference: row.reference, ...(row.state === 'taken' && row.done_at === null && row.taken_by ? { holder: row.taken_by } : {}) };
}

async function tellNews({ storage, settings, inbox, post }: ThreadsRun): Promise<void> {
  const now = clockNow();
  const due = dueRows(storage.sql).filter((row) => row.news_at !== null && (row.told_at ?? 0) + NEWS_GAP_MS <= now);
  if (due.length === 0) return;
  const facts = storage.transactionSync(() => {
    storage.sql.exec('UPDATE thread_due SET news_at = NULL, told_at = ? WHERE request_id IN (SELECT value FROM json_each(?))', now, JSON.stringify(due.map((row) => row.request_id)));
    return due.flatMap((row) => factsOf(storage.sql, row.request_id) ?? []);
  });
  if (facts.length > 0) await tellStaff(settings, threadNotice(facts, inbox), post);
}

/** The family's number to answer (E.164 on its request), or none (an account without a number cannot be written to). */
function numberOf(sql: SqlStorage, requestId: string): { to: string; locale: Locale } | null {
  const row = sql.exec<{ values_json: string; locale: string }>('SELECT values_json, locale FROM requests WHERE id = ?', requestId).toArray()[0];
  if (!row) return null;
  try {
    const phone = String((JSON.parse(row.values_json) as { phone?: unknown }).phone ?? '').trim();
    return /^\+[1-9]\d{6,14}$/.test(phone) ? { to: phone, locale: row.locale === 'en' ? 'en' : 'fr' } : null;
  } catch {
    return null;
  }
}

/** « STOP »: « C'est noté : plus de rappels. Pour nous joindre : … », once a thread (its row's id is `stop`). */
async function answerStops(run: ThreadsRun): Promise<void> {
  const { storage, settings, post } = run;
  const now = clockNow();
  const due = dueRows(storage.sql).filter((row) => row.stop_at !== null && row.stop_at <= now);
  if (due.length === 0 || now < run.backoff.until) return;
  const on = settings.messages.whatsapp.on;
  const rules = on ? await siteRules(settings) : null;
  if (on && !rules) {
    run.backoff.until = now + 60_000;
    return;
  }
  for (const row of due) {
    const to = numberOf(storage.sql, row.request_id);
    const text = to ? stopReply(rules?.phone?.display ?? null, to.locale) : '';
    const message: ThreadMessage = { requestId: row.request_id, id: 'stop', direction: 'out', channel: 'whatsapp', purpose: 'stop', state: 'leaving', at: clockNow(), stateAt: clockNow(), body: writeThreadBody({ purpose: 'stop', text }) };
    // Written before it leaves (or, WhatsApp off or no number, not at all): the row's key refuses a second.
    const leaving = storage.transactionSync(() => {
      storage.sql.exec('UPDATE thread_due SET stop_at = NULL WHERE request_id = ?', row.request_id);
      return on && to ? actOnMessage(storage.sql, row.request_id, 'stop', { kind: 'leaving', message }, clockNow()).kind === 'applied' : false;
    });
    if (!leaving || !to) continue;
    const outcome = await sendThreadMessage(settings, { to: to.to, send: { kind: 'text', body: text }, reference: threadRef(row.request_id, 'stop') }, post);
    storage.transactionSync(() =>
      actOnMessage(storage.sql, row.request_id, 'stop', { kind: 'said', state: outcome.kind, ...('id' in outcome && outcome.id ? { providerId: outcome.id } : {}), ...('error' in outcome ? { error: outcome.error } : {}) }, clockNow()),
    );
  }
}

/** The files of a thread that wait and are due, and how many it has stored already. */
function filesOf(rows: readonly ThreadMessage[], now: number): { due: { message: ThreadMessage; tries: number }[]; stored: number; next: number | null } {
  const due: { message: ThreadMessage; tries: number }[] = [];
  let stored = 0;
  let next: number | null = null;
  for (const message of rows) {
    const body = readThreadBody(message.purpose, message.body);
    if (!body || body.purpose !== 'family' || !body.file) continue;
    if (body.file.state === 'stored') stored += 1;
    if (body.file.state !== 'waiting') continue;
    if (body.file.nextAt <= now) due.push({ message, tries: body.file.tries });
    else next = Math.min(next ?? body.file.nextAt, body.file.nextAt);
  }
  return { due, stored, next };
}

async function fetchFiles({ storage, settings, post, bucket }: ThreadsRun): Promise<void> {
  if (!bucket) return;
  let budget = FILES_PER_RUN;
  const rows = dueRows(storage.sql)
    .filter((row) => row.media_at !== null && row.media_at <= clockNow())
    .sort((a, b) => (a.media_at ?? 0) - (b.media_at ?? 0));
  for (const row of rows) {
    const files = filesOf(threadRows(storage.sql, row.request_id), clockNow());
    let { stored } = files;
    let next = files.next;
    for (const { message, tries } of files.due) {
      const body = readThreadBody(message.purpose, message.body);
      if (!body || body.purpose !== 'family' || !isMediaContent(body.content)) continue;
      if (budget === 0) {
        next = Math.min(next ?? clockNow(), clockNow());
        continue;
      }
      const file =
        stored >= THREAD_FILES_MAX
          ? ({ state: 'refused', reason: 'count' } as const)
          : fileAfter(await fetchMedia(body.content.media, { fetch: (input, init) => post(input, init), bucket, settings: mediaSettingsOf(settings) }), { tries, sentAt: message.at }, clockNow());
      budget -= file.state === 'refused' && file.reason === 'count' ? 0 : 1;
      if (file.state === 'stored') stored += 1;
      if (file.state === 'waiting') next = Math.min(next ?? file.nextAt, file.nextAt);
      storage.transactionSync(() => actOnMessage(storage.sql, row.request_id, message.id, { kind: 'file', file }, clockNow()));
    }
    storage.transactionSync(() => storage.sql.exec('UPDATE thread_due SET media_at = ? WHERE request_id = ?', next, row.request_id));
  }
}

/** The threads' part of a run of the alarm. */
export async function runThreads(run: ThreadsRun): Promise<void> {
  await deleteGone(run);
  await tellNews(run);
  await answerStops(run);
  await fetchFiles(run);
}

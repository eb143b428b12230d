import type { RequestKind } from '@/lib/request/values';
import type { GatewayOutcome, GatewayVisit, VisitAnswer } from './gateway/protocol';
import { OUTBOX_CHANNEL } from './exists';
import { gatewayUrlFromEnv } from './gateway/protocol';
import { askStatuses } from './sent/ask';
import { afterAnswer, afterFailure, nextWake, toAsk } from './sent/asking';
import type { SentRecord, SentState } from './sent/record';
import { readSent, removeSent, saveSent } from './sent/store';
import type { OutboxChange } from './store';
import { answerVisit, withView } from './visit';

export { momentOf } from './sent/asking';

/*
 * Who has the requests this device sent through the gateway, as a page follows it (issue 66): the
 * confirmation after « Envoyer » and the note on every page show it (components/request/status/), loaded
 * only by a build with a gateway. One watch a page, whoever follows it: it reads the device's records
 * (sent/store.ts), asks the gateway when record.ts says one is due, in one call for all, only while the page
 * is seen and online, on while someone has it (her call's outcome comes then: issue 73), and never again for a
 * request she has finished or that the gateway does not know. A hidden page asks nothing; coming back to it, or the connection returning, looks again; a request
 * leaving from this page, another tab or the worker (the outbox says so) is read at once.
 */

export interface SentStatus {
  id: string;
  reference: string;
  kind: RequestKind;
  state: SentState;
  /** Taken or done: her first name (never an address), and since when (ms). */
  by?: string;
  since?: number;
  /** Her call's last outcome (issue 73). */
  outcome?: GatewayOutcome;
  /** The visit agreed on the phone (issue 77): the headline of the confirmation and of the note. */
  visit?: GatewayVisit;
}

export interface SentSnapshot {
  statuses: SentStatus[];
  /** The references a confirmation of this page shows: the note leaves them to it. */
  shownHere: readonly string[];
  /** When it was read: « today » and « yesterday » are this moment's. */
  at: number;
}

let records: SentRecord[] = [];
const shown = new Set<string>();
const listeners = new Set<(snapshot: SentSnapshot) => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | null = null;
let running = false;
let again = false;
const forgotten = new Set<string>();

const canAsk = () => (typeof document === 'undefined' || document.visibilityState === 'visible') && (typeof navigator === 'undefined' || navigator.onLine !== false);

function publish() {
  const snapshot: SentSnapshot = {
    statuses: records.map(({ id, reference, kind, state, by, since, outcome, visit }) => ({
      id,
      reference,
      kind,
      state,
      ...(by !== undefined && since !== undefined ? { by, since } : {}),
      ...(outcome ? { outcome } : {}),
      ...(visit ? { visit } : {}),
    })),
    shownHere: [...shown],
    at: Date.now(),
  };
  for (const listener of listeners) listener(snapshot);
}

function schedule() {
  clearTimeout(timer);
  timer = undefined;
  const wake = listeners.size > 0 && canAsk() ? nextWake(records, Date.now()) : null;
  if (wake !== null) timer = setTimeout(() => void look(), Math.max(wake - Date.now(), 1_000));
}

/** Reads the records, and asks the gateway about them if one is due. */
async function once() {
  const now = Date.now();
  let read = (await readSent(now).catch(() => null)) ?? records;
  const url = gatewayUrlFromEnv();
  const asked = url && canAsk() ? toAsk(read, now) : [];
  if (asked.length > 0) {
    const answer = await askStatuses(url, asked.map((record) => record.id));
    const at = Date.now();
    const learnt = new Map(asked.map((record) => [record.id, 'statuses' in answer ? afterAnswer(record, answer.statuses.get(record.id), at) : afterFailure(record, at, answer.retryAfterMs)]));
    await saveSent([...learnt.values()]).catch(() => {});
    read = read.map((record) => learnt.get(record.id) ?? record);
  }
  // A record the family closed meanwhile stays closed (saveSent wrote only those still there).
  records = read.filter((record) => !forgotten.has(record.id));
  publish();
}

/** One look at a time; a reason to look that comes meanwhile makes one more after it. */
async function look(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    do {
      again = false;
      await once();
    } while (again && listeners.size > 0);
  } finally {
    running = false;
  }
  schedule();
}

const onVisibility = () => (document.visibilityState === 'visible' ? void look() : schedule());
const onOnline = () => void look();

function start() {
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent<OutboxChange>) => event.data?.change === 'sent' && void look();
  }
  void look();
}

function stop() {
  if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  channel?.close();
  channel = null;
  clearTimeout(timer);
  timer = undefined;
}

/** Follows what became of the requests this device sent (and starts the watch on the first call); returns the unsubscribe. */
export function followSent(listener: (snapshot: SentSnapshot) => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) start();
  else publish();
  return () => {
    if (listeners.delete(listener) && listeners.size === 0) stop();
  };
}

/** A confirmation of this page shows this request's line; the note leaves it out until it goes. */
export function showHere(reference: string): () => void {
  shown.add(reference);
  publish();
  return () => {
    shown.delete(reference);
    publish();
  };
}

/** The family closed the line: the device forgets the request. */
export async function forgetSentStatus(id: string): Promise<void> {
  forgotten.add(id);
  records = records.filter((record) => record.id !== id);
  publish();
  await removeSent(id).catch(() => {});
}

/**
 * The family's answer to its visit from this device (« Je serai là », « Je dois changer »), posted with the visit's
 * token: the visit the gateway answers is kept and shown at once. `unknown`: no visit here, or the gateway no longer
 * knows it; `failed`: it did not go (no connection, no answer), to be tried again by the family.
 */
export async function answerSentVisit(id: string, answer: VisitAnswer): Promise<'answered' | 'unknown' | 'failed'> {
  const visit = records.find((record) => record.id === id)?.visit ?? (await readSent().catch(() => [])).find((record) => record.id === id)?.visit;
  const url = gatewayUrlFromEnv();
  if (!visit || !url) return 'unknown';
  const call = await answerVisit(url, visit.token, answer);
  if ('failed' in call) return 'failed';
  if (call.reply.state === 'unknown') return 'unknown';
  const seen = withView(visit, call.reply.visit);
  const kept = (await readSent().catch(() => null)) ?? records;
  const updated = kept.filter((record) => record.id === id).map((record) => ({ ...record, visit: seen }));
  await saveSent(updated).catch(() => {});
  records = records.map((record) => (record.id === id ? { ...record, visit: seen } : record));
  publish();
  return 'answered';
}

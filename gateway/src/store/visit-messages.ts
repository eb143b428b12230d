import { visitLink } from '@/lib/routes';
import { visitMessage, visitNotSentNotice, type Locale, type VisitMessagePurpose, type VisitSaid } from '@/lib/request/for-gateway';
import { readJournal } from '../journal';
import { tellStaff } from '../providers';
import { siteRules } from '../rules';
import { messagesHeld, type Settings } from '../settings';
import { messageId, messageOf, type MessageChannel, type VisitRecord } from '../visits/model';
import { readVisitRow, type VisitColumns } from './visit-rows';
import { reachOf } from '../visits/reach';
import { duePurposes, nextStep, type Channels, type MessageStep } from '../visits/schedule';
import { sendSms, sendWhatsApp, type SendOutcome } from '../visits/send';
import { messageRef } from '../visits/statuses';
import { signed, tokenOfVisit, visitKey, visitToken } from '../visits/token';
import { now as clockNow } from './clock';
import { contentOf } from './rows';
import { actOnVisit, lastVisitOf, visitRequestOf, type VisitRequest } from './visits';

/*
 * A visit's messages leave from the inbox's alarm (issues 77, 83; docs/gateway-visits.md; when and by which channel:
 * visits/schedule.ts), as the e-mail copies do (outbox.ts): before one leaves, its row is written (`leaving`: a row of
 * the thread); after, what the provider said, with its journal's line. A run that dies between leaves it `leaving`,
 * which the next run reads as `unknown` (`lost`): never sent again on that channel. Only to the request's own phone,
 * with the family's consent (visits/reach.ts), for a request on top; and none while the gateway's settings have a
 * problem (its links would answer « not set »: messagesHeld). A message no channel could send is said so on the card,
 * in the journal, and once to the holder's phone. Every write goes through the visits' one writer (store/visits.ts).
 *
 * When the alarm must run next for them is read from the rows (visitsWakeAt), after every call that may change a
 * visit or the request it hangs on (store/inbox.ts) and at the end of every run: no time kept in memory that a path
 * could forget to reset (issue 83: « Indésirable » then « Pas indésirable » lost a reminder that way).
 */

export interface VisitsRun {
  storage: DurableObjectStorage;
  settings: Settings;
  /** The inbox's URL (the notices' button), and its origin (the SMS statuses' address). */
  inbox: string;
  post: typeof fetch;
  /** While the site's rules cannot be read (the centre's phone unknown), messages due wait until then: a back-off, not a time due. */
  backoff: { until: number };
}

export const channelsOf = (settings: Settings): Channels => ({ whatsapp: settings.messages.whatsapp.on, sms: settings.messages.sms.on });

/** The secrets a visit's link may have been made with: the current one, then the one before a rotation. */
export const linkSecrets = (settings: Settings) => [settings.proof.secret, settings.proof.previous].filter(Boolean);

/** The visits whose messages may still leave: to come (booked, or cancelled with its message), by their instant (their index). */
const toCome = (sql: SqlStorage, now: number) =>
  sql
    .exec<VisitColumns>("SELECT * FROM visits WHERE at > ? AND phase != 'marked' ORDER BY at LIMIT 1000", now)
    .toArray()
    .flatMap((row) => readVisitRow(row) ?? []);

/** A visit whose messages may leave: its request on top (never one set apart), with the family's consent and its number. */
function reachable(request: VisitRequest | undefined): request is VisitRequest {
  return request !== undefined && request.held === 0 && 'to' in reachOf(contentOf(request).values, request.consent_off);
}

/** The next step of each message due of a visit. */
function stepsOf(visit: VisitRecord, settings: Settings, now: number): { purpose: VisitMessagePurpose; step: MessageStep }[] {
  return duePurposes(visit, settings.numbers).map(({ purpose, due }) => ({ purpose, step: nextStep(messageOf(visit, visit.rev, purpose), { due, start: visit.at, now }, channelsOf(settings), settings.messages) }));
}

/** What the family was told before a move: the day, time and place of the last revision a message of this visit left for (its journal's step). */
export function toldFacts(visit: VisitRecord, journal: string): VisitSaid | undefined {
  const told = Math.max(0, ...visit.messages.filter((one) => one.visitGen === visit.gen && (one.rev ?? 0) < visit.rev && one.state !== 'refused' && one.state !== 'failed').map((one) => one.rev ?? 0));
  const entries = readJournal(journal);
  // This visit's lines: those after the last « agreed » (an older visit of the request before it).
  let start = 0;
  entries.forEach((entry, index) => {
    if (entry.action === 'visit' && entry.visit.step === 'agreed') start = index;
  });
  const step = entries
    .slice(start)
    .filter((entry) => entry.action === 'visit' && entry.visit.rev === told && entry.visit.date && entry.visit.time && entry.visit.place)
    .at(-1);
  if (!step || step.action !== 'visit' || !step.visit.date || !step.visit.time || !step.visit.place) return undefined;
  return { date: step.visit.date, time: step.visit.time, place: step.visit.place, ...(step.visit.district ? { district: step.visit.district } : {}) };
}

/** The SMS statuses' address: the gateway's own origin (INBOX_URL's), the message's reference, signed; none without INBOX_URL. */
async function statusAddress(settings: Settings, inbox: string, ref: string): Promise<string | undefined> {
  if (!inbox) return undefined;
  return `${new URL(inbox).origin}/webhook/sms/${ref}/${await signed(settings.proof.secret, ref)}`;
}

/** The visit's link's token, under the secret that made its key; none does any more (rotated twice): keyed anew with the current one. */
async function liveToken(run: VisitsRun, visit: VisitRecord): Promise<{ token: string; key: string } | null> {
  const { storage, settings } = run;
  const token = await tokenOfVisit(linkSecrets(settings), visit.requestId, visit.gen, visit.linkKey);
  if (token && visit.linkKey) return { token, key: visit.linkKey };
  const fresh = await visitToken(settings.proof.secret, visit.requestId, visit.gen);
  const key = await visitKey(fresh);
  const keyed = storage.transactionSync(() => {
    const request = visitRequestOf(storage.sql, visit.requestId);
    return request ? actOnVisit(storage.sql, request, { kind: 'rekey', linkKey: key }, clockNow()).kind === 'applied' : false;
  });
  return keyed ? { token: fresh, key } : null;
}

/** Sends one message by one channel: its row written first (`leaving`), then the provider's answer, with its journal's line. */
async function sendOne(run: VisitsRun, request: VisitRequest, visit: VisitRecord, purpose: VisitMessagePurpose, channel: MessageChannel, phone: string): Promise<void> {
  const { storage, settings } = run;
  const { sql } = storage;
  const to = (reachOf(contentOf(request).values) as { to: string }).to;
  const locale = request.locale as Locale;
  const link = await liveToken(run, visit);
  if (!link) return;
  const replaced = purpose === 'moved' ? toldFacts(visit, request.journal) : undefined;
  const message = visitMessage({ purpose, locale, date: visit.date, time: visit.time, place: visit.place, ...(visit.district ? { district: visit.district } : {}), ...(replaced ? { replaced } : {}), phone, reference: request.reference, link: visitLink(settings.siteUrl, locale, link.token) });
  const ref = messageRef({ key: link.key, rev: visit.rev, purpose });
  const webUrl = channel === 'sms' ? await statusAddress(settings, run.inbox, ref) : undefined;
  // Written before it leaves, as read now (a move or a webhook may have come while the token was made).
  const started = clockNow();
  const leaving = storage.transactionSync(() => {
    const fresh = visitRequestOf(sql, request.id);
    const now = lastVisitOf(sql, request.id);
    if (!reachable(fresh) || !now || now.gen !== visit.gen || now.rev !== visit.rev || messagesHeld(settings).length > 0) return false;
    const step = stepsOf(now, settings, started).find((one) => one.purpose === purpose)?.step;
    if (!step || !('send' in step) || step.send !== channel) return false;
    return actOnVisit(sql, fresh, { kind: 'message', progress: { step: 'leaving', rev: visit.rev, purpose, channel } }, started).kind === 'applied';
  });
  if (!leaving) return;
  const outcome: SendOutcome =
    channel === 'whatsapp'
      ? await sendWhatsApp(settings, { purpose, locale, to, message, reference: ref }, run.post)
      : await sendSms(settings, { to, text: message.sms, ...(webUrl ? { webUrl } : {}) }, run.post);
  const at = clockNow();
  storage.transactionSync(() => {
    const fresh = visitRequestOf(sql, request.id);
    if (!fresh) return;
    const id = messageId(visit.gen, visit.rev, purpose, channel);
    actOnVisit(sql, fresh, { kind: 'message', progress: { step: 'said', id, state: outcome.kind, ...('id' in outcome && outcome.id ? { providerId: outcome.id } : {}), ...('error' in outcome ? { error: outcome.error } : {}) } }, at);
  });
}

/** A message no channel could send: said on the card and in the journal (written first), then once to the holder's phone. */
async function unsent(run: VisitsRun, request: VisitRequest, visit: VisitRecord, purpose: VisitMessagePurpose, why: string): Promise<void> {
  const { storage, settings } = run;
  const at = clockNow();
  const told = storage.transactionSync(() => {
    const fresh = visitRequestOf(storage.sql, request.id);
    return fresh ? actOnVisit(storage.sql, fresh, { kind: 'message', progress: { step: 'unsent', rev: visit.rev, purpose, why } }, at).kind === 'applied' : false;
  });
  if (told) await tellStaff(settings, visitNotSentNotice({ reference: request.reference, ...(request.taken_by ? { holder: request.taken_by } : {}), purpose, why }, run.inbox), run.post);
}

/** A message left `leaving` by a run that died: `unknown` (never sent again on that channel). */
function recoverLeaving(storage: DurableObjectStorage, visits: readonly VisitRecord[], now: number): void {
  storage.transactionSync(() => {
    for (const visit of visits) {
      for (const message of visit.messages.filter((one) => one.state === 'leaving')) {
        const request = visitRequestOf(storage.sql, visit.requestId);
        if (request) actOnVisit(storage.sql, request, { kind: 'message', progress: { step: 'lost', id: message.id } }, now);
      }
    }
  });
}

/** Sends the messages due now (a channel at a time, the next one in the same run when the first refused). */
export async function runVisits(run: VisitsRun): Promise<void> {
  const { storage, settings } = run;
  const start = clockNow();
  if (messagesHeld(settings).length > 0 || start < run.backoff.until) return;
  const ids = [...new Set(toCome(storage.sql, start).map((visit) => visit.requestId))];
  const visits = ids.map((id) => lastVisitOf(storage.sql, id)).filter((visit): visit is VisitRecord => visit !== null && visit.at > start);
  recoverLeaving(storage, visits, start);
  let rules: Awaited<ReturnType<typeof siteRules>> | undefined;
  for (const { requestId } of visits) {
    for (let tries = 0; tries < 4; tries += 1) {
      const request = visitRequestOf(storage.sql, requestId);
      const visit = lastVisitOf(storage.sql, requestId);
      if (!reachable(request) || !visit) break;
      const due = stepsOf(visit, settings, clockNow()).find(({ step }) => 'send' in step || 'unsent' in step);
      if (!due) break;
      if ('unsent' in due.step) {
        await unsent(run, request, visit, due.purpose, due.step.unsent);
        continue;
      }
      if (!('send' in due.step)) break;
      // The centre's phone, the site's (site-rules.ts): unread now, the messages wait a minute.
      rules ??= await siteRules(settings);
      if (!rules) {
        run.backoff.until = clockNow() + 60_000;
        return;
      }
      if (!rules.phone) {
        await unsent(run, request, visit, due.purpose, 'le site ne publie pas encore le téléphone du centre');
        continue;
      }
      await sendOne(run, request, visit, due.purpose, due.step.send, rules.phone.display);
    }
  }
}

/**
 * When the alarm must run next for the visits' messages (null: none waits), read from the rows as they are now:
 * synchronous, so that the alarm sets its next run from what the inbox holds at its very end. A message due and not
 * sent (agreed while a run went on, or on top again) goes a second on; while the site's rules cannot be read, after
 * the back-off; none while the settings hold every message back (a change of them restarts the inbox, which looks then).
 */
export function visitsWakeAt(sql: SqlStorage, settings: Settings, backoff: { until: number }): number | null {
  if (messagesHeld(settings).length > 0) return null;
  const now = clockNow();
  let soonest = Number.POSITIVE_INFINITY;
  for (const row of toCome(sql, now)) {
    const request = visitRequestOf(sql, row.requestId);
    const visit = reachable(request) ? lastVisitOf(sql, row.requestId) : null;
    if (!visit || visit.gen !== row.gen) continue;
    for (const { step } of stepsOf(visit, settings, now)) {
      if ('wait' in step) soonest = Math.min(soonest, step.wait);
      else if (!('done' in step)) soonest = Math.min(soonest, Math.max(now + 1_000, backoff.until));
    }
  }
  return Number.isFinite(soonest) ? soonest : null;
}

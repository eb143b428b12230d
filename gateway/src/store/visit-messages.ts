import { visitMessage, visitNotSentNotice, VISIT_MESSAGE_PURPOSES, type Locale, type VisitMessagePurpose } from '@/lib/request/for-gateway';
import { visitLink } from '@/lib/routes';
import { journalLine } from '../journal';
import { tellStaff } from '../providers';
import { siteRules } from '../rules';
import type { Settings } from '../settings';
import { messageOf, readStoredVisit, visitInstant, type MessageChannel, type StoredVisit, type VisitMessageRecord } from '../visits/model';
import { reachOf } from '../visits/reach';
import { dueAt, nextStep, type Channels, type MessageStep } from '../visits/schedule';
import { sendSms, sendWhatsApp, type SendOutcome } from '../visits/send';
import { advance, messageRef } from '../visits/statuses';
import { signed, visitToken } from '../visits/token';
import { now as clockNow } from './clock';
import { contentOf } from './rows';
import { VISIT_COLUMNS, visitRowOf, type VisitRow } from './visits';

/*
 * A visit's messages leave from the inbox's alarm (issue 77; docs/gateway-visits.md; when and by which channel:
 * visits/schedule.ts), as the e-mail copies do (outbox.ts): before one leaves, its row is written (`leaving`, in the
 * visit's JSON: one row); after, what the provider said, with its journal's line (one row). A run that dies between
 * leaves it `leaving`, which the next run reads as `unknown` (recoverLeaving): never sent again on that channel. Only
 * to the request's own phone, with the family's consent (visits/reach.ts), for a visit booked. A message no channel
 * could send is said so on the card, in the journal, and once to the holder's phone.
 *
 * The alarm reads the visits to come when the first of them is due (VisitsKeeper keeps when, in memory), not at every
 * run; what changes a visit (agreed, moved, a provider's « failed ») makes it read them again, and the alarm's next run
 * is computed last, from the rows (visitsWakeAt), so that a visit agreed while a run awaits a provider is never lost.
 */

/** What the inbox keeps in memory of its visits' messages: when the next is due (null: to read; Infinity: none). */
export class VisitsKeeper {
  nextAt: number | null = null;
  /** The site's rules were unreadable (the centre's phone unknown): messages due wait until then. */
  retryAt = 0;
  changed(): void {
    this.nextAt = null;
  }
}

export interface VisitsRun {
  storage: DurableObjectStorage;
  settings: Settings;
  /** The inbox's URL (the notices' button), and its origin (the SMS statuses' address). */
  inbox: string;
  keeper: VisitsKeeper;
  post: typeof fetch;
}

/** The visits to come, in time order (their index): those whose messages may still leave. */
const toCome = (sql: SqlStorage, now: number) =>
  sql.exec<VisitRow>(`SELECT ${VISIT_COLUMNS} FROM requests WHERE visit_at > ? ORDER BY visit_at LIMIT 1000`, now).toArray();

export const channelsOf = (settings: Settings): Channels => ({ whatsapp: settings.messages.whatsapp.on, sms: settings.messages.sms.on });

/** The next step of each message of a visit's revision (its consent, its number: none, nothing leaves). */
function stepsOf(row: VisitRow, visit: StoredVisit, settings: Settings, now: number): { purpose: VisitMessagePurpose; step: MessageStep }[] {
  // Only a request on top (never one set apart, « À vérifier » or « Indésirables »), with the family's consent and its number.
  if (visit.state !== 'booked' || row.held !== 0 || 'none' in reachOf(contentOf(row).values)) return [];
  const start = visitInstant(visit);
  return VISIT_MESSAGE_PURPOSES.flatMap((purpose) => {
    const due = dueAt(visit, purpose, settings.numbers);
    return due === null ? [] : [{ purpose, step: nextStep(messageOf(visit, visit.rev, purpose), { due, start, now }, channelsOf(settings), settings.messages) }];
  });
}

/** The visit with one message of it changed (made when it has none yet). */
function withMessage(visit: StoredVisit, purpose: VisitMessagePurpose, change: (message: VisitMessageRecord) => VisitMessageRecord): StoredVisit {
  const current = messageOf(visit, visit.rev, purpose) ?? { rev: visit.rev, purpose };
  const others = visit.messages.filter((one) => one !== messageOf(visit, visit.rev, purpose));
  return { ...visit, messages: [...others, change(current)] };
}

const write = (sql: SqlStorage, id: string, visit: StoredVisit, line = '') => sql.exec('UPDATE requests SET visit = ?, journal = journal || ? WHERE id = ?', JSON.stringify(visit), line, id);

/** A message left `leaving` by a run that died: `unknown` (never sent again on that channel). */
export function recoverLeaving(storage: DurableObjectStorage, rows: readonly VisitRow[], now: number): void {
  storage.transactionSync(() => {
    for (const { id } of rows) {
      const row = visitRowOf(storage.sql, id);
      let visit = row ? readStoredVisit(row.visit) : null;
      if (!row || !visit) continue;
      let lines = '';
      for (const message of visit.messages) {
        for (const channel of ['whatsapp', 'sms'] as const) {
          if (message[channel]?.state !== 'leaving') continue;
          visit = { ...visit, messages: visit.messages.map((one) => (one === message ? { ...one, [channel]: { ...one[channel], state: 'unknown', error: 'envoi interrompu' } } : one)) };
          lines += journalLine({ at: now, action: 'message', message: { rev: message.rev, purpose: message.purpose, channel, state: 'unknown' } });
        }
      }
      if (lines) write(storage.sql, id, visit, lines);
    }
  });
}

/** The SMS statuses' address: the gateway's own origin (INBOX_URL's), the message's reference, signed; none without INBOX_URL. */
async function statusAddress(settings: Settings, inbox: string, ref: string): Promise<string | undefined> {
  if (!inbox) return undefined;
  return `${new URL(inbox).origin}/webhook/sms/${ref}/${await signed(settings.proof.secret, ref)}`;
}

/** Sends one message by one channel: its leaving written first, then the provider's answer, with its journal's line. */
async function sendOne(run: VisitsRun, row: VisitRow, visit: StoredVisit, purpose: VisitMessagePurpose, channel: MessageChannel, phone: string): Promise<void> {
  const { storage, settings } = run;
  const { sql } = storage;
  const to = (reachOf(contentOf(row).values) as { to: string }).to;
  const locale = row.locale as Locale;
  const token = await visitToken(settings.proof.secret, row.id, visit.gen);
  const message = visitMessage({ purpose, locale, date: visit.date, time: visit.time, place: visit.place, ...(visit.district ? { district: visit.district } : {}), phone, reference: row.reference, link: visitLink(settings.siteUrl, locale, token) });
  const ref = messageRef({ key: row.visit_key ?? '', rev: visit.rev, purpose });
  const webUrl = channel === 'sms' ? await statusAddress(settings, run.inbox, ref) : undefined;
  // Written before it leaves, as read now (a move or a webhook may have come while the token was made).
  const started = clockNow();
  const leaving = storage.transactionSync(() => {
    const fresh = visitRowOf(sql, row.id);
    const now = readStoredVisit(fresh?.visit);
    if (!fresh || !now || now.rev !== visit.rev || now.state !== 'booked') return false;
    const step = stepsOf(fresh, now, settings, started).find((one) => one.purpose === purpose)?.step;
    if (!step || !('send' in step) || step.send !== channel) return false;
    write(sql, row.id, withMessage(now, purpose, (one) => ({ ...one, [channel]: { state: 'leaving', at: started } })));
    return true;
  });
  if (!leaving) return;
  const outcome: SendOutcome =
    channel === 'whatsapp'
      ? await sendWhatsApp(settings, { purpose, locale, to, message, reference: ref }, run.post)
      : await sendSms(settings, { to, text: message.sms, ...(webUrl ? { webUrl } : {}) }, run.post);
  const at = clockNow();
  storage.transactionSync(() => {
    const now = readStoredVisit(visitRowOf(sql, row.id)?.visit);
    const current = now ? messageOf(now, visit.rev, purpose)?.[channel] : undefined;
    if (!now || !current) return;
    const said = { state: outcome.kind, at, ...('id' in outcome && outcome.id ? { id: outcome.id } : {}), ...('error' in outcome ? { error: outcome.error } : {}) } as const;
    // A status may have come first (the provider's webhook before its own answer): it is kept, with the id.
    const next = current.state === 'leaving' ? said : advance(current, said);
    if (!next) return;
    const line = current.state === 'leaving' ? journalLine({ at, action: 'message', message: { rev: visit.rev, purpose, channel, state: outcome.kind } }) : '';
    write(sql, row.id, withMessage(now, purpose, (one) => ({ ...one, [channel]: next })), line);
  });
}

/** A message no channel could send: said on the card and in the journal (written first), then once to the holder's phone. */
async function notSent(run: VisitsRun, row: VisitRow, visit: StoredVisit, purpose: VisitMessagePurpose, why: string): Promise<void> {
  const { storage, settings } = run;
  const at = clockNow();
  const told = storage.transactionSync(() => {
    const fresh = readStoredVisit(visitRowOf(storage.sql, row.id)?.visit);
    if (!fresh || fresh.rev !== visit.rev || messageOf(fresh, visit.rev, purpose)?.notSent) return false;
    const line = journalLine({ at, action: 'message', message: { rev: visit.rev, purpose, channel: 'none', state: 'not-sent' } });
    write(storage.sql, row.id, withMessage(fresh, purpose, (one) => ({ ...one, notSent: { at, why: why.slice(0, 200) } })), line);
    return true;
  });
  if (told) await tellStaff(settings, visitNotSentNotice({ reference: row.reference, ...(row.taken_by ? { holder: row.taken_by } : {}), purpose, why }, run.inbox), run.post);
}

/** Sends the messages due now (a channel at a time, the next one in the same run when the first refused). */
export async function runVisits(run: VisitsRun): Promise<void> {
  const { storage, settings, keeper } = run;
  const start = clockNow();
  if (keeper.nextAt !== null && start < keeper.nextAt) return;
  keeper.nextAt = null;
  const rows = toCome(storage.sql, start);
  recoverLeaving(storage, rows, start);
  let rules: Awaited<ReturnType<typeof siteRules>> | undefined;
  for (const { id } of rows) {
    for (let tries = 0; tries < 4; tries += 1) {
      const row = visitRowOf(storage.sql, id);
      const visit = row ? readStoredVisit(row.visit) : null;
      if (!row || !visit) break;
      const due = stepsOf(row, visit, settings, clockNow()).find(({ step }) => 'send' in step || 'notSent' in step);
      if (!due) break;
      if ('notSent' in due.step) {
        await notSent(run, row, visit, due.purpose, due.step.notSent);
        continue;
      }
      if (!('send' in due.step)) break;
      // The centre's phone, the site's (site-rules.ts): unread now, the message waits for the next run.
      rules ??= await siteRules(settings);
      if (!rules) {
        keeper.retryAt = clockNow() + 60_000;
        break;
      }
      if (!rules.phone) {
        await notSent(run, row, visit, due.purpose, 'le site ne publie pas encore le téléphone du centre');
        continue;
      }
      if (settings.messages.problems.length > 0) console.error(`Messages: ${settings.messages.problems.join(' ')}`);
      await sendOne(run, row, visit, due.purpose, due.step.send, rules.phone.display);
    }
  }
}

/**
 * When the alarm must run next for the visits' messages (null: none waits): read from the rows when the keeper has
 * no time (something changed), else its time; synchronous, so that the alarm sets its next run from what the inbox
 * holds at its very end. A message due and not sent by this run (agreed while it ran) goes a second on; while the
 * site's rules cannot be read, a minute on.
 */
export function visitsWakeAt(sql: SqlStorage, settings: Settings, keeper: VisitsKeeper): number | null {
  const now = clockNow();
  if (keeper.nextAt === null) {
    let soonest = Number.POSITIVE_INFINITY;
    for (const row of toCome(sql, now)) {
      const visit = readStoredVisit(row.visit);
      if (!visit) continue;
      for (const { step } of stepsOf(row, visit, settings, now)) {
        if ('wait' in step) soonest = Math.min(soonest, step.wait);
        else if (!('done' in step)) soonest = Math.min(soonest, Math.max(now + 1_000, keeper.retryAt));
      }
    }
    keeper.nextAt = soonest;
  }
  return Number.isFinite(keeper.nextAt) ? keeper.nextAt : null;
}

import { DurableObject } from 'cloudflare:workers';
import type { GatewayRequestStatus, GatewayVisitView, VisitAnswer } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import type { InboxFlash, StaffMember } from '../inbox/model';
import type { OutcomeFields } from '../outcome';
import { claimBackAt, raisedAt } from '../due';
import { promiseDueAt } from '../promise';
import { computeReport } from '../report/compute';
import type { ReportPage } from '../report/model';
import { readSettings, type Settings } from '../settings';
import type { SettingsEnv } from '../settings-names';
import { acceptRequest, type Accepted, type AcceptInput } from './accept';
import { actOn, type ActionInput } from './actions';
import { Alarms } from './alarms';
import { centreDays, keptDays } from './centre-days';
import { recordOutcome } from './claims';
import { clocked, moveClockTo, now as clockNow } from './clock';
import { Days } from './days';
import { meteredStorage, newMeter, type RowMeter } from './meter';
import { runOutbox, type Keeper } from './outbox';
import { readReportFacts } from './report-facts';
import { migrate } from './schema';
import { sweep } from './sweep';
import { HOUR_MS } from './tables';
import { journalOf, rewriteJournal, threadOf } from './test-hooks';
import { viewOf, type InboxList, type ListQuery } from './views';
import type { VisitFields } from '../visits/fields';
import type { StatusUpdate } from '../visits/statuses';
import type { ThreadMessage } from '../visits/model';
import { actOnVisitCall, answerOfToken, planVisit, statusesCall, statusesOfProviders, visitOfToken, type VisitActed, type VisitContext } from './visit-calls';
import { visitsWakeAt } from './visit-messages';
import { withdrawConsent, type Withdrawn } from './consent';
import type { ThreadStatus } from '../thread/statuses';
import type { InboundMessage } from '../whatsapp/inbound-kinds';
import { mediaBucketOf } from '../whatsapp/r2';
import { threadsWakeAt } from './thread-due';
import type { InboundKept } from './thread-inbound';
import { inboundCall, threadStatusesCall } from './thread-webhook';
import { markReadAtMeta } from '../thread/send';
import type { ReplyFields } from '../thread/reply';
import type { ThreadCursor } from '../thread/model';
import { replyCall, retryFile, storedKeyOf, threadPageCall, type Replied, type ThreadContext, type ThreadPage } from './thread-calls';

/*
 * The centre's inbox (docs/gateway.md), one Durable Object for the whole site (idFromName('site')): strongly
 * consistent, one call at a time, its tables in its own SQLite (schema.ts). It KEEPS every request it accepts,
 * before any e-mail: accepted means received, and nothing is answered « sent » that is not kept. Each waits in
 * « À prendre » or « À vérifier » (it repeats what others sent that day, or what the staff marked junk): triage.ts,
 * by the request's marks (marks.ts), never by its address; « Indésirables » is a person's doing. Its alarm (outbox.ts)
 * then sends the staff's notice and the e-mail copy, away from the visitor's connection, and sweeps what is kept
 * no longer. Each call's reads and writes run in one synchronous transaction: two posts of one id, two staff
 * taking one request at the same moment, meet here, and one of them wins. Its calls, each a module's:
 *
 *   accept    a request, its proof spent (accept.ts)
 *   price     what an address posted today, and the site's day (days.ts; price.ts says the cost); reads only
 *   statuses  what a family's page may read of its own requests (views.ts)
 *   list      a view of the inbox for one staff member (views.ts)
 *   act       take, release, done, junk, not-junk, junk-group, empty-junk (actions.ts)
 *   record    a call's outcome (claims.ts); « Appelée » with a day and a time agrees a visit (issue 77: visits.ts)
 *   visit     a step on a visit (« Déplacer », « Annuler », a result, « Ne plus envoyer de messages »), a family's
 *             page opened by its link, its answer, a provider's statuses of its messages (visit-calls.ts); after each,
 *             the alarm's next run for the visits' messages read from the rows (afterVisits)
 *   report    the centre's report (report/)
 *   alarm     the notices, the copies, the sweep, the raises and the claims given back (outbox.ts)
 * and the tests' own, served only with METER_ROWS or TEST_CLOCK: meter, sweepAt, journalOf, threadOf, rewriteJournal, moveClock.
 */

export class Inbox extends DurableObject<SettingsEnv> {
  private readonly storage: DurableObjectStorage;
  private readonly sql: SqlStorage;
  private readonly rows: RowMeter = newMeter();
  private readonly keeper: Keeper;
  private readonly alarms: Alarms;

  // It reads its settings alone (worker-env.ts's Env is the Worker's: its bindings name this class).
  constructor(ctx: DurableObjectState, env: SettingsEnv) {
    super(ctx, env);
    this.storage = clocked(meteredStorage(ctx.storage, this.rows));
    this.sql = this.storage.sql;
    this.alarms = new Alarms(this.storage, clockNow);
    const media = (env as { MEDIA?: R2Bucket }).MEDIA;
    this.keeper = { days: new Days(this.sql), sweptAt: 0, visits: { until: 0 }, threads: { until: 0 }, bucket: media ? mediaBucketOf(media) : null };
    // Brought to its schema, then its alarm set for a visit's message due: a deploy (new settings) restarts it here.
    void ctx.blockConcurrencyWhile(async () => {
      await migrate(ctx.storage);
      await this.afterVisits();
    });
  }

  private get settings(): Settings {
    return readSettings(this.env);
  }

  /** A transaction whose failure forgets what the day's counts kept in memory. */
  private transaction<T>(work: () => T): T {
    try {
      return this.storage.transactionSync(work);
    } catch (error) {
      this.keeper.days.forget();
      throw error;
    }
  }

  async accept(input: AcceptInput): Promise<Accepted> {
    const keeping = { sql: this.sql, days: this.keeper.days, settings: this.settings, transaction: <T>(work: () => T) => this.transaction(work) };
    const { accepted, alarmAt } = await acceptRequest(keeping, input, clockNow());
    if (alarmAt !== undefined) await this.alarms.wake(alarmAt);
    return accepted;
  }

  /** What an address posted today, how many requests the site received, and the day: a challenge's price (it writes nothing). */
  price(address: string): { posted: number; received: number; day: string } {
    const day = doualaToday(new Date(clockNow()));
    const { posted, received } = this.keeper.days.counted(day, address);
    return { posted, received, day };
  }

  /** What a family's page reads of its requests, and of a visit agreed, with its link's token (visits.ts). */
  statuses(ids: string[]): Promise<GatewayRequestStatus[]> {
    return statusesCall(this.visitContext, ids);
  }

  list(query: ListQuery): InboxList {
    // With the open hours last read: « Je rappelle à » is offered in them (inbox/outcome.ts).
    return { ...viewOf(this.sql, query, this.settings.keep.junkHours, clockNow()), openDays: keptDays(this.sql) };
  }

  /**
   * After every call that may change a visit or the request it hangs on (a take, « Indésirable », an outcome, a move,
   * an answer, a provider's status…): the alarm's next run for the visits' messages, read from the rows as they are
   * now (store/visit-messages.ts, visitsWakeAt), never from a time kept in memory that a path could forget (issue 83).
   */
  private async afterVisits(): Promise<void> {
    const at = visitsWakeAt(this.sql, this.settings, this.keeper.visits);
    if (at !== null) await this.alarms.wake(at);
  }

  /** One staff member's action on one request (or one group, or « Indésirables »); what it came to, for the page after it (the flash). */
  async act(input: ActionInput): Promise<InboxFlash> {
    const now = clockNow();
    const flash = this.transaction(() => actOn(this.sql, input, now));
    await this.afterVisits();
    const { claims, notify } = this.settings;
    // Taken: the alarm looks at its claim when it is due, CLAIM_HOURS of the open hours last read (taken.ts): a take
    // at night wakes nothing before the morning's run.
    if (flash.kind === 'taken') await this.alarms.wake(claimBackAt(now, claims.claimHours * HOUR_MS, keptDays(this.sql)));
    // Back in « À prendre » (« Rendre », « Pas indésirable »): the alarm raises it UNCLAIMED_MINUTES of them on (raise.ts).
    if (notify.url && ((flash.kind === 'released' && input.action === 'release') || (flash.kind === 'not-junk' && input.action === 'not-junk'))) {
      await this.alarms.wake(raisedAt(now, claims.unclaimedMinutes * 60_000, keptDays(this.sql)));
    }
    return flash;
  }

  /** A call's outcome, recorded by her who has the request (claims.ts). */
  async record({ id, staff, fields }: { id: string; staff: StaffMember; fields: OutcomeFields }): Promise<InboxFlash> {
    const now = clockNow();
    // The open hours last read: the time she calls again is read in them, as the card offered it.
    const days = keptDays(this.sql);
    const plan = await planVisit(this.visitContext, id, fields, now);
    const { flash, promise } = this.transaction(() => recordOutcome(this.sql, { id, staff, fields, now, days, plan }));
    // A visit agreed or moved: its confirmation leaves from the alarm, now.
    await this.afterVisits();
    // A call promised: the alarm looks at it when it is due in the open hours last read (promise.ts), as a take's
    // claim: a promise at night moves no alarm the morning's run is already set for. Nothing is written for it until
    // then, nor ever if a new outcome comes first.
    if (promise) {
      const { settings } = this;
      await this.alarms.wake(promiseDueAt(promise, { remind: Boolean(settings.notify.url), claimMs: settings.claims.claimHours * HOUR_MS }, days));
    }
    return flash;
  }

  /** What the visits' calls share (visit-calls.ts). */
  private get visitContext(): VisitContext {
    return { storage: this.storage, settings: this.settings, transaction: (work) => this.transaction(work) };
  }

  /** « Déplacer », « Annuler », a result, « Ne plus envoyer de messages » on a request's visit. */
  async visitAct(input: { id: string; staff: StaffMember; fields: VisitFields & { step?: string } }): Promise<VisitActed> {
    const acted = await actOnVisitCall(this.visitContext, input);
    await this.afterVisits();
    return acted;
  }

  /** A family's page opened by its link: the visit, or null (unknown: a wrong, old or missing token alike). */
  visitView(token: string): Promise<GatewayVisitView | null> {
    return visitOfToken(this.visitContext, token);
  }

  /** « Je serai là », « Je dois changer »: the visit after it, or null (unknown). A request back on top is raised UNCLAIMED_MINUTES on. */
  async visitAnswer(token: string, answer: VisitAnswer): Promise<GatewayVisitView | null> {
    const now = clockNow();
    const { view, backOnTop } = await answerOfToken(this.visitContext, token, answer);
    const { notify, claims } = this.settings;
    if (backOnTop && notify.url) await this.alarms.wake(raisedAt(now, claims.unclaimedMinutes * 60_000, keptDays(this.sql)));
    await this.afterVisits();
    return view;
  }

  /**
   * No more messages to the family of a request (issue 83): « STOP » on WhatsApp (issue 82's webhook, by: 'family'),
   * or a member of staff. In its own transaction; the store's `withdrawConsent` (consent.ts) runs in the caller's.
   */
  async withdrawConsent(id: string, by: 'family' | StaffMember): Promise<Withdrawn> {
    const withdrawn = this.transaction(() => withdrawConsent(this.sql, id, by, clockNow()));
    await this.afterVisits();
    return withdrawn;
  }

  /** A provider's statuses of the visits' messages (WhatsApp's webhook, Brevo's SMS events): how many moved a message. */
  async providerStatuses(updates: StatusUpdate[]): Promise<number> {
    const { moved } = statusesOfProviders(this.visitContext, updates);
    await this.afterVisits();
    return moved;
  }

  /**
   * A family's WhatsApp messages of one post (issue 82; thread-webhook.ts): kept once each on their card, a new
   * request made for a sender with none; then the alarm for what they wake (a new request's notice now, a request back
   * on top raised UNCLAIMED_MINUTES on, the thread's news, files and « STOP »), and the visits a tap answered.
   */
  async inbound(messages: InboundMessage[]): Promise<InboundKept> {
    const now = clockNow();
    const kept = await inboundCall({ storage: this.storage, days: this.keeper.days, settings: this.settings, transaction: (work) => this.transaction(work) }, messages);
    const { notify, claims } = this.settings;
    if (kept.made > 0) await this.alarms.wake(now);
    if (kept.backOnTop > 0 && notify.url) await this.alarms.wake(raisedAt(now, claims.unclaimedMinutes * 60_000, keptDays(this.sql)));
    const threadsAt = threadsWakeAt(this.sql, this.keeper.threads.until);
    if (threadsAt !== null) await this.alarms.wake(threadsAt);
    await this.afterVisits();
    return kept;
  }

  /** Meta's statuses of the threads' own messages (a reply, the template, the answer to « STOP »): how many moved one. */
  threadStatuses(statuses: ThreadStatus[]): number {
    return threadStatusesCall({ storage: this.storage, transaction: (work) => this.transaction(work) }, statuses);
  }

  /** What the threads' calls share (thread-calls.ts). */
  private get threadContext(): ThreadContext {
    return { storage: this.storage, settings: this.settings, transaction: (work) => this.transaction(work) };
  }

  /** A thread's page (every message, a page of them): opened by her who holds it, or while nobody does, the family's messages read, and Meta told (the family's blue ticks). */
  async threadPage(input: { id: string; staff: StaffMember; before?: ThreadCursor }): Promise<ThreadPage | null> {
    const found = threadPageCall(this.threadContext, input);
    if (found?.markRead && this.settings.messages.whatsapp.on) await markReadAtMeta(this.settings, found.markRead);
    return found;
  }

  /** A member of staff's message to the family from the card: free words in the window, the template after it; what it came to. */
  async reply(input: { id: string; staff: StaffMember; fields: ReplyFields }): Promise<Replied | null> {
    const replied = await replyCall(this.threadContext, input);
    if (replied?.markRead) await markReadAtMeta(this.settings, replied.markRead);
    return replied;
  }

  /** A thread's stored file, for /inbox/media (null: none). */
  storedFile(id: string, messageId: string): { key: string; name: string } | null {
    return storedKeyOf(this.sql, id, messageId);
  }

  /** « Réessayer » on a file not fetched yet: tried at once. */
  async retryFile(id: string, messageId: string): Promise<boolean> {
    const now = clockNow();
    const waits = this.transaction(() => retryFile(this.sql, id, messageId, now));
    if (waits) await this.alarms.wake(now);
    return waits;
  }

  /** The centre's report (report/compute.ts): the five weeks' counts and times, from the requests here and those gone (report-days.ts). */
  async report(): Promise<ReportPage> {
    const now = clockNow();
    const { days, source } = await centreDays(this.sql, this.settings, now);
    return { ...computeReport({ ...readReportFacts(this.sql, now), days, now }), source };
  }

  async alarm(): Promise<void> {
    await this.alarms.run(() => runOutbox(this.storage, this.settings, this.keeper));
  }

  /** The tests' own (METER_ROWS): the rows written and read, and the alarms set, since the object started (meter.ts). */
  meter(): RowMeter {
    return { ...this.rows, byStatement: { ...this.rows.byStatement }, bytes: this.sql.databaseSize };
  }

  /** The tests' own (METER_ROWS): the sweep as the alarm runs it, as of an instant (a request's life ends 30 days after « Traitée »). */
  sweepAt(at: number): RowMeter {
    this.transaction(() => sweep(this.sql, this.settings, this.keeper.days, at));
    return this.meter();
  }

  /** The tests' own (METER_ROWS): a request's journal as its row keeps it (null: no such request). */
  journalOf(id: string): string | null {
    return journalOf(this.sql, id);
  }

  /** The tests' own (METER_ROWS): a request's thread, its messages' rows. */
  threadOf(id: string): ThreadMessage[] {
    return threadOf(this.sql, id);
  }

  /** The tests' own (METER_ROWS): what no route does, tried on a request's journal; how many the database refused. */
  rewriteJournal(id: string): { tried: number; refused: number; journal: string | null } {
    return rewriteJournal(this.sql, (work) => this.transaction(work), id);
  }

  /** The tests' own (TEST_CLOCK): the inbox's clock moved forward to `to`, and its alarm run at once on it. */
  async moveClock(to: number): Promise<number> {
    const moved = moveClockTo(to);
    await this.alarms.wake(moved);
    return moved;
  }
}

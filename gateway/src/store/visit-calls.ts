import { leadsToVisit, visitAnswerNotice, visitWhenWords, type GatewayRequestStatus, type GatewayVisitView, type Locale, type VisitAnswer } from '@/lib/request/for-gateway';
import type { StaffMember } from '../inbox/model';
import type { OutcomeFields } from '../outcome';
import { tellStaff } from '../providers';
import { siteRules } from '../rules';
import type { Settings } from '../settings';
import { readReason, readStep, readVisitWhere, type VisitFields } from '../visits/fields';
import { readStoredVisit, visitViewOf } from '../visits/model';
import type { StatusUpdate } from '../visits/statuses';
import { KEY_PATTERN, sameText, TOKEN_PATTERN, visitKey, visitToken } from '../visits/token';
import type { VisitPlan } from './claims';
import { now as clockNow } from './clock';
import { applyStatuses } from './visit-statuses';
import type { VisitsKeeper } from './visit-messages';
import { actOnVisit, answerVisit, nextGen, statusesWithVisits, visitRowByKey, visitRowOf, type VisitActed, type VisitRow } from './visits';

/*
 * The inbox's calls about visits (issue 77; store/inbox.ts wraps each): what « Appelée » with a day and a time will
 * make, the staff's steps on a visit, a family's page opened by its link (its view, its answer), a family's statuses
 * with their visit, a provider's statuses. What changes a visit's messages wakes the alarm and has it read the visits
 * again (VisitsKeeper), so that a confirmation leaves at once.
 */

export interface VisitContext {
  storage: DurableObjectStorage;
  settings: Settings;
  visits: VisitsKeeper;
  transaction<T>(work: () => T): T;
  /** The alarm at `at`, unless it is due sooner (its own last computation sees the visits anyway: visit-messages.ts). */
  wake(at: number): Promise<void>;
}

/** The staff's first names (STAFF_NAMES): who may come or receive. */
const namesOf = (settings: Settings) => [...new Set(settings.access.staff.values())];

/** What « Appelée » with a day, a time and where will agree (null: no visit: not « Appelée », or no day and time). */
export async function planVisit({ storage, settings }: VisitContext, id: string, fields: OutcomeFields, now: number): Promise<VisitPlan | undefined> {
  if (fields.result !== 'called' || !settings.proof.secret) return undefined;
  const rules = await siteRules(settings);
  const where = readVisitWhere(fields, { districts: rules?.districts ?? [], names: namesOf(settings) }, now);
  const row = where ? visitRowOf(storage.sql, id) : undefined;
  // An application's interview is agreed as before: a day and a time on the card, no visit, no message.
  if (!where || !row || !leadsToVisit(row.kind)) return undefined;
  // The generation a new visit will have, or the next (one cancelled meanwhile, while this awaited).
  const gen = nextGen(row);
  const keys = await Promise.all([gen, gen + 1].map(async (one) => [one, await visitKey(await visitToken(settings.proof.secret, id, one))] as const));
  return { where, keys: new Map(keys) };
}

/** « Déplacer », « Annuler », « Venu », « Absent »: the form's step and fields. */
export async function actOnVisitCall(context: VisitContext, { id, staff, fields }: { id: string; staff: StaffMember; fields: VisitFields & { step?: string } }): Promise<VisitActed> {
  const { settings, storage } = context;
  const now = clockNow();
  const step = readStep(fields.step);
  if (!step) return { kind: 'visit-refused', reference: visitRowOf(storage.sql, id)?.reference ?? '—' };
  const rules = step === 'moved' ? await siteRules(settings) : null;
  const where = step === 'moved' ? readVisitWhere(fields, { districts: rules?.districts ?? [], names: namesOf(settings) }, now) : null;
  const acted = context.transaction(() => actOnVisit(storage.sql, { id, step, where, reason: readReason(fields.reason), staff, now }));
  if (acted.kind === 'visit') {
    context.visits.changed();
    if (step === 'moved') await context.wake(now);
  }
  return acted;
}

/** The row a family's link names, if its token is one the inbox made for that visit (else null: as no visit at all). */
async function rowOfToken({ storage, settings }: VisitContext, token: string): Promise<VisitRow | null> {
  if (!TOKEN_PATTERN.test(token) || !settings.proof.secret) return null;
  const key = await visitKey(token);
  const row = KEY_PATTERN.test(key) ? visitRowByKey(storage.sql, key) : undefined;
  const visit = row ? readStoredVisit(row.visit) : null;
  // A request set apart since (« Indésirables »), or a visit replaced by a new one: as missing.
  if (!row || !visit || row.held !== 0) return null;
  return sameText(token, await visitToken(settings.proof.secret, row.id, visit.gen)) ? row : null;
}

const viewOf = (row: VisitRow): GatewayVisitView | null => {
  const visit = readStoredVisit(row.visit);
  return visit ? visitViewOf(visit, { reference: row.reference, locale: row.locale as Locale }) : null;
};

/** What a family's page opened by its link shows (null: unknown, whatever the reason). */
export async function visitOfToken(context: VisitContext, token: string): Promise<GatewayVisitView | null> {
  const row = await rowOfToken(context, token);
  return row ? viewOf(row) : null;
}

/** « Je serai là », « Je dois changer », from the link's page: written, then the holder's phone told; the visit as it is then (null: unknown). */
export async function answerOfToken(context: VisitContext, token: string, answer: VisitAnswer): Promise<GatewayVisitView | null> {
  const row = await rowOfToken(context, token);
  if (!row) return null;
  const now = clockNow();
  const fresh = context.transaction(() => {
    const current = visitRowOf(context.storage.sql, row.id);
    return current ? answerVisit(context.storage.sql, { row: current, answer, now }) : null;
  });
  if (fresh?.kind === 'answered') {
    const { visit } = fresh;
    const notice = visitAnswerNotice({ reference: row.reference, ...(row.taken_by ? { holder: row.taken_by } : {}), answer, when: visitWhenWords(visit.date, visit.time, 'fr') }, context.settings.inboxUrl);
    await tellStaff(context.settings, notice);
  }
  const after = visitRowOf(context.storage.sql, row.id);
  return after ? viewOf(after) : null;
}

export const statusesCall = ({ storage, settings }: VisitContext, ids: string[]): Promise<GatewayRequestStatus[]> => statusesWithVisits(storage.sql, ids, settings.proof.secret);

/** A provider's statuses, applied; a message failed: the alarm looks at once (its SMS leaves). */
export async function statusesOfProviders(context: VisitContext, updates: readonly StatusUpdate[]): Promise<number> {
  const now = clockNow();
  const applied = applyStatuses(context.storage, updates, now);
  if (applied.failed) {
    context.visits.changed();
    await context.wake(now);
  }
  return applied.moved;
}

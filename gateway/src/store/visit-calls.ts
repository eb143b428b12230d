import { unreachable } from '@/lib/closed-set';
import { leadsToVisit, visitAnswerNotice, type GatewayRequestStatus, type GatewayVisitView, type Locale, type VisitAnswer } from '@/lib/request/for-gateway';
import type { StaffMember } from '../inbox/model';
import type { OutcomeFields } from '../outcome';
import { tellStaff } from '../providers';
import { siteRules } from '../rules';
import type { Settings } from '../settings';
import { readReason, readResult, readStep, readVisitWhere, type VisitDone, type VisitFields } from '../visits/fields';
import { gatewayVisitOf, visitViewOf, type VisitRecord } from '../visits/model';
import type { StatusUpdate } from '../visits/statuses';
import type { VisitEvent } from '../visits/transition';
import { KEY_PATTERN, LEGACY_TOKEN_PATTERN, opens, TOKEN_PATTERN, tokenOfVisit, visitKey, visitToken } from '../visits/token';
import type { VisitPlan } from './claims';
import { now as clockNow } from './clock';
import { withdrawConsent } from './consent';
import { statusOf, type RequestRow } from './rows';
import { applyStatuses } from './visit-statuses';
import { linkSecrets } from './visit-messages';
import { actOnVisit, lastVisitOf, visitByKey, visitRequestOf, type VisitRequest } from './visits';

/*
 * The inbox's calls about visits (issues 77, 83; store/inbox.ts wraps each, and reads the alarm's next run from the
 * rows after it): what « Appelée » with a day and a time will make, the staff's steps on a visit, a family's page
 * opened by its link (its view, its answer), a family's statuses with their visit, a provider's statuses. Each change
 * goes through the visits' one writer (store/visits.ts).
 */

export interface VisitContext {
  storage: DurableObjectStorage;
  settings: Settings;
  transaction<T>(work: () => T): T;
}

/** The staff's first names (STAFF_NAMES): who may come or receive. */
const namesOf = (settings: Settings) => [...new Set(settings.access.staff.values())];

/** What « Appelée » with a day, a time and where will agree (undefined: no visit: not « Appelée », no day and time, or no place). */
export async function planVisit({ storage, settings }: VisitContext, id: string, fields: OutcomeFields, now: number): Promise<VisitPlan | undefined> {
  if (fields.result !== 'called' || !settings.proof.secret) return undefined;
  const rules = await siteRules(settings);
  const where = readVisitWhere(fields, { districts: rules?.districts ?? [], names: namesOf(settings) }, now);
  const request = where ? visitRequestOf(storage.sql, id) : undefined;
  // An application's interview is agreed as before: a day and a time on the card, no visit, no message.
  if (!where || !request || !leadsToVisit(request.kind)) return undefined;
  // The generation a new visit will have, or the next (one cancelled meanwhile, while this awaited).
  const gen = (lastVisitOf(storage.sql, id)?.gen ?? 0) + 1;
  const keys = await Promise.all([gen, gen + 1].map(async (one) => [one, await visitKey(await visitToken(settings.proof.secret, id, one))] as const));
  return { where, keys: new Map(keys) };
}

/** What a visit's own form came to: done (and what), refused (no visit, or not one this step applies to), or the request gone. */
export type VisitActed = { kind: 'visit'; reference: string; step: VisitDone } | { kind: 'visit-refused'; reference: string } | { kind: 'gone'; reference: string };

const goneReference = (sql: SqlStorage, id: string) => sql.exec<{ reference: string | null }>('SELECT reference FROM gone WHERE id = ?', id).toArray()[0]?.reference || '—';

/** « Déplacer », « Annuler », a result, « Ne plus envoyer de messages »: the form's step and fields, by any member of staff (the journal names her). */
export async function actOnVisitCall(context: VisitContext, { id, staff, fields }: { id: string; staff: StaffMember; fields: VisitFields & { step?: string } }): Promise<VisitActed> {
  const { settings, storage } = context;
  const { sql } = storage;
  const now = clockNow();
  const step = readStep(fields.step);
  const rules = step === 'moved' ? await siteRules(settings) : null;
  return context.transaction((): VisitActed => {
    const request = visitRequestOf(sql, id);
    if (!request) return { kind: 'gone', reference: goneReference(sql, id) };
    const refused = { kind: 'visit-refused', reference: request.reference } as const;
    if (!step) return refused;
    const done = (what: VisitDone): VisitActed => ({ kind: 'visit', reference: request.reference, step: what });
    switch (step) {
      case 'consent':
        return withdrawConsent(sql, id, staff, now) === 'withdrawn' ? done('consent') : refused;
      case 'moved': {
        const where = readVisitWhere(fields, { districts: rules?.districts ?? [], names: namesOf(settings) }, now);
        return where && actOnVisit(sql, request, { kind: 'move', where, by: staff.name }, now).kind === 'applied' ? done('moved') : refused;
      }
      case 'cancelled': {
        const reason = readReason(fields.reason);
        return reason && actOnVisit(sql, request, { kind: 'cancel', reason, by: staff.name }, now).kind === 'applied' ? done('cancelled') : refused;
      }
      case 'marked': {
        const result = readResult(fields.result);
        return result && actOnVisit(sql, request, { kind: 'mark', result, by: staff.name }, now).kind === 'applied' ? done(result) : refused;
      }
      default:
        return unreachable(step);
    }
  });
}

/** The visit a family's link names, and its request, if its token is one the inbox made for that visit (else null: as no visit at all). */
async function visitOfLink({ storage, settings }: VisitContext, token: string): Promise<{ visit: VisitRecord; request: VisitRequest } | null> {
  if ((!TOKEN_PATTERN.test(token) && !LEGACY_TOKEN_PATTERN.test(token)) || !settings.proof.secret) return null;
  const key = await visitKey(token);
  const visit = KEY_PATTERN.test(key) ? visitByKey(storage.sql, key) : null;
  const request = visit ? visitRequestOf(storage.sql, visit.requestId) : undefined;
  // A request set apart since (« Indésirables »), or a visit replaced by a new one: as missing.
  if (!visit || !request || request.held !== 0 || lastVisitOf(storage.sql, request.id)?.gen !== visit.gen) return null;
  return (await opens(token, linkSecrets(settings), request.id, visit.gen)) ? { visit, request } : null;
}

const viewOf = ({ visit, request }: { visit: VisitRecord; request: VisitRequest }): GatewayVisitView => visitViewOf(visit, { reference: request.reference, locale: request.locale as Locale });

/** What a family's page opened by its link shows (null: unknown, whatever the reason). */
export async function visitOfToken(context: VisitContext, token: string): Promise<GatewayVisitView | null> {
  const found = await visitOfLink(context, token);
  return found ? viewOf(found) : null;
}

/** « Je serai là », « Je dois changer », from the link's page: written, then the holder's phone told; the visit as it is then (null: unknown). */
export async function answerOfToken(context: VisitContext, token: string, answer: VisitAnswer): Promise<{ view: GatewayVisitView | null; backOnTop: boolean }> {
  const found = await visitOfLink(context, token);
  if (!found) return { view: null, backOnTop: false };
  const { sql } = context.storage;
  const now = clockNow();
  const event: VisitEvent = { kind: 'answer', answer };
  const result = context.transaction(() => {
    const request = visitRequestOf(sql, found.request.id);
    return request ? actOnVisit(sql, request, event, now) : null;
  });
  if (result?.kind === 'applied') {
    // Her who holds it (she is to call); a request done or nobody's goes back on top, and every phone hears it.
    const holder = found.request.state === 'taken' && found.request.done_at === null && found.request.taken_by ? { holder: found.request.taken_by } : {};
    await tellStaff(context.settings, visitAnswerNotice({ reference: found.request.reference, ...holder, answer }, context.settings.inboxUrl));
  }
  const after = await visitOfLink(context, token);
  return { view: after ? viewOf(after) : null, backOnTop: result?.kind === 'applied' && result.backOnTop === true };
}

/** What a family's page reads of its requests: each status (views.ts's), and, received, taken or done, its visit with its link's token. */
export async function statusesCall({ storage, settings }: VisitContext, ids: readonly string[]): Promise<GatewayRequestStatus[]> {
  return Promise.all(
    ids.map(async (id) => {
      const row = storage.sql.exec<RequestRow>('SELECT state, taken_by, taken_at, done_at, outcome FROM requests WHERE id = ?', id).toArray()[0];
      const status = statusOf(id, row);
      const visit = row ? lastVisitOf(storage.sql, id) : null;
      // Received again with a visit: its family asked to change it, and anyone may take it (issue 83); the device keeps showing it.
      if (!visit || status.state === 'unknown' || !settings.proof.secret) return status;
      const token = await tokenOfVisit(linkSecrets(settings), id, visit.gen, visit.linkKey);
      return token ? { ...status, visit: gatewayVisitOf(visit, token) } : status;
    }),
  );
}

/** A provider's statuses, applied: how many moved a message, and whether one failed (its SMS leaves now). */
export function statusesOfProviders(context: VisitContext, updates: readonly StatusUpdate[]): { moved: number; failed: boolean } {
  return applyStatuses(context.storage, updates, clockNow());
}

import { hasEntry, memberOf, unreachable, type MembersWith } from '@/lib/closed-set';
import { isReference, OUTCOME_KINDS, type GatewayOutcomeKind } from '@/lib/request/for-gateway';
import { REPLY_OUTCOMES, type ReplyOutcome } from '../thread/reply';
import { VISIT_DONE, type VisitDone } from '../visits/fields';

/*
 * What the last action of a member of staff came to, said once at the top of the page after it (render.ts, the
 * flash), carried in the address the action redirects to (model.ts, inboxUrl: POST, then 303, so a reload sends
 * nothing again), and read back from it as a stranger's text (a link anyone can make). One table: each flash, and
 * what it carries beside its kind; the words of each are flash-words.ts's.
 */

/** What a flash may carry: a request's reference; a count; who has the request already, since when; a call's outcome. */
interface Carried {
  reference: { reference: string };
  count: { count: number };
  taker: { reference: string; by: string; at: number };
  result: { reference: string; result: GatewayOutcomeKind };
  step: { reference: string; step: VisitDone };
  said: { reference: string; said: ReplyOutcome };
}
type Shape = keyof Carried;

export const FLASHES = {
  taken: 'reference',
  'already-taken': 'taker',
  done: 'reference',
  released: 'reference',
  junk: 'reference',
  'not-junk': 'reference',
  'junk-group': 'count',
  emptied: 'count',
  gone: 'reference',
  /** Her call's outcome, recorded. */
  outcome: 'result',
  /** None recorded: the request not hers to record it on (given back meanwhile). */
  'not-taken': 'reference',
  /** A step on a visit (issues 77, 83): moved, cancelled, its result, the family's consent withdrawn. */
  visit: 'step',
  /** None: the visit no longer to come, or a field missing. */
  'visit-refused': 'reference',
  /** A message to the family on WhatsApp from the card (issue 82): what it came to (thread/reply.ts). */
  reply: 'said',
} as const satisfies Record<string, Shape>;

export type FlashKind = keyof typeof FLASHES;
export type InboxFlash = { [K in FlashKind]: { kind: K } & Carried[(typeof FLASHES)[K]] }[FlashKind];
/** The flashes that carry `S`. */
export type FlashOf<S extends Shape> = Extract<InboxFlash, { kind: MembersWith<typeof FLASHES, S> }>;

/** Whether a flash carries `shape` (its kind's line of FLASHES). */
export const carries = <S extends Shape>(flash: InboxFlash, shape: S): flash is FlashOf<S> => FLASHES[flash.kind] === shape;

/** What a flash may name as a request: a reference, or « — » for one gone before its reference was kept. */
const isFlashReference = (text: string) => isReference(text) || text === '—';

/** A flash written into an address's query (inboxUrl). */
export function writeFlash(flash: InboxFlash, query: URLSearchParams): void {
  query.set('flash', flash.kind);
  if (carries(flash, 'count')) {
    query.set('n', String(flash.count));
  } else if (carries(flash, 'taker')) {
    query.set('ref', flash.reference);
    query.set('by', flash.by);
    query.set('at', String(flash.at));
  } else if (carries(flash, 'result')) {
    query.set('ref', flash.reference);
    query.set('result', flash.result);
  } else if (carries(flash, 'step')) {
    query.set('ref', flash.reference);
    query.set('step', flash.step);
  } else if (carries(flash, 'said')) {
    query.set('ref', flash.reference);
    query.set('said', flash.said);
  } else if (carries(flash, 'reference')) {
    query.set('ref', flash.reference);
  } else {
    unreachable(flash);
  }
}

/**
 * A flash read from an address's query, or none: whatever a stranger's link says that is not one (readInboxQuery).
 * A flash is anyone's link to make, so it carries nothing a stranger can write (issue 78): a reference, a count, a
 * time, and who has it, one of `names` (STAFF_NAMES' first names).
 */
export function readFlash(search: URLSearchParams, names: readonly string[]): InboxFlash | undefined {
  const kind = memberOf(FLASHES, search.get('flash'));
  if (!kind) return undefined;
  if (hasEntry(FLASHES, kind, 'count')) {
    const count = Number(search.get('n'));
    return Number.isSafeInteger(count) && count >= 0 ? { kind, count } : undefined;
  }
  const reference = search.get('ref') ?? '';
  if (!isFlashReference(reference)) return undefined;
  if (hasEntry(FLASHES, kind, 'taker')) {
    const at = Number(search.get('at'));
    const by = memberOf(names, search.get('by'));
    return by && Number.isFinite(at) ? { kind, reference, by, at } : undefined;
  }
  if (hasEntry(FLASHES, kind, 'result')) {
    const result = memberOf(OUTCOME_KINDS, search.get('result'));
    return result ? { kind, reference, result } : undefined;
  }
  if (hasEntry(FLASHES, kind, 'step')) {
    const step = memberOf(VISIT_DONE, search.get('step'));
    return step ? { kind, reference, step } : undefined;
  }
  if (hasEntry(FLASHES, kind, 'said')) {
    const said = memberOf(REPLY_OUTCOMES, search.get('said'));
    return said ? { kind, reference, said } : undefined;
  }
  if (hasEntry(FLASHES, kind, 'reference')) return { kind, reference };
  return unreachable(kind);
}

import type { RequestValues } from '@/lib/request/values';
import { locales, type Locale } from '@/lib/i18n';
import { WAIT_CAUSES, type WaitCause } from './answers';
import { CHANNEL_NAMES, type Failures } from './channels/channel';
import { definitionOf, FAMILY_KINDS, FIRST_KIND, kindOf, type FamilyKind } from './kinds';
import { readValues, valuesFor } from './stored-values';
import { isComplete } from './kinds/rules';
import { EXPIRED_NOTICE_MS, expiresAt } from './keeping';
import { isReference, newReference } from './reference';
import { isInstant, isRecord, text } from '@/lib/unknown-value';
import { memberOf } from '@/lib/closed-set';

/*
 * A request as the outbox stores it, and how it is read back. Every entry carries its version; an
 * entry is checked field by field when read, whichever build wrote it: one from an older build is
 * read into today's shape (its payload is rebuilt from its values with today's keys, payload.ts),
 * and one that cannot be read is set aside as damaged, never thrown. Plain data: no DOM, no React.
 */

/** 4: each kind's values by its own fields' names (issue 74); 3: a call-back's slot with its times; 2: references. */
export const ENTRY_VERSION = 4;
/** The first version that stores each kind's values by its own fields' names. */
const NAMED_SINCE = 4;

export { EXPIRED_NOTICE_MS, expiresAt, KEEP_DAYS, KEEP_MS } from './keeping';

/** Someone is posting the request now: nobody else may until `until` (store.ts). */
export interface Attempt {
  token: string;
  until: number;
}

interface Stored {
  v: typeof ENTRY_VERSION;
  id: string;
  reference: string;
  /** When the visitor pressed « Envoyer » (ms since 1970). */
  createdAt: number;
}

/** Every kind a family makes but the first says so; an appointment, the first kind, stores nothing (entries from before call-backs read the same). */
type StoredKind = Exclude<FamilyKind, typeof FIRST_KIND>;
type Kind = { kind?: StoredKind };
const STORED_KINDS = FAMILY_KINDS.filter((kind): kind is StoredKind => kind !== FIRST_KIND);

/** A kept entry's state as stored, by any build (version 1 wrote « failed » for a refused one); any other: waiting. */
const STORED_STATUSES = { waiting: 'waiting', refused: 'refused', failed: 'refused', unconfirmed: 'unconfirmed' } as const;

/** A request the device still holds, with what the visitor typed. */
export interface KeptRequest extends Stored, Kind {
  /**
   * waiting: it leaves at its next chance; refused: EmailJS refused it, it is never sent again by
   * itself; unconfirmed: it was posted, and the sender vanished before EmailJS's answer came (the page
   * closed, the device slept): it may have arrived, so it is not sent again by itself.
   */
  status: 'waiting' | 'refused' | 'unconfirmed';
  /** The language of the page it was sent from: the words the visitor sees about it later. */
  locale: Locale;
  values: RequestValues;
  /**
   * An appointment asked for when the centre takes none: the e-mail's line that says so (lib/hours-note.ts),
   * written by its form when it was sent, so that it leaves with it whenever and by whichever sender.
   */
  hoursNote?: string;
  attempts: number;
  /** Why it waits, after a try that failed. */
  cause?: WaitCause;
  /** It is not tried again by itself before this time (answers.ts, retryDelay). */
  retryAt?: number;
  refusal?: { status: number; text: string };
  /** What each channel answered at its last failed try: the relay tells staff EmailJS's (channels/relay.ts). */
  channels?: Failures;
  /** The try on its way, or (unconfirmed) the last one, whose answer still counts if it comes. */
  attempt?: Attempt;
  /** The staff were told that no mail channel takes it for the account's sake (notice/): they are told once. */
  failingTold?: true;
  /**
   * Set while the page that wrote it sends it the first time: until that send fails or takes too
   * long, nobody needs to hear of it (no note, no panel).
   */
  quiet?: boolean;
}

/** What is left of a request once the device stopped trying: when, and its reference. Nothing typed. */
export interface ExpiredRequest extends Stored {
  status: 'expired';
  expiredAt: number;
}

/** An entry that could not be read: what could be saved of it, for the fallbacks; never sent. */
export interface DamagedRequest extends Stored, Kind {
  status: 'damaged';
  locale: Locale;
  values: RequestValues;
}

export type StoredRequest = KeptRequest | ExpiredRequest | DamagedRequest;


/** The kind of a request, as stored: the first one when it names none. */
export { kindOf };

function readAttempt(value: unknown): Attempt | undefined {
  return isRecord(value) && typeof value.token === 'string' && isInstant(value.until) ? { token: value.token, until: value.until } : undefined;
}

/** Each channel's last answer, as far as it can be read: anything else is dropped, never thrown. */
function readFailures(value: unknown): Failures | undefined {
  if (!isRecord(value)) return undefined;
  const read: Failures = {};
  for (const name of CHANNEL_NAMES) {
    const one = value[name];
    if (isRecord(one) && typeof one.status === 'number' && Number.isFinite(one.status)) read[name] = { status: one.status, text: text(one.text).slice(0, 200) };
  }
  return Object.keys(read).length > 0 ? read : undefined;
}

/**
 * Reads whatever a build of the site stored, in today's shape. Version 1 (before references) had
 * `request` (the payload, with the keys of its time), `status: 'failed'` for refused, and its claim
 * as `owner` and `lockedUntil`; up to version 2, a call-back's slot was its name alone; up to version 3,
 * every kind's values had an appointment's names (stored-values.ts). `now` dates what it must invent (a missing date).
 */
export function readEntry(raw: unknown, now = Date.now()): StoredRequest | null {
  if (!isRecord(raw) || !(typeof raw.id === 'string' || typeof raw.id === 'number') || raw.id === '') return null;
  const base = {
    v: ENTRY_VERSION,
    id: String(raw.id),
    reference: isReference(raw.reference) ? raw.reference : newReference(),
    createdAt: isInstant(raw.createdAt) ? raw.createdAt : now,
  } as const;
  if (raw.status === 'expired') return { ...base, status: 'expired', expiredAt: isInstant(raw.expiredAt) ? raw.expiredAt : now };
  const locale = memberOf(locales, raw.locale) ?? 'fr';
  const stored = memberOf(STORED_KINDS, raw.kind);
  // Its kind reads what an older build stored in today's shape, and says whether it is complete.
  const definition = definitionOf({ kind: stored });
  // By today's names (readValues: an older build's too, first in an entry it wrote), then in today's shape.
  const typed = readValues(kindOf({ kind: stored }), raw.values, { formerFirst: !(typeof raw.v === 'number' && raw.v >= NAMED_SINCE) }).values;
  const values = definition.upgrade?.(typed, raw.v) ?? typed;
  const kind: Kind = stored ? { kind: stored } : {};
  if (raw.status === 'damaged' || !isRecord(raw.values) || !isComplete(definition.fields, values)) {
    return { ...base, ...kind, status: 'damaged', locale, values };
  }
  const storedStatus = memberOf(STORED_STATUSES, raw.status);
  const status = storedStatus ? STORED_STATUSES[storedStatus] : 'waiting';
  const refusal = isRecord(raw.refusal) && typeof raw.refusal.status === 'number' ? { status: raw.refusal.status, text: text(raw.refusal.text) } : undefined;
  const attempt =
    readAttempt(raw.attempt) ?? (typeof raw.owner === 'string' && isInstant(raw.lockedUntil) ? { token: raw.owner, until: raw.lockedUntil } : undefined);
  const cause = memberOf(WAIT_CAUSES, raw.cause);
  const channels = readFailures(raw.channels);
  const hoursNote = text(raw.hoursNote);
  return {
    ...base,
    ...kind,
    status,
    locale,
    values,
    ...(hoursNote ? { hoursNote } : {}),
    attempts: typeof raw.attempts === 'number' && raw.attempts >= 0 ? Math.floor(raw.attempts) : 0,
    ...(cause ? { cause } : {}),
    ...(isInstant(raw.retryAt) ? { retryAt: raw.retryAt } : {}),
    ...(status === 'refused' ? { refusal: refusal ?? { status: 0, text: '' } } : {}),
    ...(channels ? { channels } : {}),
    ...(attempt ? { attempt } : {}),
    ...(raw.failingTold === true ? { failingTold: true } : {}),
    ...(raw.quiet === true ? { quiet: true } : {}),
  };
}

/** True when an entry is stored exactly as this build would write it (an older one is written back, read). */
export function isCurrent(raw: unknown, read: StoredRequest): boolean {
  return isRecord(raw) && raw.v === ENTRY_VERSION && JSON.stringify(raw) === JSON.stringify(read);
}

/**
 * What the entry becomes at `now`: a request past its seven days, that nobody is posting right
 * now, keeps only its reference and dates; the line that says so goes after a month.
 */
export function expired(entry: StoredRequest, now: number): StoredRequest | null {
  if (entry.status === 'expired') return now - entry.expiredAt > EXPIRED_NOTICE_MS ? null : entry;
  if (now < expiresAt(entry)) return entry;
  if (entry.status !== 'damaged' && entry.attempt && entry.attempt.until > now) return entry;
  return { v: ENTRY_VERSION, id: entry.id, reference: entry.reference, createdAt: entry.createdAt, status: 'expired', expiredAt: now };
}

/** A new request, claimed by the page about to send it (`token`) until `until`, quiet until that first try fails. */
export function newEntry(
  { values, locale, reference, kind = FIRST_KIND, hoursNote }: { values: RequestValues; locale: Locale; reference: string; kind?: FamilyKind; hoursNote?: string },
  attempt: Attempt,
  now: number,
): KeptRequest {
  return {
    v: ENTRY_VERSION,
    id: newId(),
    reference,
    createdAt: now,
    ...(kind !== FIRST_KIND ? { kind } : {}),
    status: 'waiting',
    locale,
    values: valuesFor(kind, values),
    ...(hoursNote && definitionOf({ kind }).hoursNote ? { hoursNote } : {}),
    attempts: 1,
    attempt,
    quiet: true,
  };
}

/** A token that names one sender (a page, one round of the worker) in its claims, or one entry. */
export function newId(): string {
  // randomUUID needs a secure context; localhost and https both are.
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

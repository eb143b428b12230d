import { FIRST_KIND, kindOf, type RequestKind, type RequestValues } from '@/lib/request/values';
import type { Locale } from '@/lib/i18n';
import type { WaitCause } from './answers';
import type { StoredRequest } from './entry';
import { expiresAt, KEEP_DAYS } from './keeping';

/** How many days the device tries before a kept request expires: the panel says it. */
export { KEEP_DAYS };

/*
 * A kept request as the pages show it: what it says, where it stands, until when the device tries.
 * Nothing of how the outbox stores or claims it.
 */

export type RequestStatus = 'waiting' | 'refused' | 'unconfirmed' | 'expired' | 'damaged';

export interface RequestView {
  id: string;
  reference: string;
  /** When the visitor sent it, and when the device stops trying (ms since 1970). */
  createdAt: number;
  expiresAt: number;
  status: RequestStatus;
  /** Its kind: how its values read. */
  kind: RequestKind;
  /** The page's language when it was sent. */
  locale: Locale;
  /** What the visitor typed (empty once expired). */
  values: RequestValues;
  /** Why it waits, after a try that failed. */
  cause?: WaitCause;
  /** EmailJS's answer, when it refused it. */
  refusalStatus?: number;
}

export function viewOf(entry: StoredRequest): RequestView {
  const common = { id: entry.id, reference: entry.reference, createdAt: entry.createdAt, expiresAt: expiresAt(entry) };
  switch (entry.status) {
    case 'expired':
      return { ...common, status: 'expired', kind: FIRST_KIND, locale: 'fr', values: {} };
    case 'damaged':
      return { ...common, status: 'damaged', kind: kindOf(entry), locale: entry.locale, values: entry.values };
    default:
      return {
        ...common,
        status: entry.status,
        kind: kindOf(entry),
        locale: entry.locale,
        values: entry.values,
        ...(entry.cause ? { cause: entry.cause } : {}),
        ...(entry.refusal ? { refusalStatus: entry.refusal.status } : {}),
      };
  }
}

/** Whether the visitor should hear of it: not while its page is still sending it the first time. */
export function isShown(entry: StoredRequest, now = Date.now()): boolean {
  return !(entry.status === 'waiting' && entry.quiet && (entry.attempt?.until ?? 0) > now);
}

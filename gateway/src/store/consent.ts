import type { StaffMember } from '../inbox/model';
import { actOnVisit, visitRequestOf } from './visits';

/*
 * The family's consent to its visit's messages, withdrawn (issue 83; the privacy page: « Tell us »): from the card
 * (« Ne plus envoyer de messages », by a member of staff), or by the family itself (« STOP » on WhatsApp: issue 82
 * calls this). Through the visits' one writer: the request's `consent_off` and its journal's line, in one statement;
 * nothing more leaves for it, whatever its visits (store/visit-messages.ts reads it), and the card says it. Once: a
 * second « STOP » writes nothing. A new request with the box ticked gives consent again (its own row).
 */

/** What withdrawing came to: done now, done before, never given (the box not ticked), or no such request. */
export type Withdrawn = 'withdrawn' | 'already' | 'never' | 'gone';

/**
 * Withdraws the family's consent to the messages of a request's visits, in the caller's transaction of the inbox
 * (issue 82's webhook runs it in its own); `by` the family (« STOP »), or the member of staff who clicked.
 */
export function withdrawConsent(sql: SqlStorage, requestId: string, by: 'family' | StaffMember, now: number): Withdrawn {
  const request = visitRequestOf(sql, requestId);
  if (!request) return 'gone';
  const result = actOnVisit(sql, request, { kind: 'withdraw', by: by === 'family' ? null : by.name }, now);
  if (result.kind === 'applied') return 'withdrawn';
  return request.consent_off !== null ? 'already' : 'never';
}

import { memberOf } from '@/lib/closed-set';
import { isRecord } from '@/lib/unknown-value';
import { SEND_STATES, type SendState } from '../visits/model';
import { THREAD_PURPOSES, type ThreadPurpose } from './model';

/*
 * What a request's journal (journal.ts, `wrote`) keeps of a message written to the family outside a visit's (issue
 * 82): which (a reply, the re-engagement template, the answer to « STOP »), what Meta said of it, and its words when
 * it would not (its error: a code and a title, never the family's number). Read back as untrusted JSON. Pure.
 */

export interface WroteFacts {
  purpose: ThreadPurpose;
  state: SendState;
  error?: string;
}


export function readWroteFacts(raw: unknown): WroteFacts | null {
  if (!isRecord(raw)) return null;
  const purpose = memberOf(THREAD_PURPOSES, raw.purpose);
  const state = memberOf(SEND_STATES, raw.state);
  if (!purpose || !state) return null;
  return { purpose, state, ...(typeof raw.error === 'string' && raw.error.length <= 200 ? { error: raw.error } : {}) };
}

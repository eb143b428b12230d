import { isRecord } from '@/lib/unknown-value';
import { metaError, readMessageRef } from '../visits/statuses';
import { readThreadRef } from './send';

/*
 * Meta's statuses of the thread's messages that are no visit's (issue 82): a reply, the re-engagement template, the
 * answer to « STOP ». Each names its message by the reference it was sent with (send.ts, threadRef), or, without one,
 * by its wamid (the messages' unique provider id). A visit's statuses are visits/statuses.ts's (its reference names
 * its visit): never read here. `failed` carries Meta's error: 131047 when the family's 24-hour window was closed. Pure.
 */

export interface ThreadStatus {
  /** The message's reference, when the status echoes it. */
  ref: { requestId: string; id: string } | null;
  /** Meta's id of the message (a wamid). */
  wamid: string;
  state: 'sent' | 'delivered' | 'read' | 'failed';
  error?: string;
}

const STATES: Record<string, ThreadStatus['state']> = { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed' };

/** Meta's error code for a message sent outside the 24-hour window (« Re-engagement message »). */
export const WINDOW_CLOSED_CODE = '131047';

export function threadStatuses(body: unknown): ThreadStatus[] {
  if (!isRecord(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) return [];
  const statuses = body.entry.flatMap((entry: unknown) =>
    isRecord(entry) && Array.isArray(entry.changes) ? entry.changes.flatMap((change: unknown) => (isRecord(change) && isRecord(change.value) && Array.isArray(change.value.statuses) ? (change.value.statuses as unknown[]) : [])) : [],
  );
  return statuses.flatMap((status): ThreadStatus[] => {
    if (!isRecord(status) || readMessageRef(status.biz_opaque_callback_data)) return [];
    const state = typeof status.status === 'string' ? STATES[status.status] : undefined;
    const wamid = typeof status.id === 'string' && /^[\x21-\x7E]{1,512}$/.test(status.id) ? status.id : '';
    const ref = readThreadRef(status.biz_opaque_callback_data);
    if (!state || (!wamid && !ref)) return [];
    const error = Array.isArray(status.errors) ? metaError(status.errors[0]) : undefined;
    return [{ ref, wamid, state, ...(error ? { error } : {}) }];
  });
}

/** Whether a message's error says the window was closed (Meta's 131047). */
export const isWindowClosed = (error: string | undefined) => Boolean(error?.startsWith(WINDOW_CLOSED_CODE));

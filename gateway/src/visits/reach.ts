import { wantsVisitMessages, type RequestValues } from '@/lib/request/for-gateway';

/*
 * Whom a visit's messages go to (issue 77): the request's own phone, the number the centre has just spoken to
 * (« Appelée »), in E.164, and only when the family ticked the box (lib/request/visit/consent.ts). Never another
 * number, never one typed by the staff. Pure.
 */

/** The number, or why there is none to write to. */
export type Reach = { to: string } | { none: 'consent' | 'phone' };

const E164 = /^\+[1-9]\d{6,14}$/;

export function reachOf(values: RequestValues): Reach {
  if (!wantsVisitMessages(values)) return { none: 'consent' };
  const phone = (values.phone ?? '').trim();
  return E164.test(phone) ? { to: phone } : { none: 'phone' };
}

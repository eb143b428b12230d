import { wantsVisitMessages, type RequestValues } from '@/lib/request/for-gateway';

/*
 * Whom a visit's messages go to (issue 77): the request's own phone, the number the centre has just spoken to
 * (« Appelée »), in E.164, and only when the family ticked the box (lib/request/visit/consent.ts) and has not withdrawn
 * its consent since (« Ne plus envoyer de messages », « STOP »: store/consent.ts). Never another
 * number, never one typed by the staff. Pure.
 */

/** Why no message goes to the family: it did not ask, withdrew its consent since (issue 83), or gave no number. */
export const NO_REACH = ['consent', 'withdrawn', 'phone'] as const;

/** The number, or why there is none to write to. */
export type Reach = { to: string } | { none: (typeof NO_REACH)[number] };

const E164 = /^\+[1-9]\d{6,14}$/;

export function reachOf(values: RequestValues, consentOff: number | null = null): Reach {
  if (!wantsVisitMessages(values)) return { none: 'consent' };
  if (consentOff !== null) return { none: 'withdrawn' };
  const phone = (values.phone ?? '').trim();
  return E164.test(phone) ? { to: phone } : { none: 'phone' };
}

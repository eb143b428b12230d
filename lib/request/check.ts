import { addDays } from '@/lib/douala-date';
import { KEEP_DAYS } from './keeping';
import { definitionOf } from './kinds';
import { firstFault } from './kinds/rules';
import type { RequestContent } from './payload';
import type { SiteRules } from './site-rules';
import type { AppointmentField } from './values';

/*
 * What a request must be to reach the centre, whatever sent it: its kind's rules (kinds/<kind>.ts, fields:
 * the same the form checks what was typed with, kinds/rules.ts), on the values each form builds
 * (callbackValues, applicationValues…). The request gateway (gateway/) runs it on every body before it
 * sends anything, so a script posting to it meets the same rules as the form; the site's own builders
 * are held to it by tests/request/request-check.test.ts. Pure, no words: it names the first field at fault.
 *
 * It accepts what a person's browser may honestly send later than it was typed: a request kept on the
 * device (entry.ts, KEEP_DAYS) may leave after its day has passed, and a device's clock may be a day
 * off. What depends on the moment or on the content (is today's slot still offered? is the service in the
 * list?) was the page's to check, not this.
 */

/** Where a day may be, around today in Yaoundé: a kept request's day may be past; a clock may be a day off. */
export const DAY_SLACK = { before: KEEP_DAYS + 1, after: 1 } as const;

export type RequestCheck = { ok: true } | { ok: false; field: AppointmentField };

/** What a request is checked against: Yaoundé's day (doualaToday()), and the content's rules when the gateway could read them (site-rules.ts; null: not read). */
export interface CheckContext {
  today: string;
  rules?: SiteRules | null;
}

/** Whether a request may be sent; else the first field at fault. */
export function checkRequest(content: RequestContent, { today }: CheckContext): RequestCheck {
  const field = firstFault(definitionOf(content).fields, content.values, { today, earliest: addDays(today, -DAY_SLACK.before), slackAfter: DAY_SLACK.after });
  return field ? { ok: false, field } : { ok: true };
}

import { addDays } from '@/lib/douala-date';
import { KEEP_DAYS } from './keeping';
import { definitionOf } from './kinds';
import { firstFault } from './kinds/rules';
import type { RequestContent } from './payload';
import { listsOf, type SiteRules } from './site-rules';

export { listsOf, PUBLISHED_LISTS, type ChoiceList } from './site-rules';

/*
 * What a request must be to reach the centre, whatever sent it: its kind's rules (kinds/<kind>.ts, fields:
 * the same the form checks what was typed with, kinds/rules.ts), on the values each form builds
 * (callbackValues, applicationValues…). The request gateway (gateway/) runs it on every body before it
 * sends anything, so a script posting to it meets the same rules as the form; the site's own builders
 * are held to it by tests/request/request-check.test.ts. Pure, no words: it names the first field at fault.
 *
 * It accepts what a person's browser may honestly send later than it was typed: a request kept on the
 * device (entry.ts, KEEP_DAYS) may leave after its day has passed, and a device's clock may be a day
 * off. Given the site's published rules (site-rules.ts), a service is one the form offers in the page's
 * language, a call-back's one of the services' titles, a position one open on a day the application may
 * have been made (issue 67.5), a district one the home-care team goes to, a day of the centre's one it is open;
 * without them (the gateway could not read the site's file), any name of one
 * line within its limit: no person's request is refused because the gateway could not read its own site.
 * What depends on the moment (is today's slot still offered?) was the page's to check, not this.
 */

/** Where a day may be, around today in Yaoundé: a kept request's day may be past; a clock may be a day off. */
export const DAY_SLACK = { before: KEEP_DAYS + 1, after: 1 } as const;

/** `field`: the name of the first value at fault, as its kind names it (kinds/<kind>.ts). */
export type RequestCheck = { ok: true } | { ok: false; field: string };

/** What a request is checked against: Yaoundé's day (doualaToday()), and the content's rules when the gateway could read them (site-rules.ts; null: not read). */
export interface CheckContext {
  today: string;
  rules?: SiteRules | null;
}

/** Whether a request may be sent; else the first field at fault. */
export function checkRequest(content: RequestContent, { today, rules }: CheckContext): RequestCheck {
  const earliest = addDays(today, -DAY_SLACK.before);
  const field = firstFault(definitionOf(content).fields, content.values, {
    today,
    earliest,
    slackAfter: DAY_SLACK.after,
    ...(rules ? { lists: listsOf(rules, content.locale, earliest), openDays: { hours: rules.hours, closures: rules.closures } } : {}),
  });
  return field ? { ok: false, field } : { ok: true };
}

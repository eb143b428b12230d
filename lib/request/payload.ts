import { definitionOf } from './kinds';
import { paramsByRule } from './kinds/params-by-rule';
import type { RequestContent, TemplateParams } from './kinds/kind';

/*
 * What the centre reads of a request, whichever way it comes (the EmailJS template's keys, which the
 * relay and the WhatsApp, SMS and e-mail fallbacks carry too): built here only, by its kind's definition
 * (kinds/<kind>.ts, mail), from what the visitor typed, for the first send and for every later one, by
 * a page or by the service worker. A stored request keeps the visitor's values, never a built payload: one
 * written by an older build leaves with today's keys; each value in the key its kind names for it, every other on a
 * line of the message (params-by-rule.ts), unless its kind writes them its own way. The body EmailJS is posted is channels/emailjs.ts's.
 */

export type { RequestContent, TemplateParams };
export { centreSlot, EMPTY_MESSAGE } from './kinds/for-centre';

/**
 * The template parameters of a validated request, in French for the centre's staff whatever the page's
 * language. Text is sent as typed (trimmed), never as HTML: the template must print it with {{ }}. What the
 * centre adds for itself goes in `notice`, never into the family's message (DECISIONS, « The spec's payload »):
 * the line about the hours, for a kind judged against them alone (its definition's hoursNote).
 */
export function templateParams(content: RequestContent): TemplateParams {
  const definition = definitionOf(content);
  const { mail } = definition;
  const params = ('own' in mail ? mail.own : paramsByRule(definition.fields, mail, definition.staff))(content);
  const notice = definition.hoursNote && content.hoursNote ? content.hoursNote : '';
  return { ...params, notice };
}

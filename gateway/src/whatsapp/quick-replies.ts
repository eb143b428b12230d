import type { Locale } from '@/lib/i18n';
import { VISIT_ANSWERS, type VisitAnswer } from '@/lib/request/for-gateway';
import type { InboundContent } from './inbound-kinds';
import { wordsOf } from './stop';

/*
 * The confirmation's and the reminder's two quick-reply buttons (issue 82.5), « Je serai là » and « Je dois changer »:
 * one entry for each of the family's answers (VISIT_ANSWERS), the words the centre submits on the templates (the
 * family's page says the same: copy/request/visit.ts, `answers`; tests/gateway/whatsapp-quick-replies.test.ts holds
 * them equal) and the code each tap brings back. Meta's template send sets each button's payload (« The payload is
 * fixed at send time, per button, in the component sub_type quick_reply », and comes back in the webhook's
 * `button.payload`): `<code>:<ref>`, the ref naming the message the button was on (the send's own reference), so a tap
 * names its visit even without its context. A tap on a template sent without payloads is read by its label. Pure.
 */

export const QUICK_REPLIES = {
  coming: { code: 'AV_COMING', words: { fr: 'Je serai là', en: 'I’ll be there' } },
  change: { code: 'AV_CHANGE', words: { fr: 'Je dois changer', en: 'I need to change it' } },
} as const satisfies Record<VisitAnswer, { code: string; words: Record<Locale, string> }>;

/** A reference a payload may carry: what the visits' message references are (visits/statuses.ts), nothing to escape. */
const REF = /^[A-Za-z0-9._-]{1,200}$/;

/** The payload of one button: its answer's code, and the message's reference when there is one. */
export function quickReplyPayload(answer: VisitAnswer, ref = ''): string {
  return REF.test(ref) ? `${QUICK_REPLIES[answer].code}:${ref}` : QUICK_REPLIES[answer].code;
}

/** The template's button components for a send (Meta's order: the buttons as the template was submitted, coming then change). */
export function quickReplyComponents(ref: string) {
  return VISIT_ANSWERS.map((answer, index) => ({ type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload: quickReplyPayload(answer, ref) }] }));
}

const byCode = (code: string) => VISIT_ANSWERS.find((answer) => QUICK_REPLIES[answer].code === code);
const said = (label: string) => wordsOf(label).join(' ');
const byLabel = (label: string) => VISIT_ANSWERS.find((answer) => Object.values(QUICK_REPLIES[answer].words).some((words) => said(words) === said(label)));

/** What a tap answers (and the message it was on, '' when its payload does not say): a template's quick reply, or a reply button with our code. */
export function readQuickReply(content: InboundContent): { answer: VisitAnswer; ref: string } | null {
  if (content.kind !== 'button' && content.kind !== 'interactive') return null;
  const payload = content.kind === 'button' ? content.payload : content.reply === 'button_reply' ? content.id : '';
  const [code = '', ...rest] = payload.split(':');
  const ref = rest.join(':');
  const coded = byCode(code);
  if (coded) return { answer: coded, ref: REF.test(ref) ? ref : '' };
  const labelled = content.kind === 'button' ? (byLabel(content.payload) ?? byLabel(content.text)) : undefined;
  return labelled ? { answer: labelled, ref: '' } : null;
}

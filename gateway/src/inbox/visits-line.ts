import { inboxOf, valueInWords } from '@/lib/request/for-gateway';
import { CALL_ICON } from './card';
import type { CardContext } from './card-forms';
import { html, type Html } from './html';
import { phoneLinks } from './links';
import type { InboxRequest } from './model';
import { consentLine, familyConsent } from './visit-consent';
import { answerLine, changeForms, markForms, messages } from './visit-panel';
import { visitLine } from './visit-text';
import { VISIT_WORDS } from './visit-words';
import type { VisitRecord } from '../visits/model';
import { VISIT_RESULTS } from '../visits/results';

/*
 * One visit of the list « Rendez-vous » (issue 83, item 4), as the nurse on her rounds needs it: its time (its day, when
 * not today's), the family's name and the reference, where (« à domicile (Bastos) ») and who comes, the service asked,
 * the family's phone as a call button; then the family's answer, its messages (or why none leaves), « Venu » and
 * « Absent » from when results.ts allows each, « Déplacer… » and « Annuler… » as on the card: forms that post, no
 * script. Printed (visit-style.ts), the first four alone. The request's values are a stranger's text, escaped by `html`.
 */

/** A value of the request, trimmed, '' when it has none. */
const valueOf = (request: InboxRequest, field: string | undefined) => (field === undefined ? '' : (request.values[field] ?? '').trim());

/** What was asked of its kind's lists (an appointment's service, a call-back's page's), in words. */
function serviceOf(request: InboxRequest, context: CardContext): string {
  return inboxOf(request.kind)
    .facts.filter(({ rule, name }) => rule.is === 'choice' && valueOf(request, name) !== '')
    .map(({ rule, name }) => valueInWords(rule, valueOf(request, name), { locale: context.page.locale, choiceLabels: {} }))
    .join(', ');
}

/** The family's phone as a call button (a target of a thumb, its number in it), or as typed when it is no number to call. */
function phoneOf(request: InboxRequest, { words }: CardContext, nameId: string): Html | null {
  const typed = valueOf(request, inboxOf(request.kind).reach);
  if (!typed) return null;
  const links = phoneLinks(typed);
  if (!links) return html`<p class="visit-phone">${words.phone} ${typed}</p>`;
  return html`<p class="visit-phone"><a class="button call visit-call" href="${links.tel}" aria-describedby="${nameId}">${CALL_ICON}<span class="call-word">${words.call}</span> <span class="number">${links.display}</span></a></p>`;
}

/** One line: `when` is the time today, the day and time otherwise. */
export function visitsLine(context: CardContext, request: InboxRequest, visit: VisitRecord, when: string): Html {
  const { page, words, key } = context;
  const said = VISIT_WORDS[page.locale];
  const nameId = `${key}-name`;
  const name = valueOf(request, inboxOf(request.kind).who);
  const service = serviceOf(request, context);
  const result = visit.result ? html` · <strong>${VISIT_RESULTS[visit.result].words[page.locale].mark}</strong>` : '';
  // The state of its messages: each of them while the family's consent stands, else why none leaves.
  const consent = familyConsent(request);
  return html`<li class="visit-line visit-${visit.phase}${visit.result ? ` visit-${visit.result}` : ''}" data-id="${request.id}">
<p class="visit-head"><span class="visit-time">${when}</span> <strong id="${nameId}"${name ? '' : html` class="no-name"`}>${name || words.noName}</strong> <span class="reference">${request.reference}</span></p>
<p class="visit-where">${visitLine(visit, page.locale, { when: false })}${result}</p>
${service && html`<p class="visit-service">${service}</p>`}
${phoneOf(request, context, nameId)}
${answerLine(said, page, visit)}
${consent === 'asked' ? messages(said, page, request, visit) : consentLine(page, request, consent)}
${markForms(page, request, visit, nameId)}
${changeForms(context, request, visit, nameId)}
</li>`;
}

import { addDays } from '@/lib/douala-date';
import { clock, dayOf } from './format';
import { html, type Html } from './html';
import type { InboxPage, InboxRequest } from './model';
import { answerLine, markForms, messages } from './visit-panel';
import { visitLine } from './visit-text';
import { VISIT_WORDS } from './visit-words';
import type { InboxWords } from './words';
import type { Visit } from '../visits/model';
import { VISIT_RESULTS } from '../visits/results';

/*
 * The list « Rendez-vous » (issue 77; `?view=visits`): the visits past and not yet marked, today's, tomorrow's, the
 * next seven days', in time order; each line the time, the family's first name and the reference, where, who, its
 * messages, the family's answer, and « Venu » / « Absent » from its day on. Printed (the browser's print, or the
 * button: script.ts), only today's section, on one A4 page (visit-style.ts's print rules).
 */

type Section = 'past' | 'today' | 'tomorrow' | 'week';
const SECTIONS: readonly Section[] = ['past', 'today', 'tomorrow', 'week'];

function sectionOf(visit: Visit, today: string): Section {
  if (visit.date < today) return 'past';
  if (visit.date === today) return 'today';
  return visit.date === addDays(today, 1) ? 'tomorrow' : 'week';
}

/** The family's first name: what the nurse says at the door (none given: the words for it). */
const firstName = (request: InboxRequest, words: InboxWords) => (request.values.fullName ?? '').trim().split(/\s+/)[0] || words.noName;

function line(page: InboxPage, words: InboxWords, request: InboxRequest, visit: Visit & { messages: NonNullable<InboxRequest['visit']>['messages'] }, index: number): Html {
  const said = VISIT_WORDS[page.locale];
  const nameId = `v${index + 1}-name`;
  const section = sectionOf(visit, dayOf(page.now) ?? '');
  const when = section === 'week' || section === 'past' ? visitLine(visit, page.locale).split(', ')[0] : clock(visit.at, page.locale);
  return html`<li class="visit-line visit-${visit.phase}${visit.result ? ` visit-${visit.result}` : ''}" data-id="${request.id}">
<p class="visit-head"><span class="visit-time">${when}</span> <strong id="${nameId}">${firstName(request, words)}</strong> <span class="reference">${request.reference}</span></p>
<p>${visitLine(visit, page.locale, { when: false })}${visit.result ? html` · <strong>${VISIT_RESULTS[visit.result].words[page.locale].mark}</strong>` : ''}</p>
${answerLine(said, page, visit)}
${messages(said, page, request, visit)}
${markForms(page, request, visit, nameId)}
</li>`;
}

export function visitsList(page: InboxPage, words: InboxWords): Html {
  const said = VISIT_WORDS[page.locale];
  const today = dayOf(page.now) ?? '';
  const withVisits = page.requests.flatMap((request) => (request.visit ? [{ request, visit: request.visit }] : []));
  if (withVisits.length === 0) return html`<p class="empty">${words.empty.visits}</p>`;
  let index = 0;
  return html`<p class="print-bar"><button type="button" class="button secondary" data-print>${said.print}</button></p>
${SECTIONS.map((section) => {
  const here = withVisits.filter(({ visit }) => sectionOf(visit, today) === section);
  if (here.length === 0) return null;
  return html`<section class="visits-day visits-${section}" aria-labelledby="visits-${section}"><h2 id="visits-${section}">${said.days[section]}</h2>
<ol class="visits">${here.map(({ request, visit }) => line(page, words, request, visit, index++))}</ol></section>`;
})}`;
}

import { addDays } from '@/lib/douala-date';
import { formatDay } from '@/lib/format';
import { visitWhenWords } from '@/lib/request/for-gateway';
import { clock, dayOf } from './format';
import { html, type Html } from './html';
import type { InboxPage } from './model';
import { visitsLine } from './visits-line';
import { VISIT_WORDS } from './visit-words';
import type { InboxWords } from './words';
import type { VisitRecord } from '../visits/model';

/*
 * The list « Rendez-vous » (issues 77, 83; `?view=visits`): the visits past and not yet marked, today's, tomorrow's, the
 * next seven days', in time order, each a line (visits-line.ts). Today's section is always there, its date in words,
 * « Aucun rendez-vous ce jour » when it has none. Printed (the browser's print, or the button: script.ts), today's
 * section alone, on one A4 page (visit-style.ts's print rules): the nurse's paper for the rounds.
 */

type Section = 'past' | 'today' | 'tomorrow' | 'week';
const SECTIONS: readonly Section[] = ['past', 'today', 'tomorrow', 'week'];

function sectionOf(visit: VisitRecord, today: string): Section {
  if (visit.date < today) return 'past';
  if (visit.date === today) return 'today';
  return visit.date === addDays(today, 1) ? 'tomorrow' : 'week';
}

/** A section's heading: today's with its date in words (« Aujourd’hui, jeudi 26 novembre 2026 »), which the paper carries. */
function heading(section: Section, today: string, page: InboxPage): string {
  const days = VISIT_WORDS[page.locale].days;
  if (section !== 'today') return days[section];
  let day = today;
  try {
    day = formatDay(today, page.locale);
  } catch {
    // As read, never a page that fails.
  }
  return days.today(day);
}

/** A line's time: today's and tomorrow's their hour, the others their day and hour. */
const whenOf = (visit: VisitRecord, section: Section, page: InboxPage) => {
  if (section === 'today' || section === 'tomorrow') return clock(visit.at, page.locale);
  try {
    return visitWhenWords(visit.date, visit.time, page.locale);
  } catch {
    return `${visit.date} ${visit.time}`;
  }
};

export function visitsList(page: InboxPage, words: InboxWords): Html {
  const said = VISIT_WORDS[page.locale];
  const today = dayOf(page.now) ?? '';
  const withVisits = page.requests.flatMap((request) => (request.visit ? [{ request, visit: request.visit }] : []));
  let index = 0;
  const sections = SECTIONS.map((section) => {
    const here = withVisits.filter(({ visit }) => sectionOf(visit, today) === section);
    if (here.length === 0 && section !== 'today') return null;
    const lines = here.map(({ request, visit }) => visitsLine({ page, words, key: `v${++index}` }, request, visit, whenOf(visit, section, page)));
    return html`<section class="visits-day visits-${section}" aria-labelledby="visits-${section}"><h2 id="visits-${section}">${heading(section, today, page)}</h2>
${section === 'today' ? html`<p class="print-only">${said.printedAt(clock(page.now, page.locale))}</p>` : null}
${lines.length > 0 ? html`<ol class="visits">${lines}</ol>` : html`<p class="visits-none">${said.noneToday}</p>`}</section>`;
  });
  return html`<p class="print-bar"><button type="button" class="button secondary" data-print>${said.print}</button></p>
${sections}
${withVisits.length === 0 ? html`<p class="empty">${words.empty.visits}</p>` : null}`;
}

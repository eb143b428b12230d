import { capitalised, WEEKDAY_NAMES } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import { html, type Html } from '../inbox/html';
import { INBOX_PATHS, inboxUrl } from '../inbox/model';
import { htmlDocument, SIGN_OUT_PATH } from '../inbox/render';
import { WORDS } from '../inbox/words';
import type { ReportRow } from './compute';
import { measureOf } from './measures';
import type { ReportView } from './model';
import { MEASURES, REPORT_WORDS, visitMeasureWords, type Measure, type ReportWords } from './words';
import { HELD_MEASURES, MADE_MEASURES, type VisitMeasure } from './visits';

/*
 * The centre's report as a page (GET /inbox/report/), drawn by the gateway as the inbox is (no script, no
 * framework): phone first at 390 px, the inbox's stylesheet, French with English one tap away; no name anywhere,
 * not even the reader's (DECISIONS: counts and times, never a name). Three tables (the
 * weeks, the weekdays, the hours of the day, the last with a bar drawn in SVG attributes, which the policy allows
 * where it allows no style), and the same rows as CSV.
 */

const reportUrl = (locale: Locale, path: string = INBOX_PATHS.report) => (locale === 'fr' ? path : `${path}?lang=${locale}`);

/** A number or a time in minutes, or the words' « — ». */
const shown = (value: number | null, words: ReportWords) => (value === null ? words.none : value.toLocaleString(words === REPORT_WORDS.fr ? 'fr-FR' : 'en-GB'));

/** « 23/11 »: a week's Monday, short, as a column's head. */
const shortDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

function weeksTable(view: ReportView, words: ReportWords): Html {
  const { weeks } = view.report;
  const cellsOf = (measure: Measure) => weeks.map((week, index) => html`<td${index === 0 ? html` class="this-week"` : ''}>${shown(measureOf(week, measure), words)}</td>`);
  return html`<section aria-labelledby="weeks"><h2 id="weeks">${words.weeks.heading}</h2>
<div class="table-scroll" role="region" aria-labelledby="weeks-caption" tabindex="0"><table class="report-table weeks"><caption id="weeks-caption">${words.weeks.caption}</caption>
<thead><tr><th scope="col">${words.weeks.corner}</th>${weeks.map(
    (week, index) =>
      html`<th scope="col"${index === 0 ? html` class="this-week"` : ''}><time datetime="${week.monday}">${shortDay(week.monday)}</time></th>`,
  )}</tr></thead>
<tbody>${MEASURES.map((measure) => html`<tr><th scope="row">${words.measures[measure]}</th>${cellsOf(measure)}</tr>`)}</tbody>
</table></div></section>`;
}

/** The visits agreed on the phone, week by week (issues 77, 83): one table counted by the week they were made, one by the week of their day. */
function visitsTable(view: ReportView, words: ReportWords, part: 'made' | 'held', measures: readonly VisitMeasure[]): Html {
  const weeks = view.report.visitWeeks;
  const said = words.visits[part];
  return html`<section aria-labelledby="visit-${part}"><h2 id="visit-${part}">${said.heading}</h2>
<div class="table-scroll" role="region" aria-labelledby="visit-${part}-caption" tabindex="0"><table class="report-table weeks visit-weeks"><caption id="visit-${part}-caption">${said.caption}</caption>
<thead><tr><th scope="col">${words.weeks.corner}</th>${weeks.map(
    (week, index) =>
      html`<th scope="col"${index === 0 ? html` class="this-week"` : ''}><time datetime="${week.monday}">${shortDay(week.monday)}</time></th>`,
  )}</tr></thead>
<tbody>${measures.map(
    (measure) =>
      html`<tr><th scope="row">${visitMeasureWords(measure, view.locale)}</th>${weeks.map((week, index) => html`<td${index === 0 ? html` class="this-week"` : ''}>${shown(week[measure], words)}</td>`)}</tr>`,
  )}</tbody>
</table></div></section>`;
}

const columns = (words: ReportWords) => html`<th scope="col">${words.columns.received}</th><th scope="col">${words.columns.taken}</th><th scope="col">${words.columns.takeMedian}</th><th scope="col">${words.columns.callMedian}</th>`;
const values = (row: ReportRow, words: ReportWords) =>
  html`<td>${shown(row.received, words)}</td><td>${shown(row.taken, words)}</td><td>${shown(measureOf(row, 'takeMedian'), words)}</td><td>${shown(measureOf(row, 'callMedian'), words)}</td>`;

function weekdaysTable(view: ReportView, words: ReportWords): Html {
  return html`<section aria-labelledby="weekdays"><h2 id="weekdays">${words.weekdays.heading}</h2>
<div class="table-scroll" role="region" aria-labelledby="weekdays-caption" tabindex="0"><table class="report-table weekdays"><caption id="weekdays-caption">${words.weekdays.caption}</caption>
<thead><tr><th scope="col">${words.weekdays.day}</th>${columns(words)}</tr></thead>
<tbody>${view.report.weekdays.map((day) => html`<tr><th scope="row">${capitalised(WEEKDAY_NAMES[view.locale][day.weekday])}</th>${values(day, words)}</tr>`)}</tbody>
</table></div></section>`;
}

/** « 8 h », « 8 am ». */
const hourName = (hour: number, locale: Locale) => (locale === 'fr' ? `${hour}\u00A0h` : `${hour % 12 || 12}\u00A0${hour < 12 ? 'am' : 'pm'}`);

function hoursTable(view: ReportView, words: ReportWords): Html {
  const hours = view.report.hours.filter((hour) => hour.received > 0);
  if (hours.length === 0) return html`<section aria-labelledby="hours"><h2 id="hours">${words.byHour.heading}</h2><p class="empty">${words.byHour.none}</p></section>`;
  const most = Math.max(...hours.map((hour) => hour.received));
  // The bar: how many came that hour, beside the number; drawn in SVG's attributes, which the policy allows where it allows no style.
  const bar = (received: number) =>
    html`<svg class="arrivals" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect width="${Math.max(2, Math.round((100 * received) / most))}" height="10"></rect></svg>`;
  return html`<section aria-labelledby="hours"><h2 id="hours">${words.byHour.heading}</h2>
<table class="report-table hours"><caption>${words.byHour.caption}</caption>
<thead><tr><th scope="col">${words.byHour.hour}</th><th scope="col">${words.columns.received}</th><th scope="col">${words.columns.takeMedian}</th></tr></thead>
<tbody>${hours.map(
    (hour) =>
      html`<tr><th scope="row">${hourName(hour.hour, view.locale)}</th><td class="count-bar"><span>${shown(hour.received, words)}</span>${bar(hour.received)}</td><td>${shown(measureOf(hour, 'takeMedian'), words)}</td></tr>`,
  )}</tbody>
</table></section>`;
}

export function renderReportPage(view: ReportView): string {
  const words = REPORT_WORDS[view.locale];
  const inbox = WORDS[view.locale];
  const other = inbox.otherLanguage;
  return htmlDocument(
    view.locale,
    words.title,
    html`<header class="top">
<div class="bar"><h1>${words.title}</h1><a class="language" href="${reportUrl(other.locale)}" lang="${other.locale}" hreflang="${other.locale}">${other.name}</a></div>
<div class="bar"><a class="back" href="${inboxUrl({ view: 'open', locale: view.locale })}">${words.back}</a></div>
</header>
<main class="report">
<p class="intro">${words.intro}</p>
<p class="intro">${words.hours[view.report.source]}</p>
${view.report.toCheck > 0 && html`<p class="intro">${words.toCheck(view.report.toCheck)}</p>`}
${weeksTable(view, words)}
${visitsTable(view, words, 'made', MADE_MEASURES)}
${visitsTable(view, words, 'held', HELD_MEASURES)}
${weekdaysTable(view, words)}
${hoursTable(view, words)}
<p class="csv"><a class="button secondary" href="${reportUrl(view.locale, INBOX_PATHS.reportCsv)}" download>${words.csv.link}</a></p>
</main>
<footer class="bottom"><a href="${SIGN_OUT_PATH}">${inbox.signOut}</a></footer>`,
  );
}

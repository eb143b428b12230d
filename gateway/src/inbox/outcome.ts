import { formatDayMonth, formatTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { unreachable } from '@/lib/closed-set';
import { leadsToVisit, OUTCOME_KINDS, type GatewayOutcome, type GatewayOutcomeKind } from '@/lib/request/for-gateway';
import type { JournalEntry } from '../journal';
import { defaultCallback, hourOn, timeFieldOf } from '../outcome';
import { backFields, type CardContext } from './card-forms';
import { atWords, clock, dayOf, dayWords, machineTime, moment, since } from './format';
import { html, type Html } from './html';
import { ACTION_FIELDS, INBOX_PATHS, type InboxRequest } from './model';
import { OUTCOME_WORDS, type OutcomeWords } from './outcome-words';
import { factsLine } from './visit-text';
import { VISIT_WORDS } from './visit-words';
import { THREAD_WORDS } from './thread-words';
import { whereFields } from './visit-panel';

/*
 * A card's parts after « Je m'en occupe » (issue 73): the call's outcome in a tap, on the request she has (three
 * forms that post, no script: « Appelée » with its day and time agreed behind a tap, « Pas de réponse » with
 * « Je rappelle à … » filled an hour on, or at the next opening when the centre is closed then, said under it,
 * « Message WhatsApp envoyé »); the last outcome, for everyone; a request
 * raised again; and the journal, folded.
 */

/** « vers 14 h », « demain vers 9 h », « around 2:00 pm ». */
function aroundWords(ms: number, now: number, locale: Locale): string {
  const day = dayOf(ms);
  const today = dayOf(now);
  const on = day && today && day !== today ? `${dayWords(day, today, locale)} ` : '';
  return `${on}${locale === 'fr' ? 'vers' : 'around'} ${clock(ms, locale)}`;
}

/** « lundi 7 décembre à 10 h »: an appointment agreed, as written (its day always with its date). */
function agreedWords(agreed: { date: string; time?: string }, locale: Locale, words: OutcomeWords): string {
  let day = agreed.date;
  try {
    day = formatDayMonth(agreed.date, locale, { weekday: true });
  } catch {
    // As stored, never a page that fails.
  }
  return words.agreedOn(day, agreed.time ? formatTime(agreed.time, locale) : null);
}

/** What the card and the journal say of an outcome. */
export function outcomeText(outcome: GatewayOutcome, request: Pick<InboxRequest, 'kind'>, now: number, locale: Locale): string {
  const words = OUTCOME_WORDS[locale];
  const when = atWords(outcome.at, now, locale);
  switch (outcome.kind) {
    case 'called':
      return words.last.called(when, outcome.appointment ? agreedWords(outcome.appointment, locale, words) : null, request.kind);
    case 'no-answer':
      return words.last.noAnswer(when, aroundWords(outcome.callback, now, locale));
    case 'whatsapp':
      return words.last.whatsapp(when);
    default:
      return unreachable(outcome);
  }
}

/** The last outcome, on the card of a taken (or done) request: what the family reads, said for staff. */
export function lastOutcome({ page }: CardContext, request: InboxRequest): Html | null {
  const { outcome } = request;
  if (!outcome) return null;
  // Once there is a visit, its panel says its day (moved since, perhaps): the call's line does not repeat the one agreed then (issue 83).
  const said = outcome.kind === 'called' && request.visit ? { kind: outcome.kind, at: outcome.at } : outcome;
  return html`<p class="outcome-last outcome-${outcome.kind}">${outcomeText(said, request, page.now, page.locale)}</p>`;
}

/** A request nobody has taken yet, raised again: said on its card. */
export function raisedLine({ page }: CardContext, request: InboxRequest): Html | null {
  if (request.state !== 'open' || request.raisedAt === undefined) return null;
  return html`<p class="raised">${OUTCOME_WORDS[page.locale].raised(atWords(request.raisedAt, page.now, page.locale))}</p>`;
}

/** What an outcome's form holds beside its button (its fields, behind a tap or not), and its button's look. */
function formParts(result: GatewayOutcomeKind, { page, key }: CardContext, request: InboxRequest): { inside: Html | null; look: string } {
  const words = OUTCOME_WORDS[page.locale];
  switch (result) {
    case 'called':
      return {
        inside: html`<details class="agreed"><summary>${words.agreed.open(request.kind)}</summary>
<p class="agreed-hint">${words.agreed.hint}</p>
<p class="field"><label for="${key}-day">${words.agreed.day}</label> <input id="${key}-day" type="date" name="${ACTION_FIELDS.date}" min="${dayOf(page.now) ?? ''}"></p>
<p class="field"><label for="${key}-time">${words.agreed.time}</label> <input id="${key}-time" type="time" name="${ACTION_FIELDS.time}" step="300"></p>
${leadsToVisit(request.kind) && whereFields(page, `${key}-agreed`, request.visit?.phase === 'booked' ? request.visit : undefined)}
</details>`,
        look: 'secondary',
      };
    case 'no-answer': {
      // An hour on, in the centre's hours (outcome.ts): at night, its opening, and the card says which day that is.
      const offered = defaultCallback(page.now, page.openDays ?? null);
      const opening = offered !== hourOn(page.now) ? `${key}-again-opening` : null;
      return {
        inside: html`<p class="field"><label for="${key}-again">${words.callAgainAt}</label> <input id="${key}-again" type="time" name="${ACTION_FIELDS.callback}" value="${timeFieldOf(offered)}" step="300" required${
          opening ? html` aria-describedby="${opening}"` : null
        }></p>${opening ? html`<p id="${opening}" class="agreed-hint">${words.callAgainOffered(moment(offered, page.now, page.locale))}</p>` : null}`,
        look: 'secondary',
      };
    }
    case 'whatsapp':
      return { inside: null, look: 'secondary whatsapp' };
    default:
      return unreachable(result);
  }
}

/** Every outcome (OUTCOME_KINDS), on the request she has: each a form that posts, in a tap. */
export function outcomeForms(context: CardContext, request: InboxRequest, nameId: string): Html {
  const { page, key } = context;
  const words = OUTCOME_WORDS[page.locale];
  const form = (result: GatewayOutcomeKind) => {
    const { inside, look } = formParts(result, context, request);
    return html`<form method="post" action="${INBOX_PATHS.outcome}" class="act outcome-form outcome-${result}">
<input type="hidden" name="${ACTION_FIELDS.id}" value="${request.id}"><input type="hidden" name="${ACTION_FIELDS.result}" value="${result}">${backFields(page)}
${inside}<button type="submit" class="button ${look}" aria-describedby="${nameId}">${words.results[result]}</button>
</form>
`;
  };
  return html`<section class="outcome" aria-labelledby="${key}-outcome"><h3 id="${key}-outcome" class="outcome-heading">${words.heading}</h3>
${OUTCOME_KINDS.map(form)}</section>`;
}

/** Whether the gateway gave a request back after a promised call (the last outcome before it, since it was taken, a « Pas de réponse »). */
function afterPromise(entries: readonly JournalEntry[], index: number): boolean {
  for (const entry of entries.slice(0, index).reverse()) {
    if (entry.action === 'outcome') return entry.outcome.kind === 'no-answer';
    if (entry.action === 'taken' || entry.action === 'released') return false;
  }
  return false;
}

function entryText(entries: readonly JournalEntry[], index: number, request: InboxRequest, now: number, locale: Locale): string {
  const said = OUTCOME_WORDS[locale].journal;
  const entry = entries[index]!;
  switch (entry.action) {
    case 'received':
      return said.received;
    case 'notified':
      return said.notified;
    case 'raised':
      return said.raised;
    case 'taken':
      return said.taken(entry.by);
    case 'outcome':
      return said.outcome(entry.by, outcomeText(entry.outcome, request, now, locale));
    case 'reminded':
      return said.reminded;
    case 'released':
      return entry.by ? said.released(entry.by) : afterPromise(entries, index) ? said.promiseLapsed : said.handedBack;
    case 'done':
      return said.done(entry.by);
    case 'junk':
      return said.junk(entry.by);
    case 'not-junk':
      return said.notJunk(entry.by);
    case 'visit':
      return VISIT_WORDS[locale].journal.step(entry.by, entry.visit.step, factsLine(entry.visit, locale));
    case 'message':
      return VISIT_WORDS[locale].journal.message(entry.message.purpose, entry.message.channel, entry.message.state);
    case 'answered':
      return VISIT_WORDS[locale].journal.answered(entry.answer.kind);
    case 'consent':
      return VISIT_WORDS[locale].journal.consent(entry.by);
    case 'reopened':
      return THREAD_WORDS[locale].journal.reopened;
    case 'wrote':
      return THREAD_WORDS[locale].journal.wrote(entry.by, entry.wrote.purpose, entry.wrote.state);
    default:
      return unreachable(entry);
  }
}

/** Every action on the request, folded: who did what, when. */
export function journalDetails({ page }: CardContext, request: InboxRequest): Html | null {
  const entries = request.journal ?? [];
  if (entries.length === 0) return null;
  const said = OUTCOME_WORDS[page.locale].journal;
  return html`<details class="journal"><summary>${said.title(entries.length)}</summary>
<ol>${entries.map(
    (entry, index) =>
      html`<li><time datetime="${machineTime(entry.at)}">${since(entry.at, page.now, page.locale)}</time> ${entryText(entries, index, request, page.now, page.locale)}</li>`,
  )}</ol>
</details>`;
}

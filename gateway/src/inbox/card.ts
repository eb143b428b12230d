import { unreachable } from '@/lib/closed-set';
import type { Locale } from '@/lib/i18n';
import { parseTimeInput } from '@/lib/douala-date';
import { inboxOf, valueInWords, type InboxField } from '@/lib/request/for-gateway';
import { moment, machineTime, since, wantedDay, wantedSlot, wantedTime } from './format';
import { html, type Html } from './html';
import { mailtoLink, phoneLinks } from './links';
import { ACTION_FIELDS, INBOX_PATHS, type InboxAction, type InboxPage, type InboxRequest } from './model';
import { backFields, type CardContext } from './card-forms';
import { journalDetails, lastOutcome, outcomeForms, raisedLine } from './outcome';
import { kindLabel, WORDS } from './words';
import { threadPanel } from './thread';
import { visitPanel } from './visit-panel';

/*
 * One request of the inbox, as a card: who, how to reach them in one tap, what they asked for (every value its
 * kind defines, by its label and in words: lib/request/kinds/index.ts, inboxOf), where it is (whose, since when),
 * and what can be done with it from here. Every value of `request.values` and
 * the request's reference and id came from a family's device, or from a stranger's script: they are
 * text, escaped by `html`, and a link is made only from what passes links.ts's checks.
 */

/** One action's form: the request's id and the way back, no script needed. */
function actionForm({ page }: CardContext, request: InboxRequest, action: InboxAction, label: string, kind: string, describedBy: string): Html {
  return html`<form method="post" action="${INBOX_PATHS.action(action)}" class="act act-${action}">
<input type="hidden" name="${ACTION_FIELDS.id}" value="${request.id}">${backFields(page)}
<button type="submit" class="button ${kind}" aria-describedby="${describedBy}">${label}</button>
</form>`;
}

/** « Indésirable »: behind a second tap, with what it does, so that a slip of the finger never sets a family apart. */
function junkForm(context: CardContext, request: InboxRequest, nameId: string): Html {
  const { junk } = context.words;
  return html`<details class="junk"><summary>${junk.open}</summary>
<p>${junk.warning(context.page.junkHours)}</p>
${actionForm(context, request, 'junk', junk.confirm, 'danger', nameId)}
</details>`;
}

/** Whose it is, since when (or who finished it), as the staff should read it at a glance. */
function owner({ page, words }: CardContext, request: InboxRequest): Html | null {
  const { takenBy, takenAt, doneAt } = request;
  if (request.state === 'done') {
    const when = doneAt === undefined ? '' : moment(doneAt, page.now, page.locale);
    return html`<p class="owner owner-done">${takenBy ? words.doneBy(takenBy, when) : words.views.done}</p>`;
  }
  if (request.state !== 'taken' || !takenBy) return null;
  const from = takenAt === undefined ? '' : since(takenAt, page.now, page.locale);
  return isMine(page, request)
    ? html`<p class="owner owner-mine">${words.yours(from)}</p>`
    : html`<p class="owner owner-other">${words.takenBy(takenBy, from)}</p>`;
}

/** Hers: taken, by the name she is signed in with (STAFF_NAMES gives each member her own). */
export const isMine = (page: InboxPage, request: InboxRequest) => request.state === 'taken' && request.takenBy === page.staff.name;

function actions(context: CardContext, request: InboxRequest, nameId: string): Html | null {
  const { words } = context;
  // In « Indésirables »: back on top in one tap, and when it is deleted otherwise.
  if (request.junkAt !== undefined) {
    const deleted = moment(request.junkAt + context.page.junkHours * 3_600_000, context.page.now, context.page.locale);
    return html`<p class="deleted">${words.bin.deletedAt(deleted)}</p><div class="actions">${actionForm(context, request, 'not-junk', words.bin.notJunk, 'secondary', nameId)}</div>`;
  }
  switch (request.state) {
    case 'open':
      return html`<div class="actions">${actionForm(context, request, 'take', words.take, 'primary', nameId)}${junkForm(context, request, nameId)}</div>`;
    case 'taken':
      return html`<div class="actions">${
        isMine(context.page, request)
          ? html`${outcomeForms(context, request, nameId)}<div class="pair">${actionForm(context, request, 'done', words.done, 'primary', nameId)}${actionForm(context, request, 'release', words.release, 'secondary', nameId)}</div>`
          : null
      }${junkForm(context, request, nameId)}</div>`;
    case 'done':
      return null;
    default:
      return unreachable(request.state);
  }
}

/** A value of the request, as it came, '' when it has none. */
const valueOf = (request: InboxRequest, field: string | undefined) => (field === undefined ? '' : (request.values[field] ?? ''));

/**
 * The day (and time, or slot) a request asks for, in words, or null when it names none. Which values they are,
 * and what a kind says without a day, is its definition's (lib/request/kinds/<kind>.ts: its rules, its staff's words).
 */
function wanted(request: InboxRequest, now: number, locale: Locale): string | null {
  const { when } = inboxOf(request.kind);
  if (!when) return null;
  const [date, typed] = [valueOf(request, when.day), valueOf(request, when.time?.field)];
  const day = date.trim() ? wantedDay(date, now, locale) : '';
  const at = when.time && typed.trim() ? (when.time.slot ? wantedSlot : wantedTime)(typed, locale) : '';
  // A time of day « à » its day (« lundi 30 novembre à 14 h 30 »); a slot, or what reads as no time, after a comma.
  if (day && at && !when.time?.slot && parseTimeInput(typed)) return WORDS[locale].days.at(day, at);
  return [day, at].filter(Boolean).join(', ') || when.words.none?.[locale] || null;
}

const fact = (label: string, value: Html | string, className?: string) => html`<div><dt>${label}</dt> <dd${className ? html` class="${className}"` : ''}>${value}</dd></div>`;

/** Any other value of its kind, by its label and in words (a choice as the centre names it); left empty, what its kind says then, or nothing. */
function otherFact({ page }: CardContext, request: InboxRequest, { name, rule, words }: InboxField): Html | null {
  const label = words.label[page.locale];
  const value = valueOf(request, name).trim();
  if (!value) return words.none ? fact(label, words.none[page.locale]) : null;
  if (rule.is === 'email') {
    const mailto = mailtoLink(value);
    return fact(label, mailto ? html`<a href="${mailto}">${value}</a>` : value, 'email');
  }
  return rule.is === 'text' ? fact(label, value, 'message') : fact(label, valueInWords(rule, value, { locale: page.locale, choiceLabels: {} }));
}

/** What was asked: when, then every other value its kind defines (kinds/index.ts, inboxOf: what was asked, the address, the family's words). */
function facts(context: CardContext, request: InboxRequest): Html {
  const { page } = context;
  const kind = inboxOf(request.kind);
  const when = wanted(request, page.now, page.locale);
  return html`<dl class="facts">${[when && kind.when && fact(kind.when.words.label[page.locale], when), ...kind.facts.map((field) => otherFact(context, request, field))]}</dl>`;
}

/** The call's and the chat's pictures, beside their words (drawn with the text's colour). */
export const CALL_ICON = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02Z"/></svg>`;
const CHAT_ICON = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Z"/></svg>`;

function reach({ words }: CardContext, phone: string, nameId: string): Html | null {
  const typed = phone.trim();
  if (!typed) return null;
  const links = phoneLinks(typed);
  if (!links) return html`<p class="phone"><span class="label">${words.phone}</span> ${typed}</p>`;
  return html`<p class="phone"><span class="label">${words.phone}</span> <span class="number">${links.display}</span></p>
<p class="reach"><a class="button call" href="${links.tel}" aria-describedby="${nameId}">${CALL_ICON}${words.call}</a><a class="button whatsapp" href="${links.whatsapp}" aria-describedby="${nameId}">${CHAT_ICON}${words.whatsapp}</a></p>`;
}

export function requestCard(context: CardContext, request: InboxRequest): Html {
  const { page, words, key, heading = 'h2' } = context;
  const nameId = `${key}-name`;
  const { who, reach: phone } = inboxOf(request.kind);
  const name = valueOf(request, who).trim();
  const received = moment(request.receivedAt, page.now, page.locale);
  const copy = request.emailCopy === 'sent' ? null : words.emailCopy[request.emailCopy];
  const named = name ? '' : html` class="no-name"`;
  const title = heading === 'h3' ? html`<h3 id="${nameId}"${named}>${name || words.noName}</h3>` : html`<h2 id="${nameId}"${named}>${name || words.noName}</h2>`;
  return html`<li class="request state-${request.state}${isMine(page, request) ? ' mine' : ''}" data-id="${request.id}">
<article aria-labelledby="${nameId}">
<p class="meta"><span class="kind kind-${request.kind}">${kindLabel(request.kind, page.locale)}</span> <span class="reference">${request.reference}</span>${request.locale !== page.locale && html` <span class="answer-in">${words.answerIn[request.locale]}</span>`}</p>
${title}
${received && html`<p class="received"><time datetime="${machineTime(request.receivedAt)}">${words.received(received)}</time></p>`}
${reach(context, valueOf(request, phone), nameId)}
${facts(context, request)}
${copy && html`<p class="copy copy-${request.emailCopy}">${copy}</p>`}
${raisedLine(context, request)}
${owner(context, request)}
${lastOutcome(context, request)}
${visitPanel(context, request, nameId)}
${threadPanel(context, request, nameId)}
${actions(context, request, nameId)}
${journalDetails(context, request)}
</article>
</li>`;
}

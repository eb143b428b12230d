import { VISIT_MESSAGE_PURPOSES, type VisitMessagePurpose } from '@/lib/request/for-gateway';
import { dayOf, since } from './format';
import { html, type Html } from './html';
import { backFields, type CardContext } from './card-forms';
import { ACTION_FIELDS, INBOX_PATHS, type InboxPage, type InboxRequest } from './model';
import { visitLine } from './visit-text';
import { VISIT_WORDS, type VisitWords } from './visit-words';
import { answerOf, CANCEL_REASONS, messageOf, MESSAGE_CHANNELS, visitInstant, type StoredVisit, type VisitMessageRecord } from '../visits/model';

/*
 * A card's visit (issue 77): the appointment agreed on the phone, said as the family reads it (when, where, who),
 * where it stands, the family's answer, and each message (confirmation, reminder) on each channel, or why none leaves
 * or one did not; then what the staff can do: « Déplacer… » and « Annuler… » behind a second tap while it is to come,
 * « Venu » and « Absent » from its day on. Forms that post, no script; their choices the page's lists alone.
 */

/** The place, district and who of a visit's form, as « Appelée » and « Déplacer » ask them. */
export function whereFields(page: InboxPage, key: string, current?: Pick<StoredVisit, 'place' | 'district' | 'with'>): Html {
  const words = VISIT_WORDS[page.locale].form;
  const { districts = [], names = [] } = page.choices ?? {};
  const place = current?.place ?? 'centre';
  const who = current ? (current.with ?? '') : page.staff.name;
  const option = (value: string, label: string, chosen: boolean) => html`<option value="${value}"${chosen ? html` selected` : ''}>${label}</option>`;
  return html`<fieldset class="field places"><legend>${words.place}</legend>
<label><input type="radio" name="${ACTION_FIELDS.place}" value="centre"${place === 'centre' ? html` checked` : ''}> ${words.centre}</label>
<label><input type="radio" name="${ACTION_FIELDS.place}" value="home"${place === 'home' ? html` checked` : ''}> ${words.home}</label>
</fieldset>
${districts.length > 0 && html`<p class="field"><label for="${key}-district">${words.district}</label> <select id="${key}-district" name="${ACTION_FIELDS.district}">${option('', words.noDistrict, !current?.district)}${districts.map((one) => option(one, one, one === current?.district))}</select></p>`}
<p class="field"><label for="${key}-with">${words.with}</label> <select id="${key}-with" name="${ACTION_FIELDS.with}">${option('', words.nobody, who === '')}${names.map((one) => option(one, one, one === who))}</select></p>`;
}

/** One step's form: the request's id, the step, what it asks, its button. */
function stepForm(page: InboxPage, request: InboxRequest, step: string, inside: Html | null, label: string, kind: string, describedBy: string): Html {
  return html`<form method="post" action="${INBOX_PATHS.visit}" class="act visit-form visit-${step}">
<input type="hidden" name="${ACTION_FIELDS.id}" value="${request.id}"><input type="hidden" name="${ACTION_FIELDS.step}" value="${step}">${backFields(page)}
${inside}<button type="submit" class="button ${kind}" aria-describedby="${describedBy}">${label}</button>
</form>`;
}

/** Where a message stands on each channel it was tried on, or why it did not leave, or that it is to come. */
function messageLine(words: VisitWords, purpose: VisitMessagePurpose, message: VisitMessageRecord | undefined): Html {
  if (message?.notSent) return html`<li class="message message-not-sent"><strong>${words.notSent(purpose, message.notSent.why)}</strong></li>`;
  const tried = MESSAGE_CHANNELS.flatMap((channel) => {
    const send = message?.[channel];
    return send ? [`${words.channels[channel]} ${words.sendStates[send.state]}${send.error && (send.state === 'failed' || send.state === 'refused') ? ` (${send.error})` : ''}`] : [];
  });
  return html`<li class="message"><span class="message-purpose">${words.purposes[purpose]}</span> ${tried.length > 0 ? tried.join(', ') : words.waiting}</li>`;
}

/** The visit's messages: each of its revision, or why none leaves. */
export function messages(words: VisitWords, request: InboxRequest, visit: StoredVisit, now: number): Html | null {
  if (request.visitReach) return html`<p class="visit-quiet">${words.noMessages[request.visitReach]}</p>`;
  if (visit.state !== 'booked' && visit.messages.length === 0) return null;
  // A message to come only while it may: the visit booked and ahead, and (a reminder) agreed before its day.
  const ahead = visit.state === 'booked' && visitInstant(visit) > now;
  const toCome = (purpose: VisitMessagePurpose) => ahead && (purpose === 'confirm' || (dayOf(visit.agreedAt) ?? '') < visit.date);
  return html`<ul class="visit-messages">${VISIT_MESSAGE_PURPOSES.map((purpose) => {
    const message = messageOf(visit, visit.rev, purpose);
    return message || toCome(purpose) ? messageLine(words, purpose, message) : null;
  })}</ul>`;
}

/** Where it stands: booked (moved how often), cancelled and why, came, did not. */
function stateText(words: VisitWords, visit: StoredVisit): string {
  switch (visit.state) {
    case 'booked':
      return [words.states.booked, words.revision(visit.rev)].filter(Boolean).join(' · ');
    case 'cancelled':
      return words.states.cancelled(visit.reason ? words.reasons[visit.reason] : '');
    case 'attended':
      return words.states.attended;
    case 'missed':
      return words.states.missed;
  }
}

/** The family's answer to this revision, said for staff. */
export function answerLine(words: VisitWords, page: InboxPage, visit: StoredVisit): Html | null {
  const answer = answerOf(visit);
  return answer ? html`<p class="visit-answer answer-${answer.kind}">${words.answers[answer.kind](since(answer.at, page.now, page.locale))}</p>` : null;
}

/** « Venu », « Absent »: from the visit's day on, and not once cancelled. */
export function markForms(page: InboxPage, request: InboxRequest, visit: StoredVisit, describedBy: string): Html | null {
  const words = VISIT_WORDS[page.locale];
  const today = dayOf(page.now) ?? '';
  if (visit.state === 'cancelled' || visit.date > today) return null;
  return html`<div class="pair marks">${stepForm(page, request, 'attended', null, words.steps.attended, visit.state === 'attended' ? 'primary' : 'secondary', describedBy)}${stepForm(page, request, 'missed', null, words.steps.missed, visit.state === 'missed' ? 'primary' : 'secondary', describedBy)}</div>`;
}

/** « Déplacer… », « Annuler… », behind a second tap, while the visit is to come. */
function changeForms(context: CardContext, request: InboxRequest, visit: StoredVisit, describedBy: string): Html | null {
  const { page, key } = context;
  const words = VISIT_WORDS[page.locale];
  if (visit.state !== 'booked' || visitInstant(visit) <= page.now) return null;
  const form = words.form;
  return html`<details class="agreed visit-move"><summary>${form.moveOpen}</summary>
${stepForm(
  page,
  request,
  'moved',
  html`<p class="field"><label for="${key}-move-day">${form.day}</label> <input id="${key}-move-day" type="date" name="${ACTION_FIELDS.date}" value="${visit.date}" min="${dayOf(page.now) ?? ''}" required></p>
<p class="field"><label for="${key}-move-time">${form.time}</label> <input id="${key}-move-time" type="time" name="${ACTION_FIELDS.time}" value="${visit.time}" step="300" required></p>
${whereFields(page, `${key}-move`, visit)}`,
  form.move,
  'secondary',
  describedBy,
)}
</details>
<details class="junk visit-cancel"><summary>${form.cancelOpen}</summary>
<p>${form.cancelWarning}</p>
${stepForm(
  page,
  request,
  'cancelled',
  html`<p class="field"><label for="${key}-reason">${form.reason}</label> <select id="${key}-reason" name="${ACTION_FIELDS.reason}" required>${CANCEL_REASONS.map((reason) => html`<option value="${reason}">${words.reasons[reason]}</option>`)}</select></p>`,
  form.cancel,
  'danger',
  describedBy,
)}
</details>`;
}

export function visitPanel(context: CardContext, request: InboxRequest, describedBy: string): Html | null {
  const { visit } = request;
  if (!visit) return null;
  const { page, key } = context;
  const words = VISIT_WORDS[page.locale];
  return html`<section class="visit visit-${visit.state}" aria-labelledby="${key}-visit"><h3 id="${key}-visit" class="visit-heading">${words.panel}</h3>
<p class="visit-when">${visitLine(visit, page.locale)}</p>
<p class="visit-state">${stateText(words, visit)}</p>
${answerLine(words, page, visit)}
${messages(words, request, visit, page.now)}
${markForms(page, request, visit, describedBy)}
${changeForms(context, request, visit, describedBy)}
</section>`;
}

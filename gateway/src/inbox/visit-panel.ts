import { VISIT_MESSAGE_PURPOSES, type VisitMessagePurpose } from '@/lib/request/for-gateway';
import { atWords, dayOf, since } from './format';
import { html, type Html } from './html';
import { backFields, type CardContext } from './card-forms';
import { ACTION_FIELDS, INBOX_PATHS, type InboxPage, type InboxRequest } from './model';
import { visitLine } from './visit-text';
import { consentLine, consentStands, familyConsent, type FamilyConsent } from './visit-consent';
import type { Tried } from './visit-message-words';
import { VISIT_WORDS, type VisitWords } from './visit-words';
import { answerOf, CANCEL_REASONS, messageOf, MESSAGE_CHANNELS, type Visit, type VisitMessageRecord, type VisitRecord } from '../visits/model';
import { markableNow, VISIT_RESULTS } from '../visits/results';
import { dueAt } from '../visits/schedule';

/*
 * A card's visit (issues 77, 83): the appointment agreed on the phone, said as the family reads it (when, where, who),
 * where it stands, the family's answer, and each message (confirmation, move, cancellation, reminder) on each channel,
 * or why none leaves or one did not; then what the staff can do: « Déplacer… » and « Annuler… » behind a second tap
 * while it is to come, each result from its time on (results.ts), « Ne plus envoyer de messages ». Forms that post, no
 * script; their choices the page's lists alone.
 */

/** The place, district and who of a visit's form, as « Appelée » and « Déplacer » ask them. */
export function whereFields(page: InboxPage, key: string, current?: Pick<Visit, 'place' | 'district' | 'with'>): Html {
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

/** One step's form: the request's id, the step (and its result), what it asks, its button. */
function stepForm(page: InboxPage, request: InboxRequest, step: string, inside: Html | null, label: string, kind: string, describedBy: string, result?: string): Html {
  return html`<form method="post" action="${INBOX_PATHS.visit}" class="act visit-form visit-${result ?? step}">
<input type="hidden" name="${ACTION_FIELDS.id}" value="${request.id}"><input type="hidden" name="${ACTION_FIELDS.step}" value="${step}">${result ? html`<input type="hidden" name="${ACTION_FIELDS.result}" value="${result}">` : ''}${backFields(page)}
${inside}<button type="submit" class="button ${kind}" aria-describedby="${describedBy}">${label}</button>
</form>`;
}

/** Where a message stands on each channel it was tried on, or why it did not leave, or that it is to come. */
function messageLine(words: VisitWords, purpose: VisitMessagePurpose, message: VisitMessageRecord | undefined): Html {
  if (message?.unsent) return html`<li class="message message-not-sent"><strong>${words.notSent(purpose, message.unsent.why)}</strong></li>`;
  const tried = MESSAGE_CHANNELS.flatMap((channel): Tried[] => {
    const send = message?.[channel];
    return send ? [[channel, send.state, send.error]] : [];
  });
  return html`<li class="message"><span class="message-purpose">${words.purposes[purpose]}</span> ${tried.length > 0 ? words.sent(purpose, tried) : words.waiting}</li>`;
}

/** The visit's messages: each of its revision, sent or to come, or none when the family's consent does not stand (its line says why). */
export function messages(words: VisitWords, page: InboxPage, request: InboxRequest, visit: VisitRecord): Html | null {
  if (familyConsent(request) !== 'asked') return null;
  // A message to come only while it may: due for the visit as it stands (schedule.ts), and not begun.
  const toCome = (purpose: VisitMessagePurpose) => visit.at > page.now && dueAt(visit, purpose, { REMINDER_HOUR: 0 }) !== null;
  const lines = VISIT_MESSAGE_PURPOSES.flatMap((purpose) => {
    const message = messageOf(visit, visit.rev, purpose);
    return message || toCome(purpose) ? [messageLine(words, purpose, message)] : [];
  });
  const held = page.messagesHeld && page.messagesHeld.length > 0 && lines.length > 0 ? html`<p class="visit-held"><strong>${words.held(page.messagesHeld.join(' '))}</strong></p>` : null;
  return lines.length > 0 ? html`${held}<ul class="visit-messages">${lines}</ul>` : null;
}

/** Where it stands: booked (moved how often), cancelled and why, or its result. */
function stateText(words: VisitWords, page: InboxPage, visit: Visit): string {
  switch (visit.phase) {
    case 'booked':
      return [words.states.booked, words.revision(visit.rev)].filter(Boolean).join(' · ');
    case 'cancelled':
      return words.states.cancelled(visit.reason ? words.reasons[visit.reason] : '');
    case 'marked':
      return visit.result ? VISIT_RESULTS[visit.result].words[page.locale].mark : '';
  }
}

/** The family's answer to this revision, said for staff. */
export function answerLine(words: VisitWords, page: InboxPage, visit: Visit): Html | null {
  const answer = answerOf(visit);
  return answer ? html`<p class="visit-answer answer-${answer.kind}">${words.answers[answer.kind](atWords(answer.at, page.now, page.locale))}</p>` : null;
}

/** Each result the staff may mark now (results.ts: « Venu » half an hour before the visit at most, « Absent » from its hour), and not once cancelled. */
export function markForms(page: InboxPage, request: InboxRequest, visit: Visit, describedBy: string): Html | null {
  if (visit.phase === 'cancelled') return null;
  const results = markableNow(visit.at, page.now);
  if (results.length === 0) return null;
  return html`<div class="pair marks">${results.map((result) =>
    stepForm(page, request, 'marked', null, VISIT_RESULTS[result].words[page.locale].mark, visit.result === result ? 'primary' : 'secondary', describedBy, result),
  )}</div>`;
}

/** « Déplacer… », « Annuler… », behind a second tap, while the visit is to come: on the card and on the list alike. */
export function changeForms(context: CardContext, request: InboxRequest, visit: Visit, describedBy: string): Html | null {
  const { page, key } = context;
  const words = VISIT_WORDS[page.locale];
  if (visit.phase !== 'booked' || visit.at <= page.now) return null;
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

/** « Ne plus envoyer de messages », behind a second tap, while the family's consent stands, a visit agreed or not (issue 83). */
function consentForm(page: InboxPage, request: InboxRequest, consent: FamilyConsent | null, describedBy: string): Html | null {
  if (!consentStands(consent)) return null;
  const words = VISIT_WORDS[page.locale].consent;
  return html`<details class="junk visit-consent"><summary>${words.withdraw}…</summary>
<p>${words.warning}</p>
${stepForm(page, request, 'consent', null, words.withdraw, 'danger', describedBy)}
</details>`;
}

/**
 * A card's visit, or, before one is agreed, what the family said of its messages (issue 83: the card says it before
 * the call) and the control that stops them; nothing for a kind with neither (an application's interview).
 */
export function visitPanel(context: CardContext, request: InboxRequest, describedBy: string): Html | null {
  const { page, key } = context;
  const consent = familyConsent(request);
  const { visit } = request;
  if (!visit) return consent ? html`<div class="family-consent">${consentLine(page, request, consent)}${consentForm(page, request, consent, describedBy)}</div>` : null;
  const words = VISIT_WORDS[page.locale];
  return html`<section class="visit visit-${visit.phase}" aria-labelledby="${key}-visit"><h3 id="${key}-visit" class="visit-heading">${words.panel}</h3>
<p class="visit-when">${visitLine(visit, page.locale)}</p>
<p class="visit-state">${stateText(words, page, visit)}</p>
${visit.withAt !== undefined && visit.with && visit.phase === 'booked' ? html`<p class="visit-quiet">${words.withChanged(visit.with, since(visit.withAt, page.now, page.locale))}</p>` : null}
${answerLine(words, page, visit)}
${consentLine(page, request, consent)}
${messages(words, page, request, visit)}
${markForms(page, request, visit, describedBy)}
${changeForms(context, request, visit, describedBy)}
${consentForm(page, request, consent, describedBy)}
</section>`;
}

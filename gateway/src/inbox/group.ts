import { requestCard } from './card';
import { dayOf, moment } from './format';
import { html, type Html } from './html';
import { shownFields } from './card-forms';
import { ACTION_FIELDS, INBOX_PATHS, inboxUrl, type InboxGroup, type InboxPage, type InboxSweep } from './model';
import { kindLabel, type InboxWords } from './words';

/*
 * « À vérifier » (docs/gateway-inbox.md): the requests that repeat others of the day (the same message,
 * number, e-mail or name: gateway/src/triage.ts), grouped by what they repeat, the group with the newest request
 * first. What they repeat is never shown (the inbox keeps a keyed hash of it, which names the group's forms and
 * link), only its kind, how many and since when. Each request stays a card that can be read and taken; one action
 * for the group, « Toutes indésirables… », opens its sweep: every request it would take, listed, then confirmed.
 */

function groupSection(page: InboxPage, words: InboxWords, group: InboxGroup, index: number): Html {
  const key = `g${index + 1}`;
  const titleId = `${key}-title`;
  const today = dayOf(page.now);
  const since = dayOf(group.first) === today ? null : moment(group.first, page.now, page.locale);
  const alone = page.group === group.key;
  const more = group.count > group.requests.length && !alone;
  return html`<li class="group">
<section aria-labelledby="${titleId}">
<h2 id="${titleId}">${words.check.group(group.count, group.kind, since)}</h2>
<p class="group-newest">${words.check.newest(moment(group.last, page.now, page.locale))}</p>
<p class="junk-group"><a class="button danger" href="${inboxUrl({ view: 'check', locale: page.locale, group: group.key, sweep: true })}" aria-describedby="${titleId}">${words.junkGroup.open}</a></p>
<ol class="requests">${group.requests.map((request, at) => requestCard({ page, words, key: `${key}r${at + 1}`, heading: 'h3' }, request))}</ol>
${more && html`<p class="group-more"><a href="${inboxUrl({ view: 'check', locale: page.locale, group: group.key })}">${words.check.seeAll(group.count)}</a></p>`}
</section>
</li>`;
}

/** A group's sweep, before it is confirmed: what it does, every request it takes (a page of the newest: these alone, then how many it leaves), and « Oui ». */
function sweepSection(page: InboxPage, words: InboxWords, sweep: InboxSweep): Html {
  const said = words.junkGroup;
  const back = html`<p class="group-back"><a href="${inboxUrl({ view: 'check', locale: page.locale })}">${said.cancel}</a></p>`;
  const shown = sweep.requests.length;
  if (shown === 0) return html`<p class="empty">${said.none}</p>${back}`;
  const more = sweep.count - shown;
  return html`<section class="sweep" aria-labelledby="sweep-title">
<h2 id="sweep-title">${said.title(shown)}</h2>
<p>${said.what(shown, sweep.kind, sweep.hours)}</p>
<p>${said.others}</p>
<ol class="swept">${sweep.requests.map(
    (request) =>
      html`<li><span class="reference">${request.reference}</span> <span class="kind kind-${request.kind}">${kindLabel(request.kind, page.locale)}</span> ${request.values.fullName?.trim() || words.noName}, ${moment(request.receivedAt, page.now, page.locale)}${
        request.held ? null : html` <strong class="on-top">${said.onTop}</strong>`
      }</li>`,
  )}</ol>
${more > 0 && html`<p>${said.more(more)}</p>`}
<form method="post" action="${INBOX_PATHS.action('junk-group')}" class="act act-junk-group">
<input type="hidden" name="${ACTION_FIELDS.group}" value="${sweep.key}"><input type="hidden" name="${ACTION_FIELDS.until}" value="${String(sweep.until)}"><input type="hidden" name="${ACTION_FIELDS.view}" value="check"><input type="hidden" name="${ACTION_FIELDS.lang}" value="${page.locale}">${shownFields(sweep.requests)}
<button type="submit" class="button danger">${said.confirm(shown)}</button>
</form>
${back}
</section>`;
}

/** The list « À vérifier »: its groups (or one alone, or one's sweep to confirm), or the empty list's words. */
export function checkList(page: InboxPage, words: InboxWords): Html {
  if (page.sweep) return sweepSection(page, words, page.sweep);
  const groups = page.groups ?? [];
  const back = page.group ? html`<p class="group-back"><a href="${inboxUrl({ view: 'check', locale: page.locale })}">${words.check.back}</a></p>` : null;
  if (groups.length === 0) return html`${back}<p class="empty">${words.empty.check}</p>`;
  return html`<p class="intro">${words.check.intro}</p>
${back}
<ol class="groups">${groups.map((group, index) => groupSection(page, words, group, index))}</ol>`;
}

import { requestCard } from './card';
import { dayOf, moment } from './format';
import { html, type Html } from './html';
import { ACTION_FIELDS, INBOX_PATHS, inboxUrl, type InboxGroup, type InboxPage } from './model';
import type { InboxWords } from './words';

/*
 * « À vérifier » (docs/gateway-inbox.md): the requests of addresses that sent more than their quiet share
 * of the day, grouped by address, the group with the newest request first. The address is never shown (the inbox
 * keeps a keyed hash of it, which names the group's forms and link), only how many came from it and since when.
 * Each request stays a card that can be read and taken; one action for the group, « Toutes indésirables »,
 * behind a second tap like « Indésirable », sweeps it and refuses the address a while.
 */

/** « Toutes indésirables »: behind a second tap, with what it does and how many it sweeps. */
function junkGroupForm(page: InboxPage, words: InboxWords, group: InboxGroup, titleId: string): Html {
  const said = words.junkGroup;
  return html`<details class="junk junk-group"><summary>${said.open}</summary>
<p>${said.warning(group.count)}</p>
<form method="post" action="${INBOX_PATHS.action('junk-group')}" class="act act-junk-group">
<input type="hidden" name="${ACTION_FIELDS.group}" value="${group.address}"><input type="hidden" name="${ACTION_FIELDS.view}" value="check"><input type="hidden" name="${ACTION_FIELDS.lang}" value="${page.locale}">
<button type="submit" class="button danger" aria-describedby="${titleId}">${said.confirm(group.count)}</button>
</form>
</details>`;
}

function groupSection(page: InboxPage, words: InboxWords, group: InboxGroup, index: number): Html {
  const key = `g${index + 1}`;
  const titleId = `${key}-title`;
  const today = dayOf(page.now);
  const since = dayOf(group.first) === today ? null : moment(group.first, page.now, page.locale);
  const alone = page.group === group.address;
  const more = group.count > group.requests.length && !alone;
  return html`<li class="group">
<section aria-labelledby="${titleId}">
<h2 id="${titleId}">${words.check.group(group.count, since)}</h2>
<p class="group-newest">${words.check.newest(moment(group.last, page.now, page.locale))}</p>
${junkGroupForm(page, words, group, titleId)}
<ol class="requests">${group.requests.map((request, at) => requestCard({ page, words, key: `${key}r${at + 1}`, heading: 'h3' }, request))}</ol>
${more && html`<p class="group-more"><a href="${inboxUrl({ view: 'check', locale: page.locale, group: group.address })}">${words.check.seeAll(group.count)}</a></p>`}
</section>
</li>`;
}

/** The list « À vérifier »: its groups (or one alone), or the empty list's words. */
export function checkList(page: InboxPage, words: InboxWords): Html {
  const groups = page.groups ?? [];
  const back = page.group ? html`<p class="group-back"><a href="${inboxUrl({ view: 'check', locale: page.locale })}">${words.check.back}</a></p>` : null;
  if (groups.length === 0) return html`${back}<p class="empty">${words.empty.check}</p>`;
  return html`<p class="intro">${words.check.intro}</p>
${back}
<ol class="groups">${groups.map((group, index) => groupSection(page, words, group, index))}</ol>`;
}

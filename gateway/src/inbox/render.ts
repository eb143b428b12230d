import { unreachable } from '@/lib/closed-set';
import type { Locale } from '@/lib/i18n';
import { requestCard } from './card';
import { shownFields } from './card-forms';
import { since } from './format';
import { carries, type InboxFlash } from './flash';
import { checkList } from './group';
import { html, htmlText, styleElement, type Html } from './html';
import { ACTION_FIELDS, COUNT_CAP, INBOX_PATHS, INBOX_VIEWS, inboxUrl, VIEWS, type InboxPage } from './model';
import { WORDS, type InboxWords } from './words';
import { REPORT_WORDS } from '../report/words';
import { INBOX_SHEET } from './sheet';
import { INBOX_SCRIPT_URL } from './assets';
import { visitsList } from './visits-list';

/*
 * The staff's inbox as whole HTML documents, drawn on the gateway (no script needed: each action is a
 * form that posts, then the gateway redirects back here with the outcome). Phone first, French by default
 * with English one tap away, as readable as the public site (style.ts), its stylesheet inline in its head (sheet.ts:
 * the policy allows that one by its hash). The page's own script (assets.ts) only refreshes the list while it is
 * open; the policy forbids any inline script, and any other style.
 */

/** Where Cloudflare Access signs a person out of the inbox's origin. */
export const SIGN_OUT_PATH = '/cdn-cgi/access/logout';

/** The element the page's script refreshes: the tabs and the list, not the flash. */
export const LIST_ID = 'list';

export function htmlDocument(locale: Locale, title: string, body: Html): string {
  return htmlText(html`<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<meta name="color-scheme" content="light">
<title>${title}</title>
<link rel="icon" href="data:,">
${styleElement(INBOX_SHEET.text)}
<script src="${INBOX_SCRIPT_URL}" defer></script>
</head>
<body>
${body}
</body>
</html>
`);
}

/** The other language's link, to the same list. */
function languageLink(words: InboxWords, view: InboxPage['view'], group?: string): Html {
  const other = words.otherLanguage;
  return html`<a class="language" href="${inboxUrl({ view, locale: other.locale, ...(group ? { group } : {}) })}" lang="${other.locale}" hreflang="${other.locale}">${other.name}</a>`;
}

function flashMessage(flash: InboxFlash, page: InboxPage, words: InboxWords): Html {
  const said = words.flash;
  if (carries(flash, 'taker')) {
    return html`<p class="flash flash-alert" role="alert">${said[flash.kind](flash.reference, flash.by, since(flash.at, page.now, page.locale))}</p>`;
  }
  const text = carries(flash, 'count')
    ? said[flash.kind](flash.count)
    : carries(flash, 'result')
      ? said[flash.kind](flash.reference, flash.result)
      : carries(flash, 'step')
        ? said[flash.kind](flash.reference, flash.step)
        : carries(flash, 'said')
          ? said[flash.kind](flash.reference, flash.said)
          : carries(flash, 'reference')
            ? said[flash.kind](flash.reference)
            : unreachable(flash);
  const alert = flash.kind === 'not-taken' || flash.kind === 'visit-refused' || (flash.kind === 'reply' && flash.said !== 'sent');
  return html`<p class="flash flash-${flash.kind}${alert ? ' flash-alert' : ''}" role="${alert ? 'alert' : 'status'}">${text}</p>`;
}

/** A tab's count, read up to COUNT_CAP (a flood's thousands are not counted at every page): « 99+ » beyond. */
const countOf = (count: number) => (count >= COUNT_CAP ? `${COUNT_CAP - 1}+` : String(count));

/** The lists; « À vérifier » and « Indésirables » only while they hold something, or are the page shown (an ordinary day keeps three tabs). */
function tabs(page: InboxPage, words: InboxWords): Html {
  const shown = INBOX_VIEWS.filter((view) => VIEWS[view] === 'always' || page.counts[view] > 0 || page.view === view);
  // Five lists (a flood swept that day) in two rows at 390 px: three, then two, each name on its line or two.
  return html`<nav class="${shown.length > 4 ? 'tabs tabs-many' : 'tabs'}" aria-label="${words.viewsLabel}"><ul>${shown.map(
    (view) =>
      html`<li><a href="${inboxUrl({ view, locale: page.locale })}"${view === page.view ? html` aria-current="page"` : ''}><span class="tab-name">${words.views[view]}</span> <span class="count">${countOf(page.counts[view])}</span></a></li>`,
  )}</ul></nav>`;
}

/** « Indésirables »: what it is, and emptying it now (behind a second tap; the requests this page shows, no other: nothing unseen). */
function binHead(page: InboxPage, words: InboxWords): Html {
  const said = words.bin;
  const newest = page.requests[0]?.junkAt;
  const shown = page.requests.length;
  return html`<p class="intro">${said.intro(page.junkHours)}</p>${
    newest !== undefined &&
    html`<details class="junk junk-empty"><summary>${said.empty.open}</summary>
<p>${said.empty.warning(shown, shown >= COUNT_CAP)}</p>
<form method="post" action="${INBOX_PATHS.action('empty-junk')}" class="act act-empty-junk">
<input type="hidden" name="${ACTION_FIELDS.until}" value="${String(newest)}"><input type="hidden" name="${ACTION_FIELDS.view}" value="junk"><input type="hidden" name="${ACTION_FIELDS.lang}" value="${page.locale}">${shownFields(page.requests)}
<button type="submit" class="button danger">${said.empty.confirm(shown)}</button>
</form>
</details>`
  }`;
}

function list(page: InboxPage, words: InboxWords): Html {
  if (page.view === 'check') return checkList(page, words);
  if (page.view === 'visits') return visitsList(page, words);
  if (page.requests.length === 0) return html`<p class="empty">${words.empty[page.view]}</p>`;
  return html`${page.view === 'junk' && binHead(page, words)}<ol class="requests">${page.requests.map((request, index) => requestCard({ page, words, key: `r${index + 1}` }, request))}</ol>`;
}

export function renderInboxPage(page: InboxPage): string {
  const words = WORDS[page.locale];
  const open = page.counts.open;
  const here = inboxUrl({ view: page.view, locale: page.locale, ...(page.group ? { group: page.group, ...(page.sweep ? { sweep: true } : {}) } : {}) });
  return htmlDocument(
    page.locale,
    `${open > 0 ? `(${open}) ` : ''}${words.title}`,
    html`<header class="top">
<div class="bar"><h1>${words.title}</h1>${languageLink(words, page.view, page.group)}</div>
<div class="bar"><p class="hello">${words.hello(page.staff.name)}</p><a class="refresh" href="${here}">${words.refresh}</a></div>
</header>
<main>
${page.flash && flashMessage(page.flash, page, words)}
<div id="${LIST_ID}">
${tabs(page, words)}
${list(page, words)}
</div>
</main>
<footer class="bottom"><a href="${page.locale === 'fr' ? INBOX_PATHS.report : `${INBOX_PATHS.report}?lang=${page.locale}`}">${REPORT_WORDS[page.locale].title}</a> <a href="${SIGN_OUT_PATH}">${words.signOut}</a></footer>`,
  );
}

/** Signed in through Access, but not one of STAFF_NAMES: nothing of the inbox is shown, and whom to ask is. */
export function renderNotStaff(locale: InboxPage['locale']): string {
  const words = WORDS[locale];
  const said = words.notStaff;
  return htmlDocument(
    locale,
    said.title,
    html`<header class="top">
<div class="bar"><p class="brand">${words.title}</p>${languageLink(words, 'open')}</div>
</header>
<main class="not-staff">
<h1>${said.title}</h1>
<p>${said.text}</p>
<p>${said.ask}</p>
<p><a class="button secondary" href="${SIGN_OUT_PATH}">${said.other}</a></p>
</main>`,
  );
}

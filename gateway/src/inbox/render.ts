import { INBOX_PATHS, type InboxPage } from './model';

/*
 * PLACEHOLDER (to be replaced by the inbox's real look): the inbox page as plain HTML, so the routes can
 * be built and tested against the contract of model.ts. Every text is escaped.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderInboxPage(page: InboxPage): string {
  const rows = page.requests
    .map(
      (request) =>
        `<li data-reference="${escape(request.reference)}">${escape(request.reference)} ${escape(request.values.fullName)} ${escape(request.state)}${request.takenBy ? ` ${escape(request.takenBy)}` : ''}` +
        ['take', 'release', 'done', 'junk']
          .map((action) => `<form method="post" action="${INBOX_PATHS.action(action as 'take')}"><input type="hidden" name="id" value="${escape(request.id)}"><button>${action}</button></form>`)
          .join('') +
        '</li>',
    )
    .join('');
  return `<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8"><title>Inbox</title></head><body><h1>${escape(page.staff.name)}</h1><ul>${rows}</ul></body></html>`;
}

/** Signed in through Access, but not one of STAFF_NAMES: nothing of the inbox is shown. */
export function renderNotStaff(locale: InboxPage['locale']): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>Inbox</title></head><body><p>Not staff.</p></body></html>`;
}

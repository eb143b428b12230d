import { REPLY_MAX } from '../thread/reply';
import { serviceWindow, windowWords } from '../whatsapp/service-window';
import { backFields, type CardContext } from './card-forms';
import { html, type Html } from './html';
import { ACTION_FIELDS, INBOX_PATHS, type InboxRequest } from './model';
import { THREAD_WORDS } from './thread-words';

/*
 * The reply box of a family's thread on the card (issue 82, item 3), for her who holds the request: free words while
 * WhatsApp's customer-service window is open (24 hours from the family's last message), with when it closes in words
 * (« Vous pouvez répondre jusqu'à demain 14 h 32. »); after it, only the approved template (« Pouvons-nous vous
 * appeler ? »). Each form carries a key of its own, drawn with the page: posted twice (a double tap, a reload), it
 * sends once (store/thread-calls.ts). The gateway checks the window again when it is posted: this only offers.
 */

/** A form's own key: random, 32 characters (thread/reply.ts, REPLY_KEY). */
const newKey = () => crypto.randomUUID().replace(/-/g, '');

/** Whether the request has a number WhatsApp can be written to (E.164). */
const hasNumber = (request: InboxRequest) => /^\+[1-9]\d{6,14}$/.test((request.values.phone ?? '').trim());

export function threadReply({ page, key }: CardContext, request: InboxRequest, nameId: string): Html | null {
  const words = THREAD_WORDS[page.locale];
  if (request.state === 'done') return null;
  if (request.state !== 'taken' || request.takenBy !== page.staff.name) return html`<p class="reply-hint">${words.reply.notYours}</p>`;
  if (!hasNumber(request)) return html`<p class="reply-hint">${words.reply.noNumber}</p>`;
  const window = serviceWindow(request.thread?.lastInboundAt ?? null, page.now);
  const hidden = html`<input type="hidden" name="${ACTION_FIELDS.id}" value="${request.id}"><input type="hidden" name="${ACTION_FIELDS.key}" value="${newKey()}">${backFields(page)}`;
  if (window.open) {
    return html`<form method="post" action="${INBOX_PATHS.reply}" class="reply-form">${hidden}
<label for="${key}-reply">${words.reply.label}</label>
<textarea id="${key}-reply" name="${ACTION_FIELDS.text}" rows="3" maxlength="${REPLY_MAX}" required aria-describedby="${key}-window"></textarea>
<p id="${key}-window" class="reply-window">${windowWords(window, page.now, page.locale)}</p>
<button type="submit" class="button primary" aria-describedby="${nameId}">${words.reply.send}</button>
</form>`;
  }
  return html`<form method="post" action="${INBOX_PATHS.reply}" class="reply-form reply-closed">${hidden}<input type="hidden" name="${ACTION_FIELDS.template}" value="reengage">
<p id="${key}-window" class="reply-window">${windowWords(window, page.now, page.locale)} ${words.reply.templateHint}</p>
<button type="submit" class="button secondary" aria-describedby="${key}-window">${words.reply.template}</button>
</form>`;
}

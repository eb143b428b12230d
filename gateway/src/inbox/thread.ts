import { unreachable } from '@/lib/closed-set';
import type { Locale } from '@/lib/i18n';
import { reengageMessage } from '@/lib/request/for-gateway';
import { readThreadBody, type FileState } from '../thread/model';
import type { ThreadMessage } from '../visits/model';
import { isVisitPurpose } from '../visits/transition';
import type { InboundContent } from '../whatsapp/inbound-kinds';
import { inboundLabel, placeWords } from '../whatsapp/inbound-words';
import { backFields, type CardContext } from './card-forms';
import { machineTime, moment } from './format';
import { html, type Html } from './html';
import { ACTION_FIELDS, INBOX_PATHS, type InboxRequest } from './model';
import { threadReply } from './thread-reply';
import { THREAD_WORDS } from './thread-words';
import { VISIT_WORDS } from './visit-words';

/*
 * A family's WhatsApp thread on its card (issue 82): its last messages (the rest on the thread's own page, a link
 * away), each with who wrote it and when, the centre's with their ticks (envoyé, distribué, lu, échec), and what the
 * family sent as it is: its words, a voice note to play (fetched only when played: `preload="none"`), a photo's
 * thumbnail (loaded lazily), a place's coordinates and a map's link, a document's name and size, a file not fetched
 * yet with « Réessayer ». Every file from the inbox's own /inbox/media, behind Access (routes/thread.ts). Everything
 * the family sent is a stranger's text: escaped by `html`, never a link but the map's, made here from two numbers.
 */

/** A file's size in words: « 1,2 Mo », « 48 ko ». */
export function sizeWords(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, locale === 'fr' ? 'Mo' : 'MB'] : [Math.max(1, Math.round(bytes / 1_000)), locale === 'fr' ? 'ko' : 'KB'];
  const number = bytes >= 1_000_000 ? value.toFixed(1) : String(value);
  return `${locale === 'fr' ? number.replace('.', ',') : number}\u00A0${unit}`;
}

const mediaPath = (request: InboxRequest, message: ThreadMessage) => `${INBOX_PATHS.media}?${new URLSearchParams({ [ACTION_FIELDS.id]: request.id, [ACTION_FIELDS.message]: message.id }).toString()}`;

/** « Réessayer »: the file fetched again at the alarm's next run. */
function retryForm(context: CardContext, request: InboxRequest, message: ThreadMessage): Html {
  const words = THREAD_WORDS[context.page.locale].file;
  return html`<form method="post" action="${INBOX_PATHS.retry}" class="act file-retry"><input type="hidden" name="${ACTION_FIELDS.id}" value="${request.id}"><input type="hidden" name="${ACTION_FIELDS.message}" value="${message.id}">${backFields(context.page)}<button type="submit" class="button secondary">${words.retry}</button></form>`;
}

function fileHtml(context: CardContext, request: InboxRequest, message: ThreadMessage, label: string, file: FileState | undefined, name: string): Html {
  const { locale } = context.page;
  const words = THREAD_WORDS[locale].file;
  if (!file || file.state === 'waiting') return html`<p class="file file-waiting">${words.waiting} ${retryForm(context, request, message)}</p>`;
  switch (file.state) {
    case 'stored': {
      const src = mediaPath(request, message);
      switch (file.shows) {
        case 'image':
          return html`<a class="file file-image" href="${src}"><img src="${src}" loading="lazy" decoding="async" width="160" height="120" alt="${label}"></a>`;
        case 'audio':
          return html`<audio class="file file-audio" controls preload="none" src="${src}"></audio>`;
        case 'video':
          return html`<video class="file file-video" controls preload="none" width="240" src="${src}"></video>`;
        case 'download':
          return html`<p class="file file-download"><a href="${src}" download>${name || file.name || label}</a> (${sizeWords(file.size, locale)})</p>`;
        default:
          return unreachable(file.shows);
      }
    }
    case 'too-large':
      return html`<p class="file file-problem">${words.tooLarge(file.size === null ? '?' : sizeWords(file.size, locale), sizeWords(file.maxBytes, locale))}</p>`;
    case 'refused':
      return html`<p class="file file-problem">${words.refused[file.reason]}</p>`;
    case 'expired':
      return html`<p class="file file-problem">${words.expired}</p>`;
    case 'lost':
      return html`<p class="file file-problem">${words.lost}</p>`;
    default:
      return unreachable(file);
  }
}

/** What the family (or the reception's phone) sent, as it is. */
function contentHtml(context: CardContext, request: InboxRequest, message: ThreadMessage, content: InboundContent, file: FileState | undefined): Html {
  const { locale } = context.page;
  const label = inboundLabel(content, locale);
  switch (content.kind) {
    case 'text':
      return html`<p class="said">${content.body}</p>`;
    case 'button':
      return html`<p class="said"><span class="label">${label}</span> «\u00A0${content.text}\u00A0»</p>`;
    case 'interactive':
      return html`<p class="said"><span class="label">${label}</span> «\u00A0${content.title}\u00A0»</p>`;
    case 'image':
    case 'audio':
    case 'video':
    case 'document':
    case 'sticker':
      return html`<p class="label">${label}</p>${fileHtml(context, request, message, label, file, content.media.filename)}${content.media.caption ? html`<p class="said">${content.media.caption}</p>` : null}`;
    case 'location': {
      const place = placeWords(content, locale);
      return html`<p class="said"><span class="label">${label}</span> ${[content.name, content.address].filter(Boolean).join(', ')} ${place.coordinates} <a href="${place.map}" rel="noopener noreferrer" target="_blank">${THREAD_WORDS[locale].file.map}</a></p>`;
    }
    case 'contacts':
      return html`<p class="said"><span class="label">${label}</span> ${content.cards.map((card) => `${card.name} ${card.phones.join(', ')}`.trim()).join(' ; ')}</p>`;
    case 'reaction':
      return html`<p class="said"><span class="label">${label}</span> ${content.emoji}</p>`;
    case 'unknown':
      return html`<p class="said unreadable">${label}</p>`;
    default:
      return unreachable(content);
  }
}

/** Who wrote a message, and what it says. */
function partsOf(context: CardContext, request: InboxRequest, message: ThreadMessage): { who: string; said: Html } {
  const { locale } = context.page;
  const words = THREAD_WORDS[locale];
  if (isVisitPurpose(message.purpose)) return { who: words.who.centre, said: html`<p class="said">${VISIT_WORDS[locale].purposes[message.purpose]}</p>` };
  const body = readThreadBody(message.purpose, message.body);
  if (!body) return { who: words.who.centre, said: html`<p class="said unreadable">${inboundLabel({ kind: 'unknown', type: message.purpose, error: '' }, locale)}</p>` };
  switch (body.purpose) {
    case 'family':
      return { who: words.who.family(body.profileName ?? null), said: contentHtml(context, request, message, body.content, body.file) };
    case 'echo':
      return { who: words.who.echo, said: contentHtml(context, request, message, body.content, body.file) };
    case 'reply':
      return { who: words.who.staff(message.by), said: html`<p class="said">${body.text}</p>` };
    case 'stop':
      return { who: words.purposes.stop, said: html`<p class="said">${body.text}</p>` };
    case 'reengage':
      return { who: words.who.staff(message.by), said: html`<p class="said">${reengageMessage(request.reference, body.locale).text}</p>` };
    default:
      return unreachable(body);
  }
}

function messageItem(context: CardContext, request: InboxRequest, message: ThreadMessage): Html {
  const { page } = context;
  const words = THREAD_WORDS[page.locale];
  const { who, said } = partsOf(context, request, message);
  const out = message.direction === 'out';
  const unread = !out && message.state === 'delivered';
  return html`<li class="message message-${message.direction}${unread ? ' unread' : ''}"><p class="message-meta"><span class="who">${who}</span> <time datetime="${machineTime(message.at)}">${moment(message.at, page.now, page.locale)}</time>${
    out ? html` <span class="ticks ticks-${message.state}">${words.ticks[message.state]}</span>` : null
  }</p>${said}${out && message.error ? html`<p class="message-error">${message.error}</p>` : null}</li>`;
}

/** The messages of a thread, oldest first. */
export const messageList = (context: CardContext, request: InboxRequest, messages: readonly ThreadMessage[]) =>
  html`<ol class="thread-messages">${messages.map((message) => messageItem(context, request, message))}</ol>`;

/** The thread's part of a card: none while nobody wrote; its last messages, a count and the link to the rest, the reply box. */
export function threadPanel(context: CardContext, request: InboxRequest, nameId: string): Html | null {
  const { thread } = request;
  if (!thread) return null;
  const { page, key } = context;
  const words = THREAD_WORDS[page.locale];
  const link = `${INBOX_PATHS.thread}?${new URLSearchParams({ [ACTION_FIELDS.id]: request.id, [ACTION_FIELDS.lang]: page.locale }).toString()}`;
  // On a card of the list, its last messages, the thread's page a link away; on that page, the page before its first message.
  const { paging } = thread;
  const first = thread.last[0];
  const hidden = paging ? paging.older : thread.count - thread.last.length;
  const olderLink = paging && first ? `${link}&${new URLSearchParams({ [ACTION_FIELDS.before]: String(first.at), [ACTION_FIELDS.message]: first.id }).toString()}` : link;
  // « STOP »: the consent withdrawn by the family itself (its journal's line has no member of staff).
  const stopped = (request.journal ?? []).some((entry) => entry.action === 'consent' && !entry.by);
  return html`<section class="thread" aria-labelledby="${key}-thread"><h3 id="${key}-thread" class="thread-heading">${words.heading} <span class="thread-count">${words.count(thread.count)}</span>${
    thread.unread > 0 ? html` <span class="thread-new">${words.unread(thread.unread)}</span>` : null
  }</h3>
${stopped ? html`<p class="thread-stopped">${words.stopped}</p>` : null}
${hidden > 0 ? html`<p class="thread-older"><a href="${olderLink}">${words.older(hidden)}</a></p>` : null}
${messageList(context, request, thread.last)}
${paging?.later ? html`<p class="thread-later"><a href="${link}">${words.later}</a></p>` : null}
${thread.unread > 0 && hidden === 0 ? html`<p class="thread-open"><a href="${link}">${words.heading}</a></p>` : null}
${threadReply(context, request, nameId)}
</section>`;
}

import type { Locale } from '@/lib/i18n';
import { ACTION_FIELDS, INBOX_PATHS, inboxUrl, readInboxQuery, type InboxView, type StaffMember } from '../inbox/model';
import { renderInboxPage } from '../inbox/render';
import { messagesHeld, type Settings } from '../settings';
import type { ThreadCursor } from '../thread/model';
import { readStored } from '../whatsapp/media';
import { mediaResponse, rangeAsked } from '../whatsapp/media-response';
import { mediaBucketOf } from '../whatsapp/r2';
import type { Env } from '../worker-env';
import { formOf, ID, page } from './inbox-http';
import { inboxOf } from './site';

/*
 * A family's WhatsApp thread in the inbox (issue 82), behind Access as every inbox route (routes/inbox.ts checks the
 * visitor before it hands over):
 *   GET  /inbox/thread?id=…      the request's card with its thread's messages (the last THREAD_PAGE_ROWS, or those before
 *                                `before` and `m`: the « earlier messages » link); opened by
 *                                her who holds it, or while nobody does, the family's messages read, and Meta told
 *   POST /inbox/reply            a member of staff's message (its words, or the template), then 303 with its flash
 *   GET  /inbox/media?id=…&m=…   a family's file, from the R2 bucket, with its guards (whatsapp/media-response.ts:
 *                                Content-Disposition, nosniff, a sandbox CSP; never HTML), a player's range honoured
 *   POST /inbox/retry            « Réessayer » on a file not fetched yet
 */

export const THREAD_PATHS: readonly string[] = [INBOX_PATHS.thread, INBOX_PATHS.reply, INBOX_PATHS.media, INBOX_PATHS.retry];

/** A message's id on its thread (a wamid, or the gateway's own). */
const MESSAGE_ID = /^[\x21-\x7E]{1,512}$/;

/** A reply's form: its words (4,096 characters, each up to 9 bytes once encoded) and its fields. */
const REPLY_FORM_BYTES = 48 * 1_024;

/** The page's end, when the link of earlier messages names one: a time in ms and a message's id. */
function cursorOf(query: URLSearchParams): ThreadCursor | undefined {
  const at = Number(query.get(ACTION_FIELDS.before) ?? '');
  const id = query.get(ACTION_FIELDS.message) ?? '';
  return Number.isSafeInteger(at) && at > 0 && MESSAGE_ID.test(id) ? { at, id } : undefined;
}

async function threadPage(env: Env, settings: Settings, url: URL, staff: StaffMember, locale: Locale): Promise<Response> {
  const id = url.searchParams.get(ACTION_FIELDS.id) ?? '';
  if (!ID.test(id)) return page(url, 404, null);
  const inbox = inboxOf(env);
  const before = cursorOf(url.searchParams);
  const found = await inbox.threadPage({ id, staff, ...(before ? { before } : {}) });
  if (!found) return page(url, 404, null);
  const { request } = found;
  const view: InboxView = request.state === 'done' ? 'done' : request.state === 'open' ? 'open' : request.takenBy === staff.name ? 'mine' : 'team';
  const { counts, now, openDays } = await inbox.list({ view, email: staff.email });
  const thread = request.thread ? { ...request.thread, last: found.messages, unread: 0, paging: { older: found.older, later: before !== undefined } } : undefined;
  const held = messagesHeld(settings);
  const html = renderInboxPage({
    locale,
    staff,
    view,
    requests: [{ ...request, ...(thread ? { thread } : {}) }],
    counts,
    now,
    openDays: openDays ?? null,
    junkHours: settings.keep.junkHours,
    ...(held.length > 0 ? { messagesHeld: held } : {}),
  });
  return page(url, 200, html);
}

async function reply(request: Request, env: Env, url: URL, staff: StaffMember): Promise<Response> {
  const form = await formOf(request, url, REPLY_FORM_BYTES);
  if (form instanceof Response) return form;
  const back = readInboxQuery(new URLSearchParams({ view: form.get(ACTION_FIELDS.view) ?? '', lang: form.get(ACTION_FIELDS.lang) ?? '' }));
  const id = form.get(ACTION_FIELDS.id) ?? '';
  if (!ID.test(id)) return page(url, 303, null, { Location: inboxUrl(back) });
  const template = form.get(ACTION_FIELDS.template);
  const fields = { text: (form.get(ACTION_FIELDS.text) ?? '').slice(0, 20_000), key: (form.get(ACTION_FIELDS.key) ?? '').slice(0, 64), ...(template === 'reengage' ? { template } : {}) };
  const replied = await inboxOf(env).reply({ id, staff, fields });
  if (!replied) return page(url, 303, null, { Location: inboxUrl(back) });
  return page(url, 303, null, { Location: inboxUrl({ ...back, flash: { kind: 'reply', reference: replied.reference, said: replied.said } }) });
}

async function media(request: Request, env: Env, url: URL): Promise<Response> {
  const id = url.searchParams.get(ACTION_FIELDS.id) ?? '';
  const message = url.searchParams.get(ACTION_FIELDS.message) ?? '';
  if (!ID.test(id) || !MESSAGE_ID.test(message)) return page(url, 404, null);
  const stored = await inboxOf(env).storedFile(id, message);
  if (!stored) return page(url, 404, null);
  const { object, range } = await readStored(mediaBucketOf(env.MEDIA), stored.key, rangeAsked(request.headers.get('Range')));
  return mediaResponse(object, { head: request.method === 'HEAD', range });
}

async function retry(request: Request, env: Env, url: URL): Promise<Response> {
  const form = await formOf(request, url);
  if (form instanceof Response) return form;
  const back = readInboxQuery(new URLSearchParams({ view: form.get(ACTION_FIELDS.view) ?? '', lang: form.get(ACTION_FIELDS.lang) ?? '' }));
  const id = form.get(ACTION_FIELDS.id) ?? '';
  const message = form.get(ACTION_FIELDS.message) ?? '';
  if (ID.test(id) && MESSAGE_ID.test(message)) await inboxOf(env).retryFile(id, message);
  return page(url, 303, null, { Location: inboxUrl(back) });
}

/** One of the thread's routes (THREAD_PATHS), for a member of staff Access let in. */
export async function threadRoute(request: Request, env: Env, settings: Settings, url: URL, staff: StaffMember, locale: Locale): Promise<Response> {
  const reading = request.method === 'GET' || request.method === 'HEAD';
  switch (url.pathname) {
    case INBOX_PATHS.thread:
      return reading ? threadPage(env, settings, url, staff, locale) : page(url, 405, null, { Allow: 'GET' });
    case INBOX_PATHS.media:
      return reading ? media(request, env, url) : page(url, 405, null, { Allow: 'GET' });
    case INBOX_PATHS.reply:
      return request.method === 'POST' ? reply(request, env, url, staff) : page(url, 405, null, { Allow: 'POST' });
    case INBOX_PATHS.retry:
      return request.method === 'POST' ? retry(request, env, url) : page(url, 405, null, { Allow: 'POST' });
    default:
      return page(url, 404, null);
  }
}

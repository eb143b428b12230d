import { visitorOf } from '../access';
import { readLimited } from '../http';
import { INBOX_ASSETS, type InboxAsset } from '../inbox/assets';
import { FORM_MAX_BYTES, formOf, ID, inboxHeaders, page, REFUSED_PAGE, sameOrigin } from './inbox-http';
import { ACTION_FIELDS, ACTIONS, COUNT_CAP, GROUP_PATTERN, INBOX_ACTIONS, INBOX_PATHS, INBOX_VIEWS, inboxUrl, readInboxQuery, type InboxAction } from '../inbox/model';
import { renderInboxPage, renderNotStaff } from '../inbox/render';
import { reportCsv, reportFileName } from '../report/csv';
import { renderReportPage } from '../report/render';
import { unreachable } from '@/lib/closed-set';
import type { Locale } from '@/lib/i18n';
import { inboxOpen, messagesHeld, type Settings } from '../settings';
import type { Env } from '../worker-env';
import { siteRules } from '../rules';
import { fetchMedia, mediaSettingsOf, readStored } from '../whatsapp/media';
import { mediaBucketOf } from '../whatsapp/r2';
import { mediaResponse, rangeAsked } from '../whatsapp/media-response';
import { inboxOf } from './site';
import { THREAD_PATHS, threadRoute } from './thread';

/*
 * The staff's inbox at /inbox/ on the gateway's own origin (docs/gateway-inbox.md), behind
 * Cloudflare Access; every call checked here for Access's signed assertion (access.ts), whatever stands in
 * front. Its pages are drawn by inbox/render.ts from what the inbox's Durable Object keeps.
 *
 *   GET  /inbox/                  a view (open, check and one of its groups or its sweep to confirm, junk, mine,
 *                                 done), in French or English, with the last action's flash
 *   GET  /inbox/inbox.js?v=…      its script (inbox/assets.ts), kept for good at its version; its stylesheet is inline in
 *                                 each page (inbox/sheet.ts)
 *   POST /inbox/<action>          take, release, done, junk, not-junk, junk-group, empty-junk: a form (ACTION_FIELDS),
 *                                 from this origin alone, then 303 to the view it came from (POST, redirect, GET: a
 *                                 reload sends nothing)
 *   POST /inbox/outcome           a call's outcome, in a tap (issue 73), as an action; « Appelée » with a day, a time
 *                                 and where agrees a visit (issue 77)
 *   POST /inbox/visit             a step on a visit: « Déplacer », « Annuler », a result, « Ne plus envoyer de
 *                                 messages » (issues 77, 83)
 *   GET  /inbox/thread, /inbox/media; POST /inbox/reply, /inbox/retry   a family's WhatsApp thread (issue 82: thread.ts)
 *   GET  /inbox/report/, .../report.csv   the centre's report (issue 73), and its rows as CSV: nothing personal in either
 *
 * Closed (404) while Access or STAFF_NAMES is not set; refused (403) without a valid assertion; a signed-in
 * address that is not staff sees renderNotStaff. No refusal says anything of a request or a person.
 */


/**
 * A file at the address the pages name (its version: INBOX_SCRIPT_URL) is kept for good, a tap on a warm phone asking
 * nothing; at any other (a page from before a deploy) it is asked again each time, « 304, unchanged » by its ETag.
 */
function assetResponse(request: Request, url: URL, asset: InboxAsset): Response {
  const headers = inboxHeaders(url, asset.type);
  const etag = `"${asset.version}"`;
  headers.set('Cache-Control', url.search === `?v=${asset.version}` ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  headers.set('ETag', etag);
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : asset.body, { headers });
}





/**
 * What an action's form names, as the inbox reads it (model.ts, ACTIONS), or null when it is not that: a request's id;
 * a group's key, its mark (« Toutes indésirables », which comes back to « À vérifier », the group gone); « Indésirables »
 * itself, which « Tout effacer » names by nothing.
 */
function targetOf(target: (typeof ACTIONS)[InboxAction], form: URLSearchParams, group: string): string | null {
  switch (target) {
    case 'request': {
      const id = form.get(ACTION_FIELDS.id) ?? '';
      return ID.test(id) ? id : null;
    }
    case 'group':
      return GROUP_PATTERN.test(group) ? group : null;
    case 'bin':
      return 'all';
    default:
      return unreachable(target);
  }
}

async function act(request: Request, env: Env, settings: Settings, url: URL, action: InboxAction, staff: { email: string; name: string }): Promise<Response> {
  const form = await formOf(request, url);
  if (form instanceof Response) return form;
  const group = form.get(ACTION_FIELDS.group) ?? '';
  const back = readInboxQuery(new URLSearchParams({ view: form.get(ACTION_FIELDS.view) ?? '', lang: form.get(ACTION_FIELDS.lang) ?? '', group }));
  const id = targetOf(ACTIONS[action], form, group);
  if (id === null) return page(url, 303, null, { Location: inboxUrl(back) });
  // What the confirmation or the list showed ends at its newest request.
  const until = Number(form.get(ACTION_FIELDS.until) ?? Number.NaN);
  if (ACTIONS[action] !== 'request' && !Number.isSafeInteger(until)) return page(url, 303, null, { Location: inboxUrl(back) });
  // And it takes the requests the page named, no other: nothing is filed as junk or deleted unseen.
  const ids = ACTIONS[action] === 'request' ? [] : form.getAll(ACTION_FIELDS.id).filter((one) => ID.test(one)).slice(0, COUNT_CAP);
  const flash = await inboxOf(env).act({ action, id, ids, staff, junkHours: settings.keep.junkHours, ...(Number.isSafeInteger(until) ? { until } : {}) });
  // Taken: to « À moi », where her card now is, with the call and its outcome (« À prendre » no longer holds it).
  const next = flash.kind === 'taken' ? { view: 'mine' as const, group: undefined } : action === 'junk-group' ? { group: undefined } : {};
  return page(url, 303, null, { Location: inboxUrl({ ...back, ...next, flash }) });
}

/** « Appelée », « Pas de réponse » (and when she calls again), « Message WhatsApp envoyé »: then 303 to the view it came from. */
async function outcome(request: Request, env: Env, url: URL, staff: { email: string; name: string }): Promise<Response> {
  const form = await formOf(request, url);
  if (form instanceof Response) return form;
  const back = readInboxQuery(new URLSearchParams({ view: form.get(ACTION_FIELDS.view) ?? '', lang: form.get(ACTION_FIELDS.lang) ?? '', group: form.get(ACTION_FIELDS.group) ?? '' }));
  const id = form.get(ACTION_FIELDS.id) ?? '';
  if (!ID.test(id)) return page(url, 303, null, { Location: inboxUrl(back) });
  const field = (name: string) => (form.get(name) ?? '').slice(0, 20);
  const choice = (name: string) => (form.get(name) ?? '').slice(0, 100);
  const fields = {
    result: field(ACTION_FIELDS.result),
    callback: field(ACTION_FIELDS.callback),
    date: field(ACTION_FIELDS.date),
    time: field(ACTION_FIELDS.time),
    // « Appelée » with a day and a time: the visit's place and who (issue 77), choices of the page's lists.
    place: field(ACTION_FIELDS.place),
    district: choice(ACTION_FIELDS.district),
    with: choice(ACTION_FIELDS.with),
  };
  const flash = await inboxOf(env).record({ id, staff, fields });
  return page(url, 303, null, { Location: inboxUrl({ ...back, flash }) });
}

/** « Déplacer », « Annuler », a result, « Ne plus envoyer de messages » on a request (issues 77, 83): then 303 to the view it came from. */
async function visitStep(request: Request, env: Env, url: URL, staff: { email: string; name: string }): Promise<Response> {
  const form = await formOf(request, url);
  if (form instanceof Response) return form;
  const back = readInboxQuery(new URLSearchParams({ view: form.get(ACTION_FIELDS.view) ?? '', lang: form.get(ACTION_FIELDS.lang) ?? '' }));
  const id = form.get(ACTION_FIELDS.id) ?? '';
  if (!ID.test(id)) return page(url, 303, null, { Location: inboxUrl(back) });
  const field = (name: string) => (form.get(name) ?? '').slice(0, 100);
  const fields = { step: field(ACTION_FIELDS.step), date: field(ACTION_FIELDS.date), time: field(ACTION_FIELDS.time), place: field(ACTION_FIELDS.place), district: field(ACTION_FIELDS.district), with: field(ACTION_FIELDS.with), reason: field(ACTION_FIELDS.reason), result: field(ACTION_FIELDS.result) };
  const acted = await inboxOf(env).visitAct({ id, staff, fields });
  return page(url, 303, null, { Location: inboxUrl({ ...back, flash: acted }) });
}

/** The centre's report (report/render.ts), or its rows as CSV (report/csv.ts): staff only, as every page here. */
async function report(request: Request, env: Env, url: URL, locale: Locale): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return page(url, 405, null, { Allow: 'GET' });
  const rows = await inboxOf(env).report();
  if (url.pathname === INBOX_PATHS.reportCsv) {
    const headers = inboxHeaders(url, 'text/csv; charset=utf-8');
    headers.set('Content-Disposition', `attachment; filename="${reportFileName(rows)}"`);
    return new Response(request.method === 'HEAD' ? null : reportCsv(rows, locale), { headers });
  }
  return page(url, 200, request.method === 'HEAD' ? null : renderReportPage({ locale, report: rows }));
}

/**
 * The tests' own routes answer a gateway reached at this machine's loopback address alone (wrangler dev), as no
 * deployed Worker is (Cloudflare routes it by its name), beside their settings (settings.ts: Access's local stand-in).
 */
const onThisMachine = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

/** The tests' own (TEST_CLOCK): POST a form with `to`, an instant; the inbox's clock is moved forward to it, and its alarm runs. */
async function moveClock(request: Request, env: Env, url: URL): Promise<Response> {
  if (request.method !== 'POST' || !sameOrigin(request, url)) return page(url, 403, null);
  const to = Number(new URLSearchParams((await readLimited(request, FORM_MAX_BYTES).catch(() => null)) ?? '').get('to'));
  if (!Number.isSafeInteger(to)) return page(url, 400, null);
  return new Response(JSON.stringify({ now: await inboxOf(env).moveClock(to) }), { headers: inboxHeaders(url, 'application/json') });
}

const MEDIA_KEY = /^media\/[A-Za-z0-9_-]{22}$/;

/**
 * The families' files in the gateway's R2 bucket, as the tests alone reach them (METER_ROWS, on this machine: until the
 * inbox's card shows them, issue 82.4): `media`, a media id of Meta's (the local fake's), fetched and stored
 * (whatsapp/media.ts); `stored`, a key, its file as the staff would get it; `forget`, a key, deleted.
 */
async function mediaHook(request: Request, form: URLSearchParams, env: Env, settings: Settings, json: (body: unknown) => Response): Promise<Response> {
  const id = form.get('media');
  if (id !== null) return json(await fetchMedia({ mediaId: id, mimeType: '', sha256: '', caption: '', filename: form.get('filename') ?? '', voice: false, animated: false }, { fetch: (input, init) => fetch(input, init), bucket: mediaBucketOf(env.MEDIA), settings: mediaSettingsOf(settings) }));
  const key = form.get('stored') ?? form.get('forget') ?? '';
  if (!MEDIA_KEY.test(key)) return new Response(null, { status: 400 });
  if (form.has('forget')) {
    await env.MEDIA.delete(key);
    return json({ deleted: key });
  }
  const { object, range } = await readStored(mediaBucketOf(env.MEDIA), key, rangeAsked(request.headers.get('Range')));
  return mediaResponse(object, { range });
}

/**
 * GET: the rows written and read, and the alarms set, since the inbox started; POST (a form): with `at`, an instant,
 * the sweep as of then, then the same; with `journal`, a request's id, its journal as kept; with `rewrite`, an id,
 * the statements no route runs tried on its journal (tests/gateway/worker/journal.ts: the database refuses them);
 * with `media`, `stored` or `forget`, a family's file (mediaHook).
 */
async function meter(request: Request, env: Env, settings: Settings, url: URL): Promise<Response> {
  const inbox = inboxOf(env);
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: inboxHeaders(url, 'application/json') });
  if (request.method === 'GET') return json(await inbox.meter());
  if (request.method !== 'POST' || !sameOrigin(request, url)) return page(url, 403, null);
  const form = new URLSearchParams((await readLimited(request, FORM_MAX_BYTES).catch(() => null)) ?? '');
  if (['media', 'stored', 'forget'].some((name) => form.has(name))) return mediaHook(request, form, env, settings, json);
  const thread = form.get('thread');
  if (thread !== null) return ID.test(thread) ? json({ messages: await inbox.threadOf(thread) }) : page(url, 400, null);
  const id = form.get('journal') ?? form.get('rewrite');
  if (id !== null) return ID.test(id) ? json(form.has('rewrite') ? await inbox.rewriteJournal(id) : { journal: await inbox.journalOf(id) }) : page(url, 400, null);
  const at = Number(form.get('at'));
  if (!Number.isSafeInteger(at)) return page(url, 400, null);
  return json(await inbox.sweepAt(at));
}

export async function inboxRoute(request: Request, env: Env, settings: Settings, url: URL): Promise<Response> {
  if (!inboxOpen(settings)) {
    console.error(`Inbox closed: ${settings.inboxProblems.join(' ')}`);
    return page(url, 404, null);
  }
  if (url.pathname === '/inbox') return page(url, 308, null, { Location: INBOX_PATHS.page });
  const visitor = await visitorOf(request, settings.access);
  if (visitor.kind === 'nobody') return page(url, 403, REFUSED_PAGE);
  const query = readInboxQuery(url.searchParams, [...settings.access.staff.values()]);
  if (visitor.kind === 'stranger') return page(url, 403, renderNotStaff(query.locale));
  const asset = INBOX_ASSETS[url.pathname];
  const action = INBOX_ACTIONS.find((one) => INBOX_PATHS.action(one) === url.pathname);
  if (request.method === 'POST' && action) return act(request, env, settings, url, action, visitor.staff);
  if (request.method === 'POST' && url.pathname === INBOX_PATHS.outcome) return outcome(request, env, url, visitor.staff);
  if (request.method === 'POST' && url.pathname === INBOX_PATHS.visit) return visitStep(request, env, url, visitor.staff);
  if (THREAD_PATHS.includes(url.pathname)) return threadRoute(request, env, settings, url, visitor.staff, query.locale);
  if (url.pathname === INBOX_PATHS.meter && settings.meter && onThisMachine(url)) return meter(request, env, settings, url);
  if (url.pathname === INBOX_PATHS.clock && settings.testClock && onThisMachine(url)) return moveClock(request, env, url);
  if (url.pathname === INBOX_PATHS.report.slice(0, -1)) return page(url, 308, null, { Location: INBOX_PATHS.report });
  if (request.method !== 'GET' && request.method !== 'HEAD') return page(url, 405, null, { Allow: action ? 'POST' : 'GET' });
  if (asset) return assetResponse(request, url, asset);
  if (url.pathname === INBOX_PATHS.report || url.pathname === INBOX_PATHS.reportCsv) return report(request, env, url, query.locale);
  if (url.pathname !== INBOX_PATHS.page) return page(url, 404, null);
  const view = INBOX_VIEWS.includes(query.view) ? query.view : 'open';
  const { requests, groups, sweep, counts, now, openDays } = await inboxOf(env).list({ view, email: visitor.staff.email, ...(query.group ? { group: query.group, sweep: query.sweep === true } : {}) });
  // What a visit's forms offer: the districts the site publishes (none while unread), the staff's first names.
  const choices = { districts: (await siteRules(settings))?.districts ?? [], names: [...new Set(settings.access.staff.values())] };
  const held = messagesHeld(settings);
  const html = renderInboxPage({
    choices,
    ...(held.length > 0 ? { messagesHeld: held } : {}),
    locale: query.locale,
    staff: visitor.staff,
    view,
    requests,
    counts,
    now,
    openDays: openDays ?? null,
    junkHours: settings.keep.junkHours,
    ...(groups ? { groups } : {}),
    ...(sweep ? { sweep } : {}),
    ...(query.group ? { group: query.group } : {}),
    ...(query.flash ? { flash: query.flash } : {}),
  });
  return page(url, 200, request.method === 'HEAD' ? null : html);
}

import { visitCopy } from '../../copy/request/visit';
import { formatDayMonth, formatTime } from '../../lib/calendar-format';
import { fill } from '../../lib/i18n';
import { GATEWAY_VISIT_PATHS, type GatewayVisitView, type VisitAnswer } from '../../lib/request/gateway/protocol';
import { E2E_GATEWAY_URL } from '../../harness/e2e-build-env';
import { appointmentDay, SITE } from './gateway-helpers';
import type { Page } from '../fixtures';
import type { BrowserContext } from '@playwright/test';

/*
 * The gateway's visit routes faked by routing, as protocol.ts says them (visit-gateway.spec.ts, visit-device.spec.ts):
 * a visit for one token, 404 `unknown` for any other, an answer kept, refused, cut or limited as a test says.
 */

export const TOKEN = 'q3Vb7yK1pZr0Lm9sT2wXcA-7dN2';
export const nbsp = '\u00A0';
export const words = visitCopy.fr;
export const day = appointmentDay();
export const view = (more: Partial<GatewayVisitView> = {}): GatewayVisitView => ({ reference: 'AV-7K3Q', locale: 'fr', revision: 1, date: day, time: '11:00', place: 'home', district: 'Bastos', state: 'booked', ...more });
export const when = (date = day, time = '11:00', locale: 'fr' | 'en' = 'fr') => fill(visitCopy[locale].when, { date: formatDayMonth(date, locale, { weekday: true }), time: formatTime(time, locale) });

export interface Posted {
  path: string;
  body: { token: string; answer?: VisitAnswer };
  headers: Record<string, string>;
}

/** The gateway's visit routes, as protocol.ts says them: the visit for its token, 404 `unknown` for any other; the answer kept. */
export async function fakeVisitRoutes(context: BrowserContext, start: GatewayVisitView | null, { failAnswers = false } = {}) {
  const posted: Posted[] = [];
  let current = start;
  let refuseAnswers = false;
  let limited = false;
  const cors = { 'Access-Control-Allow-Origin': SITE, 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Allow-Methods': 'POST', Vary: 'Origin' };
  await context.route(`${E2E_GATEWAY_URL}/visit**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const path = new URL(request.url()).pathname;
    const body = request.postDataJSON() as Posted['body'];
    posted.push({ path, body, headers: await request.allHeaders() });
    if (path === GATEWAY_VISIT_PATHS.answer && failAnswers) return route.abort('connectionreset');
    if (limited) return route.fulfill({ status: 429, headers: { ...cors, 'Retry-After': '30' }, json: { outcome: 'kept', reason: 'address-limit', retryAfterSeconds: 30 } });
    if (!current || body.token !== TOKEN) return route.fulfill({ status: 404, headers: cors, json: { state: 'unknown' } });
    if (path === GATEWAY_VISIT_PATHS.answer && body.answer && !refuseAnswers) current = { ...current, answer: { kind: body.answer, at: Date.now() } };
    return route.fulfill({ status: 200, headers: cors, json: { state: 'known', visit: current } });
  });
  return {
    posted,
    set: (visit: GatewayVisitView | null) => (current = visit),
    fail: (failing: boolean) => (failAnswers = failing),
    refuse: (refusing: boolean) => (refuseAnswers = refusing),
    limit: (limiting: boolean) => (limited = limiting),
  };
}

/** Every request the page made that left the site, but to the gateway's visit routes. */
export function elsewhere(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(SITE) && !url.startsWith(`${E2E_GATEWAY_URL}/visit`)) seen.push(url);
  });
  return seen;
}

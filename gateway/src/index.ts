import { answer, corsHeaders } from './http';
import { inboxRoute } from './routes/inbox';
import { NOT_SET, siteRoute } from './routes/site';
import { isVisitPath, visitRoute } from './routes/visit';
import { isWebhookPath, webhookRoute } from './routes/webhooks';
import { readSettings, sayRefused } from './settings';
import type { Env } from './worker-env';

export { Inbox } from './store/inbox';
export type { Env } from './worker-env';

/*
 * The request gateway (docs/gateway.md): the one place that holds the providers' keys, and the centre's inbox.
 * The site's pages call its three routes (routes/site.ts: a challenge, a request, a status), and a visit's page its
 * two (routes/visit.ts); the staff open /inbox/ (routes/inbox.ts), behind Cloudflare Access; the messages' providers
 * post their statuses to /webhook/ (routes/webhooks.ts). Whatever throws anywhere is answered with the route's
 * fixed answer, never a stack trace; what a request's handler takes it takes in one transaction of the inbox
 * (store/inbox.ts), so nothing is left half taken to give back.
 */

const isInbox = (pathname: string) => pathname === '/inbox' || pathname.startsWith('/inbox/');

export default {
  async fetch(request, env): Promise<Response> {
    const url = new URL(request.url);
    try {
      const settings = readSettings(env);
      sayRefused(settings);
      if (isInbox(url.pathname)) return await inboxRoute(request, env, settings, url);
      if (isWebhookPath(url.pathname)) return await webhookRoute(request, env, settings, url);
      return await (isVisitPath(url.pathname) ? visitRoute(request, env, settings, url) : siteRoute(request, env, settings, url));
    } catch (error) {
      console.error(`Gateway: ${request.method} ${url.pathname} failed:`, error);
      if (isInbox(url.pathname) || isWebhookPath(url.pathname)) return new Response(null, { status: 500, headers: { 'Cache-Control': 'no-store' } });
      return answer(NOT_SET, corsHeaders(request.headers.get('Origin'), readSettings(env).origins));
    }
  },
} satisfies ExportedHandler<Env>;

/*
 * The inbox's own files, served by the gateway at their paths, and the policy its pages are sent with:
 * nothing inline (no script, no style attribute or element), nothing from another host, no frame.
 */
import { INBOX_PATHS } from './model';
import { INBOX_SCRIPT } from './script';
import { inboxStyle } from './style';

export type InboxAssets = Record<string, { type: string; body: string }>;

/** The files by path, the stylesheet made with the site's design tokens (the text of lib/design-tokens.css: site-tokens.ts). */
export const inboxAssets = (siteTokens: string): InboxAssets => ({
  [INBOX_PATHS.style]: { type: 'text/css; charset=utf-8', body: inboxStyle(siteTokens) },
  [INBOX_PATHS.script]: { type: 'text/javascript; charset=utf-8', body: INBOX_SCRIPT },
});

/*
 * The Content-Security-Policy of every inbox page. `form-action` allows Cloudflare Access's sign-in as well
 * as the inbox: an action posted once the sign-in has expired is redirected there by Access, and a
 * browser holds a form's redirects to the policy too. `img-src data:` is the empty icon the page names,
 * so that a phone asks for no /favicon.ico over a slow link.
 */
export const INBOX_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  "img-src 'self' data:",
  // A family's voice notes and videos (issue 82), from the inbox's own /inbox/media, behind Access.
  "media-src 'self'",
  "connect-src 'self'",
  "form-action 'self' https://*.cloudflareaccess.com",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/*
 * The inbox's own file, served by the gateway at its path, and the policy its pages are sent with: no inline script,
 * no style attribute, one inline stylesheet (the inbox's own, by its hash: sheet.ts), nothing from another host, no frame.
 */
import { INBOX_PATHS } from './model';
import { INBOX_SCRIPT } from './script';
import { INBOX_SHEET } from './sheet';

export type InboxAssets = Record<string, { type: string; body: string }>;

/** The files by path: the page's script. Its stylesheet is in the page itself (sheet.ts), a round trip the fewer. */
export const INBOX_ASSETS: InboxAssets = {
  [INBOX_PATHS.script]: { type: 'text/javascript; charset=utf-8', body: INBOX_SCRIPT },
};

/*
 * The Content-Security-Policy of every inbox page. `form-action` allows Cloudflare Access's sign-in as well
 * as the inbox: an action posted once the sign-in has expired is redirected there by Access, and a
 * browser holds a form's redirects to the policy too. `img-src data:` is the empty icon the page names,
 * so that a phone asks for no /favicon.ico over a slow link.
 */
export const INBOX_CSP = [
  "default-src 'none'",
  // The page's own stylesheet, inline (sheet.ts), and no other: no file, no style attribute.
  `style-src ${INBOX_SHEET.source}`,
  "script-src 'self'",
  "img-src 'self' data:",
  // A family's voice notes and videos (issue 82), from the inbox's own /inbox/media, behind Access.
  "media-src 'self'",
  "connect-src 'self'",
  "form-action 'self' https://*.cloudflareaccess.com",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/*
 * The inbox's own file, served by the gateway at its path, and the policy its pages are sent with: no inline script,
 * no style attribute, one inline stylesheet (the inbox's own, by its hash: sheet.ts), nothing from another host, no frame.
 */
import { INBOX_PATHS } from './model';
import { INBOX_SCRIPT } from './script';
import { base64url } from '../base64';
import { sha256 } from './sha256';
import { INBOX_SHEET } from './sheet';

export interface InboxAsset {
  type: string;
  body: string;
  /** Its bytes' hash, short and fit for a URL: the page names the file with it (`?v=`), its ETag too. */
  version: string;
}

const assetOf = (type: string, body: string): InboxAsset => ({ type, body, version: base64url(sha256(new TextEncoder().encode(body))).slice(0, 16) });

/** The files by path: the page's script. Its stylesheet is in the page itself (sheet.ts), a round trip the fewer. */
export const INBOX_ASSETS: Readonly<Record<string, InboxAsset>> = {
  [INBOX_PATHS.script]: assetOf('text/javascript; charset=utf-8', INBOX_SCRIPT),
};

/**
 * The script's address as every page names it, with its version: an answer to it is kept for good (routes/inbox.ts), so
 * that a tap on a warm phone asks for nothing but the page until a deploy changes the script, and with it the address.
 */
export const INBOX_SCRIPT_URL = `${INBOX_PATHS.script}?v=${INBOX_ASSETS[INBOX_PATHS.script]?.version ?? ''}`;

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

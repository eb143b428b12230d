/*
 * PLACEHOLDER (to be replaced with the inbox's real look): the inbox's own files, served by the gateway
 * at their paths, and the policy its pages are sent with (no inline script or style: everything from here).
 */
import { INBOX_PATHS } from './model';

export const INBOX_ASSETS: Record<string, { type: string; body: string }> = {
  [INBOX_PATHS.style]: { type: 'text/css; charset=utf-8', body: 'body{font-family:system-ui,sans-serif}' },
  [INBOX_PATHS.script]: { type: 'text/javascript; charset=utf-8', body: '' },
};

/** The Content-Security-Policy of every inbox page. */
export const INBOX_CSP =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

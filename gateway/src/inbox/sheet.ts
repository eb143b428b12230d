import { sha256Base64 } from './sha256';
import { SITE_TOKENS } from './site-tokens';
import { inboxStyle } from './style';

/*
 * The inbox's stylesheet as every page carries it: inline, in one <style> of its head (render.ts, htmlDocument), so
 * that a phone draws the list without first asking for a file (on slow 4G, a round trip of half a second before the
 * first paint: docs/records/2026-11-28-inbox-threads.md); and the one source the policy allows it by, its hash
 * (assets.ts, INBOX_CSP: `style-src`, nothing else inline). Both from this one value, made once as the module loads.
 */

export interface InboxSheet {
  /** The stylesheet's text, the site's design tokens in it (style.ts). */
  readonly text: string;
  /** `'sha256-…'`: the policy's source for that text and no other. */
  readonly source: string;
}

export const sheetOf = (text: string): InboxSheet => ({ text, source: `'sha256-${sha256Base64(text)}'` });

export const INBOX_SHEET = sheetOf(inboxStyle(SITE_TOKENS));

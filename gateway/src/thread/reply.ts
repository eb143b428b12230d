/*
 * A member of staff's message to a family from the card (issue 82): its form's fields, and what it came to, one closed
 * table (the flash after it says each in words: inbox/thread-words.ts). Pure.
 */

/**
 * What a reply came to:
 *   sent            Meta took it (its ticks follow on the card)
 *   refused         Meta said no at once (its words on the card)
 *   unknown         Meta did not answer: it may have left; never sent again
 *   window-closed   free text after WhatsApp's 24-hour window: refused here, the template offered
 *   empty           nothing written; too-long: past WhatsApp's 4,096 characters
 *   not-yours       not hers (taken by another, given back, done): take it first
 *   no-number       the request has no number WhatsApp can be written to (an account alone)
 *   off             WhatsApp is not set on this gateway
 *   twice           the same form posted again (a double tap, a reload): nothing sent twice
 */
export const REPLY_OUTCOMES = ['sent', 'refused', 'unknown', 'window-closed', 'empty', 'too-long', 'not-yours', 'no-number', 'off', 'twice'] as const;
export type ReplyOutcome = (typeof REPLY_OUTCOMES)[number];

/** WhatsApp's longest text. */
export const REPLY_MAX = 4_096;

/** The reply's form: the request, the words (none: the template), and the form's own key, drawn with the card (a form posted twice sends once). */
export interface ReplyFields {
  text?: string;
  /** `reengage`: the approved template instead of words. */
  template?: string;
  key?: string;
}

/** A form's key: random, drawn with the card (inbox/thread-reply.ts). */
export const REPLY_KEY = /^[A-Za-z0-9_-]{16,40}$/;

/** The words as sent: their lines kept, their ends trimmed, the controls that could hide words out (a phone's keyboard sends none). */
export const replyText = (typed: string) =>
  typed
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();

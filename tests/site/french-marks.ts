/*
 * The French rule for : ; ! ?, as the typography test holds every text to it: a mark of a sentence
 * wants a no-break space before it (U+00A0, or the narrow U+202F), never a plain one nor none.
 */

/*
 * A mark of punctuation in a sentence is followed by a space, a closing mark or the end of the text;
 * one followed by anything else is a token's, not prose's: a time (10:30), an address (https://,
 * mailto:a@b, ?q=1), a declaration of CSS (color:#fff), a ratio (16:9), a {{placeholder}}. Marks in a
 * row (« ?! ») share one space.
 */
const MARK_IN_A_SENTENCE = /(^|[^\u00A0\u202F:;!?])[:;!?]+(?=$|[\s)\]»”’"'])/u;

/*
 * The spec's alert, kept word for word by decision (« Erreur: … », docs/offline-and-requests.md): what
 * follows it is held to the rule.
 */
const SPEC_ALERT = /^Erreur: /;

/** Whether a French text has a : ; ! ? of a sentence without its no-break space before it. */
export function mistypedMarks(text: string): boolean {
  return MARK_IN_A_SENTENCE.test(text.replace(SPEC_ALERT, ''));
}

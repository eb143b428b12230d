/** Joins the groups of a phone number with no-break spaces, so it never wraps mid-number. */
export function keepTogether(text: string): string {
  return text.replace(/ /g, '\u00A0');
}

/** The E.164 form of a displayed phone number, for tel: links. */
export function telHref(display: string): string {
  return `tel:${display.replace(/[^\d+]/g, '')}`;
}

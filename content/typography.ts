/*
 * French typography: a no-break space before : ; ! ? and inside « », so a sign never starts a line
 * on its own (checked by tests/typography.test.ts). Written once for every content module.
 */
export const nbsp = '\u00A0';

/*
 * A request's short reference, e.g. « AV-7K3Q »: shown to the visitor on the confirmation, in the
 * panel and in the WhatsApp, SMS and e-mail fallbacks, and written on the first line of the e-mail's
 * message. The centre sees a repeat (the same reference twice), and a visitor who calls can quote it.
 *
 * Four characters out of 30 that are hard to misread or mishear (no 0 or O, no 1, I or L, no U): 810 000
 * references. At 70 requests a week, two of the same week share one about once in 300 weeks: it names
 * a request among those of the same days, not for ever.
 */

export const REFERENCE_PREFIX = 'AV-';
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 4;
const REFERENCE = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${LENGTH}}$`);

/** A new reference; `random` gives bytes (crypto.getRandomValues by default). */
export function newReference(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  let code = '';
  while (code.length < LENGTH) {
    for (const byte of random(new Uint8Array(LENGTH * 2))) {
      // 240 = 8 × 30: every character equally likely.
      if (byte < 240 && code.length < LENGTH) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
    }
  }
  return `${REFERENCE_PREFIX}${code}`;
}

export function isReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE.test(value);
}

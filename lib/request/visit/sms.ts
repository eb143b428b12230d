/*
 * An SMS as a phone network carries it (3GPP TS 23.038): in the GSM 7-bit alphabet, 160 characters in one message
 * and 153 in each part of a longer one, an extension character (€ [ ] { } ~ ^ \ |) counting two; any other character
 * sends the whole text in UCS-2, 70 characters alone and 67 a part: the same words cost two or three times as much.
 * The appointment's messages (issue 77) are written for GSM-7 (toGsm7): French's é, è, à, ù and É are in it; the
 * no-break spaces of French typography, the curly apostrophe, « » and the other accented letters are not, and become
 * a space, ', " and their letter without its accent (« août » reads « aout », as the 1990 spelling allows). Pure.
 */

/** GSM 03.38's basic set (LF and CR included; ESC aside). */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Its extension set: each costs two septets (ESC, then the character). */
const EXTENSION = '^{}\\[~]|€';

const isGsm7 = (char: string) => BASIC.includes(char) || EXTENSION.includes(char);

/** What the networks' alphabet has no room for, written with what it has. */
const STAND_INS: Record<string, string> = {
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
  '’': "'",
  '‘': "'",
  '«': '"',
  '»': '"',
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/** The text in GSM-7: each character kept, stood in for, stripped of its accent, or (none of these) a « ? ». */
export function toGsm7(text: string): string {
  return [...text]
    .map((char) => {
      if (isGsm7(char)) return char;
      const stand = STAND_INS[char];
      if (stand !== undefined) return stand;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return [...bare].every(isGsm7) && bare !== '' ? bare : '?';
    })
    .join('');
}

export interface SmsSize {
  encoding: 'gsm7' | 'ucs2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  /** The messages the network bills. */
  segments: number;
}

/** What a text costs to send by SMS. */
export function smsSize(text: string): SmsSize {
  if ([...text].every(isGsm7)) {
    const units = [...text].reduce((sum, char) => sum + (EXTENSION.includes(char) ? 2 : 1), 0);
    return { encoding: 'gsm7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

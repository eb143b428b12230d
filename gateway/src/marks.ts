import { ownWords, type RequestContent } from '@/lib/request/for-gateway';

/*
 * What a request carries that a stranger repeats and families do not share by chance (issue 72): its number, its
 * e-mail address, its message when it is long, its full name. Spam filters look at what a message repeats, not at
 * where it came from: families in Cameroon share their carrier's addresses (carrier-grade NAT), never their
 * numbers. Each is a mark: a keyed hash (HMAC with PROOF_SECRET, as address.ts keeps addresses), never the text,
 * so that the inbox can count what repeats and remember what the staff marked junk without keeping it in clear
 * anywhere but the request itself (store/triage.ts says what the marks decide).
 *
 * What families do share is no mark: an empty or a short message (« Pour ma mère, 82 ans. »), a call-back's day
 * and slot, a service, a body's shape, a lone first name. A name is a weak mark: it groups what repeats, never
 * is marked junk (two families may be called alike; STRONG_MARKS alone are). One mark alone never sets a request
 * apart (issue 78): a sentence people write alike, a number a stranger can borrow.
 */

/** A mark's kind, in the order a group takes its name from: the message, the number, the e-mail, the name. */
export const MARK_KINDS = ['message', 'phone', 'email', 'name'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];
/** How a mark names its kind (`m:…`), in the inbox's tables and a group's link. */
const PREFIX: Record<MarkKind, string> = { message: 'm', phone: 'p', email: 'e', name: 'n' };
/** What no two families share by chance: only these are marked junk (what repeats two of them waits « À vérifier » at once: triage.ts). */
export const STRONG_MARKS: readonly MarkKind[] = ['message', 'phone', 'email'];

/** A message is a mark from this many letters and digits (about eight words): families do not write the same by chance. */
export const MESSAGE_MIN = 40;
/** A name is a mark from two words and this many letters: « Awa » alone, or « Jo Li », is anyone's. */
export const NAME_MIN = 6;

/** Letters and digits only, lower case, accents and marks gone, words apart: « Gagnez  UN Cadeau ! » → « gagnez un cadeau ». */
export function plainWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What each mark is made from, before it is hashed; a kind the request does not carry, or too weak to mean anything, is absent. */
export function markTexts(content: RequestContent): Partial<Record<MarkKind, string>> {
  // A kind carries what its form asks (lib/request/kinds/): a call-back no e-mail and no message.
  const { phone = '', email = '', message = '', fullName = '' } = content.values;
  const texts: Partial<Record<MarkKind, string>> = {};
  const number = phone.trim();
  if (/^\+\d{7,15}$/.test(number)) texts.phone = number.slice(1);
  const address = email.trim().toLowerCase();
  if (address.includes('@')) texts.email = address;
  const words = plainWords(ownWords(message)).replaceAll(' ', '');
  if (words.length >= MESSAGE_MIN) texts.message = words;
  const name = plainWords(fullName);
  if (name.split(' ').length >= 2 && name.replaceAll(' ', '').length >= NAME_MIN) texts.name = name;
  // The request's kind is no part of a mark: a stranger's number is the same in an appointment and a call-back.
  return texts;
}

/** The letters that name the marks' kinds, for a pattern's class. */
export const MARK_LETTERS = Object.values(PREFIX).join('');
/** A mark as the inbox keeps it: its kind's letter and 32 hex characters of an HMAC under the gateway's secret. */
export const MARK_PATTERN = new RegExp(`^[${MARK_LETTERS}]:[0-9a-f]{32}$`);

/** The kind a mark names (its first letter), or null for a name that is no mark (an address's group, from before marks). */
export function kindOfMark(mark: string): MarkKind | null {
  return MARK_PATTERN.test(mark) ? (MARK_KINDS.find((kind) => PREFIX[kind] === mark[0]) ?? null) : null;
}

export const isStrong = (mark: string) => {
  const kind = kindOfMark(mark);
  return kind !== null && STRONG_MARKS.includes(kind);
};

/** The request's marks, in MARK_KINDS' order. */
export async function marksOf(content: RequestContent, secret: string): Promise<string[]> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(`${secret}:mark`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const texts = markTexts(content);
  const marks: string[] = [];
  for (const kind of MARK_KINDS) {
    const text = texts[kind];
    if (text === undefined) continue;
    const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${kind}:${text}`)));
    marks.push(`${PREFIX[kind]}:${[...signature.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`);
  }
  return marks;
}

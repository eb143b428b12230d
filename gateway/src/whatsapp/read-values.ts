/*
 * Reading one value of Meta's webhook as the inbox keeps it (inbound.ts): a stranger's words, cut to a limit, never
 * markup, never a control character that could move the card's text around (bidirectional overrides), an id of
 * printable characters, a number of digits. What is not of the right shape reads as empty, never as a crash. Pure.
 */

/** WhatsApp's limits, and ours beyond them: a text message is 4,096 characters at most, a caption 1,024 (Meta's send limits). */
export const LIMITS = { text: 4_096, caption: 1_024, filename: 240, label: 200, payload: 1_000, name: 100, emoji: 32, type: 40, id: 512, cards: 20, phones: 5 } as const;

// C0 and C1 controls (but the line break and the tab of a text), the bidirectional overrides and isolates, the zero-width
// no-break space: what could reorder or hide a card's words.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** A string cut to `max` UTF-16 units, never in the middle of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const cutText = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cutText) ? cutText.slice(0, -1) : cutText;
}

/** Words the family typed: their lines kept (text, caption) or made one (a name, a label), trimmed and cut. */
export function words(value: unknown, max: number, { lines = false } = {}): string {
  if (typeof value !== 'string') return '';
  const clean = value.replace(CONTROLS, '');
  return cut((lines ? clean.replace(/\r\n?/g, '\n') : clean.replace(/\s+/g, ' ')).trim(), max);
}

/** An id of Meta's (a wamid, a media id): printable ASCII without spaces, at most LIMITS.id; else ''. */
export function idOf(value: unknown): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[\x21-\x7E]{1,512}$/.test(text) ? text : '';
}

/** A phone number as Meta writes it (digits, a `+` or spaces tolerated); '' when it is not one. */
export function digitsOf(value: unknown): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' ? value.replace(/[\s+().-]/g, '') : '';
  return /^\d{6,20}$/.test(text) ? text : '';
}

/** A number Meta may write as a number or as its text (« 4.0511 »), within its bounds; null otherwise. */
export function numberOf(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
}

/** 2009-01-01, before WhatsApp: a timestamp earlier than this is not one. */
const EARLIEST_SECONDS = 1_230_768_000;
/** How far after the post's arrival a message's own time may be (a phone's clock ahead): a day. */
const AHEAD_MS = 86_400_000;

/** A message's time from Meta's `timestamp` (seconds, as text or number), or the post's arrival when it is missing or absurd. */
export function timeOf(value: unknown, receivedAt: number): { at: number; timeGuessed: boolean } {
  const seconds = numberOf(value, EARLIEST_SECONDS, (receivedAt + AHEAD_MS) / 1_000);
  return seconds === null ? { at: receivedAt, timeGuessed: true } : { at: Math.floor(seconds) * 1_000, timeGuessed: false };
}

/** Meta's `true`, and nothing else. */
export const flag = (value: unknown) => value === true;

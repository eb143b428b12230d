import { memberOf, unreachable } from '@/lib/closed-set';

/*
 * What a family's file may be stored as (issue 82.4), and how the inbox gives it back: the types WhatsApp's Cloud API
 * carries (Meta's « Supported media types »: audio aac, amr, mpeg, mp4, ogg (Opus); documents txt, pdf, Word, Excel,
 * PowerPoint; images jpeg, png; stickers webp; video 3gpp, mp4, as AWS's and VTEX's transcriptions of it list them,
 * read November 2026), each with the first bytes a real file of it begins with. A type Meta names is believed only
 * when the bytes agree; bytes that agree with nothing on the list are kept as a download (application/octet-stream);
 * markup (HTML, SVG, XML: anything whose first character is `<`) is never kept, whatever it is called: an HTML file
 * named `.jpg` is refused (mediaVerdict). Pure.
 */

/** How a stored type is given back: shown in the card (an image, a player) or only downloaded. */
export type MediaShows = 'image' | 'audio' | 'video' | 'download';

/** The first bytes each family of files begins with (sniff). */
type Signature = 'jpeg' | 'png' | 'webp' | 'ogg' | 'mp3' | 'aac' | 'amr' | 'iso' | 'pdf' | 'ole' | 'zip' | 'text' | 'any';

export const MEDIA_TYPES = {
  'image/jpeg': { shows: 'image', extension: 'jpg', signature: 'jpeg' },
  'image/png': { shows: 'image', extension: 'png', signature: 'png' },
  'image/webp': { shows: 'image', extension: 'webp', signature: 'webp' },
  'audio/ogg': { shows: 'audio', extension: 'ogg', signature: 'ogg' },
  'audio/mpeg': { shows: 'audio', extension: 'mp3', signature: 'mp3' },
  'audio/aac': { shows: 'audio', extension: 'aac', signature: 'aac' },
  'audio/mp4': { shows: 'audio', extension: 'm4a', signature: 'iso' },
  // No browser plays AMR: the staff download it.
  'audio/amr': { shows: 'download', extension: 'amr', signature: 'amr' },
  'video/mp4': { shows: 'video', extension: 'mp4', signature: 'iso' },
  'video/3gpp': { shows: 'video', extension: '3gp', signature: 'iso' },
  'application/pdf': { shows: 'download', extension: 'pdf', signature: 'pdf' },
  'text/plain': { shows: 'download', extension: 'txt', signature: 'text' },
  'application/msword': { shows: 'download', extension: 'doc', signature: 'ole' },
  'application/vnd.ms-excel': { shows: 'download', extension: 'xls', signature: 'ole' },
  'application/vnd.ms-powerpoint': { shows: 'download', extension: 'ppt', signature: 'ole' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { shows: 'download', extension: 'docx', signature: 'zip' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { shows: 'download', extension: 'xlsx', signature: 'zip' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { shows: 'download', extension: 'pptx', signature: 'zip' },
  'application/octet-stream': { shows: 'download', extension: 'bin', signature: 'any' },
} as const satisfies Record<string, { shows: MediaShows; extension: string; signature: Signature }>;

export type MediaType = keyof typeof MEDIA_TYPES;
export const DOWNLOAD_TYPE = 'application/octet-stream' satisfies MediaType;

/** Other spellings of a listed type (Meta writes video/3gp; phones audio/mp3, image/jpg). */
const ALIASES: Record<string, MediaType> = { 'video/3gp': 'video/3gpp', 'audio/mp3': 'audio/mpeg', 'image/jpg': 'image/jpeg', 'audio/x-m4a': 'audio/mp4', 'audio/opus': 'audio/ogg' };

/** A type as Meta or a header writes it (« audio/ogg; codecs=opus »), read as a listed type, or undefined. */
export function mediaTypeOf(said: unknown): MediaType | undefined {
  if (typeof said !== 'string') return undefined;
  const bare = said.split(';')[0]!.trim().toLowerCase();
  return memberOf(Object.keys(MEDIA_TYPES) as MediaType[], bare) ?? (Object.hasOwn(ALIASES, bare) ? ALIASES[bare] : undefined);
}

/** How many first bytes the verdict reads. */
export const SNIFF_BYTES = 1_024;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function isUtf8Text(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

function matches(signature: Signature, head: Uint8Array): boolean {
  switch (signature) {
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'webp':
      return startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8);
    case 'ogg':
      return startsWith(head, ascii('OggS'));
    case 'mp3':
      // An ID3 tag, or an MPEG audio frame's sync with a layer (AAC's ADTS has none).
      return startsWith(head, ascii('ID3')) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) !== 0);
    case 'aac':
      return startsWith(head, ascii('ADIF')) || (head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0);
    case 'amr':
      return startsWith(head, ascii('#!AMR'));
    case 'iso':
      // ISO base media (mp4, m4a, 3gp): a box of type « ftyp » first.
      return startsWith(head, ascii('ftyp'), 4);
    case 'pdf':
      return startsWith(head, ascii('%PDF-'));
    case 'ole':
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'zip':
      return startsWith(head, ascii('PK\u0003\u0004'));
    case 'text':
      return isUtf8Text(head);
    case 'any':
      return true;
    default:
      return unreachable(signature);
  }
}

/** Markup a browser could run: its first character, past a byte-order mark and white space, is `<` (in UTF-8 or UTF-16). */
export function isMarkup(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(head.subarray(0, SNIFF_BYTES));
  const utf16 = head[0] === 0xfe || head[0] === 0xff ? new TextDecoder(head[0] === 0xfe ? 'utf-16be' : 'utf-16le').decode(head.subarray(0, SNIFF_BYTES)) : '';
  return [text, utf16].some((one) => /^[\uFEFF\s]*</.test(one));
}

/** What the bytes are stored as: the type Meta named when the bytes agree, a download when not, nothing when they are markup. */
export function mediaVerdict(said: unknown, head: Uint8Array): { verdict: 'stored'; type: MediaType } | { verdict: 'refused' } {
  if (isMarkup(head)) return { verdict: 'refused' };
  const type = mediaTypeOf(said);
  return { verdict: 'stored', type: type && matches(MEDIA_TYPES[type].signature, head) ? type : DOWNLOAD_TYPE };
}

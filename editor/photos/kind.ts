/*
 * What a file staff chose really is, read from its first bytes (a name or a browser's type can lie: a
 * « photo.jpg » that is a PDF, an iPhone's HEIC with no type at all), and whether the editor tries to
 * make a photo of it. Pure: editor/photos/prepare.ts reads the bytes and decodes.
 */

export type FileKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic' | 'bmp' | 'svg' | 'pdf' | 'other';

/** How many bytes of the file `fileKind` needs. */
export const HEAD_BYTES = 1024;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The brands of an ISO media file (AVIF and HEIC are both): the major one, then the compatible ones. */
function isoBrands(head: Uint8Array): string[] {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return [];
  const boxSize = Math.min(head.length, (head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!);
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function fileKind(head: Uint8Array, name: string): FileKind {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 2) === 'BM') return 'bmp';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  const brands = isoBrands(head);
  if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  // A drawing: SVG is text (an XML declaration, a comment, then <svg), or gzipped as .svgz.
  const text = new TextDecoder().decode(head).replace(/^\uFEFF/, '').trimStart();
  if ((text.startsWith('<') && /<svg[\s>]/i.test(text)) || /\.svgz?$/i.test(name)) return 'svg';
  return 'other';
}

/** What the editor does with a file: draw it anew as a photo, or refuse it as a drawing or not a picture. */
export function decide(kind: FileKind): 'draw' | 'svg' | 'other' {
  if (kind === 'svg') return 'svg';
  // A picture the browser may be able to read: it is decoded and stored as a JPEG (HEIC only where
  // the browser reads it, Safari; elsewhere the decoding fails and the editor says what to do).
  return kind === 'pdf' || kind === 'other' ? 'other' : 'draw';
}

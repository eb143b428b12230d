/*
 * SHA-256 (FIPS 180-4), synchronous, for the inbox's policy to name its inline stylesheet by its hash (sheet.ts): made
 * once as the module loads, a plain value that the page and the policy's header both read in plain functions. Not
 * WebCrypto, whose digest is a promise; nor node:crypto, which the Worker has not (no nodejs_compat). Held to
 * node:crypto's digest in tests/gateway/inbox-sheet.test.ts. Pure.
 */
import { base64 } from '../base64';

/** The first 64 primes (2 to 311). */
const PRIMES = Array.from({ length: 312 }, (_, n) => n).filter((n) => n > 1 && Array.from({ length: n - 2 }, (_, k) => k + 2).every((d) => n % d !== 0));
/** The first 32 bits of a root's fractional part: the standard's constants, derived as it defines them. */
const fraction = (root: number) => Math.floor((root - Math.floor(root)) * 2 ** 32) >>> 0;
const ROUND = Uint32Array.from(PRIMES.slice(0, 64), (prime) => fraction(Math.cbrt(prime)));
const START = Uint32Array.from(PRIMES.slice(0, 8), (prime) => fraction(Math.sqrt(prime)));

const rotate = (word: number, by: number) => (word >>> by) | (word << (32 - by));

/** The digest of `bytes`, 32 bytes. */
export function sha256(bytes: Uint8Array): Uint8Array {
  const blocks = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  blocks.set(bytes);
  blocks[bytes.length] = 0x80;
  const view = new DataView(blocks.buffer);
  // The message's length in bits, big-endian, in the last 8 bytes.
  view.setUint32(blocks.length - 8, Math.floor(bytes.length / 2 ** 29));
  view.setUint32(blocks.length - 4, (bytes.length * 8) >>> 0);
  const state = START.slice();
  const words = new Uint32Array(64);
  for (let block = 0; block < blocks.length; block += 64) {
    for (let i = 0; i < 16; i += 1) words[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const [back15 = 0, back2 = 0, back16 = 0, back7 = 0] = [words[i - 15], words[i - 2], words[i - 16], words[i - 7]];
      const s0 = rotate(back15, 7) ^ rotate(back15, 18) ^ (back15 >>> 3);
      const s1 = rotate(back2, 17) ^ rotate(back2, 19) ^ (back2 >>> 10);
      words[i] = back16 + s0 + back7 + s1;
    }
    let [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = state;
    for (let i = 0; i < 64; i += 1) {
      const t1 = (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + (ROUND[i] ?? 0) + (words[i] ?? 0)) >>> 0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((word, i) => (state[i] = (state[i] ?? 0) + word));
  }
  const digest = new Uint8Array(32);
  state.forEach((word, i) => new DataView(digest.buffer).setUint32(i * 4, word));
  return digest;
}

/** The digest of a text's UTF-8 bytes, in base64: what a policy's `'sha256-…'` names. */
export function sha256Base64(text: string): string {
  return base64(sha256(new TextEncoder().encode(text)));
}

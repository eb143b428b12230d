import { describe, expect, it } from 'vitest';
import { isReference, newReference, REFERENCE_ALPHABET } from '@/lib/request/reference';

describe('the reference of a request', () => {
  it('reads like AV-7K3Q: four characters that cannot be misread (no 0/O, 1/I/L, U)', () => {
    for (let index = 0; index < 200; index += 1) {
      const reference = newReference();
      expect(reference).toMatch(/^AV-[2-9A-HJKMNP-TV-Z]{4}$/);
      expect(isReference(reference)).toBe(true);
    }
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(30);
  });

  it('draws every character equally: bytes past the last whole round of 30 are thrown back', () => {
    // 239 maps to « Z » (the 30th); 240 and above are skipped, so 7 → the 8th character.
    const bytes = [240, 255, 0, 29, 239, 7, 0, 0];
    expect(newReference(() => Uint8Array.from(bytes))).toBe(`AV-${REFERENCE_ALPHABET[0]}${REFERENCE_ALPHABET[29]}${REFERENCE_ALPHABET[29]}${REFERENCE_ALPHABET[7]}`);
  });

  it('recognises only its own shape', () => {
    for (const other of ['AV-7K3', 'AV-7K3QQ', 'av-7k3q', 'AV-0K3Q', 'XX-7K3Q', '', null, 42]) expect(isReference(other)).toBe(false);
  });

  it('recognises only a string: a kept entry whose reference became a list or an object is not one, whatever its text', () => {
    // A regular expression reads any value as its text: ['AV-7K3Q'] reads « AV-7K3Q ».
    for (const other of [['AV-7K3Q'], { toString: () => 'AV-7K3Q' }]) expect(isReference(other)).toBe(false);
  });
});

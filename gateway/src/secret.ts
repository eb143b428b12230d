/*
 * PROOF_SECRET signs every challenge (proof.ts) and keys the addresses' and the marks' hashes (address.ts, marks.ts):
 * whoever learns it forges proofs for nothing. A challenge is public, and its signature lets anyone try secrets
 * against it offline, as fast as they can compute an HMAC: `x` was found from one challenge in 24 tries, after which
 * forged proofs were « sent » (issue 78). So a secret is refused below a floor, and the gateway answers « not set »
 * as for a missing one (settings.ts, its problems), saying so in its console. The floor is a length and a rough
 * ceiling on what the text can hold (its length times the bits of the characters it draws on), a least number of
 * different characters, and no pattern repeated (issue 83: `0123456789abcdef` twice passed the ceiling); it cannot
 * tell a sentence from a random text, which is why the guide says to generate it (`openssl rand -hex 32`: 64
 * characters, 256 bits). PROOF_SECRET_PREVIOUS, kept after a rotation, meets the same floor.
 */

export const SECRET_MIN_LENGTH = 32;
export const SECRET_MIN_BITS = 128;
/** Fewer different characters than this is no random text (a random hex of 32 never has fewer than 9: issue 83). */
export const SECRET_MIN_DISTINCT = 8;

/** At most what a text can hold, in bits: its length times log2 of how many different characters it uses. */
export function secretBits(secret: string): number {
  const characters = [...secret];
  const distinct = new Set(characters).size;
  return distinct < 2 ? 0 : characters.length * Math.log2(distinct);
}

/** The shortest period of a text: p when each character is the one p before it (a text that never repeats: its length). */
export function periodOf(secret: string): number {
  const characters = [...secret];
  for (let period = 1; period < characters.length; period += 1) {
    if (characters.every((character, index) => index < period || character === characters[index - period])) return period;
  }
  return characters.length;
}

/**
 * Whether a secret is under the floor: short, of few different characters, holding less than SECRET_MIN_BITS, or a
 * pattern repeated (`0123456789abcdef` twice, `abcd` sixteen times: any period of half its length or less, issue 83).
 */
export function isWeakSecret(secret: string): boolean {
  const characters = [...secret];
  return characters.length < SECRET_MIN_LENGTH || new Set(characters).size < SECRET_MIN_DISTINCT || secretBits(secret) < SECRET_MIN_BITS || periodOf(secret) * 2 <= characters.length;
}

/** What the console says of a secret under the floor (never the secret), or null: a missing one is said apart. */
export function weakSecretProblem(secret: string, name = 'PROOF_SECRET'): string | null {
  if (!secret || !isWeakSecret(secret)) return null;
  return `${name} is too weak: at least ${SECRET_MIN_LENGTH} characters of a random text, no pattern repeated (openssl rand -hex 32). The gateway serves nobody until it is replaced.`;
}

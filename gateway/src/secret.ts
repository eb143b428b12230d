/*
 * PROOF_SECRET signs every challenge (proof.ts) and keys the addresses' and the marks' hashes (address.ts, marks.ts):
 * whoever learns it forges proofs for nothing. A challenge is public, and its signature lets anyone try secrets
 * against it offline, as fast as they can compute an HMAC: `x` was found from one challenge in 24 tries, after which
 * forged proofs were « sent » (issue 78). So a secret is refused below a floor, and the gateway answers « not set »
 * as for a missing one (settings.ts, its problems), saying so in its console. The floor is a length and a rough
 * ceiling on what the text can hold (its length times the bits of the characters it draws on); it cannot tell a
 * sentence from a random text, which is why the guide says to generate it (`openssl rand -hex 32`: 64 characters,
 * 256 bits).
 */

export const SECRET_MIN_LENGTH = 32;
export const SECRET_MIN_BITS = 128;

/** At most what a text can hold, in bits: its length times log2 of how many different characters it uses. */
export function secretBits(secret: string): number {
  const characters = [...secret];
  const distinct = new Set(characters).size;
  return distinct < 2 ? 0 : characters.length * Math.log2(distinct);
}

/** What the console says of a secret under the floor (never the secret), or null: a missing one is said apart. */
export function weakSecretProblem(secret: string): string | null {
  if (!secret || ([...secret].length >= SECRET_MIN_LENGTH && secretBits(secret) >= SECRET_MIN_BITS)) return null;
  return `PROOF_SECRET is too weak: at least ${SECRET_MIN_LENGTH} characters of a random text (openssl rand -hex 32). The gateway serves nobody until it is replaced.`;
}

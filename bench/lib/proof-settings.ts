// The proof-of-work's settings as the request gateway issues its challenges (gateway/src/proof.ts and
// settings.ts, PROOF_ALGORITHM and PROOF_DEFAULTS): the bench measures what a visitor's browser gets.
export const PROOF_ALGORITHM = 'PBKDF2/SHA-256';
export const PROOF_DEFAULTS = { cost: 1_000, counterMin: 200, counterMax: 600 } as const;

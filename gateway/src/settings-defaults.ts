import { DEFAULT_NUMBERS as D, GATEWAY_SETTING_ROWS } from '@/lib/gateway-settings';

/*
 * The gateway's defaults by the names the code and the tests already use, each read from its row of
 * lib/gateway-settings.ts (where each says why it is what it is): nothing here is a number of its own.
 */

export { EMAILJS_FREE_MONTH } from '@/lib/gateway-settings';
export const DEFAULT_DAILY_LIMIT = D.DAILY_LIMIT;
/** The proof of work (ALTCHA, PBKDF2/SHA-256): its base work and life, and the requests an address posts a day at that price (price.ts). */
export const PROOF_DEFAULTS = { cost: D.PROOF_COST, counterMin: D.PROOF_COUNTER_MIN, counterMax: D.PROOF_COUNTER_MAX, minutes: D.PROOF_MINUTES, freePerAddress: D.PROOF_FREE_PER_ADDRESS } as const;
/** How long what the inbox keeps stays (docs/gateway.md, « Kept no longer than needed »). */
export const KEEP_DEFAULTS = { doneDays: D.DONE_KEEP_DAYS, junkHours: D.JUNK_HOURS } as const;
export const DEFAULT_NORMAL_DAY = D.NORMAL_DAY;
export const DEFAULT_NOTICE_GAP_SECONDS = D.NOTICE_GAP_SECONDS;
export const DEFAULT_REPEATS_ON_TOP = D.REPEATS_ON_TOP;
/** After « Je m'en occupe » (issue 73), in the centre's open hours. */
export const CLAIM_DEFAULTS = { unclaimedMinutes: D.UNCLAIMED_MINUTES, claimHours: D.CLAIM_HOURS } as const;
export const DEFAULT_PROVIDER_TIMEOUT_SECONDS = D.PROVIDER_TIMEOUT_SECONDS;
export const EMAILJS_DEFAULT_API_URL = GATEWAY_SETTING_ROWS.EMAILJS_API_URL.default;

/*
 * The gateway's settings' defaults (settings.ts reads them), each with why it is what it is: docs/gateway.md,
 * « Settings », says what each setting does.
 */

/**
 * EmailJS's free plan sends 200 e-mails a month. A tenth of it a day: a day of strangers spends at most a
 * tenth of the month, and 20 is twice the centre's busiest day (about 70 requests a week). Beyond it a
 * request is in the inbox without its e-mail copy: the budget holds no request back.
 */
export const EMAILJS_FREE_MONTH = 200;
export const DEFAULT_DAILY_LIMIT = Math.floor(EMAILJS_FREE_MONTH / 10);

/**
 * The proof of work (ALTCHA, PBKDF2/SHA-256): the browser derives `cost`-iteration keys for counters 0, 1, 2…
 * until it finds the one the challenge was made from, drawn between the two bounds. Its time grows with
 * cost × counter; the site's bench (issue 57) measures it on a phone's CPU and sets these. `freePerAddress`:
 * the requests an address posts at that price each day in Yaoundé, before its price grows (twice, then four times
 * at most: price.ts).
 */
export const PROOF_DEFAULTS = { cost: 1_000, counterMin: 200, counterMax: 600, minutes: 30, freePerAddress: 20 } as const;

/** How long what the inbox keeps stays (docs/gateway.md, « Kept no longer than needed »): `junkHours` also how long what repeats what the staff marked junk waits « À vérifier » at once. */
export const KEEP_DEFAULTS = { doneDays: 30, junkHours: 24 } as const;

/**
 * A normal day's requests, for the whole site: the proof grows costlier for everyone, gently, only when a
 * day's volume is far above it (price.ts). The centre's busiest day is about 15 (70 a week); 40 leaves room.
 */
export const DEFAULT_NORMAL_DAY = 40;

/**
 * The least time between two notices of new requests (store/outbox.ts): one that comes within it of the last
 * notice is told with the others of that minute, by reference, in the next. At most NOTICE_GAP_MAX_SECONDS, so
 * that every request is named on the staff's phones within two minutes; in normal life each has its own.
 */
export const DEFAULT_NOTICE_GAP_SECONDS = 60;
export const NOTICE_GAP_MAX_SECONDS = 120;

/**
 * Requests a day that may share a number, an e-mail address, a long message or a full name and still go to
 * « À prendre » (store/triage.ts): a family sends one or two; past them, what repeats waits « À vérifier ».
 */
export const DEFAULT_REPEATS_ON_TOP = 3;

/**
 * After « Je m'en occupe » (issue 73), in the centre's open hours: a request nobody took for `unclaimedMinutes` is
 * raised again, louder, once; one taken and left without a call's outcome for `claimHours` goes back to « À prendre ».
 */
export const CLAIM_DEFAULTS = { unclaimedMinutes: 10, claimHours: 2 } as const;

/**
 * A family's file (a photo, a voice note, a document: issue 82.4) is kept up to this size, in MB; past it the card says so.
 * 16 MB is WhatsApp's own limit for audio and video (documents may be 100); the Worker holds a file whole in memory
 * while it types and stores it (its memory is 128 MB), so the setting is capped at `most`.
 */
export const MEDIA_MAX_MB = { default: 16, most: 32 } as const;

/** A provider that does not answer within this long: its outcome is unknown (never sent again silently). */
export const DEFAULT_PROVIDER_TIMEOUT_SECONDS = 15;

export const EMAILJS_DEFAULT_API_URL = 'https://api.emailjs.com';
/** Brevo's transactional e-mail (docs/request-channels.md, « The gateway's relay: Brevo »). */
export const RELAY_DEFAULT_URL = 'https://api.brevo.com/v3/smtp/email';

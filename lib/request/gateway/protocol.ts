import type { Locale } from '@/lib/i18n';
import type { RequestContent } from '../payload';
import type { MembersWith } from '@/lib/closed-set';
import type { GatewayOutcome } from './outcome';

/*
 * What the pages (and the service worker) and the request gateway (gateway/, a Cloudflare Worker that
 * holds every provider's key) say to each other: one definition, imported by both. The gateway issues
 * a proof-of-work challenge (ALTCHA), the browser solves it in the background, and posts the request
 * with its proof; the gateway checks, sends (EmailJS, then the second channel), tells the staff, and
 * answers with one of the outcomes below. No imports but types: the build's scripts read it as it is.
 */

/** The build's variable, spelled out in full: Next inlines only that form (the worker gets it by define). */
export const GATEWAY_VARIABLES = {
  url: 'NEXT_PUBLIC_REQUEST_GATEWAY_URL',
  /**
   * `1` when the gateway can send an appointment's confirmation and reminder (WhatsApp or SMS set up on it, issue 77):
   * the forms then offer the box that asks for them (the family's consent). Read with the gateway's URL alone.
   */
  visitMessages: 'NEXT_PUBLIC_REQUEST_VISIT_MESSAGES',
} as const;

export function gatewayUrlFromEnv(): string {
  return process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL?.trim() ?? '';
}

/** The gateway's routes, relative to its URL. */
export const GATEWAY_PATHS = {
  /** GET: a fresh ALTCHA challenge (JSON), signed by the gateway, valid a few minutes. */
  challenge: '/challenge',
  /** POST: a request (GatewayRequestBody, JSON), answered with a GatewayAnswer. */
  request: '/request',
  /** POST: what became of requests this device sent (GatewayStatusQuery, JSON), answered with GatewayStatusAnswer. */
  status: '/status',
} as const;

/** What a page posts to the gateway's request route. */
export interface GatewayRequestBody {
  /** The request's id in the outbox (entry.ts): the gateway's idempotency key. */
  id: string;
  /** The visitor's values, the page's language, the reference and the kind: the gateway builds the e-mail (payload.ts). */
  content: RequestContent;
  /**
   * ALTCHA's payload answering a challenge this gateway issued; single-use. altcha-lib v2:
   * `btoa(JSON.stringify({ challenge, solution }))`, the challenge as GET /challenge gave it, the solution
   * from `solveChallenge({ challenge, deriveKey })` with deriveKey of 'altcha-lib/algorithms/web/pbkdf2'
   * (PBKDF2/SHA-256: WebCrypto, in a page, a Web Worker or the service worker).
   */
  proof: string;
  // No honeypot: the form's own stops a robot in the page, and a script posting here never fills one (issue 67).
}

/**
 * What the gateway answers, as JSON, with its HTTP status:
 *   200 sent       delivered now, or already delivered under this id (duplicate: nothing sent again)
 *   429 kept       a limit (per address, or the site's day) holds it back: the page keeps it and tries
 *                  again after retryAfterSeconds (also in Retry-After); never an error to the visitor
 *   503 kept       no provider took it (the account's or the service's fault), or another post of the
 *                  same id is being sent at this moment (pending): kept, tried again later
 *   401 proof      no proof, or a bad, expired or replayed one: fetch a fresh challenge and post again
 *   400/413 refused the request itself is wrong (a check of the form failed, a body too large): refused
 *   403            an origin the gateway does not serve (no JSON body needed)
 */
export type GatewayAnswer =
  | { outcome: 'sent'; duplicate?: boolean }
  | { outcome: 'kept'; reason: 'address-limit' | 'providers'; retryAfterSeconds: number }
  | { outcome: 'proof'; reason: 'missing' | 'invalid' | 'expired' | 'replayed' }
  | { outcome: 'refused'; reason: 'checks' | 'too-large' | 'malformed'; field?: string };

/** Every outcome an answer may have: a page reads an answer by looking its outcome up here (channels/gateway.ts). */
export const ANSWER_OUTCOMES: Readonly<Record<GatewayAnswer['outcome'], true>> = { sent: true, kept: true, proof: true, refused: true };

/** The largest body the gateway reads; a request within the form's limits (values.ts, LIMITS) is far below it. */
export const GATEWAY_MAX_BODY_BYTES = 16 * 1024;

/**
 * What a family's page asks of the requests it sent (the outbox's ids, which only that device holds): no
 * reference, no name, nothing typed. At most GATEWAY_STATUS_MAX_IDS ids a call.
 */
export interface GatewayStatusQuery {
  ids: string[];
}

export const GATEWAY_STATUS_MAX_IDS = 5;

/** The last outcome of the call a member of staff recorded in the inbox (issue 73): one table, its reader's (outcome.ts). */
export type { GatewayOutcome, GatewayOutcomeKind } from './outcome';

/**
 * What became of one request in the centre's inbox, each state with whether someone has it (`by`, `since`):
 *   received  in the inbox, nobody has it yet
 *   taken     a member of staff has it: `by`, her first name as STAFF_NAMES gives it (never an address), since `since` (ms);
 *             `outcome`, her last call's, once she recorded one (a gateway before issue 73 never sends it; a page
 *             before it reads the rest)
 *   done      she finished with it (`by`, `since`: when; `outcome`, the last one recorded)
 *   (taken, done, or received again) `visit`: the visit agreed (issue 77), once there is one: the family's headline; an older page ignores it
 *   unknown   no such request here (never received, swept, or marked junk: a stranger learns nothing)
 */
export const REQUEST_STATES = { received: 'nobody', unknown: 'nobody', taken: 'someone', done: 'someone' } as const;

export type GatewayRequestStatus =
  /**
   * `visit` on `received` alone (issue 83): a visit whose family asked to change it while nobody held the request
   * (« Je dois changer » puts it back to everyone's) is still the family's visit. A gateway before it sends none: the
   * device then keeps the visit it last read.
   */
  | { id: string; state: MembersWith<typeof REQUEST_STATES, 'nobody'>; visit?: GatewayVisit }
  | { id: string; state: MembersWith<typeof REQUEST_STATES, 'someone'>; by: string; since: number; outcome?: GatewayOutcome; visit?: GatewayVisit };

export interface GatewayStatusAnswer {
  statuses: GatewayRequestStatus[];
}

/*
 * A visit (issue 77): the appointment agreed on the phone after « Appelée » with a day and a time: when, where,
 * who comes (at home) or receives (at the centre). It lives in the gateway's inbox beside its request; the family
 * reads it as the headline of its page, on the device that sent the request (the status answer's `visit`) and, on
 * any phone, through the link of its confirmation message (`/rendez-vous/#<token>`: lib/routes.ts, visitPath),
 * which shows only what that message says.
 */

/** Where a visit takes place: at the centre, or at the family's home (in one of the districts the site publishes). */
export const VISIT_PLACES = ['centre', 'home'] as const;
export type VisitPlace = (typeof VISIT_PLACES)[number];

/**
 * Where a visit stands: booked (to come), cancelled (by the staff, with a reason: the family reads only that it
 * is), attended (« Venu »), missed (« Absent »). A moved visit stays booked with its revision one more.
 */
export const VISIT_STATES = ['booked', 'cancelled', 'attended', 'missed'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** The family's answer, one tap each: « Je serai là », « Je dois changer ». */
export const VISIT_ANSWERS = ['coming', 'change'] as const;
export type VisitAnswer = (typeof VISIT_ANSWERS)[number];

/**
 * What a message link shows, and the device that sent the request too (one view of the visit, issue 83): the visit,
 * its request's reference (the calendar file's UID derives from it alone, `${reference}@${host}`: the same across
 * the request's visits, a new one after a cancel included), its page's language.
 */
export interface GatewayVisitView {
  reference: string;
  locale: Locale;
  /** 1 when agreed, one more at each move that changes its day, time or place: a message is sent once per revision and purpose. */
  revision: number;
  /**
   * The calendar file's SEQUENCE: 0 when the request's first visit is agreed, one more at every change the family
   * can see (a move, who comes, a cancel), and on across the request's visits (a new one after a cancel goes on
   * from the cancelled one's), so that a phone's calendar takes the newer file. Absent from an older gateway's
   * answer: the page then counts `revision - 1`.
   */
  sequence?: number;
  /** The first name of who comes or receives (STAFF_NAMES), if the staff named one: the link's page says it too (issue 83). */
  with?: string;
  /** The day (ISO, Yaoundé) and the time (HH:MM, Yaoundé). */
  date: string;
  time: string;
  place: VisitPlace;
  /** At home: the district, one of the site's published list (the staff's choice, never text they typed). */
  district?: string;
  state: VisitState;
  /** The family's last answer, and when (ms). */
  answer?: { kind: VisitAnswer; at: number };
}

/** What the device that sent the request reads besides (its status answer): the link's token to share. */
export interface GatewayVisit extends Omit<GatewayVisitView, 'reference' | 'locale'> {
  /** The link's secret (at least 128 bits, base64url): `${site}${visitPath(locale)}#${token}` opens the visit's page on any phone. */
  token: string;
}

/** What a visit's page posts to GATEWAY_VISIT_PATHS.visit: the token of its address's fragment. */
export interface GatewayVisitQuery {
  token: string;
}

/** What it posts to GATEWAY_VISIT_PATHS.answer: the token, and the family's answer. */
export interface GatewayVisitAnswerBody {
  token: string;
  answer: VisitAnswer;
}

/**
 * The gateway's answer to either: the visit as the message says it (200; an answer it does not take may come as 409
 * with the visit as it stands: the page says why from it, lib/request/visit/answered.ts); or `unknown` (no such token,
 * a wrong or an old one, a request gone: the same answer, status 404, whatever the reason).
 */
export type GatewayVisitReply = { state: 'known'; visit: GatewayVisitView } | { state: 'unknown' };

/** The visit's routes, relative to the gateway's URL (site origins, CORS, the address limit, as the other site routes). */
export const GATEWAY_VISIT_PATHS = {
  /** POST GatewayVisitQuery → GatewayVisitReply. */
  visit: '/visit',
  /** POST GatewayVisitAnswerBody → GatewayVisitReply (the visit after the answer). */
  answer: '/visit/answer',
} as const;

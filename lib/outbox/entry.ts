import type { EmailJsConfig } from '@/lib/appointment/emailjs-config';
import { buildTemplateParams } from '@/lib/appointment/payload';
import type { AppointmentValues, TemplateParams } from '@/lib/appointment/types';
import type { Locale } from '@/lib/i18n';

/*
 * A request the visitor sent while the connection was down, waiting on the device until EmailJS has
 * answered 200. No React and no DOM: the page and the service worker both read and send it.
 */

/** Where EmailJS takes a send, and what its SDK (4.4.1) posts there: the same body leaves from here. */
export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';
export const EMAILJS_LIB_VERSION = '4.4.1';

export interface EmailJsRequest {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: TemplateParams;
}

export type OutboxStatus = 'waiting' | 'failed';

export interface OutboxEntry {
  id: string;
  /** When the visitor pressed « Envoyer » (ms since 1970). */
  createdAt: number;
  /** The language of the page it was sent from: the words the visitor sees about it later. */
  locale: Locale;
  /** What the visitor typed: the WhatsApp, SMS and e-mail fallbacks are written from it. */
  values: AppointmentValues;
  /** Exactly what EmailJS receives. */
  request: EmailJsRequest;
  /** waiting: it leaves at the next chance; failed: EmailJS refused it (4xx), it is never sent again by itself. */
  status: OutboxStatus;
  attempts: number;
  /** What EmailJS answered when it refused the request. */
  refusal?: { status: number; text: string };
  /** While a page or the worker is sending it, nobody else may before this time (ms): see claimRequest. */
  lockedUntil?: number;
  /** Who holds that claim: a sender whose claim ran out cannot renew or release the next sender's. */
  owner?: string;
  /**
   * Set while the page that wrote it sends it for the first time: until that send fails or takes too
   * long, nobody needs to hear of it (no note, no panel). A page that died meanwhile lets it show once
   * its claim has run out.
   */
  quiet?: boolean;
}

/** Whether the visitor should hear of this request: not while its page is still sending it the first time. */
export function isShown(entry: OutboxEntry, now = Date.now()): boolean {
  return !(entry.quiet && (entry.lockedUntil ?? 0) > now);
}

/** A token that names one sender (a page, or one flush of the worker) in its claims. */
export function newSenderId(): string {
  return newId();
}

/** The body the EmailJS SDK would post for these parameters (tests/outbox-entry.test.ts compares them). */
export function emailJsRequest(params: TemplateParams, config: EmailJsConfig): EmailJsRequest {
  return {
    lib_version: EMAILJS_LIB_VERSION,
    user_id: config.publicKey,
    service_id: config.serviceId,
    template_id: config.templateId,
    template_params: params,
  };
}

function newId(): string {
  // randomUUID needs a secure context; localhost and https both are.
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export interface NewEntry {
  values: AppointmentValues;
  /** Put before the message of the e-mail (the English site's note for the centre), '' for none. */
  marker: string;
  config: EmailJsConfig;
  locale: Locale;
  now?: number;
}

/** A new waiting entry: the payload is built once, here, and never changes afterwards. */
export function createEntry({ values, marker, config, locale, now = Date.now() }: NewEntry): OutboxEntry {
  return {
    id: newId(),
    createdAt: now,
    locale,
    values,
    request: emailJsRequest(buildTemplateParams(values, marker), config),
    status: 'waiting',
    attempts: 0,
  };
}

/** What a send attempt came to, as the outbox records it. */
export type SendOutcome =
  | { kind: 'sent' }
  /** EmailJS refused it: sending it again would be refused again. */
  | { kind: 'refused'; status: number; text: string }
  /** No answer, or an answer that may change (5xx, 408, 429): try again later. */
  | { kind: 'retry' };

/** 200 is the only success; 4xx is final but for a timeout and the rate limit; anything else is worth another try. */
export function outcomeOfStatus(status: number, text: string): SendOutcome {
  if (status === 200) return { kind: 'sent' };
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return { kind: 'refused', status, text };
  return { kind: 'retry' };
}

import { loadOnce } from '@/lib/load-once';
import type { EmailJsConfig } from './emailjs-config';
import { describeSendError, type SendFailure } from './send-error';
import type { TemplateParams } from './types';

/*
 * Sends one request through EmailJS and says how it went, in a form the page can show. No React,
 * no DOM: the page uses it, and so can a later retry from a worker (the SDK only reads navigator,
 * location and, when it exists, localStorage).
 */

type EmailJs = Pick<typeof import('@emailjs/browser'), 'send'>;

export type SendResult = { ok: true } | { ok: false; failure: SendFailure };

/** The SDK, fetched once, the first time it is needed; a failed download is tried again next time. */
export const loadEmailJs: () => Promise<EmailJs> = loadOnce(() => import('@emailjs/browser'));

/** Starts the download when the visitor starts filling in, so the send itself does not wait for it. */
export function warmUpEmailJs(): void {
  loadEmailJs().catch(() => {
    // Tried again at the send, where a failure is reported.
  });
}

export interface SendOptions {
  /**
   * The SDK's limitRate: one send per browser per throttle. It stores its timestamp before the request
   * leaves, so a delayed send of a request that already failed must not pass it.
   */
  limitRate?: { id: string; throttle: number };
  /** Where the SDK comes from (tests pass their own). */
  load?: () => Promise<EmailJs>;
}

/** Sends the request; resolves with ok only on a 200 answer, otherwise with what went wrong. */
export async function sendRequest(params: TemplateParams, config: EmailJsConfig, options: SendOptions = {}): Promise<SendResult> {
  const { limitRate, load = loadEmailJs } = options;
  try {
    const { send } = await load();
    const response = await send(config.serviceId, config.templateId, params, {
      publicKey: config.publicKey,
      ...(limitRate ? { limitRate } : {}),
    });
    if (response.status === 200) return { ok: true };
    console.error('Appointment request not sent: unexpected answer', response);
    return { ok: false, failure: describeSendError(response) };
  } catch (error) {
    console.error('Appointment request not sent:', error);
    return { ok: false, failure: describeSendError(error) };
  }
}

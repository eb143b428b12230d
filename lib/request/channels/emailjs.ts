import { answerOfStatus, type Answer } from '../answers';
import { kindOf } from '../kinds';
import { emailJsConfigFromEnv, emailJsTemplateFor, isEmailJsConfigured, type EmailJsConfig } from '../emailjs-config';
import { templateParams, type RequestContent, type TemplateParams } from '../payload';
import type { Channel } from './channel';

/*
 * The spec's channel: the centre's EmailJS account (emailjs-config.ts). Its body and its POST are
 * here, for the first send and for every later one, by a page or by the service worker: the same
 * function and the same stored values, so the bytes are the same by construction. No React, no DOM,
 * nothing but fetch: it runs in the worker too. What the e-mail says is payload.ts's.
 *
 * We post what EmailJS's browser SDK (4.4.1) posts rather than call it: the SDK's fetch has no way to
 * be stopped, and a send must end (SEND_TIMEOUT_MS) for the outbox to know when nobody is sending a
 * request any more (store.ts). Not `keepalive`: Chrome before 81, still on some phones, fails every
 * keepalive request that needs a CORS preflight, which a JSON POST to another origin does.
 */

export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';
export const EMAILJS_LIB_VERSION = '4.4.1';

/** The longest a send may take: then it is stopped, and counts as no answer. */
export const SEND_TIMEOUT_MS = 45_000;

/** The body EmailJS's own SDK (4.4.1) posts; tests/request/request-send.test.ts holds the two side by side. */
export interface EmailJsBody {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: TemplateParams;
}

/**
 * The whole body of the POST, in the order EmailJS's SDK writes it, through the template of the
 * request's kind (emailjs-config.ts): reply_to left empty where that template's auto-reply does not fit.
 */
export function emailJsBody(content: RequestContent, config: EmailJsConfig): EmailJsBody {
  const { templateId, acknowledge } = emailJsTemplateFor(kindOf(content), config);
  const params = templateParams(content);
  return {
    lib_version: EMAILJS_LIB_VERSION,
    user_id: config.publicKey,
    service_id: config.serviceId,
    template_id: templateId,
    template_params: acknowledge ? params : { ...params, reply_to: '' },
  };
}

export interface SendOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Posts a JSON body to `url` and reads the answer (answers.ts, or `read`); never throws. The relay posts through it too (relay.ts). */
export async function postJson(
  url: string,
  body: unknown,
  { timeoutMs = SEND_TIMEOUT_MS, fetch: post = fetch }: SendOptions = {},
  { read = answerOfStatus, headers = {} }: { read?: (status: number, text: string) => Answer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  try {
    const response = await post(url, {
      method: 'POST',
      headers: { 'Content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: stop.signal,
    });
    const answer = read(response.status, await response.text().catch(() => ''));
    if (answer.kind !== 'sent') console.error(`Request not sent: ${new URL(url).host} answered ${response.status}`);
    return answer;
  } catch (error) {
    // Stopped by the timer, no connection, or a connection that dropped on the way.
    console.error('Request not sent:', error);
    if (stop.signal.aborted) return { kind: 'retry', cause: 'timeout' };
    // A Worker (the request gateway) has a navigator without onLine: never « offline » there.
    return { kind: 'retry', cause: typeof navigator !== 'undefined' && 'onLine' in navigator && navigator.onLine === false ? 'offline' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** Posts the body to EmailJS and reads its answer (answers.ts); never throws. */
export function sendToEmailJs(body: EmailJsBody, options: SendOptions = {}): Promise<Answer> {
  return postJson(EMAILJS_SEND_URL, body, options);
}

export function emailJsChannel(config: EmailJsConfig = emailJsConfigFromEnv(), options: SendOptions = {}): Channel {
  return {
    name: 'emailjs',
    configured: isEmailJsConfigured(config),
    send: (content) => sendToEmailJs(emailJsBody(content, config), options),
  };
}

import type { Answer } from '../answers';
import type { Failures } from '../channels/channel';
import type { RequestContent } from '../payload';
import type { NoticeEvent } from './notice';
import { noticeUrlFromEnv } from './notice-config';
import { httpsOrigin } from '../https-origin';
import type { NoticeOptions } from './send';

/*
 * The staff's notice after a try of a request, by whichever sender made the try (the page's
 * « Envoyer », a page or the worker sending what waits). Which event, if any, is the outbox's to say
 * (store.ts, settleRequest): it remembers in the request's entry what was told, so that one notice
 * goes per event, across tabs, reloads and the worker. Without a topic set at build, nothing is sent.
 * The notice's words and POST are fetched only when one is sent (post-notice.ts), as the relay's are.
 */

export interface TellOptions extends NoticeOptions {
  /** The topic's URL; the build's by default. */
  url?: string;
}

/** The event a try comes to when the outbox could not say (no IndexedDB, or it failed): a sent request is told, nothing else. */
export const eventWithoutOutbox = (answer: Answer): NoticeEvent | null => (answer.kind === 'sent' ? 'sent' : null);

/** Sends the notice of `event` for this request; resolves when it has gone or been given up, never rejects. */
export async function tellStaff(event: NoticeEvent | null, content: RequestContent, failures: Failures = {}, { url = noticeUrlFromEnv(), ...options }: TellOptions = {}): Promise<void> {
  if (!event || !httpsOrigin(url)) return;
  // A chunk that cannot be fetched (the connection dropped just then) is a notice given up, never an error.
  await import('./post-notice').then(({ postNoticeOf }) => postNoticeOf(url, event, content, failures, options)).catch(() => null);
}

import type { MediaOutcome } from '../whatsapp/media';
import type { FileState } from './model';

/*
 * What becomes of a family's file after one try of the download (issue 82; whatsapp/media.ts, fetchMedia), and when
 * the next is (store/thread-run.ts runs them from the alarm). Meta's host down, a timeout, the bucket refusing
 * (`unavailable`): tried again 1, 5, 15 minutes on, then every hour, until the media id expires (Meta: 7 days), then
 * `lost`, said on the card with what to ask the family, never dropped silently. Everything else is final. Pure.
 */

/** The waits between tries (the last one repeated). */
export const FILE_RETRY_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;

/** Meta's media ids expire after 7 days (« Media IDs in webhooks expire after 7 days »): a file not fetched by then never will be. */
export const MEDIA_GIVE_UP_MS = 7 * 86_400_000 - 3_600_000;

/** The most files one thread keeps: a stranger's script sending 500 photos fills no bucket and holds no alarm for an hour. */
export const THREAD_FILES_MAX = 50;

/** The file after one try, `tries` before it, of a message the family sent at `sentAt`. */
export function fileAfter(outcome: MediaOutcome, { tries, sentAt }: { tries: number; sentAt: number }, now: number): FileState {
  switch (outcome.outcome) {
    case 'stored':
      return { state: 'stored', key: outcome.key, type: outcome.type, shows: outcome.shows, size: outcome.size, name: outcome.name };
    case 'too-large':
      return { state: 'too-large', size: outcome.size, maxBytes: outcome.maxBytes };
    case 'refused':
      return { state: 'refused', reason: outcome.reason };
    case 'expired':
      return { state: 'expired' };
    case 'unavailable': {
      const next = now + FILE_RETRY_MS[Math.min(tries, FILE_RETRY_MS.length - 1)]!;
      if (next - sentAt > MEDIA_GIVE_UP_MS) return { state: 'lost', reason: outcome.reason.slice(0, 120) };
      return { state: 'waiting', tries: tries + 1, nextAt: next, reason: outcome.reason.slice(0, 120) };
    }
  }
}

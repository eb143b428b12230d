import type { SendFailure } from '@/lib/request/failure';
import type { FailureMessages } from './copy';

/*
 * What went wrong with a send, in words a visitor understands: the alert reads the prefix
 * (« Erreur: ») and the text of its kind, or « Veuillez vérifier la console » when nothing is
 * known; the details always go to the console.
 */

/** The alert's text: the prefix, then what happened (or where to look when nothing is known). */
export function alertText(failure: SendFailure, messages: FailureMessages): string {
  return `${messages.prefix}${failure.kind === 'unknown' ? messages.unknown : messages[failure.kind]}`;
}

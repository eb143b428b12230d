import type { SendFailure } from '@/lib/request/failure';
import type { FailureMessages } from './words';

/*
 * What went wrong with a send, in words a visitor understands: the alert reads the prefix
 * (« Erreur: », the spec's) and the text of its kind; when nothing is known, it says so plainly (the
 * spec's « Veuillez vérifier la console » is not for visitors: they have no console). The details go
 * to the console, for a developer; the alert always comes with the fallbacks.
 */

/** The alert's text: the prefix, then what happened (or where to look when nothing is known). */
export function alertText(failure: SendFailure, messages: FailureMessages): string {
  return `${messages.prefix}${failure.kind === 'unknown' ? messages.unknown : messages[failure.kind]}`;
}

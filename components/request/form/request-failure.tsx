import type { CentreContacts, FallbackWording, KindWords, RequestCopy, RequestKind } from '@/lib/request';
import { FailureAlert } from './failure-alert';
import type { FailureState } from './send-outcome';

/*
 * What a form says when its request was not sent and is not kept, for every kind: « Erreur: » and why, then
 * the same request already written for WhatsApp, SMS or e-mail in its kind's way (or, without its words, the
 * phone).
 */

/** How the request reads when written out for WhatsApp, SMS or e-mail. */
export const wordingOf = (kind: RequestKind, { words, reference }: { words: RequestCopy; reference: string }, choiceLabels: Record<string, string> = {}): FallbackWording => {
  const own = (words.kinds as Partial<Record<RequestKind, KindWords>>)[kind];
  return { copy: words.fallback, locale: words.locale, choiceLabels, reference, kind, ...(own ? { own } : {}) };
};

interface FailureProps {
  kind: RequestKind;
  failure: FailureState;
  /** The sentence before the other ways to send it (the words after « Envoyer »'s by default). */
  intro?: string;
  /** Said when the words after « Envoyer » could not come: « … appelez-nous au {phone}. » */
  unreachable: string;
  contacts: CentreContacts;
  choiceLabels?: Record<string, string>;
}

/** Not sent and not kept: « Erreur: » and why, then the same request already written (or, without its words, the phone). */
export function RequestFailure({ kind, failure, intro, unreachable, contacts, choiceLabels }: FailureProps) {
  const { words, reference } = failure;
  const written = words ? { failures: words.failures, sms: words.outbox.sms, wording: wordingOf(kind, { words, reference }, choiceLabels) } : undefined;
  return <FailureAlert state={failure} written={written} intro={intro ?? words?.failureIntro ?? ''} unreachable={unreachable} contacts={contacts} />;
}

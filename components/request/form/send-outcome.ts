import type { RequestValues, RequestCopy, RequestView, SendFailure } from '@/lib/request';

/*
 * What the « Envoyer » of every form becomes (the appointment form, « Rappelez-moi », an application): each
 * checks its own fields, hands the values to submit() of lib/request through submitChecked (submit-checked.ts),
 * and the form's sending hook shows the result (use-sending.ts).
 */

/** What the visitor is told of a kept request: why it waits, whether it leaves with the page closed, until when it is tried. */
export interface KeptFacts {
  cause?: RequestView['cause'];
  inBackground: boolean;
  expiresAt: number;
}

/** What became of a send; `Errors` are the form's own fields'. */
export type Sending<Errors> =
  | { kind: 'invalid'; errors: Errors }
  | { kind: 'sent' | 'kept'; values: RequestValues; words: RequestCopy; kept?: KeptFacts }
  | { kind: 'refused'; failure: SendFailure; values: RequestValues; words: RequestCopy }
  /** Its code or words could not come (offline from the first touch): the form says so in its own words. */
  | { kind: 'unreachable'; failure: SendFailure }
  /** A fault of ours (a bug): told as a failure nobody can explain, with the fallbacks when their words came. */
  | { kind: 'broken'; words: RequestCopy | null };

/** It left, or it waits on the device; the words that say so come with it. */
export type SentOutcome = { kind: 'sent' | 'kept'; values: RequestValues; reference: string; words: RequestCopy; kept?: KeptFacts };
export type FailureState = { failure: SendFailure; values: RequestValues | null; reference: string; words: RequestCopy | null };

/** The request's code or words did not come: offline, or the network failed. */
export const unreachable = () => ({ kind: 'unreachable', failure: { kind: navigator.onLine ? 'network' : 'offline' } }) as const;

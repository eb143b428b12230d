import type { OutboxCopy, OutcomeWords, WaitCause } from '@/lib/request';

/*
 * What a request kept on the device says of why it waits (lib/request/answers.ts, its cause), one row a cause, read
 * by the outcome after « Envoyer » (request-outcome.tsx) and the panel of the form page (outbox-panel.tsx): a cause
 * added is a row the compiler asks for here, never a sentence a ternary picks by default.
 */

/** Its words by cause: what the outcome says it is kept for, and the panel's title, reason, warning and urging. */
export const WAIT_WORDS = {
  offline: { kept: 'keptText', title: 'waitingTitle', why: 'noConnection', warn: 'mayLose', urge: 'hurry' },
  network: { kept: 'keptLaterText', title: 'waitingTitle', why: 'noAnswer', warn: 'mayLose', urge: 'hurry' },
  timeout: { kept: 'keptLaterText', title: 'waitingTitle', why: 'noAnswer', warn: 'mayLose', urge: 'hurry' },
  // The account's fault may last hours: that, more than the browser's ways, is why to send it now too.
  service: { kept: 'keptLaterText', title: 'waitingServiceTitle', why: 'serviceBusy', warn: 'saferNow', urge: 'saferNow' },
  held: { kept: 'keptHeldText', title: 'waitingHeldTitle', why: 'held', warn: 'mayLose', urge: 'hurry' },
} as const satisfies Record<WaitCause, { kept: keyof OutcomeWords & `kept${string}Text`; title: keyof OutboxCopy; why: keyof OutboxCopy; warn: keyof OutboxCopy; urge: keyof OutboxCopy }>;

/** A request that waits for no cause it says: as one no answer came for. */
export const waitWords = (cause: WaitCause | undefined) => WAIT_WORDS[cause ?? 'network'];

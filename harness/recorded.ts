// What the local mailbox (harness/mailbox.ts) records of each message it is sent, as its page (mailbox-page.ts) and
// the tests read it.
export type Provider = 'emailjs' | 'relay' | 'ntfy' | 'whatsapp' | 'sms';

export interface Recorded {
  provider: Provider;
  /** When it came (ms since 1970). */
  at: number;
  /** The status the mailbox answered with: a 2xx is a message delivered. */
  status: number;
  path: string;
  /** The request's headers, lower-case names. */
  headers: Record<string, string>;
  /** The body: JSON when it was JSON, else the text. */
  body: unknown;
  /** A visit's message: the statuses its provider posted back to the gateway, in order. */
  statuses?: string[];
  /** A WhatsApp message: the id the fake answered (`wamid.…`), which the family's taps and replies name. */
  id?: string;
}

import type { AppointmentValues, Locale, RequestKind } from '@/lib/request/for-gateway';

/*
 * The staff's inbox as its pages show it (gateway/src/inbox/render.ts draws them; the Durable Object and the
 * routes fill them): plain data, no storage, no Worker. The contract between the inbox's keeping
 * (gateway/src/) and its look (gateway/src/inbox/).
 */

/** Where a request is: nobody has it yet, one person has it, she finished, or it is junk (hidden). */
export type InboxState = 'open' | 'taken' | 'done' | 'junk';

/** What happened to the e-mail copy to the centre's mailbox (the inbox is the request; the e-mail, a copy). */
export type EmailCopy = 'queued' | 'sent' | 'over-budget' | 'failing' | 'unknown' | 'none';

export interface InboxRequest {
  id: string;
  reference: string;
  kind: RequestKind;
  /** The language of the page it came from: the family is answered in it. */
  locale: Locale;
  /** When the gateway received it (ms since 1970). */
  receivedAt: number;
  state: InboxState;
  /** The first name of who has it (STAFF_NAMES), and since when; kept once done. */
  takenBy?: string;
  takenAt?: number;
  doneAt?: number;
  /** What the family typed, as the gateway checked it (lib/request/check.ts). */
  values: AppointmentValues;
  emailCopy: EmailCopy;
}

/** The inbox's three lists. */
export type InboxView = 'open' | 'mine' | 'done';
export const INBOX_VIEWS: readonly InboxView[] = ['open', 'mine', 'done'];

/** What the last action of this person said, shown once at the top of the page after it. */
export type InboxFlash =
  | { kind: 'taken'; reference: string }
  | { kind: 'already-taken'; reference: string; by: string; at: number }
  | { kind: 'done'; reference: string }
  | { kind: 'released'; reference: string }
  | { kind: 'junk'; reference: string }
  | { kind: 'gone'; reference: string };

/** The staff member signed in, as STAFF_NAMES names her. */
export interface StaffMember {
  email: string;
  name: string;
}

export interface InboxPage {
  /** The staff's language: French by default, English beside it. */
  locale: Locale;
  staff: StaffMember;
  view: InboxView;
  /** The requests of that view, newest first. */
  requests: InboxRequest[];
  /** How many in each view, for the tabs. */
  counts: Record<InboxView, number>;
  now: number;
  flash?: InboxFlash;
}

/** The inbox's actions (POST /inbox/<action>, a form with the request's id): take it, give it back, finish it, mark it junk. */
export const INBOX_ACTIONS = ['take', 'release', 'done', 'junk'] as const;
export type InboxAction = (typeof INBOX_ACTIONS)[number];

/** The inbox's addresses on the gateway's own origin. */
export const INBOX_PATHS = {
  page: '/inbox/',
  action: (action: InboxAction) => `/inbox/${action}`,
  style: '/inbox/inbox.css',
  script: '/inbox/inbox.js',
} as const;

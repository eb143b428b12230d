import { memberOf, membersOf } from '@/lib/closed-set';
import type { OpenDays } from '@/lib/hours';
import type { GatewayOutcome, Locale, RequestKind, RequestValues } from '@/lib/request/for-gateway';
import type { JournalEntry } from '../journal';
import { MARK_LETTERS, type MarkKind } from '../marks';
import { readFlash, writeFlash, type InboxFlash } from './flash';

export type { InboxFlash } from './flash';
import type { ThreadSummary } from '../thread/model';
import type { VisitRecord } from '../visits/model';

/*
 * The staff's inbox as its pages show it (gateway/src/inbox/render.ts draws them; the Durable Object and the
 * routes fill them): plain data, no storage, no Worker. The contract between the inbox's keeping
 * (gateway/src/) and its look (gateway/src/inbox/).
 */

/** Where a request is: nobody has it yet, one person has it, she finished (set apart, it is `held`: store/rows.ts). */
export const INBOX_STATES = ['open', 'taken', 'done'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

/**
 * What happened to the e-mail copy to the centre's mailbox (the inbox is the request; the e-mail, a copy); `held`:
 * none, the request came « À vérifier » or « Indésirables » (what repeats spends neither the day's e-mail budget
 * nor the staff's notices); `shared`: none, its address had its share of the day's copies (gateway/src/triage.ts).
 */
export const EMAIL_COPIES = ['queued', 'sent', 'over-budget', 'failing', 'unknown', 'none', 'held', 'shared'] as const;
export type EmailCopy = (typeof EMAIL_COPIES)[number];

export interface InboxRequest {
  id: string;
  reference: string;
  kind: RequestKind;
  /** The language of the page it came from: the family is answered in it. */
  locale: Locale;
  /** When the gateway received it (ms since 1970). */
  receivedAt: number;
  state: InboxState;
  /** « À vérifier »: it repeats what others sent that day (gateway/src/triage.ts), until someone takes it. */
  held?: boolean;
  /** « Indésirables »: since when (it is deleted JUNK_HOURS after), until someone says it is not. */
  junkAt?: number;
  /** The first name of who has it (STAFF_NAMES), and since when; kept once done. */
  takenBy?: string;
  takenAt?: number;
  doneAt?: number;
  /** What the family typed, as the gateway checked it (lib/request/check.ts). */
  values: RequestValues;
  emailCopy: EmailCopy;
  /** The last call's outcome she recorded (none once given back): what the family reads. */
  outcome?: GatewayOutcome;
  /** When it was raised again, nobody having taken it in time. */
  raisedAt?: number;
  /** Every action on it, in order (gateway/src/journal.ts); shown folded on its card. */
  journal?: JournalEntry[];
  /** The request's last visit agreed on the phone (issues 77, 83: gateway/src/visits/model.ts), its messages with it. */
  visit?: VisitRecord;
  /** When the family's consent to the messages was withdrawn (issue 83); whether it asked for them is its values' (inbox/visit-consent.ts). */
  consentOffAt?: number;
  /** The family's WhatsApp thread, as a card shows it (issue 82: store/thread.ts, threadSummaryOf): none while nobody wrote. */
  thread?: ThreadSummary;
}

/**
 * The inbox's lists, each with when its tab shows: to take (nobody has it), to check (what repeats, grouped by what
 * it repeats), junk (what repeats what the staff marked junk: kept a while, then deleted), mine, my colleagues' (who
 * has each, since when), done. « À vérifier » and « Indésirables » show in the tabs only while they hold something
 * (or are the page shown).
 */
export const VIEWS = { open: 'always', check: 'while-full', junk: 'while-full', mine: 'always', team: 'always', done: 'always', visits: 'always' } as const;
export type InboxView = keyof typeof VIEWS;
export const INBOX_VIEWS = membersOf(VIEWS);

/** What a group's requests repeat: a message, a number, an e-mail address, a name (gateway/src/marks.ts), or, held before marks, their address. */
export type GroupKind = MarkKind | 'address';

/** The requests « À vérifier » that repeat one mark: its name (a keyed hash, never shown: it names the group's forms and link), what it is, how many, since when. */
export interface InboxGroup {
  key: string;
  kind: GroupKind;
  count: number;
  /** The oldest and the newest request of the group (ms since 1970). */
  first: number;
  last: number;
  /** Its newest requests, newest first (a few in the list; up to a page in the group's own view). */
  requests: InboxRequest[];
}

/** A tab's count is read up to this many rows, as many as a list shows: a flood's thousands are not read at every page (the tab says « 99+ »). */
export const COUNT_CAP = 100;

/** A group's name in a form or a link: a mark (gateway/src/marks.ts, `p:` and a keyed hash), or an address's keyed hash for one held before marks. */
export const GROUP_PATTERN = new RegExp(`^(?:[${MARK_LETTERS}]:)?[0-9a-f]{32}$`);

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
  /** How many in each view, for the tabs (read up to a cap: gateway/src/store/tables.ts, COUNT_CAP). */
  counts: Record<InboxView, number>;
  /** The « À vérifier » list: its groups, the newest first; or the one group asked for (`group`). */
  groups?: InboxGroup[];
  /** The group shown alone (its key): every request of it, up to a page. */
  group?: string;
  /** A group's sweep, before it is confirmed: the requests it takes (the newest, a page of them: these alone, by id), how many it could take in all, and the newest's time. */
  sweep?: InboxSweep;
  now: number;
  /** The centre's open hours as the inbox last read them (null or absent: never read): « Je rappelle à » is offered in them. */
  openDays?: OpenDays | null;
  /** How long what goes to « Indésirables » stays there (JUNK_HOURS). */
  junkHours: number;
  flash?: InboxFlash;
  /** What a visit's forms offer (issue 77): the site's districts, the staff's first names. */
  choices?: { districts: string[]; names: string[] };
  /** Why no visit's message leaves now (issue 83): the gateway's settings' problems, as its console says them. */
  messagesHeld?: string[];
}

/** What « Toutes indésirables » takes, shown before it is confirmed: the group's requests, and those on top that repeat the same. */
export interface InboxSweep {
  key: string;
  kind: GroupKind;
  requests: InboxRequest[];
  count: number;
  until: number;
  /** How long what goes to « Indésirables » stays there (JUNK_HOURS). */
  hours: number;
}

/**
 * The inbox's actions (POST /inbox/<action>), each with what its form names: a request's id (take it, give it back,
 * finish it, mark it junk, say it is not); a group's key (the requests of that group and those on top that repeat
 * the same that the confirmation showed: « Toutes indésirables »); or « Indésirables » itself, emptied of the
 * requests its page showed: each by its id, no other (issue 78: nothing filed as junk or deleted unseen).
 */
export const ACTIONS = { take: 'request', release: 'request', done: 'request', junk: 'request', 'not-junk': 'request', 'junk-group': 'group', 'empty-junk': 'bin' } as const;
export type InboxAction = keyof typeof ACTIONS;
export const INBOX_ACTIONS = membersOf(ACTIONS);

/** The inbox's addresses on the gateway's own origin. */
export const INBOX_PATHS = {
  page: '/inbox/',
  action: (action: InboxAction) => `/inbox/${action}`,
  script: '/inbox/inbox.js',
  /** The tests' meter of the inbox's rows, with METER_ROWS alone (gateway/src/store/meter.ts): a 404 on a deployed gateway. */
  meter: '/inbox/meter',
  /** The tests' clock, moved forward, with TEST_CLOCK alone (gateway/src/store/clock.ts): a 404 on a deployed gateway. */
  clock: '/inbox/clock',
  /** A call's outcome, in a tap (a form with ACTION_FIELDS' id, result, and callback or date and time). */
  outcome: '/inbox/outcome',
  /** The centre's report, and the same rows as CSV (gateway/src/report/). */
  report: '/inbox/report/',
  reportCsv: '/inbox/report/report.csv',
  /** A step on a visit (issues 77, 83): « Déplacer », « Annuler », a result, « Ne plus envoyer de messages » (a form with ACTION_FIELDS' id and step). */
  visit: '/inbox/visit',
  /** A family's WhatsApp thread (issue 82): every message (GET, `id`: opened, the family's messages read), a reply (POST), a file (GET, `id` and `m`), a file tried again (POST). */
  thread: '/inbox/thread',
  reply: '/inbox/reply',
  media: '/inbox/media',
  retry: '/inbox/retry',
} as const;

/** The fields of every action's form: which request (or group), and where to come back (the list and the language it was taken from). */
export const ACTION_FIELDS = {
  id: 'id',
  group: 'group',
  until: 'until',
  view: 'view',
  lang: 'lang',
  result: 'result',
  callback: 'callback',
  date: 'date',
  time: 'time',
  place: 'place',
  district: 'district',
  with: 'with',
  step: 'step',
  reason: 'reason',
  /** A reply's words, the template instead (`reengage`), the form's own key (a form posted twice sends once), a thread's message. */
  text: 'text',
  template: 'template',
  key: 'key',
  message: 'm',
  /** A thread's page of messages before one (its time, with `m` its id): the « earlier messages » link. */
  before: 'before',
} as const;

/** What a page of the inbox is asked for: its list, its language, and the last action's outcome. */
export interface InboxQuery {
  view: InboxView;
  locale: Locale;
  /** In « À vérifier », one group alone. */
  group?: string;
  /** With a group: its sweep, to confirm. */
  sweep?: boolean;
  flash?: InboxFlash;
}

/** The page's address for a query (after an action, the redirect: POST, then 303 to this, so a reload sends nothing again). */
export function inboxUrl({ view, locale, group, sweep, flash }: InboxQuery): string {
  const query = new URLSearchParams();
  if (view !== 'open') query.set('view', view);
  if (view === 'check' && group) query.set('group', group);
  if (view === 'check' && group && sweep) query.set('sweep', '1');
  if (locale !== 'fr') query.set('lang', locale);
  if (flash) writeFlash(flash, query);
  const text = query.toString();
  return `${INBOX_PATHS.page}${text ? `?${text}` : ''}`;
}

/**
 * A page's query as typed or redirected to: anything unknown falls back to the open list in French, without a flash;
 * a flash names no one but one of `names` (STAFF_NAMES' first names: flash.ts, readFlash).
 */
export function readInboxQuery(search: URLSearchParams, names: readonly string[] = []): InboxQuery {
  const view = memberOf(VIEWS, search.get('view')) ?? 'open';
  const locale: Locale = search.get('lang') === 'en' ? 'en' : 'fr';
  const typedGroup = search.get('group') ?? '';
  const grouped = view === 'check' && GROUP_PATTERN.test(typedGroup);
  const where = { view, locale, ...(grouped ? { group: typedGroup, ...(search.get('sweep') === '1' ? { sweep: true } : {}) } : {}) };
  const flash = readFlash(search, names);
  return flash ? { ...where, flash } : where;
}

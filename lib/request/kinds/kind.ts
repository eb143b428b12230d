import type { Locale } from '@/lib/i18n';
import type { PageName } from '@/lib/routes';
import type { CallbackHours } from '../callback';
import type { RequestKind, RequestValues } from '../values';
import type { FallbackCopy, KindWords } from '../words';
import type { MailKeys } from './mail-keys';
import type { FieldOf, FieldRules, GivenOf } from './rules';

/*
 * What a kind of request is (an appointment, a call-back, an application): one definition per kind, in
 * kinds/<kind>.ts, composed in kinds/index.ts (REQUEST_KINDS), which the compiler holds complete. Every
 * place that treats kinds differently reads it there: the form's, the outbox's and the gateway's rules, the
 * eight keys the centre reads, the relay's subject, the staff's notice and inbox, the EmailJS template (whose
 * auto-reply is the acknowledgement), the request written out for WhatsApp, SMS and e-mail. Its fields' values go
 * wherever their rules put them unless it says otherwise (`params`, `written`). Types only.
 */

/** What a request is made of: the visitor's values, the language of its page, its reference, and its kind. */
export interface RequestContent {
  /** Each of its kind's fields by its name (kinds/<kind>.ts, fields). */
  values: RequestValues;
  locale: Locale;
  reference: string;
  /** Absent: the first kind, an appointment (entry.ts stores only the others'). */
  kind?: RequestKind;
  /**
   * An appointment asked for when the centre takes none: the line that says so (lib/hours-note.ts), the e-mail's
   * `notice`. Written by the form when it is sent and kept with the request (entry.ts), or by the request gateway
   * from its site's rules (/request-rules.json).
   */
  hoursNote?: string;
}

/** One kind's content: its values by its fields' names. */
export type ContentOf<Rules extends FieldRules> = Omit<RequestContent, 'values'> & { values: RequestValues<GivenOf<Rules>> };

/**
 * The EmailJS template parameters: the spec's eight keys with the spec's values (`service` the service chosen,
 * `message` the family's words under the reference's line), the request's reference alone in a ninth, and in a
 * tenth what the centre adds for itself (a closed day's « Attention »: lib/hours-note.ts), empty when there is
 * nothing to add; the templates print both (DECISIONS, « The spec's payload »). A type, not an interface, so it
 * fits a Record.
 */
export type TemplateParams = {
  from_name: string;
  from_email: string;
  reply_to: string;
  phone: string;
  date: string;
  time: string;
  service: string;
  message: string;
  reference: string;
  notice: string;
};

/** What a kind writes of a request (its definition's params): every key but the centre's notice, which payload.ts adds. */
export type KindParams = Omit<TemplateParams, 'notice'>;

/** A template of its own, by the key of the build's variable that names it (emailjs-config.ts). */
export type OwnTemplate = 'applicationTemplateId';

/** What the same request written out needs (fallback.ts): its words, the page's language, the services' names shown, its reference and kind. */
export interface FallbackWording {
  copy: FallbackCopy;
  locale: Locale;
  /** The labels the page shows of a list's choices (services, positions), by the value sent (the e-mail keeps the centre's French names). */
  choiceLabels: Record<string, string>;
  /** The request's reference (lib/request/reference.ts): the same whichever way the request reaches the centre. */
  reference?: string;
  /** Its kind (a call-back reads otherwise: who, which number, when). An appointment by default. */
  kind?: RequestKind;
  /** The words of a kind that has its own (words.ts, KindWords): its greeting, subject and labels. */
  own?: KindWords;
}

/** What a page's form knows besides what was typed: the moment and the centre's hours (a call-back's slots offered now). */
export interface CarryContext {
  now: Date;
  open: CallbackHours;
}

/** What a form gives the request: its kind's values, or the field at fault and its message's key in the form's words. */
export type Carried = { values: RequestValues } | { field: string; problem: string };

/**
 * How a kind's form asks for it (components/request/form/: the fields, the draft, the phone, the sending, the
 * outcome are every form's). Absent, the form asks for the kind's fields as they are carried.
 */
export interface KindForm {
  /** What the form asks, in its order on screen, a rule each: the control it draws follows from the rule (kinds/rules.ts). */
  fields: FieldRules;
  /** The request's values, made of what was typed and checked (numbers in E.164); or why it cannot leave yet. */
  carry(typed: RequestValues, context: CarryContext): Carried;
}

/** What the staff's inbox calls a kind, in its two languages: here, because the gateway reads lib/ only. */
export interface InboxWords {
  /** Its name on a card: « Rendez-vous », « Rappel ». The docs that list the kinds name each by it (tests/site/docs-lists.test.ts). */
  label: Record<Locale, string>;
  /** What « Appelée » with a day agrees, as a sentence names it (« rendez-vous », « entretien »): the inbox's « Rendez-vous fixé… ». */
  meeting: Record<Locale, string>;
}

/**
 * A field as the staff read it, in their two languages (the inbox's card; the centre's e-mail, in French): its
 * label (« Rendez-vous souhaité », « Poste »), and what a value left empty says (« dès que possible »,
 * « Candidature spontanée »; none: the field is not shown).
 */
export interface StaffWords {
  label: Record<Locale, string>;
  none?: Record<Locale, string>;
}

export interface KindDefinition<Rules extends FieldRules = FieldRules> {
  /** The rule of each value it carries, by its name, in the order a fault is looked for (rules.ts): the form, the outbox and the gateway read them. */
  fields: Rules;
  /** Each value as the staff read it: the inbox's card shows every one, and the centre's e-mail those its keys do not carry. */
  staff: { readonly [F in FieldOf<Rules>]: StaffWords };
  /**
   * The names its values had before they were named for what they hold (issue 74: every kind's were an
   * appointment's), by today's name: read in an entry an older build kept, a body an older page posts
   * (gateway/body.ts, on any day: an older build's tab or kept request has no calendar), a row of the gateway's
   * inbox (stored-values.ts).
   */
  formerNames?: { readonly [F in FieldOf<Rules>]?: string };
  /** An entry stored by an older build (`version`, as stored), in today's shape, once its former names are read. */
  upgrade?(values: RequestValues<FieldOf<Rules>>, version: unknown): RequestValues<FieldOf<Rules>>;
  /**
   * The eight keys the centre reads, in French, and the reference, whichever way it comes (EmailJS, the relay, the
   * gateway): which of its fields fills each key (mail-keys.ts, MailKeys: `service` only where the kind names a
   * field for it; every field no key carries on a line of the message, by its staff label), or its own writer.
   */
  mail: MailKeys<Rules> | { own(content: ContentOf<Rules>): KindParams };
  /** What its form asks, when not its fields as they are carried (the application's details, the call-back's day and slot). */
  form?: KindForm;
  /**
   * Who makes it: a family, with a form on the site's pages (the gateway takes it from a page's post), or the gateway
   * itself (a family's WhatsApp message: issue 82), which no page may post and no page shows: no form, no words
   * after « Envoyer », no request written out.
   */
  madeBy: 'family' | 'gateway';
  /**
   * Its own page, by its name (lib/routes.ts, PAGES), where its form is the page's one task: the footer's links, the
   * sitemap and the byte budgets list it from this table (site/request-pages.ts). Null where it has none (« Rappelez-
   * moi », on other pages; a kind the gateway makes).
   */
  page: PageName | null;
  /**
   * Whether « Appelée » with a day and a time agrees a visit (its confirmation and reminder to the family, its page:
   * issue 77); an application's interview is a day and a time on the card, and nothing is sent.
   */
  visit: boolean;
  /** What the relay's subject says first, for staff (channels/relay.ts). */
  relaySubject: string;
  /** What the staff's inbox says of it. */
  inbox: InboxWords;
  /** Its day and time, when a chosen one the centre takes no appointment at is said to the centre (lib/hours-note.ts), kept with the request (entry.ts). */
  hoursNote?: { day: FieldOf<Rules>; time: FieldOf<Rules> };
  /** The staff's notice (notice/notice.ts): its title, and what the centre promised, where it did (nothing the visitor typed). */
  notice: { title: string; promise?(values: RequestValues<FieldOf<Rules>>): string | undefined };
  /**
   * The EmailJS template it goes through, whose auto-reply is its acknowledgement (site/emailjs-templates.ts):
   * the main one, or its own when the build names one (else the main one, reply_to empty: no wrong acknowledgement).
   */
  template: 'main' | { own: OwnTemplate };
  /** The same request written out in the page's language, for WhatsApp, SMS and e-mail (fallback.ts), when not its greeting then each value by its label (written.ts, writtenInOwnWords). */
  written?: {
    lines(values: RequestValues<FieldOf<Rules>>, wording: FallbackWording): string[];
    subject(values: RequestValues<FieldOf<Rules>>, wording: FallbackWording): string;
  };
}

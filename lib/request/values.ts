import type { ClosedSpan, OpeningRow } from '@/lib/hours';
/** A phone line as the form shows and dials it: plain strings, in the page's language. */
export interface ContactPhone {
  label: string;
  /** Written with no-break spaces. */
  display: string;
  /** Dialled: tel: links. */
  e164: string;
}

/** The centre's contacts the form shows and links to, as plain values for the browser. */
export interface CentreContacts {
  email: string;
  /** International digits for https://wa.me/<digits>. */
  whatsapp: string;
  /** The line to call when the form cannot send. */
  phone: ContactPhone;
  emergencyPhone: ContactPhone;
  /** The appointments and call-backs hours: the call-back's days and slots, the confirmation's « by when » (callback.ts, by-when.ts). */
  hours: OpeningRow[];
  /** The days the centre is closed, from the build's day to the form's last (LIMITS.daysAhead), in the page's language (content/closures.ts). */
  closures: ContactClosure[];
  /** With a gateway (a visit may then be agreed: issue 77), what the visit's panel says of the centre. */
  visitCentre?: VisitCentre;
}

/** What a visit's panel and its calendar file say of the centre (issue 77), from the site's settings: plain values for the browser. */
export interface VisitCentre {
  /** Its short name (the calendar's title), and its address on one line (the calendar's place for a visit there). */
  name: string;
  address: string;
  /** The reception line to call, and the WhatsApp chat to write to (its https://wa.me/ link). */
  phone: ContactPhone;
  whatsapp: string;
  /** The site's host: a visit's calendar event is its reference at it. */
  host: string;
  /** The centre's e-mail: the calendar event's organizer (RFC 5546 asks one of a cancelled event's file). */
  email?: string;
}

/** Days closed as a page carries them: the reason in the page's language and, on a page not in French, the one the centre reads. */
export interface ContactClosure extends ClosedSpan {
  /** The reason in French, for the centre's e-mail (lib/request/payload.ts), where `reason` is not. */
  centreReason?: string;
}

/** A choice of the form's service list (the services' `form`, then « Autre »: content/appointment.ts). */
export interface ServiceChoice {
  /** What the form sends and the centre's e-mail carries: the French name, whatever the page's language. */
  value: string;
  /** What the page shows, in its language. */
  label: string;
}

/**
 * What the visitor asked for: an appointment, a call-back (« Rappelez-moi »), an application (/recrutement/).
 * Each is the same request (lib/request/: the reference, the outbox, both channels, the gateway), defined once
 * in kinds/<kind>.ts. A list of names, and the union it makes: tables keyed by kind must name every one, the kinds'
 * table first (kinds/index.ts). Here, not there: what reads a kind's name (a device's record of a request sent, a
 * type anywhere in lib/request/) loads no definition, and no module of lib/ reaches itself through the table.
 */
export const REQUEST_KIND_NAMES = ['appointment', 'callback', 'application', 'whatsapp'] as const;
export type RequestKind = (typeof REQUEST_KIND_NAMES)[number];


/** The first kind: an entry or a body that names none is one (entries from before call-backs store none). */
export const FIRST_KIND = 'appointment' satisfies RequestKind;

/** The kind of a request, an entry or a body: the first one when it names none. */
export const kindOf = ({ kind }: { kind?: RequestKind | undefined }): RequestKind => kind ?? FIRST_KIND;

/**
 * A request's values, whatever its kind: each of its kind's fields by its name (kinds/<kind>.ts, fields), all
 * strings, as the form gives them: an appointment's `appointmentDate`, a call-back's `day` and `slot`, an
 * application's `position` and `start`. `Field` narrows it to one kind's fields (kinds/index.ts, KindValues).
 */
export type RequestValues<Field extends string = string> = Record<Field, string>;

/**
 * An appointment's fields, by the names of the spec's form, in their order on screen (the first at fault takes the
 * focus); kinds/appointment.ts holds each to its rule. Here, not there: the form's draft needs the names alone.
 */
export const APPOINTMENT_FIELD_ORDER = ['fullName', 'email', 'phone', 'appointmentDate', 'appointmentTime', 'serviceType', 'message'] as const;
export type AppointmentField = (typeof APPOINTMENT_FIELD_ORDER)[number];

/** Limits shown to the visitor and enforced by the inputs and the validation. */
export const LIMITS = {
  fullName: 100,
  email: 254,
  message: 2000,
  /** How far ahead an appointment can be asked for: catches a mistyped year. */
  daysAhead: 365,
} as const;

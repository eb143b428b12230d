import type { Locale } from '@/lib/i18n';
import type { SendFailureKind } from '@/lib/request/failure';
import type { CallbackSlot } from './callback';
import type { AppointmentField, FormlessKind, RequestKind } from './values';
import type { ByWhenCopy } from './by-when';

/*
 * Types only, no words: the shape of every word the appointment form and « Rappelez-moi » show or
 * write, as plain objects. What they show before « Envoyer » is in copy/request/appointment.ts and
 * copy/request/callback.ts: the page (a server component) picks it in its language and hands it to the form.
 * What they say after it is in copy/request/<locale>.ts, one module per language that comes with the
 * request's code. Either way a French page never ships English words, and the other way round.
 * `{name}` marks where a value goes (fill() of lib/i18n, or a link in the sentence).
 */

/** A type, not an interface: it fits a form's messages by name (form/validation.ts, FormMessages). */
export type ValidationMessages = {
  fullNameRequired: string;
  fullNameTooLong: string;
  /** A name with no letter at all (only invisible characters, say). */
  fullNameLetters: string;
  /** A name with characters that turn the writing around (right-to-left override…). */
  fullNameDirection: string;
  /** A name with a line break or another control character in it: the form turns them into spaces as they come, so this is for one that reaches the check all the same. */
  fullNameLine: string;
  emailRequired: string;
  emailInvalid: string;
  /** More than one address (a comma, a semicolon). */
  emailOne: string;
  phoneTooShort: string;
  phoneTooLong: string;
  phoneInvalidCountry: string;
  phoneNotANumber: string;
  phoneInvalid: string;
  dateRequired: string;
  dateInvalid: string;
  datePast: string;
  dateTooFar: string;
  timeRequired: string;
  timeInvalid: string;
  serviceRequired: string;
  messageTooLong: string;
  messageDirection: string;
};

/** What is wrong with a value: a key of a form's messages (a form may give one message for a field whatever its problem); the rules' table lists each rule's (kinds/rule-table.ts). */
export type Problem = keyof ValidationMessages | 'phoneRequired' | 'required' | 'tooLong' | 'numberInvalid' | 'numberRange';

/**
 * The words every form says, whatever its kind (copy/request/form-words.ts), in the page's language: a kind's words
 * hold only what is its own, and may say any of these their own way. `{min}` and `{max}` in a message are its
 * field's rule's bounds, as the page writes numbers (form/validation.ts).
 */
export interface SharedFormWords {
  /** After an optional field's label: « (facultatif) ». */
  optional: string;
  /** Read before an error by screen readers (« Erreur : »). */
  errorPrefix: string;
  /** The accessible name of a phone field's list of countries. */
  phoneCountry: string;
  /** The send button while a request is on its way. */
  sending: string;
  /** Said by a send button tapped before the page's scripts: « Un instant… ou appelez-nous au {phone}. » */
  notReady: string;
  /** Said when the words after « Envoyer » could not come either (offline from the first visit): « Erreur: … appelez-nous au {phone}. » */
  unreachable: string;
  /** Without JavaScript: « … appelez-nous au {phone}, ou écrivez à {email} … ». */
  noscript: string;
  /** Under a form that is its page's one task: « Ce que nous faisons de vos informations : {privacy}. », the link's words. */
  privacy: string;
  privacyLink: string;
  /** The box of consent to an appointment's messages (a field of the `consent` rule: components/request/form/consent-box.tsx): its words and what it means. */
  consent: ConsentWords;
  /** What is wrong with a value, by its problem: every problem a rule may find (kinds/rule-table.ts, RULES), or this does not compile. */
  validation: Record<Problem, string>;
}

/** What the box of consent says beside it, and under it. */
export interface ConsentWords {
  label: string;
  hint: string;
}

export type PhoneErrorMessages = Pick<
  ValidationMessages,
  'phoneTooShort' | 'phoneTooLong' | 'phoneInvalidCountry' | 'phoneNotANumber' | 'phoneInvalid'
>;

export interface FailureMessages extends Record<Exclude<SendFailureKind, 'unknown'>, string> {
  /** The alert's first words, before the explanation (« Erreur: »). */
  prefix: string;
  /** Said when nothing is known about the failure: what happened, in plain words (never « check the console »: a visitor has none). */
  unknown: string;
}

/** The request written out for WhatsApp and e-mail, and the links that send it. */
export interface FallbackCopy {
  greeting: string;
  /** A call-back's first line: « Bonjour, je souhaite être rappelé(e). » */
  callbackGreeting: string;
  /** An application's first line: « Bonjour, je souhaite poser ma candidature. » */
  applicationGreeting: string;
  /** The label of the request's reference line. */
  reference: string;
  labels: { fullName: string; email: string; phone: string; date: string; time: string; service: string; message: string; when: string; position: string; start: string };
  /** An application's position when it names none, and its start when none is given. */
  spontaneous: string;
  asSoonAsPossible: string;
  /** Shown for an optional field left empty. */
  empty: string;
  /** The e-mail subject; `{name}` is the visitor's name when given. */
  subject: string;
  subjectWithName: string;
  callbackSubject: string;
  /** « Candidature – {position} » */
  applicationSubject: string;
  /** In the written request, instead of an empty message. */
  noMessage: string;
  whatsapp: string;
  email: string;
  newTab: string;
  /** « Ou appelez-nous au {phone}. » */
  call: string;
}

/** The panel that takes the form's place while a request is kept on the device: waiting, refused, unconfirmed, expired, damaged. */
export interface OutboxCopy {
  waitingTitle: string;
  waitingServiceTitle: string;
  noConnection: string;
  /** It was tried while online, and no answer came (a weak connection, or a service out of reach). */
  noAnswer: string;
  /** A channel's account or service did not take it (answers.ts): not the visitor's doing. */
  serviceBusy: string;
  /** After serviceBusy: safer to send it now by WhatsApp or SMS too, with the same reference. */
  saferNow: string;
  /** The gateway holds it back for a while (a limit: answers.ts, cause « held »): calmly, it waits its turn. */
  waitingHeldTitle: string;
  held: string;
  /** When the browser will wake the worker for it, even with the page closed (Background Sync). */
  leavesAlone: string;
  /** Elsewhere: it leaves while the site is open, or at the next visit. */
  leavesOnVisit: string;
  /** « … jusqu'au {date} … » */
  until: string;
  mayLose: string;
  /** « Référence : {reference} » */
  reference: string;
  summary: string;
  hurry: string;
  sms: string;
  retry: string;
  stillWaiting: string;
  cancel: string;
  cancelled: string;
  deleted: string;
  another: string;
  refusedTitle: string;
  refusedText: string;
  takeBack: string;
  delete: string;
  unconfirmedTitle: string;
  unconfirmedText: string;
  sendAgain: string;
  expiredTitle: string;
  /** « Votre demande {reference} du {date} … pendant {days} jours … » */
  expiredText: string;
  close: string;
  damagedTitle: string;
  damagedText: string;
}

/**
 * The form's advice beside its date and time when the centre takes no appointment then (lib/hours.ts,
 * appointmentAdvice): `{day}` « samedi 2 janvier 2027 », `{weekday}` « dimanche », `{hours}` ranges joined by `and`.
 */
export interface DayAdviceCopy {
  /** « Le centre ne prend pas de rendez-vous le {weekday}. » */
  weekday: string;
  /** « Le {day} est un jour férié ({reason}) : le centre est fermé. » */
  holiday: string;
  /** « Le {day}, le centre est fermé ({reason}). » */
  closure: string;
  /** « Le {weekday}, les rendez-vous vont {hours}. » */
  hours: string;
  /** « de {opens} à {closes} » */
  range: string;
  and: string;
  /** Today, at a time already past. */
  past: string;
  /** « Prochain créneau : {day}, {hours}. » */
  next: string;
  /** The button: « Choisir {day} à {time} ». */
  choose: string;
  /** Once chosen: « C'est noté : {day} à {time}. » */
  chosen: string;
  /** That the family may still send. */
  still: string;
}

/**
 * The form's words until it is sent: in the page's data, since the form shows them from its first paint.
 * What it says after « Envoyer » is RequestCopy, which comes on demand.
 */
export interface AppointmentCopy extends FormWords {
  /** The language the form writes dates and numbers in. */
  locale: Locale;
  intro: string;
  /** « Urgence ? N'utilisez pas ce formulaire, appelez le {phone} (24h/24). » */
  urgent: string;
  restored: string;
  /** « … écrire à {email} ou nous appeler au {phone}. » */
  noscript: string;
  /** The label of each field. */
  labels: Record<AppointmentField, string>;
  hints: { email: string; phone: string; message: string };
  /** The service list's first option, while none is chosen: « Type de service ». */
  placeholders: { serviceType: string };
  optional: string;
  /** Read before an error by screen readers (« Erreur : »). */
  errorPrefix: string;
  phoneCountry: string;
  /** « {count} / {max} caractères » */
  counter: string;
  limitNear: string;
  limitReached: string;
  /** « Vous avez atteint la limite. Pour en dire plus, appelez-nous au {phone}. » */
  limitCall: string;
  honeypot: string;
  offline: { title: string; text: string };
  submit: string;
  sending: string;
  /** Said by « Envoyer » tapped before the page's scripts: « Un instant… ou appelez-nous au {phone}. » */
  notReady: string;
  /** « … suffit pour un premier contact. {link} » */
  privacy: string;
  privacyLink: string;
  /**
   * The one failure said without the words of RequestCopy, when they could not come either (offline
   * from the first visit): « Erreur: » then what happened and the phone, « … appelez-nous au {phone}. »
   */
  unreachable: string;
  validation: ValidationMessages;
  /** Beside the date and time, when the centre takes no appointment then. */
  dayAdvice: DayAdviceCopy;
}

/** « Rappelez-moi » until it is sent: in the page's data, like the form's own words (its refusals come with RequestCopy, at the first touch). */
export interface CallbackCopy {
  locale: Locale;
  title: string;
  intro: string;
  phone: string;
  phoneHint: string;
  name: string;
  optional: string;
  /** The legends of the two choices: which day, then which part of it. */
  day: string;
  when: string;
  /** The days offered: today, tomorrow, then a later one by its weekday and date (« Lundi 30 novembre »: `{day} {date}`). */
  days: { today: string; tomorrow: string; later: string };
  slots: Record<CallbackSlot, string>;
  /** Under a slot the day chosen does not have (« Fermé »). */
  slotClosed: string;
  /** When today offers no slot: « Plus de rappel aujourd'hui : le prochain est {day}. » */
  noneToday: string;
  /** When the centre is closed today: « Le centre est fermé aujourd'hui ({reason}) : … {day}. » */
  closedToday: string;
  submit: string;
  sending: string;
  /** Said by the button tapped before the page's scripts: « Un instant… ou appelez-nous au {phone}. » */
  notReady: string;
  errorPrefix: string;
  noscript: string;
  /** Said when the words of RequestCopy could not come: « … appelez-nous au {phone}. » */
  unreachable: string;
}

/** A kind's words once kept on the device, for the outcome every form shares (components/request/form/request-outcome.tsx). */
export interface OutcomeWords {
  keptTitle: string;
  /** Kept for want of a connection. */
  keptText: string;
  /** Kept because it could not leave though the connection works (answers.ts: the account or the service). */
  keptLaterText: string;
  /** Kept because the gateway holds it back for a while (a limit): it waits its turn. */
  keptHeldText: string;
  /** The link to the kept request's panel, on the form page. */
  see: string;
  again: string;
}

/** What « Rappelez-moi » says once sent, kept or refused (with RequestCopy). */
export interface CallbackOutcomeCopy extends OutcomeWords {
  sentTitle: string;
  /** « Nous vous appellerons au {phone}, le {day}, {slot}. » */
  sentText: string;
  /** Why what was typed is refused: the phone library's reasons, in the visitor's words; then a name without letters, and the choice of when (every other problem: every form's words, RequestCopy.form). */
  validation: Record<'phoneRequired' | 'phoneNotANumber' | 'phoneInvalidCountry' | 'phoneTooShort' | 'phoneTooLong' | 'phoneInvalid', string> &
    Pick<ValidationMessages, 'fullNameLetters'> & {
      whenRequired: string;
      /** The slot chosen is over (the page stayed open): another is needed. */
      slotPast: string;
    };
}

/**
 * What the form and « Rappelez-moi » say after « Envoyer »: the confirmation, the failures, the
 * fallbacks, the kept request's panel. Never in a page's data: one module per language
 * (copy/request/fr.ts, en.ts), loaded with the request's code (components/request/form/load-request.ts).
 */
export interface RequestCopy {
  locale: Locale;
  /** The words every form says (copy/request/form-words.ts): a form whose words for what is wrong come after « Envoyer » says the rest with these. */
  form: SharedFormWords;
  failureIntro: string;
  confirmation: {
    title: string;
    /** « Merci{name}. Nous avons bien reçu votre demande de rendez-vous : » */
    thanks: string;
    /** « {serviceType}, le {appointmentDate} à {appointmentTime} »: each {field} an appointment's value, as the page shows it. */
    summary: string;
    /** « Rappel au {phone}, le {day}, {slot} »: a call-back in a summary. */
    callbackSummary: string;
    /** « Candidature : {position} » */
    applicationSummary: string;
    /** An application's thanks, before its line (« Candidature : … »), when it leaves while the form page shows it. */
    applicationThanks: string;
    /** « Notre équipe vous répond {when} à l'adresse {email}{byPhone} pour confirmer l'heure. … »: {when} is byWhen's. */
    reply: string;
    /** By when the centre calls (lib/request/by-when.ts): « aujourd'hui avant {time} », « demain {day} {part} », « {day} {part} ». */
    byWhen: ByWhenCopy;
    byPhone: string;
    /** « En cas d'urgence, n'attendez pas : appelez le {phone}. » */
    urgent: string;
    /** « Référence de votre demande : {reference}. … » */
    reference: string;
    again: string;
  };
  failures: FailureMessages;
  fallback: FallbackCopy;
  outbox: OutboxCopy;
  callback: CallbackOutcomeCopy;
  /** What a request of a kind with its own words says once kept on the device, unless it says it its own way (KindWords). */
  kept: OutcomeWords;
  /** What each kind that has no words of its own above says (a kind added since: copy/request/kinds.ts). */
  kinds: { [K in OwnKind]: KindWords };
}

/** The kinds whose words after « Envoyer » are RequestCopy's own (its confirmation, fallback and callback parts), and whose screens are their own (components/request/form/kind-screens.tsx). */
export type WordedKind = 'appointment' | 'callback' | 'application';
/** The kinds that say everything after « Envoyer » in their KindWords (a kind no page sends says nothing there). */
export type OwnKind = Exclude<RequestKind, WordedKind | FormlessKind>;

/**
 * What a kind says after « Envoyer » when it has no words of its own in RequestCopy (a kind added with its own
 * page: its words' module, copy/request/<kind>.ts, registered in copy/request/kinds.ts): only what is its own, the
 * request in one line, its thanks, and how the family writes it out for WhatsApp, SMS and e-mail; what every
 * kind says once sent or kept (RequestCopy's `confirmation.title` and `kept`) it may say its own way. `{field}`
 * is a value, as the page shows it (a day in words, a choice by its label, a number grouped).
 */
export interface KindWords extends Partial<OutcomeWords> {
  sentTitle?: string;
  /** « Merci{name}. Nous avons bien reçu votre demande : », before its line. */
  thanks: string;
  /** The request in one line: « Visite à {district}, le {day} ». */
  line: string;
  /** What the family of a request says first when it writes it out: « Bonjour, je souhaite une visite à domicile. » */
  greeting: string;
  subject: string;
  /** Each field's label in the written-out request, by its name. */
  labels: Record<string, string>;
}

/** A form's words until it is sent, in the page's language: its fields' labels, hints and what is wrong with them. */
export interface FormWords {
  locale: Locale;
  /** Each field's label, by its name. */
  labels: Record<string, string>;
  /** A line under a field's label, by its name. */
  hints?: Partial<Record<string, string>>;
  /** A choice's first option while none is chosen (« Type de service »), by its name. */
  placeholders?: Partial<Record<string, string>>;
  /** After an optional field's label: « (facultatif) ». */
  optional: string;
  /** Read before an error by screen readers (« Erreur : »). */
  errorPrefix: string;
  /** The accessible name of a phone field's list of countries. */
  phoneCountry?: string;
  /** The box of consent to an appointment's messages, in a form that has one. */
  consent?: ConsentWords;
  /** What is wrong with a value: one message for a field whatever its problem, else each problem's (form/validation.ts). */
  validation: Partial<Record<string, string>>;
}

/** The words of a form that is its page's one task (KindForm: the application's, a kind added with its own page), until it is sent. */
export interface KindFormCopy extends FormWords {
  /** The form's accessible name. */
  title: string;
  submit: string;
  sending: string;
  /** « … Ce que nous en faisons : {privacy}. » */
  privacy: string;
  privacyLink: string;
  /** Without JavaScript: « … appelez-nous au {phone}, ou écrivez à {email} … ». */
  noscript: string;
  /** Not sent and not kept: the sentence before the same request written out (every form's, RequestCopy.failureIntro, by default). */
  failed?: string;
  /** Said when the words after « Envoyer » could not come: « … appelez-nous au {phone}. » */
  unreachable: string;
}

/*
 * The request's public face, for the rest of the site (the form, « Rappelez-moi », the outbox note,
 * the words in copy/, the estimate). Its types are here. Its values are imported from the few public
 * files that hold them, never through this file: a page downloads every module an import names, and a
 * file that re-exported them all would bring each page the code of all. The public files:
 *   values.ts              what a request carries: LIMITS
 *   callback.ts            « Rappelez-moi »: its days and slots in Yaoundé's time, from the hours
 *   slot-words.ts          a call-back's slot in words, in each language (the confirmation, the written-out request)
 *   by-when.ts             by when the centre calls, from the same hours (the confirmation)
 *   application.ts         an application (/recrutement/): its values, in French for the centre
 *   kinds/index.ts         every kind's definition (REQUEST_KINDS): for what must know every kind (the hours' note)
 *   kinds/rules.ts         what a value may be (a name, an e-mail, a phone…): every kind's rules are made of these
 *   kinds/rule-table.ts    the rules as one table, what each is (asked, typed, of one line…): a form's first scripts read it
 *   kinds/in-words.ts      a value in words by its rule (a day, a time, a slot, a choice, a number), in a language
 *   one-line.ts            what a value of one line may not hold, and a form's field keeps of a paste (oneLine)
 *   form/validation.ts     a form's checks before « Envoyer », by its kind's rules
 *   form/draft.ts          the draft of a form being typed (the estimate writes into it too)
 *   form/phone-error.ts    the phone's checks, with the phone library
 *   form/phone-library.ts  the phone library as a form's checks use it (loaded with a form's send)
 *   reference.ts           the request's short reference (AV-7K3Q)
 *   failure.ts             why a send failed, as the visitor is told
 *   failure-text.ts        the alert's text
 *   fallback.ts            the same request by WhatsApp, SMS or e-mail
 *   view.ts                a kept request as pages show it: KEEP_DAYS
 *   discover.ts            the watch every page runs for an outbox
 *   load.ts                the request's code (submit.ts), fetched on demand, once (loadOnce)
 *   proof.ts               the gateway's proof-of-work, started at a form's first touch
 *   sent-status.ts         who at the centre has a request this device sent through the gateway (its pages' watch)
 *   visit.ts               a visit, the appointment agreed on the phone (issue 77): its page's token, its two calls
 *   visit/consent.ts       the family's consent to its appointment's messages: the value of its box (CONSENTED)
 *   visit/phase.ts         where a visit stands for its family at a moment, and how often a page on screen asks (issue 83)
 *   visit/answered.ts      what a family's answer to its visit came to, said alike on its two pages (issue 83)
 * The worker has its own entry (for-worker.ts), and the request gateway (gateway/) its own (for-gateway.ts). Everything else in lib/request/ is its inside (ESLint
 * refuses an import of it from outside); nothing inside imports this file. What each kind of request is (its rules, its keys for the centre,
 * its notice, its template, how it is written out) is one definition per kind in kinds/, in one table (REQUEST_KINDS): other layers
 * type their own tables by kind against it (RequestKind, RequestKinds).
 */
export type { AppointmentField, CentreContacts, RequestKind, RequestValues, ServiceChoice, VisitCentre } from './values';
export { FIRST_KIND, isFormless } from './values';
export type { KindField, KindValues, RequestKinds } from './kinds';
export type { AppointmentCopy, CallbackCopy, DayAdviceCopy, FormWords, KindFormCopy, KindWords, OutcomeWords, OwnKind, Problem, RequestCopy, SharedFormWords, ValidationMessages, WordedKind } from './words';
export type { CallbackHours, CallbackSlot, SlotTimes } from './callback';
export type { ByWhenCopy, CallPromise } from './by-when';
export type { FieldErrors } from './form/validation';
export type { SendFailure } from './failure';
export type { FallbackWording } from './fallback';
export type { RequestView } from './view';
export type { DeviceKeeping } from './keep-on-device';
export type { RequestModule } from './load';
export type { SubmitResult } from './submit';
export type { RequestsSnapshot } from './follow';
export type { SiteRules, SitePosition } from './site-rules';
export type { SentSnapshot, SentStatus } from './sent-status';
export type { GatewayVisit, GatewayVisitView, VisitAnswer, VisitPlace, VisitState } from './visit';

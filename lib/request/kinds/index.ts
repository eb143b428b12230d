import { memberOf, membersOf } from '@/lib/closed-set';
import { FIRST_KIND, kindOf, type RequestKind, type RequestValues } from '../values';
import { appointment } from './appointment';
import { application } from './application';
import { callback } from './callback';
import { whatsapp } from './whatsapp';
import type { WordedKind } from '../words';
import type { KindDefinition } from './kind';
import type { GivenOf } from './rule-table';

/*
 * Every kind of request, one definition each (kinds/<kind>.ts, what a definition holds: kind.ts), in one
 * table the compiler holds complete: a kind of RequestKind without its definition, or a definition without
 * one of its parts (its rules, its keys, its notice, its template…), does not compile. Nothing else in the
 * site picks what to do by kind: it reads this table (lib/request/), or its own table by kind that the
 * compiler holds complete the same way (copy/, site/emailjs-templates.ts, components/request/).
 * Adding a kind: docs/offline-and-requests.md, « Adding a kind of request ».
 */
export const REQUEST_KINDS = { appointment, callback, application, whatsapp } satisfies { [K in RequestKind]: KindDefinition };

/** Each kind's definition, as written (its rules' and template's literal types): what other layers' tables by kind are typed against. */
export type RequestKinds = typeof REQUEST_KINDS;

/** The kinds a family makes with a form (a page may post them): those the gateway makes are not. */
export type FamilyKind = { [K in RequestKind]: RequestKinds[K]['madeBy'] extends 'family' ? K : never }[RequestKind];
/** The kinds with a page of their own, and its name (lib/routes.ts): what the footer, the sitemap and the budgets list. */
export type PagedKind = { [K in RequestKind]: RequestKinds[K]['page'] extends null ? never : K }[RequestKind];
/** The kinds that say everything after « Envoyer » in their own words (KindWords: copy/request/kinds.ts): every kind a family makes but those whose words are RequestCopy's. */
export type OwnKind = Exclude<FamilyKind, WordedKind>;
/** Those with a page of their own, drawn by the shared one (components/request/kind-page.tsx) from their words (copy/request/kinds.ts, KIND_PAGE_WORDS). */
export type OwnPagedKind = Extract<OwnKind, PagedKind>;
/** Their pages' names (lib/routes.ts): what the site's tables by page (the editor's labels, the previews' words) read from the kinds' instead. */
export type OwnKindPage = RequestKinds[OwnPagedKind]['page'];

/** The names of one kind's values (an appointment's `appointmentDate`, a call-back's `slot`…); of several kinds, any of theirs. */
export type KindField<K extends RequestKind> = K extends RequestKind ? GivenOf<RequestKinds[K]['fields']> : never;
/** One kind's values, by its fields' names. */
export type KindValues<K extends RequestKind> = RequestValues<KindField<K>>;

/** The kinds' names, in the table's order. */
export const KIND_NAMES: RequestKind[] = membersOf(REQUEST_KINDS);

/** The kinds a family makes, in the table's order: what the gateway reads a page's body's kind against, and the outbox a kept one's. */
export const FAMILY_KINDS = KIND_NAMES.filter((kind): kind is FamilyKind => REQUEST_KINDS[kind].madeBy === 'family');

const hasPage = (kind: RequestKind): kind is PagedKind => REQUEST_KINDS[kind].page !== null;

/** The kinds with a page of their own, in the table's order, each with its page's name. */
export const KIND_PAGES = KIND_NAMES.filter(hasPage).map((kind) => ({ kind, page: REQUEST_KINDS[kind].page }));

/** Whether a request of that kind (as the inbox stored it) may lead to a visit: an unknown name may not. */
export const leadsToVisit = (kind: unknown): boolean => {
  const known = memberOf(REQUEST_KINDS, kind);
  return known !== undefined && REQUEST_KINDS[known].visit;
};

export { FIRST_KIND, kindOf };

/** A kind's definition. */
export const definitionOf = (content: { kind?: RequestKind | undefined }): KindDefinition => REQUEST_KINDS[kindOf(content)];

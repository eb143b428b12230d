import { FIRST_KIND, kindOf, type RequestKind, type RequestValues } from '../values';
import { appointment } from './appointment';
import { application } from './application';
import { callback } from './callback';
import { whatsapp } from './whatsapp';
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

/** The names of one kind's values (an appointment's `appointmentDate`, a call-back's `slot`…); of several kinds, any of theirs. */
export type KindField<K extends RequestKind> = K extends RequestKind ? GivenOf<RequestKinds[K]['fields']> : never;
/** One kind's values, by its fields' names. */
export type KindValues<K extends RequestKind> = RequestValues<KindField<K>>;

/** The kinds' names, in the table's order: what the gateway reads a body's kind against. */
export const KIND_NAMES = Object.keys(REQUEST_KINDS) as RequestKind[];

export { FIRST_KIND, kindOf };

/** A kind's definition. */
export const definitionOf = (content: { kind?: RequestKind | undefined }): KindDefinition => REQUEST_KINDS[kindOf(content)];

import { FIRST_KIND, kindOf, type RequestKind, type RequestValues } from '../values';
import { appointment } from './appointment';
import { application } from './application';
import { callback } from './callback';
import type { InboxWords, KindDefinition, StaffWords } from './kind';
import { fieldsOf, RULES, type FieldOf, type FieldRule, type StaffPlace } from './rule-table';

/*
 * Every kind of request, one definition each (kinds/<kind>.ts, what a definition holds: kind.ts), in one
 * table the compiler holds complete: a kind of RequestKind without its definition, or a definition without
 * one of its parts (its rules, its keys, its notice, its template…), does not compile. Nothing else in the
 * site picks what to do by kind: it reads this table (lib/request/), or its own table by kind that the
 * compiler holds complete the same way (copy/, site/emailjs-templates.ts, components/request/).
 * Adding a kind: docs/offline-and-requests.md, « Adding a kind of request ».
 */
export const REQUEST_KINDS = { appointment, callback, application } satisfies { [K in RequestKind]: KindDefinition };

/** Each kind's definition, as written (its rules' and template's literal types): what other layers' tables by kind are typed against. */
export type RequestKinds = typeof REQUEST_KINDS;

/** The names of one kind's values (an appointment's `appointmentDate`, a call-back's `slot`…); of several kinds, any of theirs. */
export type KindField<K extends RequestKind> = K extends RequestKind ? FieldOf<RequestKinds[K]['fields']> : never;
/** One kind's values, by its fields' names. */
export type KindValues<K extends RequestKind> = RequestValues<KindField<K>>;

/** The kinds' names, in the table's order: what the gateway reads a body's kind against. */
export const KIND_NAMES = Object.keys(REQUEST_KINDS) as RequestKind[];

export { FIRST_KIND, kindOf };

/** A kind's definition. */
export const definitionOf = (content: { kind?: RequestKind | undefined }): KindDefinition => REQUEST_KINDS[kindOf(content)];

/** A field as the staff's inbox shows it: its name, its rule (how its value reads in words: in-words.ts) and its words. */
export interface InboxField {
  name: string;
  rule: FieldRule;
  words: StaffWords;
}

/**
 * What the staff's inbox shows of a kind (gateway/src/inbox/card.ts), from its rules: who wrote (the card's
 * heading), the number to call, the day and time (or slot) asked for on one line, and every other field, what
 * was asked first, then the address, then the family's own words.
 */
export interface KindInbox {
  words: InboxWords;
  who?: string;
  reach?: string;
  when?: { day?: string; time?: { field: string; slot: boolean }; words: StaffWords };
  facts: InboxField[];
}

/** The order the staff read a kind's fields in after who, how to reach them and when: what was asked, the address, their words. */
const FACT_ORDER: Record<StaffPlace, number> = { when: 0, who: 1, reach: 1, what: 1, address: 2, words: 3, none: 4 };

export function inboxOf(kind: RequestKind): KindInbox {
  const { fields, staff, inbox } = definitionOf({ kind });
  const names = fieldsOf(fields);
  const first = (...places: StaffPlace[]) => names.find((field) => places.includes(RULES[fields[field]!.is].staff));
  const [who, reach, day] = [first('who'), first('reach'), names.find((field) => fields[field]!.is === 'date')];
  const time = names.find((field) => fields[field]!.is === 'time' || fields[field]!.is === 'slot');
  const shown = new Set([who, reach, day, time]);
  const place = (field: string) => FACT_ORDER[RULES[fields[field]!.is].staff];
  const facts = names
    .filter((field) => !shown.has(field) && RULES[fields[field]!.is].staff !== 'none')
    .sort((a, b) => place(a) - place(b))
    .map((name) => ({ name, rule: fields[name]!, words: staff[name]! }));
  const whenWords = day ?? time;
  return {
    words: inbox,
    ...(who ? { who } : {}),
    ...(reach ? { reach } : {}),
    ...(whenWords ? { when: { ...(day ? { day } : {}), ...(time ? { time: { field: time, slot: fields[time]!.is === 'slot' } } : {}), words: staff[whenWords]! } } : {}),
    facts,
  };
}

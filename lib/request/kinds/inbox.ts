import type { RequestKind } from '../values';
import { definitionOf } from '../kinds';
import type { InboxWords, StaffWords } from './kind';
import { MAIL_KEYS } from './mail-keys';
import { fieldsOf, RULES, type FieldRule, type RuleName, type StaffPlace } from './rule-table';

/*
 * What the staff's inbox shows of a kind (gateway/src/inbox/card.ts, through for-gateway.ts), from its definition:
 * no page reads it.
 */

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
  /** The family's consent to its appointment's messages, for a kind that asks it (visit/consent.ts): the card says it before the call. */
  consent?: string;
}

/** The order the staff read a kind's fields in after who, how to reach them and when: what was asked, the address, their words. */
const FACT_ORDER: Record<StaffPlace, number> = { when: 0, who: 1, reach: 1, what: 1, address: 2, words: 3, none: 4 };

export function inboxOf(kind: RequestKind): KindInbox {
  const { fields, staff, inbox } = definitionOf({ kind });
  const names = fieldsOf(fields);
  const first = (...places: StaffPlace[]) => names.find((field) => places.includes(RULES[fields[field]!.is].staff));
  const of = (rules: readonly RuleName[]) => names.find((field) => rules.includes(fields[field]!.is));
  // A day and a time (or a slot) as the e-mail's keys take them (mail-keys.ts): a day the centre is open is a day.
  const [who, reach, day, time] = [first('who'), first('reach'), of(MAIL_KEYS.date), of(MAIL_KEYS.time)];
  const shown = new Set([who, reach, day, time]);
  const place = (field: string) => FACT_ORDER[RULES[fields[field]!.is].staff];
  const facts = names
    .filter((field) => !shown.has(field) && RULES[fields[field]!.is].staff !== 'none')
    .sort((a, b) => place(a) - place(b))
    .map((name) => ({ name, rule: fields[name]!, words: staff[name]! }));
  const whenWords = day ?? time;
  const consent = names.find((field) => fields[field]!.is === 'consent');
  return {
    words: inbox,
    ...(who ? { who } : {}),
    ...(reach ? { reach } : {}),
    ...(whenWords ? { when: { ...(day ? { day } : {}), ...(time ? { time: { field: time, slot: fields[time]!.is === 'slot' } } : {}), words: staff[whenWords]! } } : {}),
    facts,
    ...(consent ? { consent } : {}),
  };
}

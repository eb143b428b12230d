import { slotValueInWords } from '../slot-words';
import { EMPTY_MESSAGE, firstLines, whoKeys } from './for-centre';
import { timeValue, valueInWords } from './in-words';
import type { ContentOf, KindDefinition, KindParams } from './kind';
import type { MailKey, MailKeys } from './mail-keys';
import { fieldsOf, RULES, type FieldRule, type FieldRules } from './rule-table';

/*
 * The centre's e-mail of a kind that says which of the spec's keys each of its fields fills (kinds/<kind>.ts,
 * `mail`), read by the request's code (payload.ts), the worker and the gateway, never by a page's first scripts.
 * A key is filled only by the field its kind names for it (mail-keys.ts), never by a field's place among its kind's:
 * a kind whose first list is the districts does not write « Service : Bastos ».
 */

/** The French label of a field the staff read (`Heures de soins par semaine : 12`), on a line of the message. */
const colon = '\u00A0: ';

/** A value as the spec's keys carry it: a slot in French words with its times; a day or a time as a page marks it up (ISO, HH:MM); any other as typed. */
function keyValue(rule: FieldRule, value: string): string {
  if (rule.is === 'slot') return value && slotValueInWords(value, 'fr');
  return timeValue(rule, value) ?? value;
}

/**
 * The eight keys of a kind whose fields fill the keys it names (`mail`): each of those in its key; every other
 * value on a line of the message, by its label as the staff read it and in words (« Heures de soins par semaine :
 * 12 », « La personne peut-elle se déplacer : Non »), then the family's own words (its fields of free text).
 */
export function paramsByRule<Rules extends FieldRules>(fields: Rules, mail: MailKeys<Rules>, staff: KindDefinition<Rules>['staff']) {
  return ({ values, locale, reference }: ContentOf<Rules>): KindParams => {
    const names = fieldsOf(fields);
    const value = (field: string | undefined) => (field === undefined ? '' : (values[field as keyof typeof values] ?? '').trim());
    const key = (name: MailKey) => {
      const field = mail[name];
      return field === undefined ? '' : keyValue(fields[field]!, value(field));
    };
    const carried = new Set<string | undefined>(Object.values(mail));
    const lines = names
      // A value nobody on the staff reads (a box of consent: the gateway acts on it) is not written for them.
      .filter((field) => !carried.has(field) && RULES[fields[field]!.is].staff !== 'words' && RULES[fields[field]!.is].staff !== 'none' && value(field))
      .map((field) => `${staff[field].label.fr}${colon}${valueInWords(fields[field]!, value(field), { locale: 'fr', choiceLabels: {} })}`);
    const said = names.filter((field) => RULES[fields[field]!.is].staff === 'words').map(value).filter(Boolean);
    const name = key('from_name');
    return {
      ...whoKeys({ fullName: name, email: key('from_email'), phone: key('phone') }),
      date: key('date'),
      time: key('time'),
      service: key('service'),
      message: firstLines(reference, locale, [...lines, said.join('\n') || EMPTY_MESSAGE].join('\n'), name),
      reference,
    };
  };
}

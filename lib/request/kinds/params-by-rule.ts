import { parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { slotValueInWords } from '../slot-words';
import { EMPTY_MESSAGE, firstLines, whoKeys } from './for-centre';
import { valueInWords } from './in-words';
import type { ContentOf, KindDefinition, KindParams } from './kind';
import { fieldsOf, RULES, type FieldRule, type FieldRules } from './rule-table';

/*
 * The centre's e-mail of a kind that says nothing of its own (kinds/<kind>.ts, `params`): each value in the key its
 * rule gives it, read by the request's code (payload.ts), the worker and the gateway, never by a page's first scripts.
 */

/** The French label of a field the staff read (`Heures de soins par semaine : 12`), on a line of the message. */
const colon = '\u00A0: ';

/**
 * The eight keys of a kind whose values go where their rules put them: the first name, e-mail address and phone
 * in who wrote; the first day in `date` (ISO) and the first time or slot in `time` (a slot in words); the first
 * choice in `service` (the centre's French name); every other value on a line of the message, by its label as the
 * staff read it and in words (« Heures de soins par semaine : 12 »), then the family's own words.
 */
export function paramsByRule<Rules extends FieldRules>(fields: Rules, staff: KindDefinition<Rules>['staff']) {
  return ({ values, locale, reference }: ContentOf<Rules>): KindParams => {
    const names = fieldsOf(fields);
    const first = (...rules: FieldRule['is'][]) => names.find((field) => rules.includes(fields[field]!.is));
    const placed = { name: first('name'), email: first('email'), phone: first('phone'), date: first('date'), time: first('time', 'slot'), choice: first('choice') };
    const value = (field: string | undefined) => (field === undefined ? '' : (values[field as keyof typeof values] ?? '').trim());
    const carried = new Set(Object.values(placed));
    const lines = names
      // A value nobody on the staff reads (a box of consent: the gateway acts on it) is not written for them.
      .filter((field) => !carried.has(field) && fields[field]!.is !== 'text' && RULES[fields[field]!.is].staff !== 'none' && value(field))
      .map((field) => `${staff[field].label.fr}${colon}${valueInWords(fields[field]!, value(field), { locale: 'fr', choiceLabels: {} })}`);
    const said = names.filter((field) => fields[field]!.is === 'text').map(value).filter(Boolean);
    const time = value(placed.time);
    const name = value(placed.name);
    return {
      ...whoKeys({ fullName: name, email: value(placed.email), phone: value(placed.phone) }),
      date: parseDateInput(value(placed.date)) ?? value(placed.date),
      time: placed.time && fields[placed.time]!.is === 'slot' ? slotValueInWords(time, 'fr') : (parseTimeInput(time) ?? time),
      service: value(placed.choice),
      message: firstLines(reference, locale, [...lines, said.join('\n') || EMPTY_MESSAGE].join('\n'), name),
      reference,
    };
  };
}

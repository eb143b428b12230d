import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/douala-date';
import { openingsOn } from '@/lib/hours';
import { locales } from '@/lib/i18n';
import { checkRequest, listsOf } from '@/lib/request/check';
import { KIND_NAMES, REQUEST_KINDS } from '@/lib/request/kinds';
import type { KindDefinition } from '@/lib/request/kinds/kind';
import { fieldsOf, type FieldRule, type FieldRules } from '@/lib/request/kinds/rules';
import { unnamed } from '@/lib/unnamed';
import type { RequestKind } from '@/lib/request/values';
import { choicesOf } from '@/site/choice-lists';
import { requestRules } from '@/site/request-rules';

/*
 * No free text where a list is offered: each field that chooses from a list (its rule `{ is: 'choice', of }`), in
 * what a kind carries as in what its form asks, offers a list on the page (site/choice-lists.ts) that the gateway
 * checks (lib/request/check.ts, listsOf, with the rules the same build publishes; or the list written with the
 * field): every value the page offers, in either language, is taken; a value out of it is refused, by its field.
 * Read off every kind's definition: a field or a kind added is held to it at once.
 */

const TODAY = '2026-03-16';
const rules = requestRules(TODAY);
const lists = listsOf(rules, 'fr', TODAY);

/** What a choice may be, as the gateway checks it: every list a field may name is one the build publishes. */
const listOf = (rule: Extract<FieldRule, { is: 'choice' }>): readonly string[] => (typeof rule.of === 'string' ? (lists[rule.of] ?? []) : rule.of);

/** The first day after today the centre is open, as the build publishes its days. */
const openDay = () => {
  for (let ahead = 1; ; ahead += 1) if (openingsOn(addDays(TODAY, ahead), rules.hours, rules.closures).length > 0) return addDays(TODAY, ahead);
};

/** A value each rule takes, made from the rule alone: a request of any kind that may leave. */
function valueFor(rule: FieldRule): string {
  switch (rule.is) {
    case 'name':
      return 'Awa Ngono';
    case 'email':
      return 'awa@example.cm';
    case 'phone':
      return '+237691234567';
    case 'date':
      return addDays(TODAY, 1);
    case 'openDay':
      return openDay();
    case 'yesNo':
      return 'no';
    case 'time':
      return '10:30';
    case 'slot':
      return 'morning 08:00-12:00';
    case 'choice':
      return listOf(rule)[0] ?? '';
    case 'line':
      return 'Bastos';
    case 'number':
      return String(rule.min);
    case 'text':
    case 'custom':
    case 'consent':
      return '';
    default:
      return unnamed(rule);
  }
}

const choiceFields = (kind: RequestKind) => {
  const definition: KindDefinition = REQUEST_KINDS[kind];
  const sets: FieldRules[] = [definition.fields, ...(definition.form ? [definition.form.fields] : [])];
  return sets.flatMap((fields) =>
    fieldsOf(fields).flatMap((field) => {
      const rule = fields[field]!;
      return rule.is === 'choice' ? [{ field, rule, carried: fields === definition.fields }] : [];
    }),
  );
};

describe('a field that chooses from a list', () => {
  it('is found in the kinds (the test reads what it means)', () => {
    expect(KIND_NAMES.flatMap((kind) => choiceFields(kind).map(({ field }) => `${kind}.${field}`))).toEqual(expect.arrayContaining(['appointment.serviceType', 'callback.service', 'application.position']));
  });

  for (const kind of KIND_NAMES) {
    for (const { field, rule, carried } of choiceFields(kind)) {
      it(`${kind}.${field}: the page offers its list, « ${String(rule.of)} », and the gateway takes a value of it and refuses one out of it`, () => {
        expect(choicesOf(rule.of, 'fr').length, 'what the page offers').toBeGreaterThan(0);
        expect(listOf(rule).length, 'what the gateway checks').toBeGreaterThan(0);
        if (!carried) return;
        const definition: KindDefinition = REQUEST_KINDS[kind];
        const values = Object.fromEntries(fieldsOf(definition.fields).map((name) => [name, valueFor(definition.fields[name]!)]));
        const content = { values, locale: 'fr' as const, reference: 'AV-7K3Q', ...(kind === 'appointment' ? {} : { kind }) };
        expect(checkRequest(content, { today: TODAY, rules }), 'a value of the list').toEqual({ ok: true });
        for (const locale of locales) {
          for (const { value } of choicesOf(rule.of, locale).filter((choice) => choice.value)) {
            expect(checkRequest({ ...content, locale, values: { ...values, [field]: value } }, { today: TODAY, rules }), `« ${value} », offered by the ${locale} page`).toEqual({ ok: true });
          }
        }
        expect(checkRequest({ ...content, values: { ...values, [field]: 'Pas dans la liste' } }, { today: TODAY, rules })).toEqual({ ok: false, field });
      });
    }
  }
});

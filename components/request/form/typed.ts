import { oneLine } from '@/lib/request/one-line';
import type { RequestValues } from '@/lib/request';
import { earlyInput } from '@/components/ui/early-input';
import { standInPhone } from '../phone/phone-country';
import type { FieldSpec } from '@/lib/request/kinds/rule-table';

/*
 * What a form keeps of what is typed, whatever its kind: every field but a message is of one line (a line
 * break or a tab pasted is a space: one-line.ts), and what was typed before the scripts ran is adopted as the
 * form's values (React's first update of a field would write over it).
 */

/** A value as a field of its lines keeps it: a message as typed, any other on one line. */
const KEPT_LINES: Record<FieldSpec['lines'], (value: string) => string> = { one: oneLine, several: (value) => value };

/** A field's value as the form keeps it. */
export const keptValue = (spec: FieldSpec | undefined, value: string) => KEPT_LINES[spec?.lines ?? 'one'](value);

/** What was typed in the form's fields before its scripts ran; a number of the field with a list of countries as the library would read it. */
export function typedEarly(form: HTMLFormElement | null, fields: readonly FieldSpec[]): RequestValues {
  const typed: RequestValues = {};
  for (const [name, value] of earlyInput(form)) {
    const spec = fields.find((field) => field.name === name);
    if (!spec) continue;
    typed[name] = spec.rule.is === 'phone' && !spec.rule.plain ? standInPhone(value) : keptValue(spec, value);
  }
  return typed;
}

import { describe, expect, it } from 'vitest';
import { numberValue, readNumber } from '@/lib/request/kinds/number';
import { problemsOf, type FieldRule } from '@/lib/request/kinds/rules';
import { checkForm } from '@/lib/request/form/validation';
import { valueInWords } from '@/lib/request/kinds/in-words';

/*
 * A number a request asks for (issue 79: hours of care a week, 1 to 84), as people in Yaoundé type it: grouped
 * as they group thousands, pasted with spaces, its unit after it. The same reading for the form, the gateway and
 * the outbox (kinds/rules.ts), carried as digits, said in words as each language writes numbers.
 */

const HOURS = { is: 'number', need: 'required', min: 1, max: 84 } as const satisfies FieldRule;
const day = { today: '2026-03-16', earliest: '2026-03-16' };
const problem = (value: string, rule: FieldRule = HOURS) => problemsOf({ hours: rule }, { hours: value }, day).hours;

describe('a number as people type it', () => {
  it('reads digits, thousands grouped by a space, a narrow no-break space, a dot or a comma, spaces pasted around it', () => {
    for (const [typed, read] of [
      ['12', 12],
      [' 12 ', 12],
      ['\u00A012\t', 12],
      ['3 500', 3500],
      ['3\u202F500', 3500],
      ['3.500', 3500],
      ['3,500', 3500],
      ['1 234 567', 1234567],
    ] as const) {
      expect(readNumber(typed), typed).toBe(read);
    }
  });

  it('reads the unit written after it, with or without a space', () => {
    for (const typed of ['12h', '12 h', '12 heures', '12 hours', '12 hrs', '12 h/sem.', '12H']) expect(readNumber(typed), typed).toBe(12);
  });

  it('refuses a fraction, a sign, an empty value, words before it, two numbers, digits grouped wrongly', () => {
    for (const typed of ['7,5', '7.5', '-3', '−3', '', 'environ 12', 'h12', '12 14', '3.50.0', '1 23', '12,5h', '1e3', 'Infinity', '0x10']) {
      expect(readNumber(typed), typed).toBeNull();
    }
  });

  it('is carried as its digits; what cannot be read, as typed', () => {
    expect(numberValue(' 3.500 ')).toBe('3500');
    expect(numberValue('12h')).toBe('12');
    expect(numberValue(' environ 12 ')).toBe('environ 12');
  });
});

describe('the number rule', () => {
  it('asks for a number within its bounds: « 3.500 » is three thousand five hundred, too many', () => {
    expect(problem('12')).toBeUndefined();
    expect(problem('1')).toBeUndefined();
    expect(problem('84 h')).toBeUndefined();
    expect(problem('0')).toBe('numberRange');
    expect(problem('85')).toBe('numberRange');
    expect(problem('3.500')).toBe('numberRange');
    expect(problem('douze')).toBe('numberInvalid');
    expect(problem('7,5')).toBe('numberInvalid');
    expect(problem('')).toBe('required');
    expect(problem('  ')).toBe('required');
    expect(problem('', { ...HOURS, need: 'optional' })).toBeUndefined();
    expect(problem('12\n')).toBe('numberInvalid');
  });

  it('carries what the form read, and says each problem with the bounds in the page’s numbers', () => {
    const messages = { numberRange: 'Entre {min} et {max}.', numberInvalid: 'Un nombre.', required: 'Requis.' };
    const checked = checkForm({ hours: HOURS }, { hours: ' 12 h ' }, { today: day.today, locale: 'fr', messages });
    expect(checked).toStrictEqual({ values: { hours: '12' }, errors: {} });
    expect(checkForm({ hours: { ...HOURS, max: 2000 } }, { hours: '3 500' }, { today: day.today, messages, locale: 'fr' }).errors).toStrictEqual({
      hours: 'Entre 1 et 2\u202F000.',
    });
    expect(checkForm({ hours: HOURS }, { hours: 'douze' }, { today: day.today, locale: 'en', messages }).errors).toStrictEqual({ hours: 'Un nombre.' });
  });

  it('is said in words as each language writes numbers', () => {
    expect(valueInWords(HOURS, '3500', { locale: 'fr', choiceLabels: {} })).toBe('3\u202F500');
    expect(valueInWords(HOURS, '3500', { locale: 'en', choiceLabels: {} })).toBe('3,500');
    expect(valueInWords(HOURS, '12h', { locale: 'fr', choiceLabels: {} })).toBe('12');
    expect(valueInWords(HOURS, 'douze', { locale: 'fr', choiceLabels: {} })).toBe('douze');
  });
});

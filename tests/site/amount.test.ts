import { describe, expect, it } from 'vitest';
import { readAmount, type AmountReading } from '@/lib/amount';

const amount = (value: number): AmountReading => ({ ok: true, amount: value });
const refused = (problem: string) => ({ ok: false, problem });

describe('readAmount: FCFA as people in Yaoundé type them', () => {
  it.each([
    ['3500', 3500],
    ['3 500', 3500],
    ['3.500', 3500],
    ['3,500', 3500],
    ["3'500", 3500],
    ['3\u00A0500', 3500],
    ['3\u202F500', 3500],
    ['  3 500  ', 3500],
    ['3 500 F', 3500],
    ['3500F', 3500],
    ['3 500 FCFA', 3500],
    ['3.500 F CFA', 3500],
    ['FCFA 3 500', 3500],
    ['15 000', 15000],
    ['1.500.000', 1_500_000],
    ['0', 0],
    // Pasted with spaces around the currency too.
    [' 3 500 F ', 3500],
    // Two spaces between the groups, the currency first, with a space inside or none after it.
    ['3  500', 3500],
    ['F CFA 3 500', 3500],
    ['F3500', 3500],
    ['3 500 F  CFA', 3500],
    ['F  CFA 3 500', 3500],
    // « franc » without its s, after or before.
    ['3 500 franc', 3500],
    ['franc 3 500', 3500],
    // The ceiling itself is a price the centre may ask.
    ['10 000 000', 10_000_000],
  ])('reads « %s » as %i', (typed, expected) => {
    expect(readAmount(typed)).toEqual(amount(expected));
  });

  it('takes whole numbers as they are, and refuses the rest', () => {
    expect(readAmount(2500)).toEqual(amount(2500));
    expect(readAmount(2500.5)).toEqual(refused('fraction'));
    expect(readAmount(-3000)).toEqual(refused('negative'));
    expect(readAmount(Number.NaN)).toEqual(refused('not-a-number'));
  });

  it.each([
    ['2500.75', 'fraction'],
    ['3.5', 'fraction'],
    ['3,50', 'fraction'],
    ['3 500,50', 'fraction'],
    ['1e4', 'not-a-number'],
    ['quinze mille', 'not-a-number'],
    ['10k', 'not-a-number'],
    ['35 00', 'not-a-number'],
    ['3.500,000', 'not-a-number'],
    ['-500', 'negative'],
    ['−2 000', 'negative'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['FCFA', 'not-a-number'],
    ['25 000 000', 'too-large'],
    ['10 000 001', 'too-large'],
    ['3,5000', 'fraction'],
    // Not fractions: a message about cents would mislead.
    ['12 3456', 'not-a-number'],
    ['1,2345 6', 'not-a-number'],
    ['2,5 - 3,5', 'not-a-number'],
    ['env. 3,5', 'not-a-number'],
    ['--500', 'not-a-number'],
    // A letter of the currency in the middle is a slip, not a currency: never read as 3 500.
    ['3 f 500', 'not-a-number'],
  ])('refuses « %s » (%s): never a different amount', (typed, problem) => {
    expect(readAmount(typed)).toEqual(refused(problem));
  });

  it('never reads « 3.500 », « 2500.75 » or « 1e4 » as 300, 25005 or 1 (what the number field did)', () => {
    expect(readAmount('3.500')).toEqual(amount(3500));
    for (const typed of ['2500.75', '1e4']) expect(readAmount(typed).ok).toBe(false);
  });

  it('has nothing to read in an empty field or a value of another kind', () => {
    expect(readAmount(undefined)).toEqual(refused('empty'));
    expect(readAmount(null)).toEqual(refused('empty'));
    expect(readAmount({ min: 3 })).toEqual(refused('not-a-number'));
  });
});

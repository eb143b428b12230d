import { describe, expect, it } from 'vitest';
import { amount, decimal, itemNumber, readTyped, storedProblem, textFor } from '@/editor/widgets/typed-number';

/*
 * The editor's number fields (editor/widgets/typed-number.ts) as staff type into them: what is stored,
 * what the site will print, and the sentence when the text is refused. A refused text is stored as
 * typed, never as a number nobody typed.
 */

const required = { required: true };
const optional = { required: false };
const nnbsp = '\u202F';

describe('an amount of FCFA', () => {
  it.each([
    ['3.500', 3500],
    ['3 500', 3500],
    ['3500', 3500],
    ['3 500 F', 3500],
    ['15.000 FCFA', 15000],
    ['0', 0],
  ])('« %s » is stored as %i and shown back as the site prints it', (text, value) => {
    const typed = readTyped(amount, text, required);
    expect(typed.stored).toBe(value);
    expect(typed.problem).toBeUndefined();
    expect(typed.echo?.replace(/\s/g, ' ')).toBe(`${value.toLocaleString('fr-CM').replace(/\s/g, ' ')} FCFA`);
  });

  it('prints 3500 with the site’s narrow space and no-break space', () => {
    expect(readTyped(amount, '3.500', required).echo).toBe(`3${nnbsp}500\u00A0FCFA`);
  });

  it.each([
    ['2500.75', "« 2500.75 » n'est pas un montant en FCFA entier : le franc CFA n'a pas de centimes."],
    ['1e4', "« 1e4 » n'est pas un nombre de FCFA."],
    ['-500', "« -500 » n'est pas un montant en FCFA entier et positif : un prix ne peut pas être négatif."],
    ['quinze mille', "« quinze mille » n'est pas un nombre de FCFA."],
  ])('« %s » is refused with the build’s sentence and kept as typed', (text, start) => {
    const typed = readTyped(amount, text, required);
    expect(typed.stored).toBe(text);
    expect(typed.problem).toBe(`${start} Écrivez le montant en chiffres, par exemple 15000 ou 15 000.`);
    expect(typed.echo).toBeUndefined();
  });

  it('left empty: absent when optional, refused when required', () => {
    expect(readTyped(amount, '  ', optional)).toEqual({ stored: undefined, problem: undefined });
    expect(readTyped(amount, '', required)).toEqual({ stored: undefined, problem: 'Le montant est vide. Écrivez le montant en chiffres, par exemple 15000 ou 15 000.' });
  });

  it('judges a stored value as the build does before the save', () => {
    expect(storedProblem(amount, 3500, required)).toBeUndefined();
    expect(storedProblem(amount, '3 500', required)).toBeUndefined();
    expect(storedProblem(amount, undefined, required)).toBeUndefined();
    expect(storedProblem(amount, '2500.75', required)).toMatch(/^« 2500\.75 » n'est pas un montant en FCFA entier/);
    expect(storedProblem(amount, 2500.5, required)).toMatch(/le franc CFA n'a pas de centimes/);
  });
});

describe('the text box keeps what staff typed', () => {
  it('while it means the stored value, and shows a value changed from elsewhere', () => {
    expect(textFor(amount, 3500, '3.500', required)).toBe('3.500');
    expect(textFor(amount, '2500.75', '2500.75', required)).toBe('2500.75');
    expect(textFor(amount, undefined, '', optional)).toBe('');
    expect(textFor(amount, 4000, '3.500', required)).toBe('4000');
    expect(textFor(amount, 3500, undefined, required)).toBe('3500');
    expect(textFor(amount, null, undefined, optional)).toBe('');
  });
});

describe('an item’s number', () => {
  it('is a whole number from 1, digits only', () => {
    expect(readTyped(itemNumber, ' 12 ', required)).toEqual({ stored: 12, echo: undefined });
    expect(readTyped(itemNumber, '0', required)).toEqual({ stored: '0', problem: "« 0 » n'est pas un numéro : écrivez un nombre entier à partir de 1." });
    expect(readTyped(itemNumber, '3.5', required).problem).toBe("« 3.5 » n'est pas un numéro : écrivez un nombre entier à partir de 1.");
    expect(readTyped(itemNumber, '1e1', required).stored).toBe('1e1');
    expect(readTyped(itemNumber, '', required).problem).toBe('Le numéro est vide : donnez le prochain numéro libre.');
    expect(storedProblem(itemNumber, '7', required)).toMatch(/n'est pas un numéro/);
    expect(storedProblem(itemNumber, 7, required)).toBeUndefined();
  });
});

describe('a latitude', () => {
  const latitude = { required: true, min: -90, max: 90 };
  it('reads a decimal comma as French writes it, or a dot', () => {
    expect(readTyped(decimal, '3,8480', latitude).stored).toBe(3.848);
    expect(readTyped(decimal, '3.8480', latitude).stored).toBe(3.848);
    expect(readTyped(decimal, '-3,5', latitude).stored).toBe(-3.5);
    expect(readTyped(decimal, '−3,5', latitude).stored).toBe(-3.5);
  });

  it('refuses what is not one number, or out of range, as the build says it', () => {
    expect(readTyped(decimal, '3,848,0', latitude)).toEqual({ stored: '3,848,0', problem: "« 3,848,0 » n'est pas un nombre : écrivez-le en chiffres." });
    expect(readTyped(decimal, '95', latitude).problem).toBe('« 95 » est trop grand : le maximum est 90.');
    expect(readTyped(decimal, '-91', latitude).problem).toBe('« -91 » est trop petit : le minimum est -90.');
    expect(storedProblem(decimal, '3,8', latitude)).toBe("« 3,8 » n'est pas un nombre : écrivez-le en chiffres.");
  });
});

import { describe, expect, it } from 'vitest';
import { isEcho, sameValue } from '@/editor/widgets/quiet-duplicates';

/** A list as Decap holds one (Immutable's List): equal by its items, not by identity. */
const list = (...items: number[]) => ({ items, equals: (other: unknown) => JSON.stringify((other as { items?: unknown }).items) === JSON.stringify(items) });

describe('a change a widget sends on its own', () => {
  it('is dropped from a disabled copy when it is the value already shown', () => {
    expect(isEcho({ isDisabled: true, value: 'dr-mballa' }, 'dr-mballa')).toBe(true);
    expect(isEcho({ isDisabled: true, value: list(3, 5) }, list(3, 5))).toBe(true);
  });

  it('goes through when it changes the value, or comes from a field staff can type in', () => {
    expect(isEcho({ isDisabled: true, value: list(3, 5) }, list(3, 6))).toBe(false);
    expect(isEcho({ isDisabled: true, value: 'dr-mballa' }, 'dr-ngono')).toBe(false);
    expect(isEcho({ isDisabled: false, value: 'dr-mballa' }, 'dr-mballa')).toBe(false);
    expect(isEcho({ value: list(3, 5) }, list(3, 5))).toBe(false);
  });

  it('compares plain values by identity and collections by their items', () => {
    expect(sameValue(undefined, undefined)).toBe(true);
    expect(sameValue('', undefined)).toBe(false);
    expect(sameValue(list(1), list(1))).toBe(true);
    expect(sameValue(list(1), [1])).toBe(false);
  });
});

import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * What the visitor typed or chose in a form before its scripts ran (seconds on a slow link), adopted as
 * the form's state. React keeps the fields' values through hydration, but its first update of a
 * controlled field writes the state over them: a number typed early would vanish, a choice would show
 * while the form ignores it. Read once, as the form mounts (a layout effect: before that update), from
 * the named fields under `root`: a text's value when not empty, a checked radio's or box's value.
 * After a client-side page change the fields are React's own, empty: nothing is adopted.
 */
export function useEarlyInput(root: RefObject<HTMLElement | null>, adopt: (values: Map<string, string>) => void) {
  const onValues = useEffectEvent(adopt);
  useLayoutEffect(() => {
    const values = earlyInput(root.current);
    if (values.size > 0) onValues(values);
  }, [root]);
}

/** The named fields' values under `root` as they are now: to be read before React's first update of them. */
export function earlyInput(root: HTMLElement | null): Map<string, string> {
  const values = new Map<string, string>();
  const fields = root?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]') ?? [];
  for (const field of fields) {
    const choice = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
    if (choice ? field.checked : field.value !== '') values.set(field.name, field.value);
  }
  return values;
}

import type { Immutable } from '../decap';

/** A choice of a select field in the config: its value and its French label. */
export interface Choice {
  value: string;
  label: string;
}

/** The options of a field (`options:` in the editor's config, from each choice's French name in content/schema/), as Decap hands them over. */
export function choicesOf(field: Immutable): Choice[] {
  const options = field.get('options') as Immutable | undefined;
  const list = (options?.toJS() ?? []) as (string | Choice)[];
  return list.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
}

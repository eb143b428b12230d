import type { ReactNode } from 'react';
import clsx from 'clsx';
import field from '@/components/ui/field.module.css';
import styles from './choices.module.css';

export interface ChoicesProps<T extends string> {
  legend: ReactNode;
  /** Said under the legend, before the choices (« Rappelez-moi »: why today is not offered), by its id. */
  hint?: { id?: string; text: ReactNode } | null;
  name: string;
  values: readonly T[];
  checked: string | null;
  describedBy: string | undefined;
  /** The first choice's id: what a label, a link or the focus after a fault leads to. */
  firstId?: string;
  invalid?: boolean;
  required?: boolean;
  className?: string;
  isDisabled?: (value: T) => boolean;
  onChoose: (value: T) => void;
  label: (value: T) => ReactNode;
}

/** A question answered by one tap: « Rappelez-moi »'s day and part of the day, a yes/no of any form (kind-fields.tsx). */
export function Choices<T extends string>({ legend, hint, name, values, checked, describedBy, firstId, invalid, required, className, isDisabled, onChoose, label }: ChoicesProps<T>) {
  return (
    <fieldset className={styles.choices} aria-describedby={describedBy} aria-invalid={invalid ? true : undefined}>
      <legend className={field.label}>{legend}</legend>
      {hint ? (
        <p id={hint.id} className={field.hint}>
          {hint.text}
        </p>
      ) : null}
      <div className={clsx(styles.options, className)}>
        {values.map((value, index) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              {...(index === 0 && firstId ? { id: firstId } : {})}
              name={name}
              value={value}
              checked={checked === value}
              disabled={isDisabled?.(value)}
              required={required}
              onChange={() => onChoose(value)}
            />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

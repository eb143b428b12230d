import { useId, useState } from 'react';
import type { DecapControlProps, Validity } from '../decap';
import { readTyped, storedProblem, textFor, type NumberKind, type NumberRules } from './typed-number';
import styles from './widgets.module.css';

/*
 * A number typed as text (editor/widgets/typed-number.ts says how each kind is read): a text box with
 * the phone's digit keyboard (inputmode, never type=number, which drops what it cannot parse), what the
 * site will print under it, or the build's sentence when the text is refused.
 */

export function rulesOf(field: DecapControlProps['field']): NumberRules {
  const bound = (key: string) => {
    const value = field.get(key);
    return typeof value === 'number' ? value : undefined;
  };
  return { required: field.get('required') !== false, min: bound('min'), max: bound('max') };
}

/** The control Decap draws for one kind of number. */
export function numberControl(kind: NumberKind) {
  return function NumberControl({ value, field, forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle }: DecapControlProps) {
    const rules = rulesOf(field);
    const [typed, setTyped] = useState<string | undefined>(undefined);
    const text = textFor(kind, value, typed, rules);
    // Before staff type, a value already in the file is judged as the build would; a blank is left to Decap's « required ».
    const state = typed === undefined ? { problem: storedProblem(kind, value, rules), echo: typeof value === 'number' ? kind.echo?.(value) : undefined } : readTyped(kind, typed, rules);
    const note = useId();
    return (
      <div className={styles.number}>
        <input
          id={forID}
          className={classNameWrapper}
          type="text"
          inputMode={kind.inputMode}
          autoComplete="off"
          spellCheck={false}
          value={text}
          aria-invalid={state.problem ? true : undefined}
          aria-describedby={state.problem || state.echo ? note : undefined}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(readTyped(kind, event.target.value, rules).stored);
          }}
        />
        <p id={note} className={state.problem ? styles.problem : styles.echo} aria-live="polite">
          {state.problem ?? (state.echo ? <>Sur le site : {state.echo}</> : null)}
        </p>
      </div>
    );
  };
}

/** What Decap asks before it saves: the same verdict as the build's, synchronously. */
export function numberValidity(kind: NumberKind) {
  return ({ value, field, parentIds }: DecapControlProps): Validity => {
    const message = storedProblem(kind, value, rulesOf(field));
    return message === undefined ? true : { error: { type: 'CUSTOM', message, parentIds } };
  };
}

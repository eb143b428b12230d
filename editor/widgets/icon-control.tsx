import { useId, useRef, useState } from 'react';
import sprite from '@/components/ui/icons.svg';
import type { DecapControlProps } from '../decap';
import { choicesOf } from './choices';
import styles from './widgets.module.css';

/*
 * An icon chosen by its picture: the current one, and on demand every icon of the site with its French
 * name (labels from the config), as radio buttons: arrows move through them with a keyboard, a tap
 * chooses. The drawings are the site's own symbols (components/ui/icons.svg), which the editor's bundle
 * copies beside itself (pipeline/admin.ts) and draws by reference, as the site does.
 */

const spriteUrl = sprite as unknown as string;

function Picture({ name }: { name: string }) {
  return (
    <svg className={styles.picture} width="28" height="28" aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export function IconControl({ value, field, forID, onChange, setActiveStyle, setInactiveStyle }: DecapControlProps) {
  const choices = choicesOf(field);
  const current = choices.find((choice) => choice.value === value);
  const [open, setOpen] = useState(false);
  // A tap or a click chooses and closes; arrow keys move through the icons and leave the list open.
  const pointer = useRef(false);
  const list = useId();
  return (
    <div className={styles.icons} onFocus={setActiveStyle} onBlur={setInactiveStyle}>
      <button id={forID} type="button" className={styles.current} aria-expanded={open} aria-controls={list} onClick={() => setOpen(!open)}>
        {current ? <Picture name={current.value} /> : null}
        <span>{current ? current.label : 'Aucune icône choisie'}</span>
        <span className={styles.action}>{open ? 'Fermer la liste' : current ? 'Changer' : 'Choisir'}</span>
      </button>
      {open ? (
        <fieldset id={list} className={styles.grid} onPointerDown={() => (pointer.current = true)}>
          <legend className={styles.hidden}>Icônes</legend>
          {choices.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name={list}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => {
                  onChange(choice.value);
                  if (pointer.current) setOpen(false);
                  pointer.current = false;
                }}
              />
              <Picture name={choice.value} />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

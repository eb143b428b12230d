import { useId } from 'react';
import { STAR_PATH } from '@/components/ui/star-rating';
import { plural } from '@/lib/i18n';
import type { DecapControlProps } from '../decap';
import { rulesOf } from './number-control';
import styles from './widgets.module.css';

/*
 * A rating chosen as stars, 1 to 5 (the field's min and max): radio buttons, so there is nothing to
 * type and nothing to mis-read. The stars up to the chosen one are filled, drawn as the site draws them.
 */

const stars = (count: number) => plural(count, { one: '{count} étoile', other: '{count} étoiles' }, 'fr');

export function RatingControl({ value, field, forID, onChange, setActiveStyle, setInactiveStyle }: DecapControlProps) {
  const { min = 1, max = 5 } = rulesOf(field);
  const name = useId();
  const counts = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  const chosen = typeof value === 'number' ? value : undefined;
  return (
    <fieldset id={forID} className={styles.rating} onFocus={setActiveStyle} onBlur={setInactiveStyle}>
      <legend className={styles.hidden}>Nombre d’étoiles</legend>
      {counts.map((count) => (
        <label key={count} className={styles.star} data-lit={chosen !== undefined && count <= chosen ? '' : undefined}>
          <input type="radio" name={name} value={count} checked={count === chosen} onChange={() => onChange(count)} />
          <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true">
            <path d={STAR_PATH} />
          </svg>
          <span className={styles.hidden}>{stars(count)}</span>
        </label>
      ))}
      <span className={styles.echo} aria-hidden="true">
        {chosen !== undefined ? stars(chosen) : 'Aucune note'}
      </span>
    </fieldset>
  );
}

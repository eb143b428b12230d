import clsx from 'clsx';
import type { ChangeEvent } from 'react';
import field from '@/components/ui/field.module.css';
import { CONSENTED } from '@/lib/request/visit/consent';
import styles from './consent-box.module.css';

/*
 * The family's consent to its appointment's messages (issue 77; a field of the `consent` rule: lib/request/kinds/
 * rule-table.ts): a box unticked by default, with what it means under it. Drawn only where the build's gateway can
 * send them (NEXT_PUBLIC_REQUEST_VISIT_MESSAGES, spelled out so that Next inlines it, beside the gateway's URL):
 * elsewhere it is not there, and the request carries no consent.
 */
export const offersVisitMessages = () => Boolean(process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL && process.env.NEXT_PUBLIC_REQUEST_VISIT_MESSAGES === '1');

interface ConsentBoxProps {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

export function ConsentBox({ id, name, label, hint, value, onChange }: ConsentBoxProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={styles.consent}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className={styles.box}
        value={CONSENTED}
        checked={value === CONSENTED}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked ? CONSENTED : '')}
        aria-describedby={hint ? hintId : undefined}
      />
      <label htmlFor={id} className={clsx(field.label, styles.label)}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={clsx(field.hint, styles.hint)}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import clsx from 'clsx';
import type { PhoneContact } from '@/content/types';
import { Sentence } from '@/components/ui/sentence';
import { LIMITS } from '@/lib/request/values';
import type { AppointmentCopy } from '@/lib/request';
import { formatCount } from '@/lib/format';
import { fill } from '@/lib/i18n';
import styles from './appointment-form.module.css';
import { PhoneLink } from './phone-link';

interface MessageCounterProps {
  id: string;
  length: number;
  copy: AppointmentCopy;
  phone: PhoneContact;
}

/**
 * Under the message: how many characters, out of how many. Screen readers hear it only when the
 * limit nears or is reached (not at every key), and at the limit a phone number takes over.
 */
export function MessageCounter({ id, length, copy, phone }: MessageCounterProps) {
  const left = LIMITS.message - length;
  const note = left <= 0 ? copy.limitReached : left <= 100 ? copy.limitNear : '';
  return (
    <>
      <p id={id} className={clsx(styles.counter, note && styles.counterNear)}>
        {fill(copy.counter, { count: formatCount(length, copy.locale), max: formatCount(LIMITS.message, copy.locale) })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {note}
      </p>
      {left <= 0 ? (
        <p className={styles.limitReached}>
          <Sentence text={copy.limitCall} fill={{ phone: <PhoneLink phone={phone} /> }} />
        </p>
      ) : null}
    </>
  );
}

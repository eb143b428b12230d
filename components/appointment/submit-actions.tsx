import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Slots } from '@/components/ui/slots';
import type { AppointmentCopy } from '@/lib/appointment/copy';
import styles from './appointment-form.module.css';

interface SubmitActionsProps {
  copy: AppointmentCopy;
  /** Disabled until hydrated (a native submit would put the request in the URL) and while a send is on its way. */
  disabled: boolean;
  submitting: boolean;
  privacyHref: string;
}

/** The send button, and the word on privacy under it. */
export function SubmitActions({ copy, disabled, submitting, privacyHref }: SubmitActionsProps) {
  return (
    // data-keep-clear: the phone's contact bar steps aside while the send button is on screen.
    <div className={styles.actions} data-keep-clear>
      <button type="submit" className={clsx('btn btn-primary', styles.submit)} disabled={disabled}>
        {submitting ? <span className={styles.spinner} aria-hidden="true" /> : <Icon name="calendar" size={22} />}
        {submitting ? copy.sending : copy.submit}
      </button>
      <p className={styles.privacy}>
        <Icon name="shield" size={20} className={styles.privacyIcon} />
        <span>
          <Slots template={copy.privacy} slots={{ link: <Link href={privacyHref}>{copy.privacyLink}</Link> }} />
        </span>
      </p>
    </div>
  );
}

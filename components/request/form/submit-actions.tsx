import clsx from 'clsx';
import { useHydrated } from '@/components/ui/client-flags';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Slots } from '@/components/ui/slots';
import type { AppointmentCopy } from '@/lib/request';
import styles from './appointment-form.module.css';

interface SubmitActionsProps {
  copy: AppointmentCopy;
  /** A send is on its way: the button waits for it. */
  submitting: boolean;
  privacyHref: string;
}

/** The send button, and the word on privacy under it. */
export function SubmitActions({ copy, submitting, privacyHref }: SubmitActionsProps) {
  // Disabled in the prerendered HTML: a native submit would put the request in the URL. Asked here,
  // not by the form, so that only this button re-renders once the scripts run.
  const hydrated = useHydrated();
  return (
    // data-keep-clear: the phone's contact bar steps aside while the send button is on screen.
    <div className={styles.actions} data-keep-clear>
      <button type="submit" className={clsx('btn btn-primary', styles.submit)} disabled={!hydrated || submitting}>
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

import { useId } from 'react';
import clsx from 'clsx';
import { useHydrated } from '@/components/ui/client-flags';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Sentence } from '@/components/ui/sentence';
import type { CentreContacts, AppointmentCopy } from '@/lib/request';
import { NotReadyNote, SendButton } from './not-ready';
import styles from './appointment-form.module.css';

interface SubmitActionsProps {
  copy: AppointmentCopy;
  /** A send is on its way: the button waits for it. */
  submitting: boolean;
  privacyHref: string;
  /** The line the note before the scripts names. */
  phone: CentreContacts['phone'];
}

/** The send button, and the word on privacy under it. */
export function SubmitActions({ copy, submitting, privacyHref, phone }: SubmitActionsProps) {
  // Not a submit button in the prerendered HTML (a native submit would put the request in the URL): it
  // says why when tapped (not-ready.tsx). Asked here, not by the form, so that only this button
  // re-renders once the scripts run.
  const hydrated = useHydrated();
  const noteId = `${useId()}-not-ready`;
  return (
    // data-keep-clear: the phone's contact bar steps aside while the send button is on screen.
    <div className={styles.actions} data-keep-clear>
      <SendButton ready={hydrated} noteId={noteId} className={clsx('btn btn-primary', styles.submit)} disabled={submitting}>
        {submitting ? <span className={styles.spinner} aria-hidden="true" /> : <Icon name="calendar" size={22} />}
        {submitting ? copy.sending : copy.submit}
      </SendButton>
      <NotReadyNote id={noteId} ready={hydrated} text={copy.notReady} phone={phone} />
      <p className={styles.privacy}>
        <Icon name="shield" size={20} className={styles.privacyIcon} />
        <span>
          <Sentence text={copy.privacy} fill={{ link: <Link href={privacyHref}>{copy.privacyLink}</Link> }} />
        </span>
      </p>
    </div>
  );
}

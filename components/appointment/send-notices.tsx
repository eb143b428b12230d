import type { Ref } from 'react';
import { useOnline } from '@/components/ui/client-flags';
import type { AppointmentCopy } from '@/lib/appointment/copy';
import type { FallbackWording } from '@/lib/appointment/fallback';
import { alertText } from '@/lib/appointment/failure-text';
import type { AppointmentContacts, AppointmentValues } from '@/lib/appointment/types';
import type { SendFailure } from '@/lib/request/failure';
import { FallbackLinks } from './fallback-links';
import styles from './appointment-form.module.css';

interface SendNoticesProps {
  failure: SendFailure | null;
  alertRef: Ref<HTMLDivElement>;
  copy: AppointmentCopy;
  values: AppointmentValues;
  contacts: AppointmentContacts;
  wording: FallbackWording;
}

/** Above the send button: the connection is gone, or the last send failed; either way, the same request (and its reference) by WhatsApp or e-mail. */
export function SendNotices({ failure, alertRef, copy, values, contacts, wording }: SendNoticesProps) {
  const online = useOnline();
  const fallback = (
    <FallbackLinks values={values} whatsapp={contacts.whatsapp} email={contacts.email} phone={contacts.phone} wording={wording} />
  );
  return (
    <>
      {/* Always in the page, so that going offline is announced. */}
      <div role="status" className={styles.offlineRegion}>
        {!online && !failure ? (
          <div className={styles.offline}>
            <p>
              <strong>{copy.offline.title}</strong> {copy.offline.text}
            </p>
            {fallback}
          </div>
        ) : null}
      </div>

      {failure ? (
        <div ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
          <p className={styles.alertTitle}>{alertText(failure, copy.failures)}</p>
          <p>{copy.failureIntro}</p>
          {fallback}
        </div>
      ) : null}
    </>
  );
}

import type { Ref } from 'react';
import { useOnline } from '@/components/ui/client-flags';
import { Sentence } from '@/components/ui/sentence';
import { alertText } from '@/lib/request/failure-text';
import type { RequestCopy, FallbackWording, CentreContacts, RequestValues, SendFailure } from '@/lib/request';
import { FallbackLinks } from './fallback-links';
import { PhoneLink } from './phone-link';
import styles from './appointment-form.module.css';

interface SendNoticesProps {
  failure: SendFailure | null;
  alertRef: Ref<HTMLDivElement>;
  /** The words of the notice while offline, and the one failure said without the words after « Envoyer ». */
  offline: { title: string; text: string };
  unreachable: string;
  /** The words after « Envoyer » and how the fallbacks read, once they have come (load-request.ts). */
  words: RequestCopy | null;
  wording: FallbackWording | null;
  values: RequestValues;
  contacts: CentreContacts;
}

/**
 * Above the send button: the connection is gone, or the last send failed; either way, the same request
 * (and its reference) by WhatsApp, SMS or e-mail. Should the words of the fallbacks never have come (offline
 * from the first visit, the request's code not here either), the alert says so in the page's own words,
 * with the phone: never a dead end.
 */
export function SendNotices({ failure, alertRef, offline, unreachable, words, wording, values, contacts }: SendNoticesProps) {
  const online = useOnline();
  const fallback =
    wording !== null ? (
      <FallbackLinks values={values} whatsapp={contacts.whatsapp} email={contacts.email} phone={contacts.phone} wording={wording} />
    ) : (
      <p className={styles.fallbackPhone}>
        <PhoneLink phone={contacts.phone} />
      </p>
    );
  return (
    <>
      {/* Always in the page, so that going offline is announced. */}
      <div role="status" className={styles.offlineRegion}>
        {!online && !failure ? (
          <div className={styles.offline}>
            <p>
              <strong>{offline.title}</strong> {offline.text}
            </p>
            {fallback}
          </div>
        ) : null}
      </div>

      {failure ? (
        <div ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
          {words ? (
            <>
              <p className={styles.alertTitle}>{alertText(failure, words.failures)}</p>
              <p>{words.failureIntro}</p>
              {fallback}
            </>
          ) : (
            <p className={styles.alertTitle}>
              <Sentence text={unreachable} fill={{ phone: <PhoneLink phone={contacts.phone} /> }} />
            </p>
          )}
        </div>
      ) : null}
    </>
  );
}

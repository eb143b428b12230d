import { useEffect } from 'react';
import type { RequestKind } from '@/lib/request';
import { showHere } from '@/lib/request/sent-status';
import type { Locale } from '@/lib/i18n';
import { sentStatusCopy } from '@/copy/request/status';
import { statusText } from './status-text';
import { useSentStatuses } from './use-sent-statuses';
import styles from './sent-status.module.css';

export interface SentLineProps {
  reference: string;
  kind: RequestKind;
  locale: Locale;
}

/**
 * Under a confirmation: who at the centre has this request, read out by the confirmation's own status
 * region as it changes. While this line is on the page, the note leaves the request to it.
 */
export default function SentLine({ reference, locale }: SentLineProps) {
  const snapshot = useSentStatuses();
  useEffect(() => showHere(reference), [reference]);
  const status = snapshot?.statuses.find((one) => one.reference === reference);
  // Not kept on this device (no IndexedDB): nothing to ask, the reserved line goes.
  if (snapshot && !status) return null;
  const text = status ? statusText(status, sentStatusCopy[locale], locale, snapshot?.at, { received: true }) : null;
  return (
    <p className={styles.line} data-sent-status={status?.state ?? 'reading'}>
      {text}
    </p>
  );
}
